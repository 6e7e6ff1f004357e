import {SearchIndex, requiredFacetValues, type SearchParams, type SearchResponse} from './engine';
import {expandShard, type SearchRecord, type Shard} from './records';

// The browser side of embedded search, loaded on first use: fetches the shards a request's facetFilters allow,
// builds an index over them and answers Algolia multi-queries from it.

export interface EmbeddedSearchOptions {
  /** Site base URL; shards are fetched from `<baseUrl>search/<tag>.json`. */
  baseUrl: string;
  /** Absolute origin of the site (siteConfig.url): records carry absolute URLs, as hosted ones do. */
  siteUrl: string;
  /** Every docusaurus_tag the build has a shard for. */
  tags: readonly string[];
}

/** One request of a multi-query, in either of algoliasearch v5's shapes. */
export type SearchRequest = {indexName: string; params?: SearchParams} & SearchParams;
export type MultiSearchArgument = {requests: readonly SearchRequest[]} | readonly SearchRequest[];

/** Named as algoliasearch names the error after every host failed: DocSearch shows its error screen only for it. */
export class RetryError extends Error {
  override name = 'RetryError';
}

const records = new Map<string, Promise<SearchRecord[]>>();
const indexes = new Map<string, Promise<SearchIndex>>();

export function shardUrl(baseUrl: string, tag: string): string {
  return `${baseUrl}search/${encodeURIComponent(tag)}.json`;
}

function loadRecords(options: EmbeddedSearchOptions, tag: string): Promise<SearchRecord[]> {
  const url = shardUrl(options.baseUrl, tag);
  let pending = records.get(url);
  if (!pending) {
    // `no-cache` revalidates: a new deployment's shard is picked up without a stale one lingering in the cache.
    pending = fetch(url, {cache: 'no-cache'})
      .then(async (response) => {
        if (!response.ok) throw new RetryError(`search index ${url}: HTTP ${response.status}`);
        return expandShard((await response.json()) as Shard, options.siteUrl);
      })
      .catch((error: unknown) => {
        records.delete(url); // let the next keystroke try again
        throw error instanceof RetryError ? error : new RetryError(`search index ${url}: ${String(error)}`);
      });
    records.set(url, pending);
  }
  return pending;
}

/** The index over the shards these facetFilters can match (all of them when docusaurus_tag is left open). */
export function loadIndex(options: EmbeddedSearchOptions, facetFilters: SearchParams['facetFilters']): Promise<SearchIndex> {
  const wanted = requiredFacetValues(facetFilters, 'docusaurus_tag') ?? options.tags;
  const tags = options.tags.filter((tag) => wanted.includes(tag));
  const key = `${options.baseUrl}\n${tags.join('\n')}`;
  let pending = indexes.get(key);
  if (!pending) {
    pending = Promise.all(tags.map((tag) => loadRecords(options, tag))).then((shards) => new SearchIndex(shards.flat()));
    pending.catch(() => indexes.delete(key));
    indexes.set(key, pending);
  }
  return pending;
}

export async function multiSearch(
  options: EmbeddedSearchOptions,
  argument: MultiSearchArgument,
): Promise<{results: (SearchResponse & {index: string})[]}> {
  const requests = 'requests' in argument ? argument.requests : argument;
  const results = await Promise.all(
    requests.map(async ({indexName, params, ...inline}) => {
      const merged: SearchParams = {...params, ...inline};
      const index = await loadIndex(options, merged.facetFilters);
      return {...index.search(merged), index: indexName};
    }),
  );
  return {results};
}
