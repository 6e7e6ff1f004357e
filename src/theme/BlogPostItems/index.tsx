// Wrapper: the blog index pages (/blog/, /blog/page/N/) get an h1 — the stock list page has none, only the posts'
// h2 titles. Tag and author pages reuse these items but have their own h1, so they are left alone.
import type {ReactNode} from 'react';
import BlogPostItems from '@theme-original/BlogPostItems';
import type BlogPostItemsType from '@theme/BlogPostItems';
import type {WrapperProps} from '@docusaurus/types';
import {useLocation} from '@docusaurus/router';
import useBaseUrl from '@docusaurus/useBaseUrl';
import Heading from '@theme/Heading';
import {blog} from '@site/config/blog';
import styles from './styles.module.css';

type Props = WrapperProps<typeof BlogPostItemsType>;

export default function BlogPostItemsWrapper(props: Props): ReactNode {
  const {pathname} = useLocation();
  const root = useBaseUrl(`/${blog.routeBasePath}/`);
  const isIndex = pathname === root || new RegExp(`^${root}page/\\d+/?$`).test(pathname);
  return (
    <>
      {isIndex && (
        <header className={styles.header}>
          <Heading as="h1">{blog.blogTitle}</Heading>
          <p>{blog.blogDescription}.</p>
        </header>
      )}
      <BlogPostItems {...props} />
    </>
  );
}
