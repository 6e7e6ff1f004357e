// The Markdown twins and llms.txt files (plugins/llms-txt): MDX in, plain Markdown out, checked against a fixture;
// then the pieces one by one, and the files of a whole (fixture) site, whose llms.txt links must all exist.
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {test} from 'node:test';
import type {LoadedVersion} from '@docusaurus/plugin-content-docs';
import {docToMarkdown, type DocConversion} from '../../plugins/llms-txt/convert';
import {versionPages, type DocPage, type VersionPages} from '../../plugins/llms-txt/docPages';
import {buildLlmsFiles} from '../../plugins/llms-txt/llmsFiles';
import {renderLlmsTxt} from '../../plugins/llms-txt/llmsTxt';
import {cargoFeatures, cargoTomlSnippet, defaultSelection} from '../../src/data/cargoFeatures';
import {llmsTxtUrl, twinUrl, versionRootOf} from '../../src/llms/twinUrl';

const fixtures = path.resolve(import.meta.dirname, '../fixtures/llms-txt');
const docsDir = path.join(fixtures, 'docs');
const read = (file: string) => readFileSync(path.join(fixtures, file), 'utf8');
const urls = {siteUrl: 'https://www.sea-ql.org', baseUrl: '/SeaORM/'};

/** The fixture docs as the docs plugin would load them for `name` (permalinks without trailing slash, as it does). */
function fixtureVersion(name: string, routeRoot: string): LoadedVersion {
  const doc = (id: string, source: string, slug: string, title: string, description: string) => ({
    id,
    title,
    description,
    slug,
    permalink: slug === '/' ? `${routeRoot}/` : routeRoot + slug,
    source: `@site/tests/fixtures/llms-txt/docs/${source}`,
  });
  const docs = [
    doc('basic-crud/insert', '05-basic-crud/04-insert.md', '/basic-crud/insert', 'Insert', 'Insert rows.'),
    doc('basic-crud/select', '05-basic-crud/02-select.md', '/basic-crud/select', 'Select', 'Read rows with Entity::find,\n filters and ordering.'),
    doc('relation/bakery-schema', '06-relation/07-bakery-schema.md', '/relation/bakery-schema', 'Bakery Schema', 'The bakery schema.'),
    doc('upgrading/from-1.1-to-2.0', '14-upgrading/11-from-1.1-to-2.0.md', '/upgrading/from-1.1-to-2.0', 'Upgrading', 'The upgrade guide.'),
    doc('index', 'index.md', '/', 'Fixture', "The fixture's root doc."),
  ];
  const category = (label: string, ids: string[]) => ({type: 'category', label, items: ids.map((id) => ({type: 'doc', id}))});
  const sidebar = [
    {type: 'doc', id: 'index'},
    category('Basic CRUD', ['basic-crud/select', 'basic-crud/insert']),
    category('Relations', ['relation/bakery-schema']),
  ];
  return {
    versionName: name,
    isLast: name === 'current',
    path: routeRoot.replace(/\/$/, '') || '/',
    contentPath: docsDir,
    contentPathLocalized: docsDir,
    docs,
    sidebars: {tutorialSidebar: sidebar},
  } as unknown as LoadedVersion;
}

const layout = {siteDir: path.resolve(import.meta.dirname, '../..'), baseUrl: '/SeaORM/', trailingSlash: true};
const current = versionPages(fixtureVersion('current', '/SeaORM/docs'), layout);
const older = versionPages(fixtureVersion('0.12.x', '/SeaORM/docs/0.12.x'), layout);
const page = (version: VersionPages, id: string) => version.pages.find((p) => p.id === id)!;

function conversion(doc: DocPage, version: VersionPages = current): DocConversion {
  return {
    title: doc.title,
    header: {type: 'paragraph', children: [{type: 'text', value: 'Header line.'}]},
    links: {
      ...urls,
      sourcePath: doc.sourcePath,
      permalink: doc.permalink,
      contentPaths: version.contentPaths,
      permalinkOfSource: new Map(version.pages.map((p) => [p.sourcePath, p.permalink])),
    },
  };
}

const convert = (id: string, version = current) => docToMarkdown(readFileSync(page(version, id).sourcePath, 'utf8'), conversion(page(version, id), version));
/** Converts a snippet as if it were the body of the select page of the current version; returns the body. */
function snippet(source: string): string {
  const out = docToMarkdown(`# T\n\n${source}`, conversion(page(current, 'basic-crud/select')));
  const head = '> Header line.\n\n# T\n\n';
  assert.ok(out.startsWith(head), out);
  return out.slice(head.length);
}

test('the fixture page converts to the expected Markdown (tabs, admonitions, code titles, links, picker)', () => {
  assert.equal(convert('basic-crud/select'), read('select.expected.md'));
});

