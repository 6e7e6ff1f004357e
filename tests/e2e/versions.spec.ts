// The version machinery as a reader of an older line meets it: each version's root, the version menu, the
// old-version banner, the version badge, the remembered choice and the "found in other versions" search hint.
import {readFileSync} from 'node:fs';
import {expect, test, type Page} from '@playwright/test';
import {docsVersion, docsVersions, renamedDocs} from '@site/src/data/docsVersions';
import {BASE, docsVersionNames, hydrated, olderVersions, versionRoot} from './support';

interface InventoryVersion {
  name: string;
  sections: {pages: {id: string}[]}[];
}
const inventory = (JSON.parse(readFileSync('../shared/inventory.json', 'utf8')).versions as InventoryVersion[]).map((v) => ({
  name: v.name,
  ids: new Set(['index', ...v.sections.flatMap((s) => s.pages.map((p) => p.id))]),
}));
const idsOf = (name: string) => inventory.find((v) => v.name === name)!.ids;
const docUrl = (name: string, id: string) => `${versionRoot(name)}${id === 'index' ? '' : `${id}/`}`;

async function open(page: Page, path: string) {
  const response = await page.goto(path);
  expect(response?.status(), path).toBe(200);
  await hydrated(page);
}

/** Picks a version in the navbar's version menu. */
async function chooseVersion(page: Page, label: string) {
  const dropdown = page.getByRole('navigation', {name: 'Main'}).locator('.dropdown').filter({has: page.locator('.dropdown__menu')}).last();
  await dropdown.hover();
  await dropdown.locator('.dropdown__menu').getByRole('link', {name: label, exact: true}).click();
}

