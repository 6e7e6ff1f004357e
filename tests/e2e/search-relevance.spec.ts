// The relevance set against the shards this build serves (the unit test uses a snapshot): content changes that
// hurt search show up here. Runs in Node on the fetched shards; the browser runs the same engine.
import {expect, test} from '@playwright/test';
import {SearchIndex} from '../../src/search/engine';
import {expandShard, type Shard} from '../../src/search/records';
import {checkRelevance, RELEVANCE_TARGET} from '../fixtures/search/relevance';
import {BASE} from './support';

test('the relevance set passes on the built shards of the current docs', async ({request}) => {
  const shards = await Promise.all(
    ['default', 'docs-default-current'].map(async (tag) => {
      const response = await request.get(`${BASE}search/${tag}.json`);
      expect(response.status()).toBe(200);
      return (await response.json()) as Shard;
    }),
  );
  const index = new SearchIndex(shards.flatMap((shard) => expandShard(shard, 'https://www.sea-ql.org')));
  const {score, misses} = checkRelevance(index, 'https://www.sea-ql.org');
  const report = misses.map((m) => `${m.query} → ${m.page} (rank ${m.rank}; top ${m.top.join(', ')})`);
  expect(score, `relevance ${(score * 100).toFixed(1)} %; misses:\n${report.join('\n')}`).toBeGreaterThanOrEqual(RELEVANCE_TARGET);
});
