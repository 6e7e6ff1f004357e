import {readFileSync} from 'node:fs';
import {expect, test} from '@playwright/test';
import {collectNotFoundErrors} from './notFound';
import {BASE, collectErrors, docsVersionNames, hydrated, versionRoot} from './support';

// Console messages that are not errors of the site; each entry says why it is allowed.
const ignored: RegExp[] = [];

// The sitemap of the build under test, read from disk so its URLs can be split over parallel tests; each URL is
// then fetched over HTTP from the served build like any other page.
const xml = readFileSync('build/sitemap.xml', 'utf8');
const urls = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
const SLICES = 8;

test('sitemap.xml lists every page with the spec’s change frequency and priority', async ({request}) => {
  const served = await (await request.get(`${BASE}sitemap.xml`)).text();
  expect(served).toBe(xml);
  expect(urls.length).toBeGreaterThan(60);
  expect(xml).toContain('<changefreq>daily</changefreq>');
  expect(xml).toContain('<priority>0.8</priority>');
  for (const path of urls) expect(path.startsWith(BASE) && path.endsWith('/'), path).toBe(true);
});

test('every page of every docs version the build includes is in sitemap.xml', () => {
  const inventory = JSON.parse(readFileSync('../shared/inventory.json', 'utf8')).versions as {name: string; sections: {pages: {id: string}[]}[]}[];
  const listed = new Set(urls);
  const missing = inventory
    .filter((v) => docsVersionNames.includes(v.name))
    .flatMap((v) => ['', ...v.sections.flatMap((s) => s.pages.map((p) => `${p.id}/`))].map((id) => versionRoot(v.name) + id))
    .filter((url) => !listed.has(url));
  expect(missing).toEqual([]);
});

for (let slice = 0; slice < SLICES; slice++) {
  const mine = urls.filter((_, i) => i % SLICES === slice);
  test(`sitemap walk ${slice + 1}/${SLICES}: ${mine.length} URLs render, hydrate and log no console error`, async ({page}) => {
    test.setTimeout(10 * 60_000);
    const failures: string[] = [];
    for (const path of mine) {
      const errors = collectErrors(page);
      const response = await page.goto(path);
      if (response?.status() !== 200) failures.push(`${path}: HTTP ${response?.status()}`);
      await hydrated(page);
      if (await page.getByText('Page Not Found').count()) failures.push(`${path}: shows the not-found page`);
      const real = errors.filter((e) => !ignored.some((re) => re.test(e)));
      if (real.length) failures.push(`${path}: ${real.join(' | ')}`);
      page.removeAllListeners('console');
      page.removeAllListeners('pageerror');
    }
    expect(failures).toEqual([]);
  });
}

// No sitemap lists the not-found page, but every unknown address shows it: the static 404.html, rendered once for
// /404.html and served with status 404. Walk it there, at the root and under each docs version.
test(`the not-found page at /404.html, the root and under each of the ${docsVersionNames.length} docs versions hydrates and logs no console error`, async ({page}) => {
  test.setTimeout(3 * 60_000);
  const failures: string[] = [];
  const paths = [`${BASE}404.html`, `${BASE}not-a-page/`, ...docsVersionNames.map((name) => `${versionRoot(name)}not-a-page/`)];
  for (const path of paths) {
    const errors = collectNotFoundErrors(page, path);
    const response = await page.goto(path);
    const expected = path.endsWith('/404.html') ? 200 : 404;
    if (response?.status() !== expected) failures.push(`${path}: HTTP ${response?.status()}`);
    await hydrated(page);
    if (!(await page.getByRole('heading', {level: 1, name: 'Page Not Found'}).count())) failures.push(`${path}: not the not-found page`);
    const real = errors.filter((e) => !ignored.some((re) => re.test(e)));
    if (real.length) failures.push(`${path}: ${real.join(' | ')}`);
    page.removeAllListeners('console');
    page.removeAllListeners('pageerror');
  }
  expect(failures).toEqual([]);
});
