import type {ThemeConfig as AlgoliaThemeConfig} from '@docusaurus/theme-search-algolia';
import {algolia} from './env';

// Hosted DocSearch when credentials are configured; otherwise placeholders (search is answered in the browser).
export const search = {
  appId: algolia?.appId ?? 'LOCAL',
  apiKey: algolia?.apiKey ?? 'local-search-only',
  indexName: algolia?.indexName ?? 'seaorm',
  contextualSearch: true,
  searchPagePath: 'search',
  insights: algolia !== null,
} satisfies AlgoliaThemeConfig['algolia'];
