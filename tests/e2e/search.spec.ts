// Embedded search, as readers use it: the DocSearch modal and the search page, answered in the browser from the
// shards built with the site. (Hosted mode has its own spec: search-hosted.spec.ts.)
import AxeBuilder from '@axe-core/playwright';
import {expect, test, type Page} from '@playwright/test';
import {BASE, collectErrors, docsVersionNames, hydrated} from './support';

const DOC = `${BASE}docs/basic-crud/insert/`;
const SHARDS = '**/SeaORM/search/*.json';
/** The current docs and every older version of this checkout (versions.json appears with the first one). */
const DOCS_VERSIONS = docsVersionNames;
const MAC_UA = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/139.0.0.0 Safari/537.36';

const modal = (page: Page) => page.locator('.DocSearch-Modal');
const hits = (page: Page) => page.locator('.DocSearch-Hit a');

async function open(page: Page, path = DOC) {
  await page.goto(path);
  await hydrated(page);
}

async function search(page: Page, query: string) {
  await page.keyboard.press('Control+k');
  await expect(modal(page)).toBeVisible();
  await page.locator('.DocSearch-Input').fill(query);
}

/** The shard files the page fetched, by tag. */
function shardRequests(page: Page): string[] {
  const tags: string[] = [];
  page.on('request', (request) => {
    const match = /\/SeaORM\/search\/(.+)\.json$/.exec(new URL(request.url()).pathname);
    if (match) tags.push(decodeURIComponent(match[1]!));
  });
  return tags;
}

