import {site} from '@site/config/site';

/** The search page for a query, optionally on one docs version (`/SeaORM/search/?q=…&version=…`). */
export function searchPageUrl(baseUrl: string, query: string, version?: string): string {
  const params = new URLSearchParams({q: query});
  if (version) params.set('version', version);
  return `${baseUrl}search/?${params.toString()}`;
}

/** "Believe this query should return results? Let us know.": a prefilled issue on the repository. */
export function missingResultsUrl({query}: {query: string}): string {
  const title = `Search: no results for "${query}"`;
  return `${site.repository}/issues/new?${new URLSearchParams({title}).toString()}`;
}
