// The whole relevance set (tests/fixtures/search/relevance.ts) against the shards this build serves, each case on
// its own docs version, through the embedded client the modal uses (run in Node, fetching the shards over HTTP from
// the served build): content changes that hurt search show up here. The unit test checks the current docs' cases on
// a snapshot.
import {readdirSync} from 'node:fs';
import {expect, test} from '@playwright/test';
import {caseSet, checkRelevance, embeddedCaseSearch, formatMisses, RELEVANCE_CASES, RELEVANCE_TARGET, shardFiles, UNTUNED_CASES} from '../fixtures/search/relevance';
import {BASE} from './support';

test('the relevance set passes on the built shards of every docs version', async ({baseURL}) => {
  test.setTimeout(180_000);
  const files = shardFiles(readdirSync('build/search'));
  const search = await embeddedCaseSearch({baseUrl: `${baseURL}${BASE}`, siteUrl: 'https://www.sea-ql.org', files});
  const report = await checkRelevance(search, 'https://www.sea-ql.org');
  const summary = `top 3 ${(report.top3 * 100).toFixed(1)} %, first ${(report.first * 100).toFixed(1)} % of ${report.cases}; not first:\n${formatMisses(report)}`;
  expect(report.top3, summary).toBeGreaterThanOrEqual(RELEVANCE_TARGET.top3);
  expect(report.first, summary).toBeGreaterThanOrEqual(RELEVANCE_TARGET.first);
  // Relevance holds on queries nobody tuned for: the reader and held-out cases alone meet the goal too.
  const untuned = report.results.filter((_, i) => caseSet(RELEVANCE_CASES[i]!) !== 'tuned');
  const share = (pass: (rank: number) => boolean) => untuned.filter((r) => pass(r.rank)).length / untuned.length;
  const untunedSummary = `untuned: top 3 ${(share((k) => k >= 0 && k < 3) * 100).toFixed(1)} %, first ${(share((k) => k === 0) * 100).toFixed(1)} % of ${untuned.length}`;
  expect(untuned.length, untunedSummary).toBe(UNTUNED_CASES.length);
  expect(share((k) => k >= 0 && k < 3), untunedSummary).toBeGreaterThanOrEqual(RELEVANCE_TARGET.top3);
  expect(share((k) => k === 0), untunedSummary).toBeGreaterThanOrEqual(RELEVANCE_TARGET.first);
});
