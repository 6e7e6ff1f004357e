import type {ThemeConfig as AlgoliaThemeConfig} from '@docusaurus/theme-search-algolia';
import type {SearchIndexOptions} from '../plugins/search-index';
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

/** The search index is built in both modes (the hosted index is fed from it); the browser uses it when embedded. */
export const searchIndex = {mode: algolia ? 'hosted' : 'embedded'} satisfies SearchIndexOptions;
