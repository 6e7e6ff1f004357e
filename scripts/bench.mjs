#!/usr/bin/env node
// Site benchmark: production build wall time and peak memory, cold (Docusaurus and bundler caches removed first)
// and warm (the same build again), and the first-load JavaScript (raw and gzip) of the landing page and a doc page,
// measured in Chromium against the served build.
// Writes bench-results/site.json and prints it. Usage: npm run bench [-- --skip-build]
import {spawn} from 'node:child_process';
import {mkdirSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {gzipSync} from 'node:zlib';
import {chromium} from '@playwright/test';

const root = path.resolve(import.meta.dirname, '..');
const port = 3299;
const pagesToMeasure = {landing: '/SeaORM/', doc: '/SeaORM/docs/basic-crud/select/'};

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

async function firstLoadJs() {
  const server = spawn(process.execPath, ['scripts/serve.mjs', '--port', String(port)], {cwd: root, stdio: 'ignore'});
  await new Promise((resolve) => setTimeout(resolve, 500));
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
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
        const bytes = readFileSync(path.join(root, 'build', script.replace(/^\/SeaORM\//, '')));
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

const skipBuild = process.argv.includes('--skip-build');
const report = {
  date: new Date().toISOString(),
  machine: {cores: (await import('node:os')).cpus().length, node: process.version},
  build: skipBuild ? null : {cold: await build({cold: true}), warm: await build({cold: false})},
  firstLoadJs: await firstLoadJs(),
};
mkdirSync(path.join(root, 'bench-results'), {recursive: true});
writeFileSync(path.join(root, 'bench-results/site.json'), JSON.stringify(report, null, 2) + '\n');
console.log(JSON.stringify(report, null, 2));
