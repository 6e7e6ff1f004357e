import {expect, test} from '@playwright/test';
import {BASE, hydrated} from './support';

test.describe('mobile navigation (< 996 px)', () => {
  test.use({viewport: {width: 600, height: 900}});

  test('the menu opens, shows the docs sidebar with a back button, and is forced closed above 996 px', async ({page}) => {
    await page.goto(`${BASE}docs/`);
    await hydrated(page);
    const sidebar = page.locator('.navbar-sidebar');
    await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
    await expect(page.locator('.navbar-sidebar--show')).toHaveCount(1);
    await expect(sidebar).toBeVisible();

    // On a docs page the secondary menu (the docs sidebar) shows first, with a way back to the main menu.
    const back = sidebar.getByRole('button', {name: /Back to main menu/});
    await expect(back).toBeVisible();
    await expect(sidebar.locator('.menu__link', {hasText: 'Introduction'}).first()).toBeVisible();
    await back.click();
    await expect(sidebar.getByRole('link', {name: 'Blog'})).toBeVisible();

    await page.setViewportSize({width: 1200, height: 900});
    await expect(page.locator('.navbar-sidebar--show')).toHaveCount(0);
  });

  test('the menu slides in on its first opening too (it is rendered then), but not for readers who reduce motion', async ({page}) => {
    await page.goto(`${BASE}docs/`);
    await hydrated(page);
    await expect(page.locator('.navbar-sidebar')).toHaveCount(0); // not rendered before it is opened
    const started = page.evaluate(
      () => new Promise<string>((resolve) => document.addEventListener('animationstart', (e) => resolve(e.animationName), {once: true})),
    );
    await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
    expect(await started).toMatch(/^navbar-sidebar/);

    await page.emulateMedia({reducedMotion: 'reduce'});
    const animation = await page.locator('.navbar-sidebar').evaluate((el) => getComputedStyle(el).animationName);
    expect(animation).toBe('none');
  });

  test('Escape closes the menu and gives focus back to its button', async ({page}) => {
    await page.goto(`${BASE}docs/`);
    await hydrated(page);
    const toggle = page.getByRole('button', {name: 'Toggle navigation bar'});
    await toggle.click();
    await expect(page.locator('.navbar-sidebar--show')).toHaveCount(1);
    await page.keyboard.press('Escape');
    await expect(page.locator('.navbar-sidebar--show')).toHaveCount(0);
    await expect(toggle).toBeFocused();
  });
});
