import type {DocSearchTransformClient} from '@docsearch/react';
import type {EmbeddedSearchOptions, MultiSearchArgument} from './embeddedClient';

// What the bundle of every page carries for embedded search: a search client with Algolia's interface whose
// engine and index are fetched on first use (or when the modal opens, through `preloadEmbeddedSearch`).

const engine = () => import('./embeddedClient');

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
  const search = (argument: MultiSearchArgument) => {
    const started = performance.now();
    const result = engine().then(({multiSearch}) => multiSearch(options, argument));
    return holdFailures ? holdFailure(result, started) : result;
  };
  return {
    search: search as unknown as DocSearchTransformClient['search'],
    addAlgoliaAgent: () => {},
    transporter: {algoliaAgent: {value: 'SeaORM embedded search', add: () => ({value: '', add: () => ({}) as never})}},
  } as DocSearchTransformClient;
}

/** Starts loading the engine and the shards for these filters, so the first keystroke finds them ready. */
export function preloadEmbeddedSearch(options: EmbeddedSearchOptions, facetFilters: unknown): void {
  engine()
    .then(({loadIndex}) => loadIndex(options, facetFilters as never))
    .catch(() => {}); // the search itself reports the failure
}