test.describe('docs versions', () => {

  test('each version root renders its own index doc', async ({page}) => {
    for (const name of docsVersionNames) {
      await open(page, versionRoot(name));
      await expect(page.locator('html')).toHaveClass(/docs-doc-id-index/);
      await expect(page.locator('html')).toHaveClass(new RegExp(`docs-version-${name.replaceAll('.', '\\.')}(\\s|$)`));
      await expect(page.locator('article h1')).toHaveCount(1);
      expect(new URL(page.url()).pathname).toBe(versionRoot(name));
    }
  });

  test('the version menu lists every landed line newest first', async ({page}) => {
    await open(page, `${BASE}docs/`);
    const expected = docsVersions.filter((v) => docsVersionNames.includes(v.name)).map((v) => v.label);
    const dropdown = page.getByRole('navigation', {name: 'Main'}).locator('.dropdown').filter({hasText: '2.0.x'});
    await dropdown.hover();
    await expect(dropdown.locator('.dropdown__menu a')).toHaveText(expected);
  });

  test('switching version keeps the page when it exists there, else lands on that version’s index', async ({page}) => {
    const older = olderVersions[0]!;
    const shared = [...idsOf('current')].find((id) => id !== 'index' && idsOf(older).has(id))!;
    await open(page, docUrl('current', shared));
    await chooseVersion(page, docsVersion(older).label);
    await expect(page).toHaveURL(new RegExp(`${docUrl(older, shared)}$`));

    const missing = [...idsOf('current')].find((id) => !idsOf(older).has(id))!;
    await open(page, docUrl('current', missing));
    await chooseVersion(page, docsVersion(older).label);
    await expect(page).toHaveURL(new RegExp(`${versionRoot(older)}$`));
  });

  test('the chosen version is remembered and the Docs link follows it', async ({page}) => {
    const older = olderVersions[olderVersions.length - 1]!;
    await open(page, `${BASE}docs/`);
    await chooseVersion(page, docsVersion(older).label);
    await expect(page).toHaveURL(new RegExp(`${versionRoot(older)}$`));
    expect(await page.evaluate(() => localStorage.getItem('docs-preferred-version-default'))).toBe(older);
    await open(page, BASE);
    await page.getByRole('navigation', {name: 'Main'}).getByRole('link', {name: 'Docs', exact: true}).click();
    await expect(page).toHaveURL(new RegExp(`${versionRoot(older)}$`));
  });

  test('the current docs have no banner; their badge names 2.0.x and its dependency line', async ({page}) => {
    await open(page, `${BASE}docs/basic-crud/select/`);
    await expect(page.getByTestId('version-banner')).toHaveCount(0);
    const badge = page.getByTestId('version-badge');
    await expect(badge).toContainText('Version: 2.0.x');
    await expect(badge).toContainText(`sea-orm = "${docsVersion('current').lastRelease}"`);
  });

  for (const name of olderVersions) {
    test(`${name}: banner and badge name the line, its last release, this page in 2.0.x and the upgrade guide`, async ({page, context}) => {
      const line = docsVersion(name);
      const ids = idsOf(name);
      // A page that also exists in the current docs, one renamed there, and one with no counterpart (if any).
      const same = [...ids].find((id) => id !== 'index' && idsOf('current').has(id))!;
      const renamed = [...ids].find((id) => !idsOf('current').has(id) && renamedDocs[id]);
      const orphan = [...ids].find((id) => !idsOf('current').has(id) && !renamedDocs[id]);

      await open(page, docUrl(name, same));
      const banner = page.getByTestId('version-banner');
      await expect(banner).toContainText(`SeaORM ${line.label}`);
      await expect(banner).toContainText(line.lastRelease);
      await expect(banner).toContainText(line.status === 'previous' ? 'the previous release line' : 'an archived release line');
      await expect(page.getByTestId('version-banner-current')).toHaveAttribute('href', docUrl('current', same));
      await expect(page.getByTestId('version-banner-upgrade')).toHaveAttribute('href', `${BASE}${line.upgradeGuide!.path.slice(1)}`);

      const badge = page.getByTestId('version-badge');
      await expect(badge).toContainText(`Version: ${line.label}`);
      await expect(badge).toContainText(`sea-orm = "${line.lastRelease}"`);
      await context.grantPermissions(['clipboard-read', 'clipboard-write']);
      await badge.getByRole('button', {name: /Copy the dependency line/}).click();
      await expect(badge.getByRole('status')).toHaveText('Copied to the clipboard');
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`sea-orm = "${line.lastRelease}"`);

      if (renamed) {
        await open(page, docUrl(name, renamed));
        await expect(page.getByTestId('version-banner-current')).toHaveAttribute('href', docUrl('current', renamedDocs[renamed]!));
      }
      if (orphan) {
        await open(page, docUrl(name, orphan));
        const link = page.getByTestId('version-banner-current');
        await expect(link).toHaveAttribute('href', versionRoot('current'));
        await expect(link).toHaveText('Go to the 2.0.x docs');
      }
      // Following the banner makes 2.0.x the remembered version.
      await open(page, docUrl(name, same));
      await page.getByTestId('version-banner-current').click();
      await expect(page).toHaveURL(new RegExp(`${docUrl('current', same)}$`));
      expect(await page.evaluate(() => localStorage.getItem('docs-preferred-version-default'))).toBe('current');
    });
  }

  test('an API name the version being read lacks: the modal and the search page offer the versions that have it', async ({page}) => {
    // A code identifier the current docs use and the oldest landed version never mentions, from the build's own
    // word list; the search page on the suggested version must then really find it.
    const older = olderVersions[olderVersions.length - 1]!;
    const terms = JSON.parse(readFileSync('build/search/version-terms.json', 'utf8')) as {tags: string[]; groups: [number, string][]};
    const bit = (name: string) => 1 << terms.tags.indexOf(`docs-default-${name}`);
    const word = terms.groups
      .filter(([mask]) => mask & bit('current') && !(mask & bit(older)))
      .flatMap(([, words]) => words.split(' '))
      .find((w) => /^[a-z]+(_[a-z]+){2,}$/.test(w))!;
    expect(word, 'an identifier only the current docs have').toBeTruthy();

    await open(page, versionRoot(older));
    await page.keyboard.press('Control+k');
    await page.locator('.DocSearch-Input').fill(word);
    const hint = page.locator('.DocSearch-Hit a').filter({hasText: 'SeaORM 2.0.x'});
    await expect(hint).toBeVisible();
    await expect(page.locator('.DocSearch-Hit-source').first()).toHaveText('Not in this version: found in');
    await hint.click();
    await expect(page).toHaveURL(new RegExp(`${BASE}search/\\?q=${word}&version=current$`));
    await expect(page.locator('main article').first()).toBeVisible();

    await open(page, `${BASE}search/?q=${word}&version=${older}`);
    const others = page.getByTestId('other-versions');
    await expect(others).toBeVisible();
    await expect(others.getByRole('link', {name: '2.0.x'})).toHaveAttribute('href', `${BASE}search/?q=${word}&version=current`);
  });
});
