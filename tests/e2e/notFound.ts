import type {Page} from '@playwright/test';

/**
 * Console errors and uncaught exceptions of a page, collected from now on, except the line in which Chromium reports
 * that the document at `path` itself came with status 404: that is the not-found page working as meant.
 */
export function collectNotFoundErrors(page: Page, path: string): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const ownStatus = /^Failed to load resource: .* 404\b/.test(message.text()) && new URL(message.location().url).pathname === path;
    if (!ownStatus) errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(String(error)));
  return errors;
}