test('tabs become bold-labelled subsections, every tab kept in order, the value standing in for a missing label', () => {
  const out = snippet('<Tabs>\n<TabItem value="mysql" label="MySQL">\n\nA\n\n</TabItem>\n<TabItem value="sqlite">\n\nB\n\n</TabItem>\n</Tabs>\n');
  assert.equal(out, '**MySQL**\n\nA\n\n**sqlite**\n\nB\n');
});

test('admonitions become blockquotes opening with their kind and title', () => {
  assert.equal(snippet(':::info Changed in 2.0\nText.\n:::\n'), '> **Info: Changed in 2.0**\n>\n> Text.\n');
  assert.equal(snippet(':::danger\nText.\n:::\n'), '> **Danger**\n>\n> Text.\n');
  assert.equal(snippet(':::warning[`down` with `None`]\nText.\n:::\n'), '> **Warning: `down` with `None`**\n>\n> Text.\n');
});

test('code blocks keep their language and code; title and version meta become a caption', () => {
  assert.equal(snippet('```rust title="src/main.rs" {1}\nfn main() {}\n```\n'), '**`src/main.rs`**\n\n```rust\nfn main() {}\n```\n');
  assert.equal(snippet('```toml title="Cargo.toml" version=0.11.x\nx = 1\n```\n'), '**`Cargo.toml`** (SeaORM 0.11.x)\n\n```toml\nx = 1\n```\n');
  assert.equal(snippet('```mermaid\ngraph LR\n```\n'), '```mermaid\ngraph LR\n```\n');
});

test('links become absolute URLs of the HTML pages, anchors kept', () => {
  const link = (href: string) => snippet(`[x](${href})\n`).trim();
  assert.equal(link('./04-insert.md'), '[x](https://www.sea-ql.org/SeaORM/docs/basic-crud/insert/)');
  assert.equal(link('../06-relation/07-bakery-schema.md#cake'), '[x](https://www.sea-ql.org/SeaORM/docs/relation/bakery-schema/#cake)');
  assert.equal(link('/docs/upgrading/from-1.1-to-2.0/'), '[x](https://www.sea-ql.org/SeaORM/docs/upgrading/from-1.1-to-2.0/)');
  assert.equal(link('#by-id'), '[x](https://www.sea-ql.org/SeaORM/docs/basic-crud/select/#by-id)');
  assert.equal(link('https://github.com/SeaQL/sea-query'), '[x](https://github.com/SeaQL/sea-query)');
  // A link resolves within the page's own version.
  const old = convert('index', older);
  assert.match(old, /\(https:\/\/www\.sea-ql\.org\/SeaORM\/docs\/0\.12\.x\/basic-crud\/select\/\)/);
  assert.throws(() => snippet('[x](./missing.md)\n'), /no doc of this version at \.\/missing\.md/);
});

test('the feature picker becomes the Cargo.toml it shows first, from the version’s own feature data', () => {
  for (const version of ['2.0.x', '0.12.x']) {
    const data = cargoFeatures[version]!;
    const out = snippet(`<CargoFeaturePicker version="${version}" />\n`);
    assert.ok(out.includes(`**\`Cargo.toml\`**\n\n\`\`\`toml\n${cargoTomlSnippet(data, defaultSelection(data))}\n\`\`\``), out);
    assert.ok(out.includes('`sqlx-mysql`, `sqlx-postgres`, `sqlx-sqlite`'), out);
  }
  assert.ok(snippet('<CargoFeaturePicker version="0.12.x" />\n').includes('"runtime-tokio-rustls"'));
  assert.throws(() => snippet('<CargoFeaturePicker version="9.9.x" />\n'), /no feature data for version "9\.9\.x"/);
});

