import type {Options as BlogOptions} from '@docusaurus/plugin-content-blog';

export const blog = {
  routeBasePath: 'blog',
  blogTitle: 'SeaORM Blog',
  blogDescription: 'Release notes and news about SeaORM',
  showReadingTime: true,
  blogSidebarTitle: 'All posts',
  blogSidebarCount: 'ALL',
  onInlineAuthors: 'throw',
  onUntruncatedBlogPosts: 'throw',
  feedOptions: {type: 'all', copyright: 'Copyright © 2025 SeaQL.org'},
} satisfies BlogOptions;
