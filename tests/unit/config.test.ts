// Invariants of the site configuration that the spec fixes (§1, §2, §5, §9).
import assert from 'node:assert/strict';
import {test} from 'node:test';
import {themes} from 'prism-react-renderer';
import config from '@site/docusaurus.config';

type Any = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
const theme = config.themeConfig as Any;
const classic = (config.presets![0] as [string, Any])[1];

test('identity and routing', () => {
  assert.equal(config.url, 'https://www.sea-ql.org');
  assert.equal(config.baseUrl, '/SeaORM/');
  assert.equal(config.trailingSlash, true);
  assert.equal(config.favicon, 'img/favicon.ico');
  assert.match(config.title, /async and dynamic ORM for Rust/);
  assert.match(config.tagline!, /relational ORM to help you build web services in Rust/);
});

test('one locale: en, ltr, gregory', () => {
  assert.deepEqual(config.i18n!.locales, ['en']);
  assert.equal(config.i18n!.defaultLocale, 'en');
  assert.equal(config.i18n!.localeConfigs!.en!.direction, 'ltr');
  assert.equal(config.i18n!.localeConfigs!.en!.calendar, 'gregory');
});

test('broken links and markdown links throw; anchors and duplicate routes warn', () => {
  assert.equal(config.onBrokenLinks, 'throw');
  assert.equal(config.onBrokenMarkdownLinks, 'throw');
  assert.equal(config.onBrokenAnchors, 'warn');
  assert.equal(config.onDuplicateRoutes, 'warn');
});

test('keywords meta names the databases and async runtimes', () => {
  const keywords = theme.metadata.find((m: Any) => m.name === 'keywords').content as string;
  for (const word of ['rust', 'orm', 'database', 'sql', 'mysql', 'sqlite', 'postgresql', 'tokio', 'async-std']) {
    assert.ok(keywords.split(/,\s*/).includes(word), word);
  }
});

test('colour mode: light by default, follows the system, switch enabled', () => {
  assert.deepEqual(theme.colorMode, {defaultMode: 'light', disableSwitch: false, respectPrefersColorScheme: true});
});

test('announcement bar promotes SeaORM Pro and cannot be closed', () => {
  assert.equal(theme.announcementBar.isCloseable, false);
  assert.match(theme.announcementBar.content, /SeaORM Pro/);
  assert.match(theme.announcementBar.content, /admin panel/);
});

test('navbar: docs, blog, crates.io, GitHub, version dropdown', () => {
  const items = theme.navbar.items as Any[];
  assert.ok(items.some((i) => i.type === 'doc' && i.docId === 'index' && i.label === 'Docs'));
  assert.ok(items.some((i) => i.to === '/blog/' && i.label === 'Blog'));
  assert.ok(items.some((i) => i.href === 'https://crates.io/crates/sea-orm'));
  assert.ok(items.some((i) => i.href === 'https://github.com/SeaQL/sea-orm'));
  assert.ok(items.some((i) => i.type === 'docsVersionDropdown'));
});

test('footer: Docs, Community and More columns; copyright 2025 with a star badge', () => {
  assert.deepEqual(
    theme.footer.links.map((c: Any) => c.title),
    ['Docs', 'Community', 'More'],
  );
  assert.deepEqual(
    theme.footer.links.map((c: Any) => c.items.map((i: Any) => i.label)),
    [
      ['Getting Started', 'Tutorial', 'Cookbook', 'API Reference'],
      ['GitHub Discussions', 'Discord', 'X / Twitter'],
      ['Blog', 'About Us', 'Seaography'],
    ],
  );
  assert.match(theme.footer.copyright, /Copyright © 2025/);
  assert.match(theme.footer.copyright, /Star SeaORM on GitHub/);
});

test('code highlighting: vs dark by default; rust, toml, bash, sql and diff', () => {
  assert.deepEqual(theme.prism.theme.plain, themes.vsDark.plain);
  assert.equal(theme.prism.theme.styles.length, themes.vsDark.styles.length);
  assert.equal(theme.prism.darkTheme, theme.prism.theme);
  for (const lang of ['rust', 'toml', 'bash', 'sql', 'diff']) assert.ok(theme.prism.additionalLanguages.includes(lang), lang);
});

test('every token colour of the code theme reaches 4.5:1 contrast on its background', () => {
  const luminance = (hex: string) => {
    const rgb = hex.startsWith('rgb')
      ? hex.match(/\d+/g)!.map(Number)
      : [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
    const [r, g, b] = rgb.map((c) => {
      const v = c / 255;
      return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
  };
  const background = luminance(theme.prism.theme.plain.backgroundColor);
  for (const style of theme.prism.theme.styles as {types: string[]; style: {color?: string}}[]) {
    if (!style.style.color) continue;
    const ratio = (luminance(style.style.color) + 0.05) / (background + 0.05);
    assert.ok(ratio >= 4.5, `${style.types.join(',')}: ${style.style.color} has contrast ${ratio.toFixed(2)}`);
  }
});

test('table of contents shows levels 2 to 3', () => {
  assert.deepEqual(theme.tableOfContents, {minHeadingLevel: 2, maxHeadingLevel: 3});
});

test('sitemap: daily, priority 0.8', () => {
  assert.equal(classic.sitemap.changefreq, 'daily');
  assert.equal(classic.sitemap.priority, 0.8);
});

test('docs: current version labelled 2.0.x at /docs/, breadcrumbs on', () => {
  assert.equal(classic.docs.routeBasePath, 'docs');
  assert.equal(classic.docs.breadcrumbs, true);
  assert.equal(classic.docs.lastVersion, 'current');
  assert.deepEqual(classic.docs.versions.current, {label: '2.0.x', path: '', badge: true, banner: 'none'});
});

test('production builds use the Rspack bundler', () => {
  assert.equal((config.future as Any).experimental_faster, true);
  assert.equal((config.future as Any).v4.removeLegacyPostBuildHeadAttribute, true);
});
