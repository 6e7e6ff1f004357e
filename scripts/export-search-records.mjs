#!/usr/bin/env node
// Writes the search records of a build as JSON ready to upload to an Algolia index, with the index settings that
// make it rank as embedded search does; both modes then search the same records. Reads the shards the build wrote
// (build/search/*.json), so run it after `npm run build`.
// Usage: npm run search:export -- [--dir build] [--out .tmp/search-records.json]
//        npm run search:export -- --fixtures   (refreshes tests/fixtures/search/shards from the build)
import {SYNONYMS} from '../src/data/searchLanguage';
import {mkdir, readFile, writeFile} from 'node:fs/promises';
import path from 'node:path';
import {gzipSync} from 'node:zlib';
import {readShards, SHARD_DIR} from '../plugins/search-index/buildShards';
import {site} from '../config/site';
import {algoliaIndexSettings, toAlgoliaRecord} from '../src/search/algolia';
import {expandShard, shardFileName} from '../src/search/records';

const args = process.argv.slice(2);
const option = (name, fallback) => (args.includes(name) ? args[args.indexOf(name) + 1] : fallback);
const dir = path.resolve(option('--dir', 'build'));
const shards = await readShards(dir).catch((error) => {
  console.error(`search:export: no shards in ${path.join(dir, SHARD_DIR)} (run npm run build first): ${error.message}`);
  process.exit(1);
});

if (args.includes('--fixtures')) {
  // The relevance set is checked against these (tests/unit/search-relevance.test.ts).
  const fixtures = path.resolve('tests/fixtures/search/shards');
  await mkdir(fixtures, {recursive: true});
  // The current docs' shards, parts loaded on demand included, and the site's pages.
  for (const file of shards.map(shardFileName).filter((f) => f === 'default' || f.startsWith('docs-default-current'))) {
    const shard = await readFile(path.join(dir, SHARD_DIR, `${file}.json`));
    await writeFile(path.join(fixtures, `${file}.json.gz`), gzipSync(shard, {level: 9}));
  }
  console.log(`search:export: refreshed ${fixtures}`);
  process.exit(0);
}

const out = path.resolve(option('--out', '.tmp/search-records.json'));
const records = shards.flatMap((shard) => expandShard(shard, site.url)).map(toAlgoliaRecord);
await mkdir(path.dirname(out), {recursive: true});
await writeFile(out, JSON.stringify(records, null, 1));
const settings = out.replace(/\.json$/, '') + '.settings.json';
await writeFile(settings, JSON.stringify(algoliaIndexSettings, null, 2));
// Algolia's batch synonyms format (POST /1/indexes/{index}/synonyms/batch): the same list the embedded engine uses.
const synonyms = out.replace(/\.json$/, '') + '.synonyms.json';
await writeFile(synonyms, JSON.stringify(SYNONYMS, null, 2));
const tags = shards.map((shard) => shard.tag).join(', ');
console.log(`search:export: ${records.length} records (${tags}) to ${out}; index settings to ${settings}; synonyms to ${synonyms}`);
