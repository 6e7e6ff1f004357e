#!/usr/bin/env node
// Measures embedded search on the production build and writes bench-results/search.json: shard sizes (raw, gzip,
// brotli) against the 150 KB gzip budget, index build time, cold first result (fetch + parse + index + query, in Node
// and in Chromium), the latency of each keystroke over a fixed set of queries on every docs version, and the relevance
// set's scores per version. Run after `npm run build`: npm run bench:search [-- --dir build]
// `-- --relevance-only` prints only the relevance scores.
import {spawn} from 'node:child_process';
import {mkdir, readFile, readdir, writeFile} from 'node:fs/promises';
import path from 'node:path';
import {brotliCompressSync, constants, gzipSync} from 'node:zlib';
import {chromium} from '@playwright/test';
import {buildShards, SHARD_DIR} from '../plugins/search-index/buildShards';
import {site} from '../config/site';
import {SearchIndex} from '../src/search/engine';
import {preferredKinds} from '../src/search/intent';
import {expandShard} from '../src/search/records';
import {
  checkRelevance,
  embeddedCaseSearch,
  caseSet,
  RELEVANCE_CASES,
  RELEVANCE_GOAL,
  RELEVANCE_TARGET,
  shardFiles,
} from '../tests/fixtures/search/relevance';

const args = process.argv.slice(2);
const BUILD = path.resolve(args.includes('--dir') ? args[args.indexOf('--dir') + 1] : 'build');
const PORT = 3297;
const SHARD_BUDGET_GZIP = 150 * 1024;
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

/** Every docs version this build has: 'current' and the older ones, from the shard files. */
async function docsVersions() {
  const names = await readdir(path.join(BUILD, SHARD_DIR));
  return names.flatMap((n) => /^docs-default-([^-]+)\.json$/.exec(n)?.[1] ?? []).sort((a, b) => (a === 'current' ? -1 : b === 'current' ? 1 : 0));
}

const indexes = new Map();
/** The index the modal searches first on a page of this docs version: the site's pages and the version's main shard. */
async function indexFor(version) {
  if (!indexes.has(version)) {
    const tags = ['default', `docs-default-${version}`];
    const shards = await Promise.all(tags.map(async (tag) => JSON.parse(await readFile(path.join(BUILD, SHARD_DIR, `${tag}.json`), 'utf8'))));
    indexes.set(version, new SearchIndex(shards.flatMap((shard) => expandShard(shard, site.url))));
  }
  return indexes.get(version);
}

/** Per version: each query typed one key at a time, with that version's facet filters. */
async function keystrokes(versions) {
  const perVersion = {};
  for (const version of versions) {
    const index = await indexFor(version);
    const params = {...MODAL_PARAMS, facetFilters: ['language:en', ['docusaurus_tag:default', `docusaurus_tag:docs-default-${version}`]]};
    const times = [];
    for (let round = 0; round < 2; round++) {
      for (const query of QUERIES) {
        for (let i = 1; i <= query.length; i++) {
          const started = performance.now();
          const typed = query.slice(0, i);
          index.search({...params, query: typed, optionalFilters: preferredKinds(typed)});
          if (round === 1) times.push(performance.now() - started); // round 0 warms the JIT and the expansion cache
        }
      }
    }
    perVersion[version] = {keystrokes: times.length, p50Ms: ms(percentile(times, 0.5)), p95Ms: ms(percentile(times, 0.95)), maxMs: ms(Math.max(...times))};
  }
  return {queries: QUERIES.length, worstP95Ms: Math.max(...Object.values(perVersion).map((v) => v.p95Ms)), perVersion};
}

/** The relevance set's top-3 and first-place shares, overall, per version and per kind, and the misses. */
async function relevance(versions) {
  const built = new Set(versions);
  const cases = RELEVANCE_CASES.filter((c) => built.has(c.version));
  const files = shardFiles(await readdir(path.join(BUILD, SHARD_DIR)));
  const search = await embeddedCaseSearch({baseUrl: `http://127.0.0.1:${PORT}${site.baseUrl}`, siteUrl: site.url, files});
  const report = await checkRelevance(search, site.url, cases);
  report.results.forEach((r, i) => (r.set = caseSet(cases[i])));
  const pct = (x) => Math.round(x * 1000) / 10;
  const group = (key) => {
    const out = {};
    for (const value of [...new Set(report.results.map((r) => r[key]))]) {
      const rs = report.results.filter((r) => r[key] === value);
      out[value] = {cases: rs.length, top3Pct: pct(rs.filter((r) => r.rank >= 0 && r.rank < 3).length / rs.length), firstPct: pct(rs.filter((r) => r.rank === 0).length / rs.length)};
    }
    return out;
  };
  return {
    cases: report.cases,
    top3Pct: pct(report.top3),
    firstPct: pct(report.first),
    goalPct: {top3: RELEVANCE_GOAL.top3 * 100, first: RELEVANCE_GOAL.first * 100},
    testFloorPct: {top3: RELEVANCE_TARGET.top3 * 100, first: RELEVANCE_TARGET.first * 100},
    perVersion: group('version'),
    perKind: group('kind'),
    misses: report.misses.map((m) => `[${m.version}] ${m.query} → ${m.page} (${m.rank < 0 ? 'absent' : `rank ${m.rank + 1}`}; top ${m.top.join(', ')})`),
    perSet: group('set'),
  };
}

const versions = await docsVersions();
const server = await serve();
if (args.includes('--relevance-only')) {
  console.log(JSON.stringify(await relevance(versions), null, 2));
  server.kill();
  process.exit(0);
}
try {
  const shards = await shardSizes();
  const overBudget = Object.entries(shards).filter(([, size]) => size.gzip > SHARD_BUDGET_GZIP).map(([tag]) => tag);
  const result = {
    date: new Date().toISOString(),
    node: process.version,
    shards,
    shardsOverBudget: overBudget,
    indexBuild: await indexBuildTime(),
    coldFirstResult: {node: await coldFirstResultNode(), chromium: await coldFirstResultBrowser()},
    keystroke: await keystrokes(versions),
    relevance: await relevance(versions),
    targets: {shardGzipBytes: SHARD_BUDGET_GZIP, keystrokeP95Ms: 10},
  };
  await mkdir('bench-results', {recursive: true});
  await writeFile('bench-results/search.json', `${JSON.stringify(result, null, 2)}\n`);
  console.log(JSON.stringify(result, null, 2));
} finally {
  server.kill();
}