test.describe('search modal', () => {
  test('Ctrl+K opens it with the search box focused; Escape closes it', async ({page}) => {
    await open(page);
    await page.keyboard.press('Control+k');
    await expect(modal(page)).toBeVisible();
    await expect(page.locator('.DocSearch-Input')).toBeFocused();
    await expect(page.locator('.DocSearch-Input')).toHaveAttribute('maxlength', '64');
    await page.keyboard.press('Escape');
    await expect(modal(page)).toHaveCount(0);
  });

  test('the search button opens it too', async ({page}) => {
    await open(page);
    await page.getByRole('button', {name: /^Search/}).click();
    await expect(modal(page)).toBeVisible();
  });

  test('/ opens it, but not while typing in a field', async ({page}) => {
    await open(page);
    await page.keyboard.press('/');
    await expect(modal(page)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(modal(page)).toHaveCount(0);

    await open(page, `${BASE}search/`);
    const field = page.getByRole('searchbox', {name: 'Search'});
    await field.click();
    await page.keyboard.type('a/b');
    await expect(field).toHaveValue('a/b');
    await expect(modal(page)).toHaveCount(0);
  });

  test.describe('on an Apple device', () => {
    test.use({userAgent: MAC_UA});
    test.beforeEach(async ({page}) => {
      await page.addInitScript(() => Object.defineProperty(Navigator.prototype, 'platform', {get: () => 'MacIntel'}));
    });

    test('the button shows ⌘ K and Cmd+K opens the modal', async ({page}) => {
      await open(page);
      const button = page.getByRole('button', {name: 'Search', exact: true});
      await expect(button).toHaveAttribute('aria-keyshortcuts', 'Meta+K /');
      await expect(button.locator('kbd').first()).toHaveAttribute('data-key', '⌘');
      await page.keyboard.press('Meta+k');
      await expect(modal(page)).toBeVisible();
      await page.keyboard.press('Meta+k');
      await expect(modal(page)).toHaveCount(0);
    });
  });

  test('a code identifier finds the page that documents it first', async ({page}) => {
    await open(page);
    for (const [query, path] of [
      ['find_with_related', 'docs/relation/one-to-many/'],
      ['DeriveEntityModel', 'docs/generate-entity/entity-format/'],
      ['--ignore-tables', 'docs/generate-entity/sea-orm-cli/'],
      ['runtime-tokio-rustls', 'docs/install-and-config/database-and-async-runtime/'],
    ]) {
      await search(page, query!);
      await expect(hits(page).first()).toHaveAttribute('href', new RegExp(`^${BASE}${path}(#|$)`));
      await page.keyboard.press('Escape');
    }
  });

  test('a question in plain words finds the section that answers it; the footer claims no Algolia', async ({page}) => {
    await open(page, `${BASE}docs/`);
    await search(page, 'how to paginate');
    await expect(hits(page).first()).toHaveAttribute('href', new RegExp(`^${BASE}docs/basic-crud/select/#[\\w-]*paginat`));
    await expect(hits(page).first()).toContainText(/Paginat/);
    // Nothing is sent to Algolia in embedded mode, so the modal does not say "Search by Algolia".
    await expect(page.locator('.DocSearch-Commands')).toBeVisible();
    await expect(page.locator('.DocSearch-Logo')).toBeHidden();
    await expect(page.getByText('Search by', {exact: false})).toBeHidden();
  });

  test('a compiler error quoted from an upgrade finds the upgrade guide that explains it', async ({page}) => {
    await open(page, `${BASE}docs/`);
    for (const [error, guide] of [
      ['no method named `filter` found for struct `UpdateOne`', 'from-1.1-to-2.0'],
      ['no method named `one` found for struct `SelectTwoMany`', 'from-0.8-to-0.9'],
    ]) {
      await page.keyboard.press('Control+k');
      await page.locator('.DocSearch-Input').fill(error!);
      const top = hits(page).locator('nth=0');
      await expect(top).toBeVisible();
      const hrefs = (await hits(page).evaluateAll((links) => links.map((a) => a.getAttribute('href')!))).slice(0, 5);
      expect(hrefs.some((href) => href.startsWith(`${BASE}docs/upgrading/${guide}/`)), `${error}: ${hrefs.join(', ')}`).toBe(true);
      await page.keyboard.press('Escape');
    }
  });

  test('internal design and the upgrade guides load only when a search asks for them', async ({page}) => {
    const fetched = shardRequests(page);
    await open(page, `${BASE}docs/`);
    await search(page, 'select');
    await expect(hits(page).first()).toBeVisible();
    expect(fetched).not.toContain('docs-default-current--upgrade');
    await page.locator('.DocSearch-Input').fill('upgrade from 0.9 to 0.10');
    await expect(hits(page).first()).toHaveAttribute('href', new RegExp(`^${BASE}docs/upgrading/from-0\\.9-to-0\\.10/`));
    expect(fetched).toContain('docs-default-current--upgrade');
  });

  test('results are grouped by section, with the query highlighted', async ({page}) => {
    await open(page);
    await search(page, 'transaction');
    await expect(page.locator('.DocSearch-Hit-source').first()).toHaveText('Advanced Queries');
    await expect(page.locator('.DocSearch-Hit mark').first()).toHaveText(/^transaction/i);
    await expect(page.locator('.DocSearch-Hits ul').first().locator('.DocSearch-Hit')).toHaveCount(5);
    // Section titles are plain text: no HTML entities in "Installation & Configuration" or "What's Next".
    await page.locator('.DocSearch-Input').fill('tracing subscriber');
    await expect(page.locator('.DocSearch-Hit-source').filter({hasText: 'Installation & Configuration'})).toHaveCount(1);
    await expect(page.locator('.DocSearch-Hit-source').filter({hasText: '&#'})).toHaveCount(0);
  });

  test('choosing a hit navigates in the app, and it shows up under recent searches', async ({page}) => {
    await open(page);
    await page.evaluate(() => Object.assign(window, {notReloaded: true}));
    await search(page, 'find_with_related');
    const first = hits(page).first();
    const href = (await first.getAttribute('href'))!;
    await page.keyboard.press('Enter');
    await expect(modal(page)).toHaveCount(0);
    await expect(page).toHaveURL(new URL(href, page.url()).href);
    expect(await page.evaluate(() => (window as unknown as {notReloaded?: boolean}).notReloaded)).toBe(true);

    await page.keyboard.press('Control+k');
    await expect(page.locator('.DocSearch-Hit-source').first()).toHaveText('Recent');
    await expect(hits(page).first()).toHaveAttribute('href', href);
  });

  test('"See all results" opens the search page with the query', async ({page}) => {
    await open(page);
    await search(page, 'paginate');
    await expect(hits(page).first()).toBeVisible();
    await page.getByRole('link', {name: /See all \d+ results/}).click();
    await expect(page).toHaveURL(/\/SeaORM\/search\/\?q=paginate&version=current$/);
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Search results for "paginate"');
  });

  test('a query with no results shows the spec’s texts and a way to report it', async ({page}) => {
    await open(page);
    await search(page, 'transaction');
    await expect(hits(page).first()).toBeVisible();
    await page.locator('.DocSearch-Input').fill('qqzzxxjj');
    await expect(page.locator('.DocSearch-NoResults')).toContainText('No results for "qqzzxxjj"');
    await expect(page.locator('.DocSearch-NoResults')).toContainText('Try searching for');
    await expect(page.locator('.DocSearch-NoResults')).toContainText('Believe this query should return results?');
    await expect(page.getByRole('link', {name: 'Let us know.'})).toHaveAttribute('href', /github\.com\/SeaQL\/.*\/issues\/new\?title=/);
  });

  test('a shard that cannot be fetched shows the error screen', async ({page}) => {
    await page.route(SHARDS, (route) => route.fulfill({status: 500, body: 'unavailable'}));
    await open(page);
    await search(page, 'entity');
    await expect(page.locator('.DocSearch-ErrorScreen')).toContainText('Unable to fetch results');
    await expect(page.locator('.DocSearch-ErrorScreen')).toContainText('You might want to check your network connection.');
  });

  test('a slow shard shows the stalled indicator, then the results', async ({page}) => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(SHARDS, async (route) => {
      await held;
      await route.continue();
    });
    await open(page);
    await search(page, 'entity');
    await expect(page.locator('.DocSearch-Container--Stalled')).toBeVisible();
    await expect(page.locator('.DocSearch-LoadingIndicator svg')).toBeVisible();
    release();
    await expect(page.locator('.DocSearch-Container--Stalled')).toHaveCount(0);
    await expect(hits(page).first()).toBeVisible();
  });

  test('searches only the docs version being read, loading its shard when the modal opens', async ({context}) => {
    for (const version of DOCS_VERSIONS) {
      const page = await context.newPage();
      const fetched = shardRequests(page);
      await open(page, version === 'current' ? `${BASE}docs/` : `${BASE}docs/${version}/`);
      await page.waitForLoadState('networkidle');
      expect(fetched).toEqual([]);
      await page.keyboard.press('Control+k');
      await expect.poll(() => [...new Set(fetched)].sort()).toEqual(['default', `docs-default-${version}`]);
      await page.locator('.DocSearch-Input').fill('entity');
      await expect(hits(page).first()).toBeVisible();
      for (const href of await hits(page).evaluateAll((links) => links.map((a) => a.getAttribute('href')!))) {
        const docsVersion = /^\/SeaORM\/docs\/(\d+\.\d+\.x)\//.exec(href)?.[1] ?? (href.startsWith(`${BASE}docs/`) ? 'current' : null);
        expect([null, version], href).toContain(docsVersion);
      }
      expect([...new Set(fetched)].sort()).toEqual(['default', `docs-default-${version}`]);
      await page.close();
    }
  });

  test('no request leaves this host, and no preconnect to Algolia is emitted', async ({page, request}) => {
    const html = await (await request.get(DOC)).text();
    expect(html).not.toMatch(/algolia\.net|algolianet\.com/);

    const foreign: string[] = [];
    page.on('request', (r) => {
      if (!/^(data|blob):/.test(r.url()) && new URL(r.url()).hostname !== '127.0.0.1') foreign.push(r.url());
    });
    const errors = collectErrors(page);
    await open(page);
    await expect(page.locator('link[rel="preconnect"]')).toHaveCount(0);
    await search(page, 'find_with_related');
    await expect(hits(page).first()).toBeVisible();
    await page.keyboard.press('Enter');
    await hydrated(page);
    await open(page, `${BASE}search/?q=entity`);
    await expect(page.locator('article').first()).toBeVisible();
    expect(foreign).toEqual([]);
    expect(errors).toEqual([]);
  });
});

