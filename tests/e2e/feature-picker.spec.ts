import {expect, test, type Locator, type Page} from '@playwright/test';
import {parse} from 'smol-toml';
import {cargoFeatures} from '@site/src/data/cargoFeatures';
import {docsVersion} from '@site/src/data/docsVersions';
import {BASE, docsVersionNames, hydrated, versionRoot} from './support';

const pagePath = (name: string) => `${versionRoot(name)}install-and-config/database-and-async-runtime/`;

/** The picker of the page: the box around its first fieldset. */
async function openPicker(page: Page, path: string): Promise<{picker: Locator; code: Locator}> {
  await page.goto(path);
  await hydrated(page);
  const picker = page.locator('fieldset').first().locator('..');
  return {picker, code: picker.locator('pre code')};
}

/** The code as the reader sees it, one line per line. */
const shown = async (code: Locator) => (await code.innerText()).replace(/\n$/, '');

test('the picker prints a [dependencies] block for the choice, with the runtime’s own crate', async ({page}) => {
  const {picker, code} = await openPicker(page, `${BASE}docs/install-and-config/database-and-async-runtime/`);
  expect(await shown(code)).toBe(
    [
      '[dependencies]',
      'sea-orm = { version = "2.0", features = [',
      '    "sqlx-postgres",',
      '    "runtime-tokio-rustls",',
      '] }',
      'tokio = { version = "1", features = ["macros", "rt-multi-thread"] }',
    ].join('\n'),
  );
  await expect(picker.locator('label', {hasText: 'async-std'})).toHaveText('async-std (discontinued)');
  await expect(picker.getByText('async-std has been discontinued')).toHaveCount(0);
  await picker.getByLabel('SQLite').check();
  await picker.getByLabel('async-std').check();
  await picker.getByLabel('No TLS').check();
  await expect.poll(() => shown(code)).toBe(
    [
      '[dependencies]',
      'sea-orm = { version = "2.0", features = [',
      '    "sqlx-postgres",',
      '    "sqlx-sqlite",',
      '    "runtime-async-std",',
      '] }',
      'async-std = { version = "1", features = ["attributes"] }',
    ].join('\n'),
  );
  await expect(picker.getByText('async-std has been discontinued')).toBeVisible();
  await picker.getByLabel('Tokio').check();
  await expect(picker.getByText('async-std has been discontinued')).toHaveCount(0);
  await expect(code).toContainText('tokio = { version = "1", features = ["macros", "rt-multi-thread"] }');
  await expect(picker.getByLabel('Actix (Tokio)')).toHaveCount(0);
  await picker.getByLabel('PostgreSQL').uncheck();
  await picker.getByLabel('SQLite').uncheck();
  await expect(picker.getByRole('status')).toHaveText('Pick at least one database.');
  await picker.getByLabel('MySQL / MariaDB').check();
  await expect(picker.getByRole('button', {name: /copy/i})).toBeVisible();
});

for (const width of [1280, 390]) {
  test(`the longest block wraps instead of scrolling sideways at ${width} px`, async ({page}) => {
    await page.setViewportSize({width, height: 900});
    // 0.12.x has the longest feature names (runtime-async-std-native-tls) and all three databases.
    const {picker, code} = await openPicker(page, pagePath('0.12.x'));
    await picker.getByLabel('MySQL / MariaDB').check();
    await picker.getByLabel('SQLite').check();
    await picker.getByLabel('async-std').check();
    await picker.getByLabel('native-tls').check();
    await expect(code).toContainText('"runtime-async-std-native-tls"');
    const pre = picker.locator('pre');
    const {scrollWidth, clientWidth} = await pre.evaluate((el) => ({scrollWidth: el.scrollWidth, clientWidth: el.clientWidth}));
    expect(scrollWidth, 'the code block scrolls sideways').toBeLessThanOrEqual(clientWidth);
    // At 1280 px every line fits as it is: none is wrapped onto a second row either.
    if (width === 1280) {
      const heights = await code.locator('.token-line').evaluateAll((lines) => lines.map((l) => l.getBoundingClientRect().height));
      expect(Math.max(...heights), `line heights ${heights.join(', ')}`).toBeLessThan(1.5 * Math.min(...heights));
    }
  });
}

test('every docs version’s Database & Async Runtime page has the picker with that line’s features and version form', async ({page}) => {
  for (const name of docsVersionNames) {
    const data = cargoFeatures[docsVersion(name).label]!;
    const {picker, code} = await openPicker(page, pagePath(name));
    const toml = parse(await shown(code)) as unknown as {dependencies: Record<string, {version: string; features: string[]}>};
    expect(toml.dependencies['sea-orm']!.version, name).toBe(data.crateVersion);
    for (const feature of toml.dependencies['sea-orm']!.features) expect(data.validFeatures, `${name}: ${feature}`).toContain(feature);
    expect(toml.dependencies.tokio?.features, name).toEqual(['macros', 'rt-multi-thread']);
    // Before 1.0 a runtime needs a TLS flavour: the bare runtime features were empty markers.
    await expect(picker.getByLabel('No TLS'), name).toHaveCount(data.tls.includes('none') ? 1 : 0);
    await expect(picker.getByLabel('Actix (Tokio)'), name).toHaveCount(data.runtimes.includes('actix') ? 1 : 0);
    await expect(picker.locator('label', {hasText: 'async-std'}), name).toContainText('(discontinued)');
  }
});
