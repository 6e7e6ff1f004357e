import {expect, test} from '@playwright/test';
import {BASE, hydrated} from './support';

const theme = (page: import('@playwright/test').Page) => page.locator('html').getAttribute('data-theme');

test.describe('colour mode', () => {
  test('light by default', async ({page}) => {
    await page.emulateMedia({colorScheme: 'light'});
    await page.goto(BASE);
    await hydrated(page);
    expect(await theme(page)).toBe('light');
  });

  test('follows a dark system preference, live', async ({page}) => {
    await page.emulateMedia({colorScheme: 'dark'});
    await page.goto(BASE);
    await hydrated(page);
    expect(await theme(page)).toBe('dark');
    await page.emulateMedia({colorScheme: 'light'});
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  });

  test('the switch changes the mode, stores it under "theme" and keeps it after reload', async ({page}) => {
    await page.emulateMedia({colorScheme: 'light'});
    await page.goto(BASE);
    await hydrated(page);
    const toggle = page.getByRole('button', {name: /dark mode|light mode|system mode/i});
    // With the system preference respected the switch cycles system → light → dark → system.
    const seen = new Set<string | null>();
    for (let i = 0; i < 3; i++) {
      await toggle.click();
      seen.add(await page.evaluate(() => localStorage.getItem('theme')));
      if ((await theme(page)) === 'dark') break;
    }
    expect(await theme(page)).toBe('dark');
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
    await page.reload();
    await hydrated(page);
    expect(await theme(page)).toBe('dark');
    expect(seen.has('dark')).toBe(true);
  });

  test('is synchronised across tabs', async ({context}) => {
    const first = await context.newPage();
    const second = await context.newPage();
    for (const page of [first, second]) await page.emulateMedia({colorScheme: 'light'});
    await first.goto(BASE);
    await second.goto(`${BASE}docs/`);
    await hydrated(first);
    await hydrated(second);
    const toggle = first.getByRole('button', {name: /dark mode|light mode|system mode/i});
    const stored = () => first.evaluate(() => localStorage.getItem('theme'));
    // Drive the switch in the first tab as a reader would; the storage event carries the choice to the second.
    for (const wanted of ['dark', 'light']) {
      for (let i = 0; i < 3 && (await stored()) !== wanted; i++) await toggle.click();
      expect(await stored()).toBe(wanted);
      await expect(first.locator('html')).toHaveAttribute('data-theme', wanted);
      await expect(second.locator('html')).toHaveAttribute('data-theme', wanted);
    }
  });
});
