// What assistants and editor tools read: a Markdown twin for every docs URL of the sitemap, llms.txt files whose
// every link resolves, and "Copy page", which puts the twin on the clipboard.
import {readFileSync} from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import {expect, test, type APIRequestContext} from '@playwright/test';
import {docsVersion} from '@site/src/data/docsVersions';
import {twinUrl} from '@site/src/llms/twinUrl';
import {BASE, hydrated, olderVersions, versionRoot} from './support';

const SITE = 'https://www.sea-ql.org';
const sitemap = readFileSync('build/sitemap.xml', 'utf8');
const docsUrls = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname).filter((p) => p.startsWith(`${BASE}docs/`));
const roots = ['current', ...olderVersions].map(versionRoot);
/** The docs version a URL belongs to: the older version whose root it is under, else the current one. */
const versionOf = (url: string) => olderVersions.find((v) => url.startsWith(versionRoot(v))) ?? 'current';
const twinOf = (url: string) => twinUrl({permalink: url, slug: roots.includes(url) ? '/' : url});

async function get(request: APIRequestContext, path: string) {
  const response = await request.get(path);
  return {status: response.status(), type: response.headers()['content-type'], text: await response.text()};
}

test('every docs URL in sitemap.xml has its Markdown twin, naming the page and its SeaORM line', async ({request}) => {
  test.setTimeout(5 * 60_000);
  expect(docsUrls.length).toBeGreaterThan(60);
  const failures: string[] = [];
  for (const url of docsUrls) {
    const twin = await get(request, twinOf(url));
    const label = docsVersion(versionOf(url)).label;
    if (twin.status !== 200) failures.push(`${twinOf(url)}: HTTP ${twin.status}`);
    else if (twin.type !== 'text/markdown; charset=utf-8') failures.push(`${twinOf(url)}: content-type ${twin.type}`);
    else if (!twin.text.startsWith(`> This page documents SeaORM ${label} `)) failures.push(`${twinOf(url)}: header ${twin.text.split('\n')[0]}`);
    else if (!twin.text.split('\n')[0]!.endsWith(`Web page: <${SITE}${url}>`)) failures.push(`${twinOf(url)}: names another page`);
    else if (!/^# \S/m.test(twin.text) || /<\/?(Tabs|TabItem|CargoFeaturePicker)\b|^:::/m.test(twin.text)) failures.push(`${twinOf(url)}: not clean Markdown`);
  }
  expect(failures).toEqual([]);
});

test('every link in each version’s llms.txt resolves; the current one lists every current page and llms-full.txt has them', async ({request}) => {
  test.setTimeout(5 * 60_000);
  const files = [`${BASE}llms.txt`, ...olderVersions.map((v) => `${versionRoot(v)}llms.txt`)];
  const failures: string[] = [];
  for (const file of files) {
    const llms = await get(request, file);
    expect(llms.status, file).toBe(200);
    expect(llms.type, file).toBe('text/plain; charset=utf-8');
    expect(llms.text, file).toMatch(/^# SeaORM.*\n\n> .+\n> .+\n/);
    const links = [...llms.text.matchAll(/\]\(([^)]+)\)/g)].map((m) => m[1]!);
    expect(links.length, file).toBeGreaterThan(10);
    for (const link of links) {
      if (!link.startsWith(`${SITE}${BASE}`)) failures.push(`${file}: ${link} is not on the site`);
      else if ((await request.get(new URL(link).pathname)).status() !== 200) failures.push(`${file}: ${link} does not resolve`);
    }
  }
  const current = await get(request, `${BASE}llms.txt`);
  const full = await get(request, `${BASE}llms-full.txt`);
  expect(full.type).toBe('text/plain; charset=utf-8');
  for (const url of docsUrls.filter((u) => versionOf(u) === 'current')) {
    if (!current.text.includes(`](${SITE}${twinOf(url)})`)) failures.push(`llms.txt does not list ${twinOf(url)}`);
    if (!full.text.includes(`Web page: <${SITE}${url}>`)) failures.push(`llms-full.txt lacks ${url}`);
  }
  expect(failures).toEqual([]);
});

for (const version of ['current', ...olderVersions.slice(0, 1)]) {
  test(`"Copy page" puts the page's Markdown twin on the clipboard and says so (${version})`, async ({page, context, request}) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const url = `${versionRoot(version)}basic-crud/select/`;
    await page.goto(url);
    await hydrated(page);
    const twin = await get(request, twinOf(url));
    await page.getByRole('button', {name: 'Copy page'}).click();
    await expect(page.getByRole('status').filter({hasText: 'Copied this page as Markdown'})).toHaveCount(1);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(twin.text);
  });
}

test('"Copy page" and its menu work from the keyboard, and pass axe with the menu open', async ({page, context}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const url = `${BASE}docs/basic-crud/select/`;
  await page.goto(url);
  await hydrated(page);
  const copy = page.getByRole('button', {name: 'Copy page'});
  await copy.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({hasText: 'Copied this page as Markdown'})).toHaveCount(1);
  expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(/^> This page documents SeaORM 2\.0\.x/);

  const toggle = page.getByRole('button', {name: 'More ways to read this page as Markdown'});
  await page.keyboard.press('Tab');
  await expect(toggle).toBeFocused();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await page.keyboard.press('Enter');
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  const open = page.getByRole('link', {name: 'Open this page as Markdown'});
  await page.keyboard.press('Tab');
  await expect(open).toBeFocused();
  await expect(open).toHaveAttribute('href', twinOf(url));
  await expect(page.getByRole('link', {name: /Open llms\.txt of SeaORM 2\.0\.x/})).toHaveAttribute('href', `${BASE}llms.txt`);

  const results = await new AxeBuilder({page}).analyze();
  expect(results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);

  await page.keyboard.press('Escape');
  await expect(open).toHaveCount(0);
  await expect(toggle).toBeFocused();
});
