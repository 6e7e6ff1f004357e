import {existsSync, readFileSync} from 'node:fs';
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
    try {
      const response = await route.fetch();
      const body = await response.text();
      if (body.includes(phrase)) return await handle(route, body);
      return await route.fulfill({response, body});
    } catch (error) {
      // The page may close while a chunk is in flight (the test is over); anything else is a real failure.
      if (!page.isClosed() && !/disposed|closed/i.test(String(error))) throw error;
    }
  });
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The older docs versions this checkout builds (versions.json, newest first); empty before the first one lands. */
export const olderVersions: string[] = existsSync('versions.json') ? JSON.parse(readFileSync('versions.json', 'utf8')) : [];

/** Every docs version of the build: the current one, then the older ones. */
export const docsVersionNames = ['current', ...olderVersions];

/** Root URL of a docs version. */
export const versionRoot = (name: string) => (name === 'current' ? `${BASE}docs/` : `${BASE}docs/${name}/`);
