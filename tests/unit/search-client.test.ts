// The embedded client fetches only the shards a request can match, answers multi-queries, and fails as DocSearch expects.
import assert from 'node:assert/strict';
import {afterEach, test} from 'node:test';
import {RetryError, multiSearch} from '../../src/search/embeddedClient';
import {encodeShard, type IndexedPage} from '../../src/search/records';

const page = (tag: string, path: string, text: string): IndexedPage => ({
  path,
  tag,
  language: 'en',
  version: [],
  pageRank: 10,
  description: '',
  lvl0: 'Docs',
  lvl1: path,
  sections: [{anchor: null, headings: [], blocks: [text]}],
});
const shards: Record<string, unknown> = {
  default: encodeShard('default', [page('default', '/about-us/', 'We make find_with_related.')]),
  'docs-default-current': encodeShard('docs-default-current', [page('docs-default-current', '/docs/a/', 'Current find_with_related.')]),
  'docs-default-0.12.x': encodeShard('docs-default-0.12.x', [page('docs-default-0.12.x', '/docs/0.12.x/a/', 'Old find_with_related.')]),
};
const tags = Object.keys(shards);

const realFetch = globalThis.fetch;
let requested: string[] = [];
let failing = new Set<string>();
globalThis.fetch = (async (input: string | URL) => {
  const url = String(input);
  requested.push(url);
  const tag = decodeURIComponent(/search\/(.+)\.json$/.exec(url)![1]!);
  if (failing.has(tag)) return new Response('oops', {status: 500});
  return new Response(JSON.stringify(shards[tag]), {status: shards[tag] ? 200 : 404});
}) as typeof fetch;
afterEach(() => {
  requested = [];
  failing = new Set();
});
process.on('exit', () => {
  globalThis.fetch = realFetch;
});

let site = 0;
/** Each test gets its own base URL, so caches of earlier tests do not answer it. */
const options = () => ({baseUrl: `/site${++site}/`, siteUrl: 'https://example.org', tags});
const current = ['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']];

test('fetches only the shards of the tags the facetFilters allow, once', async () => {
  const opts = options();
  const request = {indexName: 'seaorm', query: 'find_with_related', facetFilters: current, hitsPerPage: 20};
  const {results} = await multiSearch(opts, {requests: [request]});
  assert.deepEqual(requested.sort(), [`${opts.baseUrl}search/default.json`, `${opts.baseUrl}search/docs-default-current.json`]);
  assert.deepEqual(results[0]!.hits.map((hit) => hit.url).sort(), ['https://example.org/about-us/', 'https://example.org/docs/a/']);
  assert.equal(results[0]!.index, 'seaorm');

  await multiSearch(opts, {requests: [{...request, query: 'current'}]});
  assert.equal(requested.length, 2);
});

test('an older version loads its own shard and finds only its pages', async () => {
  const opts = options();
  const {results} = await multiSearch(opts, {
    requests: [{indexName: 'seaorm', query: 'find_with_related', facetFilters: ['language:en', ['docusaurus_tag:docs-default-0.12.x']]}],
  });
  assert.deepEqual(requested, [`${opts.baseUrl}search/docs-default-0.12.x.json`]);
  assert.deepEqual(results[0]!.hits.map((hit) => hit.url), ['https://example.org/docs/0.12.x/a/']);
});

test('unconstrained tags load every shard; unknown tags load none', async () => {
  const opts = options();
  const all = await multiSearch(opts, {requests: [{indexName: 'i', query: 'find_with_related'}]});
  assert.equal(requested.length, 3);
  assert.equal(all.results[0]!.nbHits, 3);
  requested = [];
  const none = await multiSearch(options(), {requests: [{indexName: 'i', query: 'x', facetFilters: ['docusaurus_tag:docs-default-9.9.x']}]});
  assert.deepEqual(requested, []);
  assert.equal(none.results[0]!.nbHits, 0);
});

test('accepts the legacy request shape with params', async () => {
  const {results} = await multiSearch(options(), [
    {indexName: 'i', params: {query: 'old', facetFilters: ['docusaurus_tag:docs-default-0.12.x'], hitsPerPage: 1}},
  ]);
  assert.equal(results[0]!.hitsPerPage, 1);
  assert.equal(results[0]!.nbHits, 1);
});

test('a shard that cannot be fetched fails with a RetryError, and the next search tries again', async () => {
  const opts = options();
  failing.add('docs-default-current');
  const request = {requests: [{indexName: 'i', query: 'current', facetFilters: current}]};
  await assert.rejects(multiSearch(opts, request), (error: Error) => error instanceof RetryError && error.name === 'RetryError');
  failing.clear();
  const {results} = await multiSearch(opts, request);
  assert.equal(results[0]!.nbHits, 1);
});

test('a network failure is a RetryError too', async () => {
  const previous = globalThis.fetch;
  globalThis.fetch = (async () => {
    throw new TypeError('Failed to fetch');
  }) as typeof fetch;
  try {
    await assert.rejects(multiSearch(options(), {requests: [{indexName: 'i', query: 'x'}]}), {name: 'RetryError'});
  } finally {
    globalThis.fetch = previous;
  }
});

test('for the modal, a failed search reaches DocSearch’s error handler and leaves the request pending', async () => {
  const {createEmbeddedSearchClient} = await import('../../src/search/client');
  failing.add('default');
  const request = {requests: [{indexName: 'i', query: 'x', facetFilters: ['docusaurus_tag:default']}]};
  const search = (holdFailures: boolean) =>
    (createEmbeddedSearchClient(options(), {holdFailures}).search as unknown as (r: typeof request) => Promise<unknown>)(request);

  await assert.rejects(search(false), {name: 'RetryError'});

  const handled: unknown[] = [];
  const chain = search(true).catch((error) => {
    handled.push(error);
    throw error; // as DocSearch does, after setting its error status
  });
  const outcome = await Promise.race([chain.then(() => 'settled', () => 'settled'), new Promise((r) => setTimeout(() => r('pending'), 600))]);
  assert.equal(outcome, 'pending');
  assert.equal((handled[0] as Error)?.name, 'RetryError');

  failing.clear();
  const ok = await search(true).catch(() => 'failed');
  assert.notEqual(ok, 'failed');
});
