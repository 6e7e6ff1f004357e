// What every page's bundle needs to know of the "found in other versions" hint (src/search/otherVersions.ts),
// kept apart from it so that the hint's code and word list load only when a search needs them.

/**
 * A query that names an API (`find_with_linked`, `Entity::load`, `DerivePartialModel`, `--with-prelude`): when such a
 * name is not in the version being read, fuzzy hits on its parts are no answer, so the other versions that have it
 * are offered even when the search found something.
 */
export const API_NAME = /[\p{L}\p{N}]_[\p{L}\p{N}]|::|\p{Ll}\p{Lu}|--[a-z]/u;

/** objectID prefix of the hint's hits; their url (the search page, with its query string) is used as it is. */
export const OTHER_VERSION_HIT = 'other-version:';

/** Whether a response may get other-version hits: it found nothing, or its query names an API. */
export const mayNeedOtherVersions = (response: {nbHits: number; query?: string}) =>
  response.nbHits === 0 || API_NAME.test(response.query ?? '');

export const isOtherVersionHit = (hit: {objectID: string}) => hit.objectID.startsWith(OTHER_VERSION_HIT);
