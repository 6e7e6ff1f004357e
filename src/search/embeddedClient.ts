import {SearchIndex, requiredFacetValues, type SearchParams, type SearchResponse} from './engine';
import {askedKinds} from './intent';
import {expandShard, shardFileName, type SearchRecord, type Shard} from './records';

// The browser side of embedded search, loaded on first use: fetches the shards a request's facetFilters allow,
// builds an index over them and answers Algolia multi-queries from it.

export interface EmbeddedSearchOptions {
  /** Site base URL; shards are fetched from `<baseUrl>search/<tag>.json`. */
  baseUrl: string;
  /** Absolute origin of the site (siteConfig.url): records carry absolute URLs, as hosted ones do. */
  siteUrl: string;
  /** Every docusaurus_tag the build has a shard for. */
  tags: readonly string[];
  /** Tags whose records are split into parts loaded on demand: tag → part names (plugins/search-index). */
  parts?: Readonly<Record<string, readonly string[]>>;
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

/** The tags these facetFilters can match (all of them when docusaurus_tag is left open). */
function wantedTags(options: EmbeddedSearchOptions, facetFilters: SearchParams['facetFilters']): string[] {
  const wanted = requiredFacetValues(facetFilters, 'docusaurus_tag') ?? options.tags;
  return options.tags.filter((tag) => wanted.includes(tag));
}

/** The on-demand parts of these tags' shards. */
const partFiles = (options: EmbeddedSearchOptions, tags: string[]) =>
  tags.flatMap((tag) => (options.parts?.[tag] ?? []).map((part) => shardFileName({tag, part})));

/**
 * The index over the shards these facetFilters can match; with `withParts`, also over their parts loaded on demand
 * (internal design and the upgrade guides, see SHARD_PARTS in plugins/search-index/buildShards.ts).
 */
export function loadIndex(options: EmbeddedSearchOptions, facetFilters: SearchParams['facetFilters'], withParts = false): Promise<SearchIndex> {
  const tags = wantedTags(options, facetFilters);
  const files = [...tags, ...(withParts ? partFiles(options, tags) : [])];
  const key = `${options.baseUrl}\n${files.join('\n')}`;
  let pending = indexes.get(key);
  if (!pending) {
    pending = Promise.all(files.map((file) => loadRecords(options, file))).then((shards) => new SearchIndex(shards.flat()));
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
      let response = (await loadIndex(options, merged.facetFilters)).search(merged);
      // The on-demand parts (internal design, upgrade guides) join when the query asks for one of their kinds, or when
      // no record of the main shards has every word of it (say, a compiler error pasted after an upgrade).
      const parts = partFiles(options, wantedTags(options, merged.facetFilters));
      if (parts.length > 0 && (askedKinds(merged.query ?? '').length > 0 || !response.allWordsMatched)) {
        response = (await loadIndex(options, merged.facetFilters, true)).search(merged);
      }
      return {...response, index: indexName};
    }),
  );
  return {results};
}
