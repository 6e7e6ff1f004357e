import AxeBuilder from '@axe-core/playwright';
import {expect, test, type Page} from '@playwright/test';
import {BASE, hydrated} from './support';

// A page whose column-types table and code blocks are wider than the doc column at 1280 px (checked below, so the
// test fails rather than passes quietly if the page changes).
const WIDE = `${BASE}docs/generate-entity/column-types/`;

const pages: Record<string, {path: string; ready?: (page: Page) => Promise<void>}> = {
  landing: {path: BASE},
  doc: {path: `${BASE}docs/basic-crud/select/`},
  'doc with a wide table and scrolling code': {
    path: WIDE,
    ready: async (page) => {
      expect(await page.locator('article pre').evaluateAll((pres) => pres.some((p) => p.scrollWidth > p.clientWidth))).toBe(true);
      expect(await page.locator('article table').evaluateAll((ts) => ts.some((t) => t.scrollWidth > t.parentElement!.clientWidth))).toBe(true);
    },
  },
  'bakery schema': {
    path: `${BASE}docs/relation/bakery-schema/`,
    ready: async (page) => {
      await expect(page.locator('.docusaurus-mermaid-container svg').first()).toContainText('cake');
    },
  },
  'about-us': {path: `${BASE}about-us/`},
  blog: {path: `${BASE}blog/`},
  '404': {path: `${BASE}nope/`},
  '404 under an older docs version': {path: `${BASE}docs/0.12.x/nope/`},
  search: {
    path: `${BASE}search/?q=select`,
    ready: async (page) => {
      await expect(page.locator('main article').first()).toBeVisible();
    },
  },
};

for (const mode of ['light', 'dark'] as const) {
  for (const [name, {path, ready}] of Object.entries(pages)) {
    test(`${name} has no serious or critical axe violation (${mode})`, async ({page}) => {
      await page.emulateMedia({colorScheme: mode});
      await page.goto(path);
      await hydrated(page);
      await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
      await ready?.(page);
      // Every page has exactly one h1 (the blog index had none).
      await expect(page.locator('h1')).toHaveCount(1);
      const results = await new AxeBuilder({page}).analyze();
      const blocking = results.violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).slice(0, 5).join(', ')}`);
      expect(blocking).toEqual([]);
    });
  }
}

test('Tab reaches a code block and a table that scroll sideways, and the arrow keys scroll them', async ({page}) => {
  await page.goto(WIDE);
  await hydrated(page);
  for (const what of ['code block', 'table'] as const) {
    // The element that scrolls: a code block's <pre>; a table, or the box around it.
    const found = await page.evaluate((what) => {
      const candidates =
        what === 'code block'
          ? Array.from(document.querySelectorAll('article pre'))
          : Array.from(document.querySelectorAll('article table')).flatMap((t) => [t, t.parentElement!]);
      const scroller = candidates.find((el) => el.scrollWidth > el.clientWidth);
      scroller?.setAttribute('data-e2e-scroller', what);
      return !!scroller;
    }, what);
    expect(found, `no ${what} scrolls sideways on ${WIDE}`).toBe(true);
    const target = page.locator(`[data-e2e-scroller="${what}"]`);
    await target.scrollIntoViewIfNeeded();
    // Focus the last focusable element before it in the page, then Tab.
    await target.evaluate((el) => {
      const before = Array.from(document.querySelectorAll<HTMLElement>('a[href], button, input, select, textarea, [tabindex]')).filter(
        (e) =>
          e.tabIndex >= 0 &&
          !e.matches(':disabled') &&
          e.getClientRects().length > 0 &&
          !!(e.compareDocumentPosition(el) & Node.DOCUMENT_POSITION_FOLLOWING) &&
          !el.contains(e) &&
          !e.contains(el),
      );
      if (before.length === 0) throw new Error('nothing focusable before the element');
      before.at(-1)!.focus();
    });
    await page.keyboard.press('Tab');
    await expect(target, what).toBeFocused();
    for (let i = 0; i < 5; i++) await page.keyboard.press('ArrowRight');
    await expect.poll(() => target.evaluate((el) => el.scrollLeft), what).toBeGreaterThan(0);
  }
});
