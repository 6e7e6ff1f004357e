import {expect, test} from '@playwright/test';
import {BASE, collectErrors, hydrated, olderVersions, onChunkContaining, sleep} from './support';

// A sentence of the about-us page: it only occurs in that page's compiled content chunk.
const ABOUT_US_PHRASE = 'Our projects share one goal';

test.describe('built-in page states', () => {
  test('route change shows the progress bar after 200 ms, and no spinner', async ({page}) => {
    await page.goto(BASE);
    await hydrated(page);
    await onChunkContaining(page, ABOUT_US_PHRASE, async (route, body) => {
      await sleep(1500);
      await route.fulfill({body, contentType: 'application/javascript'});
    });
    await page.getByRole('contentinfo').getByRole('link', {name: 'About Us'}).click();
    await expect(page.locator('#nprogress .bar')).toBeVisible();
    await expect(page.locator('#nprogress .spinner')).toHaveCount(0);
    await expect(page.getByRole('heading', {level: 1, name: 'About Us'})).toBeVisible();
    await expect(page.locator('#nprogress')).toHaveCount(0);
  });

  test('a page whose chunk loads slowly shows the lazy-page spinner, then the page', async ({page}) => {
    // A long delay: on a busy 2-core CI machine, hydration alone can eat a short one before the spinner's 200 ms.
    await onChunkContaining(page, ABOUT_US_PHRASE, async (route, body) => {
      await sleep(6000);
      await route.fulfill({body, contentType: 'application/javascript'});
    });
    // An /index.html URL is normalised by the client router, which then loads the page lazily.
    await page.goto(`${BASE}about-us/index.html`);
    const spinner = page.locator('svg#loader');
    await expect(spinner).toBeVisible({timeout: 10_000});
    const box = await spinner.boundingBox();
    expect(Math.round(box!.width)).toBe(128);
    expect(Math.round(box!.height)).toBe(110);
    await expect(spinner).toHaveCount(0, {timeout: 15_000});
    await expect(page.getByRole('heading', {level: 1, name: 'About Us'}).first()).toBeVisible();
  });

  test('a page whose chunk fails to load shows the error box; Retry loads it', async ({page}) => {
    let failures = 0;
    await onChunkContaining(page, ABOUT_US_PHRASE, async (route, body) => {
      if (failures++ === 0) return route.fulfill({status: 500, body: 'server error'});
      return route.fulfill({body, contentType: 'application/javascript'});
    });
    await page.goto(`${BASE}about-us/index.html`);
    const retry = page.getByRole('button', {name: 'Retry'});
    await expect(retry).toBeVisible();
    await expect(page.getByText(/Loading chunk|ChunkLoadError|failed/i).first()).toBeVisible();
    await retry.click();
    await expect(retry).toHaveCount(0);
    // React keeps the server-rendered copy next to the retried render after the failed hydration.
    await expect(page.getByRole('heading', {level: 1, name: 'About Us'}).first()).toBeVisible();
  });

  test('a failed preload on navigation reloads the page', async ({page}) => {
    await page.goto(BASE);
    await hydrated(page);
    let failures = 0;
    await onChunkContaining(page, ABOUT_US_PHRASE, async (route, body) => {
      if (failures++ === 0) return route.fulfill({status: 500, body: 'server error'});
      return route.fulfill({body, contentType: 'application/javascript'});
    });
    await page.evaluate(() => ((window as unknown as {beforeReload: boolean}).beforeReload = true));
    await page.getByRole('contentinfo').getByRole('link', {name: 'About Us'}).click();
    await expect(page.getByRole('heading', {level: 1, name: 'About Us'})).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as {beforeReload?: boolean}).beforeReload)).toBeUndefined();
    expect(page.url()).toMatch(/\/SeaORM\/about-us\/$/);
  });

  test('a page that throws while rendering shows the crash fallback with Try again', async ({page}) => {
    await onChunkContaining(page, ABOUT_US_PHRASE, async (route, body) => {
      const at = body.indexOf(ABOUT_US_PHRASE);
      const quote = /["'`]/.exec(body.slice(0, at).split('').reverse().join(''))![0];
      const crash = `${quote}+(()=>{throw new Error("Simulated render failure")})()+${quote}`;
      await route.fulfill({body: body.slice(0, at) + crash + body.slice(at), contentType: 'application/javascript'});
    });
    await page.goto(`${BASE}about-us/`);
    await expect(page.getByRole('heading', {name: 'This page crashed.'})).toBeVisible();
    await expect(page.getByText('Simulated render failure').first()).toBeVisible();
    await expect(page.getByRole('button', {name: 'Try again'})).toBeVisible();
  });

  test('unknown URLs show the not-found page with status 404, its title, no console error and ways forward', async ({page}) => {
    const errors = collectErrors(page);
    const response = await page.goto(`${BASE}no/such/page/`);
    expect(response!.status()).toBe(404);
    await expect(page.getByRole('heading', {name: 'Page Not Found'})).toBeVisible();
    await hydrated(page);
    await expect(page.getByRole('heading', {name: 'Page Not Found'})).toBeVisible();
    await expect(page).toHaveTitle(/^Page Not Found \|/);
    await expect(page.getByText(/contact the owner of the site/)).toHaveCount(0);
    const forward = page.getByRole('navigation', {name: 'Ways forward'});
    await expect(forward.getByRole('link', {name: 'Documentation home (2.0.x)'})).toHaveAttribute('href', `${BASE}docs/`);
    await expect(forward.getByRole('link', {name: /Search the docs for “page”/})).toHaveAttribute('href', `${BASE}search/?q=page`);
    // Hydration must not trip over the address (React error #418 came from reading it during hydration). The one
    // expected message is Chromium's note that the document itself came with status 404.
    expect(errors.filter((e) => !/status of 404 \(Not Found\)/.test(e))).toEqual([]);
  });

  test('an unknown page under an older docs line says so in the tab title and links that line’s home', async ({page}) => {
    const line = olderVersions[olderVersions.length - 1]!;
    const response = await page.goto(`${BASE}docs/${line}/basic-crud/no-such-page/`);
    expect(response!.status()).toBe(404);
    await hydrated(page);
    await expect(page).toHaveTitle(/Page Not Found/);
    const forward = page.getByRole('navigation', {name: 'Ways forward'});
    await expect(forward.getByRole('link', {name: `Documentation home of ${line}`})).toHaveAttribute('href', `${BASE}docs/${line}/`);
    await expect(forward.getByRole('link', {name: /Search the docs for “no such page”/})).toHaveAttribute(
      'href',
      `${BASE}search/?q=no%20such%20page&version=${line}`,
    );
  });

  test('.html and /index.html URLs are normalised to the page', async ({page}) => {
    await page.goto(`${BASE}docs/introduction/orm.html`);
    await hydrated(page);
    await expect(page.getByRole('heading', {level: 1, name: 'What is an ORM'})).toBeVisible();
    await expect(page.getByText('Page Not Found')).toHaveCount(0);

    await page.goto(`${BASE}docs/index.html`);
    await hydrated(page);
    await expect(page.locator('article h1')).toBeVisible();
    await expect(page.getByText('Page Not Found')).toHaveCount(0);
  });
});
