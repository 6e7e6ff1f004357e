// The relevance set's current-docs cases (tests/fixtures/search/relevance.ts) against a snapshot of the current docs'
// shards, through the embedded client, so ranking changes are judged on real content without a build.
// `npm run search:export -- --fixtures` refreshes the snapshot from a build; tests/e2e/search-relevance.spec.ts runs
// every version's cases on the build.
import assert from 'node:assert/strict';
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {test} from 'node:test';
import {gunzipSync} from 'node:zlib';
import {expandShard, type Shard} from '../../src/search/records';
import {
  checkRelevance,
  embeddedCaseSearch,
  formatMisses,
  HELD_OUT_CASES,
  READER_CASES,
  RELEVANCE_CASES,
  CURRENT_DOCS_TARGET,
} from '../fixtures/search/relevance';

const SITE = 'https://www.sea-ql.org';
const BASE = 'http://fixtures.invalid/SeaORM/';
const dir = path.resolve(import.meta.dirname, '../fixtures/search/shards');
const files = readdirSync(dir).map((name) => name.replace(/\.json\.gz$/, ''));
const shard = (file: string): Shard => JSON.parse(gunzipSync(readFileSync(path.join(dir, `${file}.json.gz`))).toString());
const currentCases = RELEVANCE_CASES.filter((c) => c.version === 'current');

// The embedded client fetches `<baseUrl>search/<file>.json`: answered from the snapshot.
globalThis.fetch = (async (url: string) => {
  const file = decodeURIComponent(/\/search\/(.+)\.json$/.exec(String(url))?.[1] ?? '');
  if (!files.includes(file)) return new Response('not found', {status: 404});
  return new Response(JSON.stringify(shard(file)), {status: 200});
}) as typeof fetch;

test('the relevance set is written from the reader side: 150+ cases of every kind, older versions included', () => {
  const count = (kind: string) => READER_CASES.filter((c) => c.kind === kind).length;
  assert.ok(READER_CASES.length >= 150, `${READER_CASES.length} reader cases`);
  assert.ok(count('question') >= 40 && count('api') >= 40 && count('error') + count('cli') >= 20);
  const older = READER_CASES.filter((c) => c.version !== 'current');
  assert.ok(older.length >= 30, `${older.length} cases on older versions`);
  assert.ok(new Set(older.map((c) => c.version)).size >= 6);
});

test('the held-out set is a second reader-side set of 100+ cases, none repeating a reader case, a third on older versions', () => {
  assert.ok(HELD_OUT_CASES.length >= 100, `${HELD_OUT_CASES.length} held-out cases`);
  const readerQueries = new Set(READER_CASES.map((c) => `${c.version} ${c.query.toLowerCase()}`));
  assert.deepEqual(HELD_OUT_CASES.filter((c) => readerQueries.has(`${c.version} ${c.query.toLowerCase()}`)), []);
  assert.ok(HELD_OUT_CASES.filter((c) => c.version !== 'current').length * 3 >= HELD_OUT_CASES.length);
  for (const kind of ['question', 'api', 'error', 'cli']) assert.ok(HELD_OUT_CASES.some((c) => c.kind === kind), kind);
});

test('every current-docs case names a page that exists, and the set covers every docs section', () => {
  const records = files.flatMap((file) => expandShard(shard(file), SITE));
  const pages = new Set(records.map((record) => record.url_without_anchor));
  for (const c of currentCases) assert.ok(pages.has(`${SITE}/SeaORM/docs/${c.page}`), `${c.query}: no page ${c.page}`);
  const sections = new Set(currentCases.map((c) => c.page.split('/')[0]));
  const docsSections = new Set(
    records.filter((r) => r.docusaurus_tag === 'docs-default-current').map((r) => /\/docs\/([^/]+)\/[^/]+\//.exec(r.url_without_anchor)?.[1]),
  );
  docsSections.delete(undefined);
  assert.deepEqual([...docsSections].filter((s) => !sections.has(s!) && s !== 'whats-next'), []);
});

test(`current docs: the expected page is in the top 3 for ≥ ${CURRENT_DOCS_TARGET.top3 * 100} % and first for ≥ ${CURRENT_DOCS_TARGET.first * 100} %`, async () => {
  const search = await embeddedCaseSearch({baseUrl: BASE, siteUrl: SITE, files});
  const report = await checkRelevance(search, SITE, currentCases);
  const summary = `top 3 ${(report.top3 * 100).toFixed(1)} %, first ${(report.first * 100).toFixed(1)} % of ${report.cases}; not first:\n${formatMisses(report)}`;
  assert.ok(report.top3 >= CURRENT_DOCS_TARGET.top3 && report.first >= CURRENT_DOCS_TARGET.first, summary);
});
