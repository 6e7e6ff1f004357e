import {docsVersion} from '@site/src/data/docsVersions';
import {requiredFacetValues, type SearchHit, type SearchParams, type SearchResponse} from './engine';
import {mayNeedOtherVersions, OTHER_VERSION_HIT} from './hints';
import {searchPageUrl} from './links';
import {VERSION_TERMS_FILE, VersionTermIndex, type VersionTerms} from './versionTerms';

// "Not in this version, but in others": readers of an old line search for APIs that came later. When a search
// limited to one docs version finds nothing, or names an API (see API_NAME) whose words this version's docs do not
// have, the words are looked up in search/version-terms.json (one small file, fetched only then) and the versions
// that have them are offered first, each linking the search page on that version.

const DOCS_TAG = /^docs-default-(.+)$/;

let terms: Promise<VersionTermIndex> | null = null;

function loadTerms(baseUrl: string): Promise<VersionTermIndex> {
  terms ??= fetch(`${baseUrl}search/${VERSION_TERMS_FILE}`)
    .then(async (response) => {
      if (!response.ok) throw new Error(`${VERSION_TERMS_FILE}: HTTP ${response.status}`);
      return new VersionTermIndex((await response.json()) as VersionTerms);
    })
    .catch((error: unknown) => {
      terms = null; // a later search may try again
      throw error;
    });
  return terms;
}

export interface OtherVersion {
  /** Docusaurus version name (`current`, `0.12.x`). */
  name: string;
  label: string;
  /** The search page for the query on that version. */
  searchUrl: string;
}

/** The docs version a request is limited to, from its facetFilters (`docusaurus_tag:docs-default-<name>`). */
export function requestVersion(facetFilters: SearchParams['facetFilters']): string | null {
  const tags = requiredFacetValues(facetFilters, 'docusaurus_tag') ?? [];
  const docsTags = tags.map((tag) => DOCS_TAG.exec(tag)?.[1]).filter((name): name is string => !!name);
  return docsTags.length === 1 ? docsTags[0]! : null;
}

/**
 * The other docs versions whose pages contain every word of `query`, newest first; [] when that cannot be told, or
 * when `onlyIfMissingHere` and this version's pages have every word too.
 */
export async function otherVersionsWithQuery(
  baseUrl: string,
  query: string,
  version: string,
  onlyIfMissingHere = false,
): Promise<OtherVersion[]> {
  if (!query.trim()) return [];
  try {
    const tags = (await loadTerms(baseUrl)).tagsWithAllWords(query);
    const here = `docs-default-${version}`;
    if (onlyIfMissingHere && tags.includes(here)) return [];
    return tags.filter((tag) => tag !== here).map((tag) => {
      const name = DOCS_TAG.exec(tag)![1]!;
      return {name, label: docsVersion(name).label, searchUrl: searchPageUrl(baseUrl, query, name)};
    });
  } catch {
    return []; // the hint is an extra: without the file, the stock "No results" screen stays
  }
}

/** Heading of the modal's group of "found in other versions" hits (DocSearch groups hits by lvl0). */
export const OTHER_VERSIONS_GROUP = 'Not in this version: found in';

/** One DocSearch hit per other version, linking the search page there (the modal has no other place for a hint). */
export function otherVersionHits(query: string, versions: OtherVersion[]): SearchHit[] {
  return versions.map((version) => {
    const title = `SeaORM ${version.label}: search “${query}” there`;
    // Site-relative with its query string: the modal and the search page use it as it is (see isOtherVersionHit).
    const url = version.searchUrl;
    const none = {matchLevel: 'none' as const, matchedWords: []};
    return {
      objectID: `${OTHER_VERSION_HIT}${version.name}`,
      url,
      url_without_anchor: url,
      anchor: null,
      type: 'lvl1',
      hierarchy: {lvl0: OTHER_VERSIONS_GROUP, lvl1: title, lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null},
      content: null,
      language: 'en',
      docusaurus_tag: `docs-default-${version.name}`,
      version: [version.name],
      page_kind: 'guide',
      weight: {pageRank: 0, level: 90, position: 0},
      _highlightResult: {hierarchy: {lvl0: {value: OTHER_VERSIONS_GROUP, ...none}, lvl1: {value: title, ...none}}},
      _snippetResult: {hierarchy: {lvl1: {value: title, matchLevel: 'none'}}},
    };
  });
}

/** Puts the other-version hits before the hits of a version-limited response (nbHits counts only real hits). */
export async function withOtherVersions(
  response: SearchResponse,
  facetFilters: SearchParams['facetFilters'],
  {baseUrl}: {baseUrl: string},
): Promise<SearchResponse> {
  const version = requestVersion(facetFilters);
  if (!version || !response.query || !mayNeedOtherVersions(response)) return response;
  const others = await otherVersionsWithQuery(baseUrl, response.query, version, response.nbHits > 0);
  return others.length ? {...response, hits: [...otherVersionHits(response.query, others), ...response.hits]} : response;
}

export {isOtherVersionHit} from './hints';

type MultiArgument = {requests: readonly {params?: SearchParams; facetFilters?: SearchParams['facetFilters']}[]} | readonly {
  params?: SearchParams;
  facetFilters?: SearchParams['facetFilters'];
}[];

/** The same for every response of a multi-query, matched to its request's facetFilters. */
export async function addOtherVersionHits<R extends {results: SearchResponse[]}>(
  response: R,
  argument: MultiArgument,
  options: {baseUrl: string},
): Promise<R> {
  const requests = 'requests' in argument ? argument.requests : argument;
  const results = await Promise.all(
    response.results.map((result, i) =>
      withOtherVersions(result, requests[i]?.params?.facetFilters ?? requests[i]?.facetFilters, options),
    ),
  );
  return {...response, results};
}
