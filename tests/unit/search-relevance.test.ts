// The relevance set (tests/fixtures/search/relevance.ts) against a snapshot of the current docs' shard, so ranking
// changes are judged on real content. `npm run search:export -- --fixtures` refreshes the snapshot from a build;
// tests/e2e/search-relevance.spec.ts runs the same set against the live build.
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {test} from 'node:test';
import {gunzipSync} from 'node:zlib';
import {SearchIndex} from '../../src/search/engine';
import {expandShard, type Shard} from '../../src/search/records';
import {checkRelevance, RELEVANCE_CASES, RELEVANCE_TARGET} from '../fixtures/search/relevance';

const SITE = 'https://www.sea-ql.org';
const shard = (tag: string): Shard =>
  JSON.parse(gunzipSync(readFileSync(path.resolve(import.meta.dirname, '../fixtures/search/shards', `${tag}.json.gz`))).toString());
const index = new SearchIndex(['default', 'docs-default-current'].flatMap((tag) => expandShard(shard(tag), SITE)));

test('the relevance set has at least 40 cases over every docs section, each naming a page that exists', () => {
  assert.ok(RELEVANCE_CASES.length >= 40);
  const pages = new Set(index.records.map((record) => record.url_without_anchor));
  for (const [query, page] of RELEVANCE_CASES) assert.ok(pages.has(`${SITE}/SeaORM/docs/${page}`), `${query}: no page ${page}`);
  const sections = new Set(RELEVANCE_CASES.map(([, page]) => page.split('/')[0]));
  const docsSections = new Set(
    index.records.filter((r) => r.docusaurus_tag === 'docs-default-current').map((r) => /\/docs\/([^/]+)\/[^/]+\//.exec(r.url_without_anchor)?.[1]),
  );
  docsSections.delete(undefined);
  assert.deepEqual([...docsSections].filter((s) => !sections.has(s!) && s !== 'whats-next'), []);
});

test(`the expected page is in the top 3 for at least ${RELEVANCE_TARGET * 100} % of the set`, () => {
  const {score, misses} = checkRelevance(index, SITE);
  const report = misses.map((m) => `  ${m.query} → ${m.page} (rank ${m.rank}; top ${m.top.join(', ')})`).join('\n');
  assert.ok(score >= RELEVANCE_TARGET, `relevance ${(score * 100).toFixed(1)} %; misses:\n${report}`);
});
