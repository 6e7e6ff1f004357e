import {PAGE_KINDS, TEACHING_KIND} from '../data/searchLanguage';

// "Where a thing is taught beats where it is mentioned": every search request, in both modes, asks to prefer pages
// that teach (Algolia's optionalFilters, ranked right after the words criterion), except for the kinds the query
// asks for itself ("upgrade", "internal", a release number such as 0.12 or 2.0).

const RELEASE = /\b\d+\.\d+\b/;

/** The page kinds this query asks for, besides the teaching pages. */
export function askedKinds(query: string): string[] {
  const words = new Set(query.toLowerCase().match(/[\p{L}\p{N}[\]]+/gu) ?? []);
  return (Object.keys(PAGE_KINDS) as (keyof typeof PAGE_KINDS)[]).filter(
    (kind) => PAGE_KINDS[kind].askedBy.some((word) => words.has(word)) || (kind === 'upgrade' && RELEASE.test(query)),
  );
}

/** The optionalFilters of a request with this query: one group, the teaching pages and the kinds asked for. */
export function preferredKinds(query: string): string[][] {
  return [[TEACHING_KIND, ...askedKinds(query)].map((kind) => `page_kind:${kind}`)];
}

type Request = {params?: {query?: string}; query?: string; optionalFilters?: unknown};

/** A multi-query argument (either of algoliasearch v5's shapes) with the preference added to each request. */
export function withPreferredKinds<A>(argument: A): A {
  const add = (request: Request) => ({...request, optionalFilters: preferredKinds(request.query ?? request.params?.query ?? '')});
  if (Array.isArray(argument)) return argument.map(add) as A;
  const {requests} = argument as {requests: Request[]};
  return {...(argument as object), requests: requests.map(add)} as A;
}
