// Hosted mode's contract with Algolia: a build made with (dummy) credentials sends the stock DocSearch requests,
// which Playwright intercepts and answers. Builds that site into .tmp/build-hosted first (about a minute).
import {spawn, spawnSync, type ChildProcess} from 'node:child_process';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {expect, test, type Page, type Request} from '@playwright/test';
import {BASE, hydrated} from './support';

const APP_ID = 'TESTAPP';
const API_KEY = 'test-search-only-key';
const INDEX = 'seaorm-test';
const OUT = '.tmp/build-hosted';
const PORT = Number(process.env.E2E_PORT ?? 3210) + 7;
const ORIGIN = `http://127.0.0.1:${PORT}`;
const ALGOLIA = /^https:\/\/[^/]*(algolia\.net|algolianet\.com)\//;

const hit = (slug: string, title: string, heading: string) => ({
  objectID: `/SeaORM/docs/${slug}/#1`,
  url: `https://www.sea-ql.org/SeaORM/docs/${slug}/#${heading.toLowerCase()}`,
  type: 'lvl2',
  content: null,
  hierarchy: {lvl0: 'Relations', lvl1: title, lvl2: heading, lvl3: null, lvl4: null, lvl5: null, lvl6: null},
  _highlightResult: {
    hierarchy: {
      lvl0: {value: 'Relations', matchLevel: 'none', matchedWords: []},
      lvl1: {value: title, matchLevel: 'none', matchedWords: []},
      lvl2: {value: `<mark>${heading}</mark>`, matchLevel: 'full', matchedWords: [heading]},
    },
  },
  _snippetResult: {hierarchy: {lvl1: {value: title, matchLevel: 'none'}, lvl2: {value: `<mark>${heading}</mark>`, matchLevel: 'full'}}},
});
const HITS = [hit('relation/one-to-many', 'One to Many', 'Hosted-answer'), hit('relation/many-to-many', 'Many to Many', 'Hosted-second')];

interface Captured {
  search: Request[];
  insights: Record<string, unknown>[];
}

/** Answers Algolia's search and insights endpoints (and the insights script) without leaving the machine. */
async function fakeAlgolia(page: Page): Promise<Captured> {
  const captured: Captured = {search: [], insights: []};
  await page.route(ALGOLIA, async (route) => {
    captured.search.push(route.request());
    const body = route.request().postDataJSON() as {requests: {indexName: string; query?: string; hitsPerPage?: number}[]};
    await route.fulfill({
      contentType: 'application/json',
      body: JSON.stringify({
        results: body.requests.map((r) => ({
          hits: HITS,
          nbHits: HITS.length,
          page: 0,
          nbPages: 1,
          hitsPerPage: r.hitsPerPage ?? 20,
          processingTimeMS: 1,
          exhaustiveNbHits: true,
          query: r.query ?? '',
          params: '',
          index: r.indexName,
          queryID: 'test-query-id',
        })),
      }),
    });
  });
  const script = readFileSync(path.resolve('node_modules/search-insights/dist/search-insights.min.js'), 'utf8');
  await page.route(/search-insights.*\.js/, (route) => route.fulfill({contentType: 'application/javascript', body: script}));
  await page.route(/^https:\/\/insights\.[^/]*algolia\.io\//, async (route) => {
    captured.insights.push(route.request().postDataJSON() as Record<string, unknown>);
    await route.fulfill({contentType: 'application/json', body: '{"status":200,"message":"OK"}'});
  });
  return captured;
}

