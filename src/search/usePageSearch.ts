import {useEffect, useMemo, useRef, useState} from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import type {ThemeConfig} from '@docusaurus/theme-search-algolia';
import type {DocSearchTransformClient} from '@docsearch/react';
import {createEmbeddedSearchClient, withOtherVersionHints} from './client';
import type {SearchHit, SearchResponse} from './engine';
import {useSearchIndexData} from './useSearchIndexData';

// The search page's queries: the same multi-query request the modal sends, to the embedded client or to Algolia.

/** Hits per page of the search page (spec §9). */
export const HITS_PER_PAGE = 20;
/** How long a search may run before the page shows it is waiting (spec §4, as the modal). */
export const STALL_MS = 300;
/** Typing pauses this long before the page searches. */
const DEBOUNCE_MS = 150;

export type PageSearchState =
  | {status: 'idle'}
  | {status: 'loading' | 'stalled'; previous: SearchResponse | null}
  | {status: 'error'; error: unknown}
  | {status: 'done'; response: SearchResponse};

export interface PageSearchRequest {
  query: string;
  page: number;
  facetFilters: (string | string[])[];
}

type MultiSearch = (argument: {requests: Record<string, unknown>[]}) => Promise<{results: unknown[]}>;

function useMultiSearch(): () => Promise<MultiSearch> {
  const {siteConfig, siteMetadata} = useDocusaurusContext();
  const {mode, tags, parts} = useSearchIndexData();
  const {appId, apiKey} = (siteConfig.themeConfig as unknown as ThemeConfig).algolia;
  return useMemo(() => {
    let client: Promise<MultiSearch> | null = null;
    return () =>
      (client ??=
        mode === 'hosted'
          ? import('algoliasearch/lite').then(({liteClient}) => {
              const hosted = liteClient(appId, apiKey);
              hosted.addAlgoliaAgent('docusaurus', siteMetadata.docusaurusVersion);
              const options = {baseUrl: siteConfig.baseUrl, siteUrl: siteConfig.url, tags, parts};
              const client = withOtherVersionHints(hosted as unknown as DocSearchTransformClient, options);
              return client.search as unknown as MultiSearch;
            })
          : Promise.resolve(
              createEmbeddedSearchClient({baseUrl: siteConfig.baseUrl, siteUrl: siteConfig.url, tags, parts})
                .search as unknown as MultiSearch,
            ));
  }, [mode, tags, parts, appId, apiKey, siteConfig.baseUrl, siteConfig.url, siteMetadata.docusaurusVersion]);
}

/** Runs the request whenever it changes (debounced) and reports idle, loading, stalled, error or the response. */
export function usePageSearch(request: PageSearchRequest | null): PageSearchState {
  const {siteConfig} = useDocusaurusContext();
  const {indexName} = (siteConfig.themeConfig as unknown as ThemeConfig).algolia;
  const getSearch = useMultiSearch();
  const [state, setState] = useState<PageSearchState>({status: 'idle'});
  const latest = useRef(0);
  const key = request ? JSON.stringify(request) : '';

  useEffect(() => {
    const id = ++latest.current;
    if (!request) {
      setState({status: 'idle'});
      return undefined;
    }
    setState((s) => ({status: 'loading', previous: s.status === 'done' ? s.response : null}));
    const stall = setTimeout(() => {
      if (latest.current === id) setState((s) => (s.status === 'loading' ? {...s, status: 'stalled'} : s));
    }, STALL_MS);
    const run = setTimeout(() => {
      getSearch()
        .then((search) =>
          search({
            requests: [
              {
                indexName,
                query: request.query,
                page: request.page,
                hitsPerPage: HITS_PER_PAGE,
                facetFilters: request.facetFilters,
                attributesToSnippet: ['content:30'],
                highlightPreTag: '<mark>',
                highlightPostTag: '</mark>',
                snippetEllipsisText: '…',
              },
            ],
          }),
        )
        .then(({results}) => {
          if (latest.current === id) setState({status: 'done', response: results[0] as SearchResponse});
        })
        .catch((error: unknown) => {
          if (latest.current === id) setState({status: 'error', error});
        })
        .finally(() => clearTimeout(stall));
    }, DEBOUNCE_MS);
    return () => {
      clearTimeout(run);
      clearTimeout(stall);
    };
    // The request is compared by value: a new object with the same fields is the same search.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, getSearch, indexName]);

  return state;
}

export type {SearchHit};
