// The landing page on a phone, a tablet and a desktop, in light and dark mode: the install command is shown whole
// with a copy button, every code tour tab can be reached, the card grids leave no row part-empty, the tour's code
// block stands apart from its section, and every link says where it leads.
import {expect, test, type Locator, type Page} from '@playwright/test';
import {BASE, hydrated} from './support';

const installCommand = 'cargo add sea-orm --features sqlx-postgres,runtime-tokio-rustls';
const widths = [
  {width: 390, height: 844},
  {width: 768, height: 1024},
  {width: 1280, height: 800},
];
/** Link texts Lighthouse's "descriptive link text" audit rejects (its English list). */
const vagueLinkTexts = ['click here', 'click this', 'go', 'here', 'information', 'learn more', 'more', 'more info',
  'more information', 'right here', 'read more', 'see more', 'start', 'this'];

/** The relative luminance of a CSS `rgb()`/`rgba()` colour (WCAG 2), or null when it is fully transparent. */
function luminance(colour: string): number | null {
  const [r, g, b, a = 1] = colour.match(/[\d.]+/g)!.map(Number);
  if (a === 0) return null;
  const channel = (c: number) => (c / 255 <= 0.03928 ? c / 255 / 12.92 : ((c / 255 + 0.055) / 1.055) ** 2.4);
  return 0.2126 * channel(r!) + 0.7152 * channel(g!) + 0.0722 * channel(b!);
}

function contrast(a: number, b: number): number {
  return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
}

/** The items of a list grouped into rows by their top edge: how many sit on each row. */
async function itemsPerRow(list: Locator): Promise<number[]> {
  const tops = await list.locator(':scope > li').evaluateAll((items) => items.map((item) => Math.round(item.getBoundingClientRect().top)));
  const rows = new Map<number, number>();
  for (const top of tops) rows.set(top, (rows.get(top) ?? 0) + 1);
  return [...rows.entries()].sort(([a], [b]) => a - b).map(([, count]) => count);
}

const section = (page: Page, heading: string) => page.locator('section', {has: page.getByRole('heading', {name: heading, level: 2})});

for (const scheme of ['light', 'dark'] as const) {
  for (const viewport of widths) {
    test.describe(`landing page at ${viewport.width} px, ${scheme} mode`, () => {
      test.use({viewport, colorScheme: scheme});

      test.beforeEach(async ({page}) => {
        await page.goto(BASE);
        await hydrated(page);
        await expect(page.locator('html')).toHaveAttribute('data-theme', scheme);
      });

      test('the install command is shown whole, in a box, with a copy button that copies it', async ({page, context}) => {
        const command = page.locator('code', {hasText: 'cargo add sea-orm'});
        await expect(command).toHaveText(installCommand);
        const box = command.locator('..');
        const copy = box.getByRole('button', {name: 'Copy the cargo add command'});
        await expect(copy).toBeVisible();
        const layout = await box.evaluate((element) => {
          const code = element.querySelector('code')!;
          const style = getComputedStyle(element);
          return {
            box: element.getBoundingClientRect().toJSON() as DOMRect,
            clipped: code.scrollWidth > code.clientWidth + 1 || element.scrollWidth > element.clientWidth + 1,
            border: parseFloat(style.borderTopWidth),
            background: style.backgroundColor,
            viewport: document.documentElement.clientWidth,
          };
        });
        expect(layout.clipped, 'the command overflows its box').toBe(false);
        expect(layout.box.left).toBeGreaterThanOrEqual(0);
        expect(layout.box.right).toBeLessThanOrEqual(layout.viewport);
        expect(layout.border > 0 || luminance(layout.background) !== null, 'the box has a border or a background').toBe(true);
        const button = (await copy.boundingBox())!;
        expect(button.x + button.width).toBeLessThanOrEqual(layout.box.right);

        await context.grantPermissions(['clipboard-read', 'clipboard-write']);
        await copy.click();
        await expect(copy).toHaveText('Copied');
        expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(installCommand);
      });

      test('every code tour tab is in view without scrolling, and opens its step', async ({page}) => {
        const tour = section(page, 'A quick tour');
        const tabList = tour.getByRole('tablist');
        const list = (await tabList.boundingBox())!;
        const viewportWidth = await page.evaluate(() => document.documentElement.clientWidth);
        const tabs = tabList.getByRole('tab');
        expect(await tabs.count()).toBe(5);
        for (const tab of await tabs.all()) {
          const box = (await tab.boundingBox())!;
          const name = await tab.textContent();
          expect(box.x, `${name} starts inside the tab list`).toBeGreaterThanOrEqual(Math.max(0, list.x) - 1);
          expect(box.x + box.width, `${name} ends inside the tab list and the viewport`).toBeLessThanOrEqual(
            Math.min(viewportWidth, list.x + list.width) + 1,
          );
        }
        await tabs.last().click();
        await expect(tour.getByRole('tabpanel').locator('code')).toContainText('MigrationTrait');
      });

      test('the feature and ecosystem grids leave no row part-empty', async ({page}) => {
        for (const heading of ['Why Rust developers choose SeaORM', 'The SeaQL ecosystem']) {
          const rows = await itemsPerRow(section(page, heading).locator('ul').first());
          expect(rows.length, heading).toBeGreaterThan(0);
          expect(rows.every((count) => count === rows[0]), `${heading}: cards per row ${rows.join(', ')}`).toBe(true);
        }
      });

      test('the code tour block stands apart from its section (3:1 by its background or its border)', async ({page}) => {
        const tour = section(page, 'A quick tour');
        const colours = await tour.evaluate((element) => {
          const block = element.querySelector('[role="tabpanel"]:not([hidden]) .theme-code-block')!;
          const style = getComputedStyle(block);
          return {
            section: getComputedStyle(element).backgroundColor,
            code: getComputedStyle(block.querySelector('pre')!).backgroundColor,
            border: parseFloat(style.borderTopWidth) > 0 ? style.borderTopColor : null,
          };
        });
        const sectionLuminance = luminance(colours.section);
        expect(sectionLuminance, 'the section has its own background').not.toBeNull();
        const byBackground = contrast(luminance(colours.code)!, sectionLuminance!);
        const byBorder = colours.border === null ? 1 : contrast(luminance(colours.border) ?? sectionLuminance!, sectionLuminance!);
        expect(Math.max(byBackground, byBorder), JSON.stringify(colours)).toBeGreaterThanOrEqual(3);
      });

      test('every link says where it leads (no "Learn more")', async ({page}) => {
        const texts = await page.locator('a').evaluateAll((links) =>
          links.map((link) => (link.textContent ?? '').trim().toLowerCase()),
        );
        expect(texts.length).toBeGreaterThan(5);
        for (const text of texts) expect(vagueLinkTexts, `link text "${text}"`).not.toContain(text);
      });
    });
  }
}