test.describe('hosted search (Algolia credentials at build time)', () => {
  test.describe.configure({mode: 'serial'});
  let server: ChildProcess | null = null;

  test.beforeAll(async ({}, testInfo) => {
    testInfo.setTimeout(600_000);
    const build = spawnSync('npx', ['docusaurus', 'build', '--out-dir', OUT], {
      env: {...process.env, ALGOLIA_APP_ID: APP_ID, ALGOLIA_API_KEY: API_KEY, ALGOLIA_INDEX_NAME: INDEX},
      encoding: 'utf8',
      timeout: 540_000,
    });
    expect(build.status, `${build.stdout}\n${build.stderr}`).toBe(0);
    expect(build.stdout).toContain('(hosted search)');
    server = spawn(process.execPath, ['scripts/serve.mjs', '--port', String(PORT), '--dir', OUT], {stdio: ['ignore', 'pipe', 'inherit']});
    await new Promise((resolve, reject) => {
      server!.stdout!.once('data', resolve);
      server!.once('exit', (code) => reject(new Error(`serve.mjs exited with ${code}`)));
    });
  });

  test.afterAll(() => {
    server?.kill();
  });

  test('the pages preconnect to the DocSearch cluster', async ({request}) => {
    const html = await (await request.get(`${ORIGIN}${BASE}docs/`)).text();
    expect(html).toMatch(new RegExp(`<link [^>]*rel=preconnect href=https://${APP_ID}-dsn\\.algolia\\.net crossorigin=anonymous>`));
  });

  test('the modal POSTs a multi-query with the contextual facet filters, renders the hits and sends insights', async ({page}) => {
    const captured = await fakeAlgolia(page);
    const shards: string[] = [];
    page.on('request', (r) => {
      if (/\/SeaORM\/search\/.+\.json$/.test(r.url())) shards.push(r.url());
    });
    await page.goto(`${ORIGIN}${BASE}docs/basic-crud/insert/`);
    await hydrated(page);
    await page.keyboard.press('Control+k');
    await page.locator('.DocSearch-Input').fill('relation');
    await expect(page.locator('.DocSearch-Hit a').first()).toContainText('Hosted-answer');
    await expect(page.locator('.DocSearch-Hit a').first()).toHaveAttribute('href', `${BASE}docs/relation/one-to-many/#hosted-answer`);
    // Hosted search is Algolia's, and the footer says so (the embedded modal hides the logo).
    await expect(page.locator('.DocSearch-Logo a[href*="algolia.com"]')).toBeVisible();

    const request = captured.search.at(-1)!;
    expect(request.method()).toBe('POST');
    const url = new URL(request.url());
    expect(url.hostname).toMatch(new RegExp(`^${APP_ID.toLowerCase()}(-dsn\\.algolia\\.net|-\\d\\.algolianet\\.com)$`, 'i'));
    expect(url.pathname).toBe('/1/indexes/*/queries');
    // algoliasearch sends the credentials as query parameters in browsers (no CORS preflight), as headers elsewhere.
    const credentials = {...request.headers(), ...Object.fromEntries(url.searchParams)};
    expect(credentials['x-algolia-application-id']).toBe(APP_ID);
    expect(credentials['x-algolia-api-key']).toBe(API_KEY);
    const body = request.postDataJSON() as {requests: Record<string, unknown>[]};
    expect(body.requests).toHaveLength(1);
    expect(body.requests[0]).toMatchObject({
      indexName: INDEX,
      query: 'relation',
      hitsPerPage: 20,
      clickAnalytics: true,
      facetFilters: ['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']],
    });
    expect(shards).toEqual([]);

    // Hits seen are reported in one "view" event (debounced 400 ms), with their object ids.
    await expect.poll(() => captured.insights.flatMap((b) => (b.events as Record<string, unknown>[]) ?? [])).toContainEqual(
      expect.objectContaining({eventType: 'view', index: INDEX, objectIDs: HITS.map((h) => h.objectID)}),
    );
  });

  test('the search page queries the same endpoint, 20 hits a page, and renders them', async ({page}) => {
    const captured = await fakeAlgolia(page);
    await page.goto(`${ORIGIN}${BASE}search/?q=relation`);
    await hydrated(page);
    await expect(page.locator('main article h2').first()).toHaveText('Hosted-answer');
    const request = captured.search.at(-1)!;
    expect(request.method()).toBe('POST');
    expect(new URL(request.url()).pathname).toBe('/1/indexes/*/queries');
    expect((request.postDataJSON() as {requests: Record<string, unknown>[]}).requests[0]).toMatchObject({
      indexName: INDEX,
      query: 'relation',
      page: 0,
      hitsPerPage: 20,
      facetFilters: ['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']],
    });
  });
});
