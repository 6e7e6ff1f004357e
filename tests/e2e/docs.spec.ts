import {expect, test} from '@playwright/test';
import {BASE, hydrated} from './support';

test.describe('docs pages', () => {
  test('/SeaORM/docs/ lands on the index doc of the current version', async ({page}) => {
    const response = await page.goto(`${BASE}docs/`);
    expect(response!.status()).toBe(200);
    await hydrated(page);
    await expect(page.locator('article h1')).toBeVisible();
    await expect(page.getByText('Page Not Found')).toHaveCount(0);
    await expect(page.locator('.theme-doc-sidebar-container')).toBeVisible();
  });

  test('a doc page has breadcrumbs, a table of contents of h2-h3 and a sidebar', async ({page}) => {
    await page.goto(`${BASE}docs/basic-crud/select/`);
    await hydrated(page);
    const breadcrumbs = page.getByRole('navigation', {name: 'Breadcrumbs'});
    await expect(breadcrumbs).toBeVisible();
    await expect(breadcrumbs).toContainText('Basic CRUD');
    await expect(breadcrumbs.getByRole('link', {name: 'Home page'})).toBeVisible();

    const toc = page.locator('.theme-doc-toc-desktop');
    await expect(toc).toBeVisible();
    const tocLinks = toc.locator('a.table-of-contents__link');
    expect(await tocLinks.count()).toBeGreaterThan(1);
    // Every TOC entry points to an h2 or h3 of the article.
    for (const href of await tocLinks.evaluateAll((links) => links.map((a) => a.getAttribute('href')!))) {
      const id = decodeURIComponent(href.slice(1));
      const tag = await page.locator(`article [id="${id}"]`).evaluate((el) => el.tagName);
      expect(['H2', 'H3']).toContain(tag);
    }
    await expect(page.locator('.theme-doc-sidebar-menu a[aria-current="page"]')).toHaveText(/Select/);
  });

  test('database tabs keep the reader’s choice across pages', async ({page}) => {
    await page.goto(`${BASE}docs/install-and-config/connection/`);
    await hydrated(page);
    const tab = page.getByRole('tab', {name: 'SQLite'}).first();
    await tab.click();
    await expect(tab).toHaveAttribute('aria-selected', 'true');
    expect(await page.evaluate(() => localStorage.getItem('docusaurus.tab.database'))).toBe('sqlite');
    await page.goto(`${BASE}docs/schema-statement/create-table/`);
    await hydrated(page);
    await expect(page.getByRole('tab', {name: 'SQLite'}).first()).toHaveAttribute('aria-selected', 'true');
  });

  test('the bakery schema diagram renders', async ({page}) => {
    await page.goto(`${BASE}docs/relation/bakery-schema/`);
    await hydrated(page);
    await expect(page.locator('.docusaurus-mermaid-container svg')).toBeVisible();
    await expect(page.locator('.docusaurus-mermaid-container')).toContainText('cake');
  });

  test('after the tutorial, Next goes to installation; the 1.1 → 2.0 guide’s old URL forwards to Upgrading', async ({page}) => {
    await page.goto(`${BASE}docs/introduction/tutorial/`);
    await hydrated(page);
    await expect(page.locator('a.pagination-nav__link--next')).toHaveAttribute('href', `${BASE}docs/install-and-config/database-and-async-runtime/`);
    await page.goto(`${BASE}docs/introduction/upgrade-guide/`);
    await expect(page).toHaveURL(new RegExp(`${BASE}docs/upgrading/from-1\\.1-to-2\\.0/$`));
    await hydrated(page);
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Upgrading from 1.1 to 2.0');
  });

  test('code blocks keep the server’s highlighting when the page hydrates; a block rendered in the browser is highlighted too', async ({page}) => {
    const highlighterChunks: string[] = [];
    page.on('response', async (response) => {
      if (response.request().resourceType() !== 'script') return;
      // Prism's Rust grammar: only the highlighter chunk has it.
      if ((await response.text()).includes('lifetime-annotation')) highlighterChunks.push(response.url());
    });
    // Mark the server's code elements before React starts: hydration must keep them, not render new ones.
    await page.addInitScript(() =>
      document.addEventListener('DOMContentLoaded', () =>
        document.querySelectorAll('code[data-highlight]').forEach((code) => code.setAttribute('data-from-server', '')),
      ),
    );
    await page.goto(`${BASE}docs/basic-crud/select/`);
    await hydrated(page);
    const blocks = page.locator('article pre code');
    expect(await blocks.count()).toBeGreaterThan(5);
    await expect(page.locator('article pre code:not([data-from-server])')).toHaveCount(0);
    await expect(blocks.first().locator('.token.keyword').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(highlighterChunks, 'the highlighter is not part of a first load').toEqual([]);

    await page.locator('a.pagination-nav__link--next').click();
    await expect(page).toHaveURL(/basic-crud\/active-model\/$/);
    await expect(page.locator('article pre code').first().locator('.token.keyword').first()).toBeVisible();
    // The response handler reads the body asynchronously: wait for it rather than race it.
    await expect.poll(() => highlighterChunks.length, {message: 'loaded once a block is rendered in the browser'}).toBe(1);
  });
});
