import type {DocSearchTransformClient} from '@docsearch/react';
import type {EmbeddedSearchOptions, MultiSearchArgument} from './embeddedClient';
import {mayNeedOtherVersions} from './hints';
import {withPreferredKinds} from './intent';

// What the bundle of every page carries for embedded search: a search client with Algolia's interface whose
// engine and index are fetched on first use (or when the modal opens, through `preloadEmbeddedSearch`).

const engine = () => import('./embeddedClient');
const hints = () => import('./otherVersions');

type MultiResponse = {results: {nbHits: number; query?: string}[]};

/**
 * Adds "found in other versions" hits to responses that found nothing or whose query names an API; the module
 * (and its word list) loads only then.
 */
function withHints<R extends MultiResponse>(response: R, argument: unknown, options: EmbeddedSearchOptions): Promise<R> | R {
  if (!response.results.some(mayNeedOtherVersions)) return response;
  return hints().then(({addOtherVersionHits}) =>
    addOtherVersionHits(response as never, argument as never, options),
  ) as Promise<R>;
}

/** The modal's stall threshold (autocomplete-core's default, spec §4). */
const STALL_MS = 300;

export type {EmbeddedSearchOptions};

/**
 * DocSearch 3.9 shows its error screen when a search fails with a RetryError, but autocomplete-core then sets the
 * status back to idle as the request settles, so the modal falls through to "No results". For the modal, a failed
 * search therefore runs DocSearch's own error handler (which sets the error status) and leaves the request pending:
 * the error screen stays until the next keystroke (or closing the modal) replaces the request. The failure is
 * reported no earlier than the stall threshold, so the stall timer cannot overwrite it.
 */
function holdFailure<T>(result: Promise<T>, started: number): Promise<T> {
  const held = {
    then: result.then.bind(result),
    finally: result.finally.bind(result),
    catch(handler: (error: unknown) => unknown) {
      return new Promise((resolve, reject) => {
        result.then(resolve, (error: unknown) => {
          if ((error as Error).name !== 'RetryError') return reject(error);
          const wait = Math.max(0, started + STALL_MS + 50 - performance.now());
          setTimeout(() => {
            try {
              handler(error);
            } catch {
              // The handler rethrows after setting the status; the request stays pending on purpose.
            }
          }, wait);
        });
      });
    },
  };
  return held as unknown as Promise<T>;
}

/** A stand-in for algoliasearch's lite client, answered in the browser. */
export function createEmbeddedSearchClient(
  options: EmbeddedSearchOptions,
  {holdFailures = false}: {holdFailures?: boolean} = {},
): DocSearchTransformClient {
  const search = (original: MultiSearchArgument) => {
    const argument = withPreferredKinds(original);
    const started = performance.now();
    const result = engine()
      .then(({multiSearch}) => multiSearch(options, argument))
      .then((response) => withHints(response, argument, options));
    return holdFailures ? holdFailure(result, started) : result;
  };
  return {
    search: search as unknown as DocSearchTransformClient['search'],
    addAlgoliaAgent: () => {},
    transporter: {algoliaAgent: {value: 'SeaORM embedded search', add: () => ({value: '', add: () => ({}) as never})}},
  } as DocSearchTransformClient;
}

/**
 * The hosted client with the same requests and extras as the embedded one: the teaching-page preference
 * (src/search/intent.ts) and the "found in other versions" hits.
 */
export function withOtherVersionHints(client: DocSearchTransformClient, options: EmbeddedSearchOptions): DocSearchTransformClient {
  const search = client.search.bind(client) as (argument: unknown) => Promise<MultiResponse>;
  return {
    ...client,
    search: ((original: unknown) => {
      const argument = withPreferredKinds(original);
      return search(argument).then((response) => withHints(response, argument, options));
    }) as never,
  };
}

/** Starts loading the engine and the shards for these filters, so the first keystroke finds them ready. */
export function preloadEmbeddedSearch(options: EmbeddedSearchOptions, facetFilters: unknown): void {
  engine()
    .then(({loadIndex}) => loadIndex(options, facetFilters as never))
    .catch(() => {}); // the search itself reports the failure
}
