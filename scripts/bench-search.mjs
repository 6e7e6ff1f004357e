#!/usr/bin/env node
// Measures embedded search on the production build and writes bench-results/search.json: shard sizes (raw, gzip,
// brotli), index build time, cold first result (fetch + parse + index + query, in Node and in Chromium) and the
// latency of each keystroke over a fixed set of queries. Run after `npm run build`: npm run bench:search [-- --dir build]
import {spawn} from 'node:child_process';
import {mkdir, readFile, readdir, writeFile} from 'node:fs/promises';
import path from 'node:path';
import {brotliCompressSync, constants, gzipSync} from 'node:zlib';
import {chromium} from '@playwright/test';
import {buildShards, SHARD_DIR} from '../plugins/search-index/buildShards';
import {site} from '../config/site';
import {SearchIndex} from '../src/search/engine';
import {expandShard} from '../src/search/records';

const args = process.argv.slice(2);
const BUILD = path.resolve(args.includes('--dir') ? args[args.indexOf('--dir') + 1] : 'build');
const PORT = 3297;
const CURRENT = ['default', 'docs-default-current'];
/** The modal's request (DocSearch 3.9) for the current docs version. */
const MODAL_PARAMS = {
  facetFilters: ['language:en', CURRENT.map((tag) => `docusaurus_tag:${tag}`)],
  hitsPerPage: 20,
  attributesToSnippet: ['hierarchy.lvl1:10', 'hierarchy.lvl2:10', 'hierarchy.lvl3:10', 'content:10'],
  highlightPreTag: '<mark>',
  highlightPostTag: '</mark>',
  snippetEllipsisText: '…',
};
/** Typed one key at a time; a mix of prose, identifiers, flags, typos and multi-word queries. */
const QUERIES = [
  'find_with_related',
  'DeriveEntityModel',
  'Entity::find',
  '--ignore-tables',
  'runtime-tokio-rustls',
  'insert many',
  'transaction',
  'pagination',
  'cursor pagination',
  'has_many relation',
  'active model',
  'on conflict',
  'migration seed data',
  'sea-orm-cli generate entity',
  'column type json',
  'mock database',
  'sqlite in memory',
  'stream',
  'connection pool options',
  'error handling DbErr',
  'enum ActiveEnum',
  'trasaction',
  'relatoin',
  'select only some columns',
  'left join',
];

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const percentile = (xs, p) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * p))];
const ms = (x) => Math.round(x * 100) / 100;

async function shardSizes() {
  const dir = path.join(BUILD, SHARD_DIR);
  const sizes = {};
  for (const name of (await readdir(dir)).filter((n) => n.endsWith('.json')).sort()) {
    const raw = await readFile(path.join(dir, name));
    sizes[name.slice(0, -5)] = {
      raw: raw.length,
      gzip: gzipSync(raw, {level: 9}).length,
      brotli: brotliCompressSync(raw, {params: {[constants.BROTLI_PARAM_QUALITY]: 11}}).length,
    };
  }
  return sizes;
}

async function indexBuildTime() {
  const runs = [];
  for (let i = 0; i < 3; i++) {
    const started = performance.now();
    await buildShards(BUILD, site.baseUrl);
    runs.push(performance.now() - started);
  }
  return {firstMs: ms(runs[0]), medianMs: ms(median(runs))};
}

function serve() {
  const server = spawn(process.execPath, ['scripts/serve.mjs', '--port', String(PORT), '--dir', BUILD], {stdio: ['ignore', 'pipe', 'inherit']});
  return new Promise((resolve, reject) => {
    server.stdout.once('data', () => resolve(server));
    server.once('exit', (code) => reject(new Error(`serve.mjs exited with ${code}`)));
  });
}

/** fetch + JSON.parse + expand, index, first query; the first run is cold, the others show the warm-JIT cost. */
async function coldFirstResultNode() {
  const runs = [];
  for (let i = 0; i < 5; i++) {
    const t0 = performance.now();
    const shards = await Promise.all(
      CURRENT.map((tag) => fetch(`http://127.0.0.1:${PORT}${site.baseUrl}search/${tag}.json`).then((r) => r.json())),
    );
    const t1 = performance.now();
    const records = shards.flatMap((shard) => expandShard(shard, site.url));
    const index = new SearchIndex(records);
    const t2 = performance.now();
    const response = index.search({...MODAL_PARAMS, query: 'e'});
    const t3 = performance.now();
    if (response.hits.length === 0) throw new Error('no hits for "e"');
    runs.push({fetchParseMs: t1 - t0, indexMs: t2 - t1, queryMs: t3 - t2, totalMs: t3 - t0, records: records.length});
  }
  const pick = (run) => Object.fromEntries(Object.entries(run).map(([k, v]) => [k, k === 'records' ? v : ms(v)]));
  return {cold: pick(runs[0]), warmMedianTotalMs: ms(median(runs.slice(1).map((r) => r.totalMs)))};
}

/** In Chromium: from the first key typed in a freshly opened modal to the first hit on screen (lazy chunk included). */
async function coldFirstResultBrowser() {
  const browser = await chromium.launch({executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox']});
  try {
    const runs = [];
    for (let i = 0; i < 3; i++) {
      const page = await browser.newPage();
      await page.goto(`http://127.0.0.1:${PORT}${site.baseUrl}docs/`);
      await page.waitForSelector('html[data-has-hydrated="true"]');
      await page.keyboard.press('Control+k');
      await page.waitForSelector('.DocSearch-Input');
      const start = await page.evaluate(() => performance.now());
      await page.keyboard.type('e');
      await page.waitForSelector('.DocSearch-Hit');
      runs.push((await page.evaluate(() => performance.now())) - start);
      await page.close();
    }
    return {medianMs: ms(median(runs)), runsMs: runs.map(ms)};
  } finally {
    await browser.close();
  }
}

async function keystrokes() {
  const shards = await Promise.all(CURRENT.map(async (tag) => JSON.parse(await readFile(path.join(BUILD, SHARD_DIR, `${tag}.json`), 'utf8'))));
  const index = new SearchIndex(shards.flatMap((shard) => expandShard(shard, site.url)));
  const times = [];
  for (const query of QUERIES) {
    for (let i = 1; i <= query.length; i++) {
      const started = performance.now();
      index.search({...MODAL_PARAMS, query: query.slice(0, i)});
      times.push(performance.now() - started);
    }
  }
  return {keystrokes: times.length, queries: QUERIES.length, p50Ms: ms(percentile(times, 0.5)), p95Ms: ms(percentile(times, 0.95)), maxMs: ms(Math.max(...times))};
}

const server = await serve();
try {
  const result = {
    date: new Date().toISOString(),
    node: process.version,
    shards: await shardSizes(),
    indexBuild: await indexBuildTime(),
    coldFirstResult: {node: await coldFirstResultNode(), chromium: await coldFirstResultBrowser()},
    keystroke: await keystrokes(),
    targets: {currentShardGzipBytes: 150 * 1024, keystrokeP95Ms: 10},
  };
  await mkdir('bench-results', {recursive: true});
  await writeFile('bench-results/search.json', `${JSON.stringify(result, null, 2)}\n`);
  console.log(JSON.stringify(result, null, 2));
} finally {
  server.kill();
}
