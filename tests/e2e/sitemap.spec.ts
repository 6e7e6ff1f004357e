import {expect, test} from '@playwright/test';
import {BASE, collectErrors, hydrated} from './support';

// Console messages that are not errors of the site; each entry says why it is allowed.
const ignored: RegExp[] = [];

test('every URL in sitemap.xml renders, hydrates, and logs no console error', async ({page, request}) => {
  test.setTimeout(15 * 60_000);
  const xml = await (await request.get(`${BASE}sitemap.xml`)).text();
  const urls = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
  expect(urls.length).toBeGreaterThan(60);
  expect(xml).toContain('<changefreq>daily</changefreq>');
  expect(xml).toContain('<priority>0.8</priority>');
  const failures: string[] = [];
  for (const path of urls) {
    expect(path.startsWith(BASE) && path.endsWith('/'), path).toBe(true);
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
