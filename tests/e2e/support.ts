import {expect, type Page, type Route} from '@playwright/test';

export const BASE = '/SeaORM/';

/** Console errors and uncaught exceptions of a page, collected from now on. */
export function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(String(error)));
  return errors;
}

/** Waits until React has hydrated the page. */
export async function hydrated(page: Page): Promise<void> {
  await expect(page.locator('html[data-has-hydrated="true"]')).toHaveCount(1, {timeout: 20_000});
}

/**
 * Intercepts the JS chunk whose source contains `phrase` (the compiled content of one page) and lets
 * `handle` answer it; every other chunk goes through untouched.
 */
export async function onChunkContaining(
  page: Page,
  phrase: string,
  handle: (route: Route, body: string) => Promise<void>,
): Promise<void> {
  await page.route('**/assets/js/*.js', async (route) => {
    const response = await route.fetch();
    const body = await response.text();
    if (body.includes(phrase)) return handle(route, body);
    return route.fulfill({response, body});
  });
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