test.describe('search page', () => {
  const results = (page: Page) => page.locator('main article');

  test('shows every result for ?q=, 20 per page, with pages to move through', async ({page}) => {
    const errors = collectErrors(page);
    await open(page, `${BASE}search/?q=entity`);
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Search results for "entity"');
    await expect(results(page)).toHaveCount(20);
    await expect(page.getByText(/^\d+ documents found · page 1 of \d+$/)).toBeVisible();
    await expect(results(page).first().locator('mark').first()).toHaveText(/^entit/i);
    const firstPage = await results(page).locator('h2').allInnerTexts();

    const pages = page.getByRole('navigation', {name: 'Search results pages'});
    await pages.getByRole('link', {name: 'Next'}).click();
    await expect(page).toHaveURL(/[?&]page=2(&|$)/);
    await expect(page.getByText(/· page 2 of \d+$/)).toBeVisible();
    await expect(pages.getByRole('link', {name: 'Page 2', exact: true})).toHaveAttribute('aria-current', 'page');
    const secondPage = await results(page).locator('h2').allInnerTexts();
    expect(secondPage.length).toBeGreaterThan(0);
    expect(secondPage.length).toBeLessThanOrEqual(20);
    expect(secondPage).not.toEqual(firstPage);

    await pages.getByRole('link', {name: 'Previous'}).click();
    await expect(page).toHaveURL(/[?&]page=1(&|$)/);
    await expect(results(page).locator('h2')).toHaveText(firstPage);

    await results(page).first().locator('h2 a').click();
    await expect(page.locator('article h1')).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('typing a new query searches again from the first page', async ({page}) => {
    await open(page, `${BASE}search/?q=entity&page=2`);
    await expect(page.getByText(/· page 2 of/)).toBeVisible();
    await page.getByRole('searchbox', {name: 'Search'}).fill('transaction');
    await expect(page).toHaveURL(/\?q=transaction$/);
    await expect(results(page).first().locator('h2')).toHaveText(/transaction/i);
  });

  test('searches the reader’s preferred docs version by default', async ({page}) => {
    await open(page, `${BASE}search/`);
    const select = page.getByRole('combobox', {name: 'Docs version'});
    const versions = await select.locator('option').evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value));
    expect(versions[0]).toBe('current');
    const preferred = versions.at(-1)!;
    await page.evaluate((name) => localStorage.setItem('docs-preferred-version-default', name), preferred);

    const fetched = shardRequests(page);
    await open(page, `${BASE}search/?q=entity`);
    await expect(select).toHaveValue(preferred);
    await expect(results(page).first()).toBeVisible();
    expect([...fetched].sort()).toEqual(['default', `docs-default-${preferred}`].sort());
  });

  test('no results and errors use the spec’s texts', async ({page}) => {
    await open(page, `${BASE}search/?q=qqzzxxjj`);
    await expect(page.getByText('No results for "qqzzxxjj"')).toBeVisible();
    await expect(page.getByText('Believe this query should return results?')).toBeVisible();
    await expect(page.getByRole('link', {name: 'Let us know.'})).toHaveAttribute('href', /\/issues\/new\?title=/);

    await page.route(SHARDS, (route) => route.fulfill({status: 500, body: 'unavailable'}));
    await open(page, `${BASE}search/?q=transaction`);
    await expect(page.getByRole('alert')).toContainText('Unable to fetch results');
    await expect(page.getByRole('alert')).toContainText('You might want to check your network connection.');
  });
});

test.describe('accessibility', () => {
  const blocking = async (page: Page, include?: string, upstream: string[] = []) => {
    const builder = new AxeBuilder({page});
    if (include) builder.include(include);
    const {violations} = await builder.analyze();
    return violations
      .filter((v) => (v.impact === 'serious' || v.impact === 'critical') && !upstream.includes(v.id))
      .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).slice(0, 5).join(', ')}`);
  };

  for (const mode of ['light', 'dark'] as const) {
    test(`the search page with results and the open modal have no serious or critical axe violation (${mode})`, async ({page}) => {
      await page.emulateMedia({colorScheme: mode});
      await open(page, `${BASE}search/?q=entity`);
      await expect(page.locator('main article').first()).toBeVisible();
      expect(await blocking(page)).toEqual([]);

      await search(page, 'transaction');
      await expect(hits(page).first()).toBeVisible();
      // DocSearch 3.9's own markup, not ours: aria-activedescendant/aria-controls on the input point at ids that
      // autocomplete renders later (aria-valid-attr-value), and each hit is a link inside an option (nested-interactive).
      expect(await blocking(page, '.DocSearch-Modal', ['aria-valid-attr-value', 'nested-interactive'])).toEqual([]);
    });
  }
});
