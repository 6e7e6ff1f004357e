import type {Config} from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import {announcementBar} from './config/announcement';
import {blog} from './config/blog';
import {docs} from './config/docs';
import {footer} from './config/footer';
import {llmsTxt} from './config/llms';
import {navbar} from './config/navbar';
import {prism} from './config/prism';
import {redirects} from './config/redirects';
import {search, searchIndex} from './config/search';
import {site} from './config/site';
import {validation} from './config/validation';
import chunkFilenamesPlugin from './plugins/chunk-filenames';
import codeHighlightPlugin from './plugins/code-highlight';
import llmsTxtPlugin from './plugins/llms-txt';
import rustSourcePlugin from './plugins/rust-source';
import searchIndexPlugin from './plugins/search-index';

export default {
  title: site.fullTitle,
  tagline: site.tagline,
  url: site.url,
  baseUrl: site.baseUrl,
  favicon: 'img/favicon.ico',
  trailingSlash: true,
  organizationName: 'SeaQL',
  projectName: 'SeaORM',

  ...validation,

  i18n: {
    defaultLocale: 'en',
    locales: ['en'],
    localeConfigs: {en: {label: 'English', direction: 'ltr', htmlLang: 'en', calendar: 'gregory'}},
  },

  future: {
    v4: {removeLegacyPostBuildHeadAttribute: true},
    experimental_faster: true,
  },

  markdown: {mermaid: true},
  themes: ['@docusaurus/theme-mermaid'],
  plugins: [chunkFilenamesPlugin, codeHighlightPlugin, rustSourcePlugin, [searchIndexPlugin, searchIndex], [llmsTxtPlugin, llmsTxt], ['@docusaurus/plugin-client-redirects', redirects]],

  presets: [
    [
      'classic',
      {
        docs,
        blog,
        theme: {customCss: './src/css/custom.css'},
        sitemap: {changefreq: 'daily', priority: 0.8, ignorePatterns: ['/SeaORM/search/**']},
      } satisfies Preset.Options,
    ],
  ],

  themeConfig: {
    metadata: [{name: 'keywords', content: site.keywords}],
    colorMode: {defaultMode: 'light', disableSwitch: false, respectPrefersColorScheme: true},
    announcementBar,
    navbar,
    footer,
    prism,
    algolia: search,
    docs: {sidebar: {hideable: true, autoCollapseCategories: false}},
    blog: {sidebar: {groupByYear: true}},
    tableOfContents: {minHeadingLevel: 2, maxHeadingLevel: 3},
    mermaid: {theme: {light: 'neutral', dark: 'dark'}},
  } satisfies Preset.ThemeConfig,
} satisfies Config;
