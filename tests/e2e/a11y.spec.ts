import AxeBuilder from '@axe-core/playwright';
import {expect, test} from '@playwright/test';
import {BASE, hydrated} from './support';

const pages = {
  landing: BASE,
  doc: `${BASE}docs/basic-crud/select/`,
  'about-us': `${BASE}about-us/`,
  blog: `${BASE}blog/`,
  '404': `${BASE}this/page/does/not/exist/`,
};

for (const mode of ['light', 'dark'] as const) {
  for (const [name, path] of Object.entries(pages)) {
    test(`${name} has no serious or critical axe violation (${mode})`, async ({page}) => {
      await page.emulateMedia({colorScheme: mode});
      await page.goto(path);
      await hydrated(page);
      await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
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
