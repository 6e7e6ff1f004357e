#!/usr/bin/env node
// Site benchmark: production build wall time and peak memory, cold (Docusaurus and bundler caches removed first)
// and warm (the same build again), the first-load JavaScript (raw and gzip) of the landing page and a doc page,
// measured in Chromium against the served build, and Lighthouse 12 mobile scores and metrics (median of several
// runs) of the landing page, the three longest current doc pages and two doc pages the issue named.
// Writes bench-results/site.json and prints it.
// Usage: npm run bench [-- --skip-build] [--lighthouse-only] [--runs 3] [--port 3299] [--dir build] [--out bench-results/site.json]
// --lighthouse-only runs Lighthouse alone on the existing build and keeps the other figures already in the file;
// --dir measures another build (say, a copy of the previous one) without building.
import {spawn} from 'node:child_process';
import {existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {gzipSync} from 'node:zlib';
import {chromium} from '@playwright/test';
// chrome-launcher comes with lighthouse (it is how lighthouse's own CLI starts Chrome).
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const root = path.resolve(import.meta.dirname, '..');
const args = process.argv.slice(2);
const option = (name, fallback) => (args.includes(name) ? args[args.indexOf(name) + 1] : fallback);
const port = Number(option('--port', '3299'));
const lighthouseRuns = Number(option('--runs', '3'));
const outFile = path.resolve(root, option('--out', 'bench-results/site.json'));
const buildDir = path.resolve(root, option('--dir', 'build'));
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const pagesToMeasure = {landing: '/SeaORM/', doc: '/SeaORM/docs/basic-crud/select/'};
/** Doc pages Lighthouse always measures, besides the longest ones: the two the issue reported. */
const namedDocPages = ['/SeaORM/docs/basic-crud/select/', '/SeaORM/docs/relation/entity-loader/'];

/** Resident memory of a process and its descendants, in bytes. */
function treeRss(pid) {
  let total = 0;
  const children = [];
  try {
    total += Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) * 1024;
    for (const task of readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/)) {
      if (task) children.push(Number(task));
    }
  } catch {
    return 0;
  }
  return total + children.reduce((sum, child) => sum + treeRss(child), 0);
}