test('a page without an H1 gets its title; components and expressions with no Markdown form fail loudly', () => {
  assert.match(convert('basic-crud/insert'), /^> Header line\.\n\n# Insert\n\nInsert has its title/);
  assert.throws(() => snippet('<Unknown />\n'), /<Unknown> has no Markdown form/);
  assert.throws(() => snippet('{props.x}\n'), /MDX expression \{props\.x\} has no Markdown form/);
  assert.equal(snippet("Text{' '}here.\n"), 'Text here.\n');
  // Text that remark-directive reads as a directive is printed back, as Docusaurus does.
  assert.equal(snippet('Type :wq to quit, or sqlite::memory: here.\n'), 'Type :wq to quit, or sqlite::memory: here.\n');
});

test('twin URLs: the page URL with .md for its trailing slash, index.md in a version root', () => {
  assert.equal(twinUrl({permalink: '/SeaORM/docs/basic-crud/select/', slug: '/basic-crud/select'}), '/SeaORM/docs/basic-crud/select.md');
  assert.equal(twinUrl({permalink: '/SeaORM/docs/0.12.x/basic-crud/select', slug: '/basic-crud/select'}), '/SeaORM/docs/0.12.x/basic-crud/select.md');
  assert.equal(twinUrl({permalink: '/SeaORM/docs/', slug: '/'}), '/SeaORM/docs/index.md');
  assert.equal(twinUrl({permalink: '/SeaORM/docs/0.12.x', slug: '/'}), '/SeaORM/docs/0.12.x/index.md');
  assert.equal(versionRootOf({permalink: '/SeaORM/docs/0.12.x/basic-crud/select/', slug: '/basic-crud/select'}), '/SeaORM/docs/0.12.x/');
  assert.equal(versionRootOf({permalink: '/SeaORM/docs/basic-crud/select', slug: '/basic-crud/select'}), '/SeaORM/docs/');
  assert.equal(versionRootOf({permalink: '/SeaORM/docs/', slug: '/'}), '/SeaORM/docs/');
  assert.equal(llmsTxtUrl('/SeaORM/', '/SeaORM/docs/', true), '/SeaORM/llms.txt');
  assert.equal(llmsTxtUrl('/SeaORM/', '/SeaORM/docs/0.12.x/', false), '/SeaORM/docs/0.12.x/llms.txt');
});

test('a version’s pages come in sidebar order with their top-level category, at the site’s trailing-slash URLs', () => {
  assert.deepEqual(
    current.pages.map((p) => [p.id, p.section, p.permalink]),
    [
      ['index', null, '/SeaORM/docs/'],
      ['basic-crud/select', 'Basic CRUD', '/SeaORM/docs/basic-crud/select/'],
      ['basic-crud/insert', 'Basic CRUD', '/SeaORM/docs/basic-crud/insert/'],
      ['relation/bakery-schema', 'Relations', '/SeaORM/docs/relation/bakery-schema/'],
      ['upgrading/from-1.1-to-2.0', null, '/SeaORM/docs/upgrading/from-1.1-to-2.0/'],
    ],
  );
  assert.equal(page(current, 'basic-crud/select').description, 'Read rows with Entity::find, filters and ordering.');
  assert.equal(older.root, '/SeaORM/docs/0.12.x/');
});

test('llms.txt follows the convention: H1, blockquote summary, sections of described links, Optional last', () => {
  const text = renderLlmsTxt(
    {title: 'SeaORM', summary: ['Line one.', 'Line two.'], details: ['Details.']},
    [{title: 'Basic CRUD', links: [{title: 'Select [rows]', url: 'https://x/select.md', description: 'Read rows.'}]}, {title: 'Empty', links: []}],
    [{title: 'Older', url: 'https://x/old/llms.txt'}],
  );
  assert.equal(
    text,
    '# SeaORM\n\n> Line one.\n> Line two.\n\nDetails.\n\n## Basic CRUD\n\n- [Select \\[rows\\]](https://x/select.md): Read rows.\n\n## Optional\n\n- [Older](https://x/old/llms.txt)\n',
  );
});

test('the files of a site: a twin per page of every version, llms.txt per version, llms-full.txt; every llms.txt link exists', async () => {
  const files = await buildLlmsFiles([current, older], urls, {summary: ['One.', 'Two.'], rootSection: 'Start here'});
  for (const version of [current, older]) for (const p of version.pages) assert.ok(files.has(twinUrl(p)), twinUrl(p));
  assert.ok(files.has('/SeaORM/llms.txt') && files.has('/SeaORM/llms-full.txt') && files.has('/SeaORM/docs/0.12.x/llms.txt'));
  assert.equal(files.size, 2 * current.pages.length + 3);
  for (const llms of ['/SeaORM/llms.txt', '/SeaORM/docs/0.12.x/llms.txt']) {
    const links = [...files.get(llms)!.matchAll(/\]\((https:[^)]+)\)/g)].map((m) => new URL(m[1]!).pathname);
    assert.ok(links.length >= current.pages.length);
    for (const link of links) assert.ok(files.has(link), `${llms} links ${link}, which is not written`);
  }
  const llms = files.get('/SeaORM/llms.txt')!;
  assert.match(llms, /^# SeaORM\n\n> One\.\n> Two\.\n/);
  assert.match(llms, /## Start here\n\n- \[Fixture\]\(https:\/\/www\.sea-ql\.org\/SeaORM\/docs\/index\.md\): The fixture's root doc\.\n/);
  assert.match(llms, /## Basic CRUD\n\n- \[Select\]\(https:\/\/www\.sea-ql\.org\/SeaORM\/docs\/basic-crud\/select\.md\): Read rows/);
  assert.match(files.get('/SeaORM/docs/0.12.x/basic-crud/select.md')!, /^> This page documents SeaORM 0\.12\.x \(last release sea-orm 0\.12\.15\), an archived release line; the current one is 2\.0\.x\. Web page: <https:\/\/www\.sea-ql\.org\/SeaORM\/docs\/0\.12\.x\/basic-crud\/select\/>\n\n# Select\n/);
  const full = files.get('/SeaORM/llms-full.txt')!;
  for (const p of current.pages) assert.ok(full.includes(files.get(twinUrl(p))!), p.id);
});
