import {expect, test} from '@playwright/test';
import {BASE, docsVersionNames, hydrated, versionRoot} from './support';
import {collectNotFoundErrors} from './notFound';

// The static 404.html is rendered once, for /404.html, with the current version in the navbar, and served for every
// unknown address: under an older version's docs the page must hydrate without a mismatch (React error #418) and
// then follow the address (version menu, Docs link, the ways forward).
const addresses = [
  {path: `${BASE}nope/`, version: 'current', label: '2.0.x'},
  {path: `${BASE}docs/nope/`, version: 'current', label: '2.0.x'},
  {path: `${BASE}docs/1.1.x/nope/`, version: '1.1.x', label: '1.1.x'},
  {path: `${BASE}docs/0.12.x/nope/`, version: '0.12.x', label: '0.12.x'},
];

for (const {path, version, label} of addresses) {
  test(`${path} hydrates without a console error, titled Page Not Found, and follows the address`, async ({page}) => {
    test.skip(!docsVersionNames.includes(version), `this build has no ${version} docs`);
    const errors = collectNotFoundErrors(page, path);
    const response = await page.goto(path);
    expect(response!.status()).toBe(404);
    await hydrated(page);
    await expect(page).toHaveTitle(/^Page Not Found \| /);
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Page Not Found');
    const navbar = page.getByRole('navigation', {name: 'Main'});
    await expect(navbar.locator('.dropdown > .navbar__link')).toHaveText(label);
    await expect(navbar.getByRole('link', {name: 'Docs', exact: true})).toHaveAttribute('href', versionRoot(version));
    await expect(page.getByRole('link', {name: 'Tell us which one'})).toHaveAttribute(
      'href',
      new RegExp(`title=Broken\\+link%3A\\+${encodeURIComponent(path).replace(/\./g, '\\.')}$`),
    );
    if (version !== 'current') {
      await expect(page.getByRole('link', {name: `Documentation home of ${label}`})).toHaveAttribute('href', versionRoot(version));
    }
    // Nothing may arrive late either (a recoverable hydration error is logged after the first paint).
    await page.waitForLoadState('networkidle');
    expect(errors).toEqual([]);
  });
}