async function build({cold}) {
  if (cold) for (const cache of ['.docusaurus', 'node_modules/.cache']) rmSync(path.join(root, cache), {recursive: true, force: true});
  const started = performance.now();
  const child = spawn(process.execPath, ['node_modules/@docusaurus/core/bin/docusaurus.mjs', 'build'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  let peak = 0;
  const timer = setInterval(() => (peak = Math.max(peak, treeRss(child.pid))), 100);
  const code = await new Promise((resolve) => child.on('exit', resolve));
  clearInterval(timer);
  if (code !== 0) throw new Error(`build failed with exit code ${code}`);
  return {wallSeconds: +((performance.now() - started) / 1000).toFixed(1), peakMemoryMB: Math.round(peak / 2 ** 20)};
}

/** Starts scripts/serve.mjs (gzip, as a static host) on `port` and resolves once it answers. */
async function startServer() {
  const server = spawn(process.execPath, ['scripts/serve.mjs', '--port', String(port), '--dir', buildDir], {cwd: root, stdio: 'ignore'});
  for (let attempt = 0; attempt < 50; attempt++) {
    await new Promise((resolve) => setTimeout(resolve, 200));
    const ok = await fetch(`http://127.0.0.1:${port}/SeaORM/`).then((r) => r.ok, () => false);
    if (ok) return server;
  }
  server.kill();
  throw new Error(`scripts/serve.mjs did not answer on port ${port}`);
}

async function firstLoadJs() {
  const server = await startServer();
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
  });
  const results = {};
  try {
    for (const [name, url] of Object.entries(pagesToMeasure)) {
      const page = await browser.newPage();
      const scripts = new Set();
      page.on('response', (response) => {
        if (response.request().resourceType() === 'script') scripts.add(new URL(response.url()).pathname);
      });
      await page.goto(`http://127.0.0.1:${port}${url}`, {waitUntil: 'networkidle'});
      await page.waitForSelector('html[data-has-hydrated="true"]');
      let raw = 0;
      let gzip = 0;
      for (const script of scripts) {
        const bytes = readFileSync(path.join(buildDir, script.replace(/^\/SeaORM\//, '')));
        raw += bytes.length;
        gzip += gzipSync(bytes, {level: 9}).length;
      }
      results[name] = {url, scripts: scripts.size, rawKB: +(raw / 1024).toFixed(1), gzipKB: +(gzip / 1024).toFixed(1)};
      await page.close();
    }
  } finally {
    await browser.close();
    server.kill();
  }
  return results;
}

/** The `count` current-version doc pages with the largest built HTML (older versions live under docs/<version>/). */
function longestDocPages(count) {
  const versionsFile = path.join(root, 'versions.json');
  const older = new Set(existsSync(versionsFile) ? JSON.parse(readFileSync(versionsFile, 'utf8')) : []);
  const docsDir = path.join(buildDir, 'docs');
  const pages = [];
  const walk = (dir) => {
    for (const entry of readdirSync(dir, {withFileTypes: true})) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory() && !(dir === docsDir && older.has(entry.name))) walk(full);
      else if (entry.name === 'index.html') pages.push({url: `/SeaORM/${path.relative(buildDir, dir)}/`, htmlKB: +(statSync(full).size / 1024).toFixed(1)});
    }
  };
  walk(docsDir);
  return pages.sort((a, b) => b.htmlKB - a.htmlKB).slice(0, count);
}

const median = (values) => {
  const sorted = values.filter((v) => typeof v === 'number' && !Number.isNaN(v)).sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/** The figures kept from one Lighthouse result: category scores (0–100), metrics (ms; CLS unitless), failing SEO audits. */
function summarize(lhr) {
  const score = (id) => Math.round((lhr.categories[id]?.score ?? NaN) * 100);
  const value = (id) => lhr.audits[id]?.numericValue ?? null;
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    firstContentfulPaintMs: Math.round(value('first-contentful-paint')),
    largestContentfulPaintMs: Math.round(value('largest-contentful-paint')),
    totalBlockingTimeMs: Math.round(value('total-blocking-time')),
    cumulativeLayoutShift: +value('cumulative-layout-shift').toFixed(3),
    speedIndexMs: Math.round(value('speed-index')),
    mainThreadWorkMs: Math.round(value('mainthread-work-breakdown')),
    scriptBootupMs: Math.round(value('bootup-time')),
    failingSeoAudits: lhr.categories.seo.auditRefs
      .filter((ref) => ref.weight > 0 && lhr.audits[ref.id].score !== null && lhr.audits[ref.id].score < 1)
      .map((ref) => ref.id),
    benchmarkIndex: lhr.environment.benchmarkIndex,
    // The machine's load when the run ended: scores drop when other work shares the cores.
    loadAverage1m: +os.loadavg()[0].toFixed(2),
  };
}

/** Lighthouse 12, default (mobile) config with its simulated throttling, in a fresh Chromium per run. */
async function lighthouseScores() {
  const why = new Map([['/SeaORM/', 'landing page']]);
  for (const {url, htmlKB} of longestDocPages(3)) why.set(url, `one of the three longest current doc pages (${htmlKB} KB of HTML)`);
  for (const url of namedDocPages) if (!why.has(url)) why.set(url, 'doc page named in the issue');
  const server = await startServer();
  const pages = {};
  try {
    for (const [url, reason] of why) {
      const runs = [];
      for (let run = 0, failures = 0; run < lighthouseRuns; run++) {
        const chrome = await chromeLauncher.launch({
          chromePath: chromiumPath,
          chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
        });
        try {
          const result = await lighthouse(`http://127.0.0.1:${port}${url}`, {
            port: chrome.port,
            output: 'json',
            logLevel: 'error',
            onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
          });
          const error = result?.lhr.runtimeError;
          // A busy machine now and then makes Chromium show an interstitial instead of the page: run again.
          if (error && ++failures <= 2) {
            console.error(`lighthouse ${url}: ${error.code}, running again`);
            run--;
            continue;
          }
          if (error) throw new Error(`${url}: ${error.message}`);
          runs.push(summarize(result.lhr));
        } finally {
          await chrome.kill();
        }
        console.error(`lighthouse ${url} run ${run + 1}: performance ${runs.at(-1).performance}, TBT ${runs.at(-1).totalBlockingTimeMs} ms`);
      }
      const medians = {};
      for (const key of Object.keys(runs[0])) {
        if (typeof runs[0][key] === 'number') medians[key] = median(runs.map((r) => r[key]));
      }
      medians.failingSeoAudits = [...new Set(runs.flatMap((r) => r.failingSeoAudits))];
      pages[url] = {why: reason, median: medians, runs};
    }
  } finally {
    server.kill();
  }
  return {lighthouse: (await import('lighthouse/package.json', {with: {type: 'json'}})).default.version, preset: 'mobile (default config, simulated throttling)', runsPerPage: lighthouseRuns, pages};
}

const lighthouseOnly = args.includes('--lighthouse-only');
const skipBuild = lighthouseOnly || args.includes('--skip-build') || args.includes('--dir');
const previous = lighthouseOnly && existsSync(outFile) ? JSON.parse(readFileSync(outFile, 'utf8')) : {};
const report = {
  ...previous,
  date: new Date().toISOString(),
  machine: {cores: os.cpus().length, node: process.version, loadAverage: os.loadavg().map((l) => +l.toFixed(2))},
  ...(lighthouseOnly ? {} : {build: skipBuild ? null : {cold: await build({cold: true}), warm: await build({cold: false})}}),
  ...(lighthouseOnly ? {} : {firstLoadJs: await firstLoadJs()}),
  lighthouseMobile: await lighthouseScores(),
};
mkdirSync(path.dirname(outFile), {recursive: true});
writeFileSync(outFile, JSON.stringify(report, null, 2) + '\n');
console.log(JSON.stringify(report, null, 2));
