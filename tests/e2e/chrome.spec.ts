import {expect, test} from '@playwright/test';
import {BASE, hydrated, olderVersions} from './support';

test.describe('navbar, footer and announcement bar', () => {
  test.beforeEach(async ({page}) => {
    await page.goto(BASE);
    await hydrated(page);
  });

  test('navbar links go where they say', async ({page}) => {
    const navbar = page.getByRole('navigation', {name: 'Main'});
    await expect(navbar.getByRole('link', {name: /SeaORM/}).first()).toHaveAttribute('href', BASE);

    await navbar.getByRole('link', {name: 'Docs', exact: true}).click();
    await expect(page).toHaveURL(`${BASE}docs/`);
    await expect(page.locator('article h1')).toBeVisible();

    await navbar.getByRole('link', {name: 'Blog', exact: true}).click();
    await expect(page).toHaveURL(`${BASE}blog/`);
    await expect(page.locator('article').first()).toBeVisible();
  });

  test('external navbar links open in a new tab with noopener noreferrer', async ({page}) => {
    const navbar = page.getByRole('navigation', {name: 'Main'});
    for (const [name, href] of [
      ['crates.io', 'https://crates.io/crates/sea-orm'],
      ['GitHub', 'https://github.com/SeaQL/sea-orm'],
    ]) {
      const link = navbar.getByRole('link', {name});
      await expect(link).toHaveAttribute('href', href);
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', /noopener/);
      await expect(link).toHaveAttribute('rel', /noreferrer/);
    }
  });

  test('the version menu lists every docs version, the current one first', async ({page}) => {
    await page.goto(`${BASE}docs/`);
    await hydrated(page);
    const navbar = page.getByRole('navigation', {name: 'Main'});
    if (olderVersions.length === 0) {
      // A single version renders as a plain link rather than a dropdown.
      await expect(navbar.getByRole('link', {name: '2.0.x', exact: true})).toHaveAttribute('href', `${BASE}docs/`);
      return;
    }
    const dropdown = navbar.locator('.dropdown').filter({hasText: '2.0.x'});
    await dropdown.hover();
    const links = dropdown.locator('.dropdown__menu a');
    await expect(links.first()).toHaveText('2.0.x');
    await expect(links.first()).toHaveAttribute('href', `${BASE}docs/`);
    for (const version of olderVersions) {
      await expect(dropdown.getByRole('link', {name: version, exact: true})).toHaveAttribute('href', new RegExp(`^${BASE}docs/${version.replaceAll('.', '\\.')}/`));
    }
  });

  test('the search button is there and does not break the page', async ({page}) => {
    await expect(page.getByRole('button', {name: 'Search', exact: true})).toBeVisible();
  });

  test('footer columns link to their targets', async ({page}) => {
    const footer = page.getByRole('contentinfo');
    const expected: Record<string, [string, string][]> = {
      Docs: [
        ['Getting Started', `${BASE}docs/`],
        ['Tutorial', 'https://www.sea-ql.org/sea-orm-tutorial/'],
        ['Cookbook', 'https://www.sea-ql.org/sea-orm-cookbook/'],
        ['API Reference', 'https://docs.rs/sea-orm/latest/sea_orm/'],
      ],
      Community: [
        ['GitHub Discussions', 'https://github.com/SeaQL/sea-orm/discussions'],
        ['Discord', 'https://discord.com/invite/uCPdDXzbdv'],
        ['X / Twitter', 'https://x.com/sea_ql'],
      ],
      More: [
        ['Blog', `${BASE}blog/`],
        ['About Us', `${BASE}about-us/`],
        ['Seaography', 'https://www.sea-ql.org/Seaography/'],
      ],
    };
    for (const [title, links] of Object.entries(expected)) {
      const column = footer.locator('.footer__col').filter({has: page.locator('.footer__title', {hasText: title})});
      await expect(column.locator('.footer__link-item')).toHaveCount(links.length);
      for (const [name, href] of links) {
        const link = column.getByRole('link', {name});
        await expect(link).toHaveAttribute('href', href);
        if (href.startsWith('http')) await expect(link).toHaveAttribute('target', '_blank');
      }
    }
    await expect(footer).toContainText('Copyright © 2025');
    const badge = footer.getByRole('link', {name: 'Star SeaORM on GitHub', exact: true});
    await expect(badge).toHaveAttribute('href', 'https://github.com/SeaQL/sea-orm');
  });

  test('internal footer links navigate', async ({page}) => {
    await page.getByRole('contentinfo').getByRole('link', {name: 'About Us'}).click();
    await expect(page).toHaveURL(`${BASE}about-us/`);
    await expect(page.getByRole('heading', {level: 1, name: 'About Us'})).toBeVisible();
  });

  test('the announcement bar promotes SeaORM Pro and cannot be closed', async ({page}) => {
    const bar = page.locator('.theme-announcement-bar');
    await expect(bar).toContainText('SeaORM Pro');
    await expect(bar.getByRole('link', {name: 'SeaORM Pro'})).toHaveAttribute('href', 'https://github.com/SeaQL/sea-orm-pro');
    await expect(bar.getByRole('button', {name: /close/i})).toHaveCount(0);
  });

  test('the landing page code tour switches tabs', async ({page}) => {
    const tour = page.locator('section', {has: page.getByRole('heading', {name: 'A quick tour'})});
    await expect(tour.locator('code').first()).toContainText('#[sea_orm::model]');
    await tour.getByRole('tab', {name: 'Migrate'}).click();
    await expect(tour.getByRole('tabpanel').locator('code')).toContainText('MigrationTrait');
  });
});
