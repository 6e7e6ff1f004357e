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
    await first.goto(BASE);
    await second.goto(`${BASE}docs/`);
    await hydrated(first);
    await hydrated(second);
    await first.evaluate(() => {
      localStorage.setItem('theme', 'dark');
    });
    // The storage event only reaches the other tab: drive the switch in the first tab as a reader would.
    const toggle = first.getByRole('button', {name: /dark mode|light mode|system mode/i});
    for (let i = 0; i < 3 && (await first.locator('html').getAttribute('data-theme')) !== 'light'; i++) {
      await toggle.click();
    }
    const chosen = await first.locator('html').getAttribute('data-theme');
    await expect(second.locator('html')).toHaveAttribute('data-theme', chosen!);
    for (let i = 0; i < 3 && (await first.locator('html').getAttribute('data-theme')) !== 'dark'; i++) {
      await toggle.click();
    }
    await expect(second.locator('html')).toHaveAttribute('data-theme', 'dark');
  });
});
