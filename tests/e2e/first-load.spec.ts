// Work a phone's first load must not redo after hydration (each was a long task in the Lighthouse mobile trace;
// `npm run bench` has the figures): rebuilding every code block's DOM, highlighting again the code blocks the
// stock Tabs remount, and rendering the hidden menu, whose off-screen links then prefetched their pages.
import {expect, test, type Page} from '@playwright/test';
import {BASE, hydrated} from './support';

test.use({viewport: {width: 390, height: 844}});

/** Collects the scripts that carry the highlighter (Prism's Rust grammar is only in its chunk). */
function watchHighlighter(page: Page): string[] {
  const chunks: string[] = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    if ((await response.text()).includes('lifetime-annotation')) chunks.push(response.url());
  });
  return chunks;
}

test('a doc page keeps the server’s highlighted code nodes through hydration and the renders after it', async ({page}) => {
  // Remember every node of the server's code before React starts (in a WeakSet: an attribute would be copied along
  // with the HTML that hydration reads). React 19 sets innerHTML again, making new nodes, whenever a block re-renders
  // with a new dangerouslySetInnerHTML object.
  await page.addInitScript(() =>
    document.addEventListener('DOMContentLoaded', () => {
      const nodes = new WeakSet<Node>();
      document.querySelectorAll('code[data-highlight], code[data-highlight] *').forEach((node) => nodes.add(node));
      (window as unknown as {serverCodeNodes: WeakSet<Node>}).serverCodeNodes = nodes;
    }),
  );
  await page.goto(`${BASE}docs/basic-crud/select/`);
  await hydrated(page);
  await page.waitForLoadState('networkidle');
  const {kept, replaced} = await page.evaluate(() => {
    const nodes = (window as unknown as {serverCodeNodes: WeakSet<Node>}).serverCodeNodes;
    const all = Array.from(document.querySelectorAll('code[data-highlight], code[data-highlight] *'));
    return {kept: all.filter((node) => nodes.has(node)).length, replaced: all.filter((node) => !nodes.has(node)).length};
  });
  expect(kept).toBeGreaterThan(1000);
  expect(replaced, 'code nodes made in the browser').toBe(0);
});

test('the landing code tour, remounted by Tabs after hydration, shows the server’s highlighting without the highlighter', async ({page}) => {
  const highlighter = watchHighlighter(page);
  await page.goto(BASE);
  await hydrated(page);
  await page.waitForLoadState('networkidle');
  const tour = page.locator('section', {has: page.getByRole('heading', {name: 'A quick tour'})});
  await expect(tour.getByRole('tabpanel').locator('.token.keyword').first()).toBeVisible();
  await tour.getByRole('tab', {name: 'Migrate'}).click();
  await expect(tour.getByRole('tabpanel').locator('.token.keyword').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(highlighter, 'the highlighter chunk was loaded').toEqual([]);
});

for (const path of ['', 'docs/basic-crud/select/']) {
  test(`the phone menu is rendered once first opened, not while hidden; it opens, closes by Escape and opens again (/${path})`, async ({page}) => {
    await page.goto(`${BASE}${path}`);
    await hydrated(page);
    await page.waitForLoadState('networkidle');
    await expect(page.locator('.navbar-sidebar')).toHaveCount(0);
    const toggle = page.getByRole('button', {name: 'Toggle navigation bar'});
    await toggle.click();
    const menu = page.locator('.navbar-sidebar');
    await expect(menu).toBeVisible();
    await expect(menu.locator('.menu__link').first()).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.locator('.navbar-sidebar--show')).toHaveCount(0);
    await expect(toggle).toBeFocused();
    await toggle.click();
    await expect(page.locator('.navbar-sidebar--show')).toHaveCount(1);
    await expect(menu.locator('.menu__link').first()).toBeVisible();
  });
}
