import AxeBuilder from '@axe-core/playwright';
import {expect, test, type Locator, type Page} from '@playwright/test';
import {BASE, docsVersionNames, hydrated, versionRoot} from './support';

const schemaPage = (name: string) => `${versionRoot(name)}relation/bakery-schema/`;
const NAME = 'Entity relationship diagram';

interface Point {
  x: number;
  y: number;
}

/** The smallest label of the diagram's SVG as drawn, in CSS pixels: its font size times the SVG's scale. */
async function smallestLabel(svg: Locator): Promise<number> {
  return svg.evaluate((element) => {
    const root = element as SVGSVGElement;
    const scale = root.getBoundingClientRect().width / root.viewBox.baseVal.width;
    const labels = Array.from(root.querySelectorAll('.nodeLabel, .edgeLabel p, text')).filter((l) => l.textContent!.trim());
    if (labels.length === 0) throw new Error('the diagram has no labels');
    return Math.min(...labels.map((l) => parseFloat(getComputedStyle(l).fontSize) * scale));
  });
}

async function openSchema(page: Page, path = `${BASE}docs/relation/bakery-schema/`) {
  await page.goto(path);
  await hydrated(page);
  const region = page.getByRole('region', {name: NAME, exact: true});
  const svg = page.locator('.docusaurus-mermaid-container svg').first();
  await expect(svg).toBeVisible();
  await expect(svg).toContainText('cake');
  return {region, svg, opener: page.getByRole('button', {name: 'View full size'})};
}

for (const {width, height} of [
  {width: 1280, height: 900},
  {width: 390, height: 844},
]) {
  test(`the ER diagram’s labels are at least 12 px at ${width} px, in a region that scrolls sideways and takes focus`, async ({page}) => {
    await page.setViewportSize({width, height});
    const {region, svg, opener} = await openSchema(page);
    expect(await smallestLabel(svg)).toBeGreaterThanOrEqual(12);
    await expect(region).toHaveAttribute('tabindex', '0');
    expect(await region.evaluate((el) => el.scrollWidth > el.clientWidth), 'the region scrolls').toBe(true);
    await expect(opener).toBeVisible();
  });
}

test('every docs version’s bakery schema page shows its diagram readable, with a full-size view', async ({page}) => {
  for (const name of docsVersionNames) {
    const {svg, opener} = await openSchema(page, schemaPage(name));
    expect(await smallestLabel(svg), name).toBeGreaterThanOrEqual(12);
    await expect(opener, name).toBeVisible();
  }
});

test('the diagram Mermaid draws again for the other colour mode keeps its readable size', async ({page}) => {
  await page.emulateMedia({colorScheme: 'light'});
  const {svg} = await openSchema(page);
  await svg.evaluate((el) => el.setAttribute('data-e2e-first', ''));
  const toggle = page.getByRole('button', {name: /dark mode|light mode|system mode/i});
  // The toggle cycles through system, light and dark.
  for (let i = 0; i < 3 && (await page.locator('html').getAttribute('data-theme')) !== 'dark'; i++) await toggle.click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  const redrawn = page.locator('.docusaurus-mermaid-container svg:not([data-e2e-first])').first();
  await expect(redrawn).toContainText('cake');
  expect(await smallestLabel(redrawn)).toBeGreaterThanOrEqual(12);
});

test('the full-size view opens, zooms and closes by keyboard, and focus returns to its button', async ({page}) => {
  const {region, opener} = await openSchema(page);
  const dialog = page.getByRole('dialog', {name: NAME});
  // The button comes right before the diagram's region in the tab order.
  await region.focus();
  await page.keyboard.press('Shift+Tab');
  await expect(opener).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  const view = dialog.getByRole('region', {name: `${NAME}, full size`});
  await expect(view).toBeFocused();
  const svg = view.locator('svg').first();
  await expect(svg).toContainText('cake');
  expect(await smallestLabel(svg)).toBeGreaterThanOrEqual(12);
  const before = (await svg.boundingBox())!.width;
  await dialog.getByRole('button', {name: 'Zoom in'}).focus();
  await page.keyboard.press('Enter');
  await expect(dialog.getByRole('status')).toHaveText('150%');
  await expect.poll(async () => Math.round(((await svg.boundingBox())!.width / before) * 100)).toBe(150);
  // Arrow keys scroll the focused view.
  await view.focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowDown');
  await expect.poll(() => view.evaluate((el) => el.scrollLeft > 0 && el.scrollTop > 0)).toBe(true);
  // The page behind is inert while the view is open: nothing there takes the focus.
  expect(await page.getByRole('link', {name: 'Blog'}).first().evaluate((link: HTMLElement) => (link.focus(), document.activeElement === link))).toBe(false);
  const axe = await new AxeBuilder({page}).include('dialog[open]').analyze();
  expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
  // Space opens it too, and the Close button closes it.
  await page.keyboard.press('Space');
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', {name: 'Close'}).focus();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
});

test('on a touch screen the full-size view opens and closes by tap; touch scrolls and pinches inside it', async ({browser}) => {
  const context = await browser.newContext({viewport: {width: 390, height: 844}, hasTouch: true, isMobile: true, deviceScaleFactor: 2});
  const page = await context.newPage();
  const {opener} = await openSchema(page);
  const dialog = page.getByRole('dialog', {name: NAME});
  await opener.scrollIntoViewIfNeeded();
  await opener.tap();
  await expect(dialog).toBeVisible();
  const view = dialog.getByRole('region', {name: `${NAME}, full size`});
  await expect(view.locator('svg').first()).toContainText('cake');
  const cdp = await context.newCDPSession(page);
  /** Fingers moving in ten steps from `from` to `to` (one point each), as a touch screen reports them. */
  const gesture = async (from: Point[], to: Point[]) => {
    const at = (step: number) => from.map((p, id) => ({id, x: p.x + ((to[id]!.x - p.x) * step) / 10, y: p.y + ((to[id]!.y - p.y) * step) / 10}));
    await cdp.send('Input.dispatchTouchEvent', {type: 'touchStart', touchPoints: at(0)});
    for (let step = 1; step <= 10; step++) await cdp.send('Input.dispatchTouchEvent', {type: 'touchMove', touchPoints: at(step)});
    await cdp.send('Input.dispatchTouchEvent', {type: 'touchEnd', touchPoints: []});
  };
  const box = (await view.boundingBox())!;
  const centre = {x: box.x + box.width / 2, y: box.y + box.height / 2};
  const pageScroll = await page.evaluate(() => window.scrollY);
  // A swipe up and to the left scrolls the view both ways, not the page behind it.
  await gesture([{x: centre.x + 100, y: centre.y + 100}], [{x: centre.x - 100, y: centre.y - 100}]);
  await expect.poll(() => view.evaluate((el) => ({left: el.scrollLeft > 0, top: el.scrollTop > 0}))).toEqual({left: true, top: true});
  expect(await page.evaluate(() => window.scrollY)).toBe(pageScroll);
  // Two fingers moving apart zoom in.
  await gesture(
    [{x: centre.x - 20, y: centre.y - 20}, {x: centre.x + 20, y: centre.y + 20}],
    [{x: centre.x - 120, y: centre.y - 120}, {x: centre.x + 120, y: centre.y + 120}],
  );
  await expect.poll(() => page.evaluate(() => window.visualViewport!.scale)).toBeGreaterThan(1.5);
  // And moving together zoom back out.
  await gesture(
    [{x: centre.x - 120, y: centre.y - 120}, {x: centre.x + 120, y: centre.y + 120}],
    [{x: centre.x - 5, y: centre.y - 5}, {x: centre.x + 5, y: centre.y + 5}],
  );
  await expect.poll(() => page.evaluate(() => window.visualViewport!.scale)).toBeLessThan(1.1);
  // Let the pinch settle back at the page's own scale before tapping: a tap is aimed in layout coordinates, so while
  // the visual viewport is still zoomed or shifted it can land beside the button.
  await expect
    .poll(() => page.evaluate(() => [window.visualViewport!.scale, window.visualViewport!.offsetLeft, window.visualViewport!.offsetTop].map((n) => Math.round(n * 100) / 100)))
    .toEqual([1, 0, 0]);
  await dialog.getByRole('button', {name: 'Close'}).tap();
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
  await context.close();
});
