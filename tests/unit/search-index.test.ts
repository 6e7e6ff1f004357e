// The indexer reads built pages as DocSearch's crawler would, code blocks by their identifiers; the shard round-trips
// to DocSearch records.
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {test} from 'node:test';
import {extractOptions, SHARD_PARTS} from '../../plugins/search-index/buildShards';
import {codeIdentifiers, extractPage} from '../../plugins/search-index/extractPage';
import {encodeShard, expandShard, pageKindOf} from '../../src/search/records';

const fixture = (name: string) => readFileSync(path.resolve(import.meta.dirname, '../fixtures/search', name), 'utf8');
const page = (html: string, urlPath = '/SeaORM/x/') => extractPage(html, urlPath, extractOptions);

test('a docs page becomes its sections and blocks, code blocks as their identifiers', () => {
  assert.deepEqual(page(fixture('doc-page.html'), '/SeaORM/docs/basic-crud/insert/'), {
    path: '/SeaORM/docs/basic-crud/insert/',
    tag: 'docs-default-current',
    language: 'en',
    version: ['current'],
    pageRank: 10,
    lvl0: 'Basic CRUD',
    lvl1: 'Insert',
    description: 'Insert one row or many with SeaORM, and upsert.',
    sections: [
      {
        anchor: null,
        headings: [],
        blocks: [
          "You insert rows with Entity::insert or ActiveModel's insert, which returns Vec<Model>.",
          'main.rs cake::Entity::find find_with_related Fruit',
        ],
      },
      {
        anchor: 'insert-many',
        headings: ['Insert many'],
        blocks: [
          'MySQL reports the last id.',
          'Same statement with RETURNING.',
          'Feature Runtime',
          'runtime-tokio-rustls Tokio with rustls',
          '--ignore-tables Skip tables',
          'Batch large imports.',
          'Hooks do not run',
          'before_save is skipped.',
        ],
      },
      {
        anchor: 'rows-with-different-columns',
        headings: ['Insert many', 'Rows with different columns'],
        blocks: [
          'Every row shares one column list.',
          'Missing values become NULL.',
          'and defaults do not apply.',
          'Split very large imports.',
          'Why one statement?',
          'Fewer round trips.',
        ],
      },
      {anchor: 'pitfalls', headings: ['Pitfalls'], blocks: []},
      {anchor: 'explicit-ids', headings: ['Pitfalls', null, 'Explicit ids'], blocks: ["PostgreSQL's sequence is not advanced."]},
    ],
  });
});

test('a code block keeps API names, paths, flags and features new to the page, in order', () => {
  const seen = new Set<string>();
  assert.equal(
    codeIdentifiers('let db = Database::connect(url).await?; cake::Entity::find().all(&db).await?;', seen),
    'Database::connect cake::Entity::find',
  );
  assert.equal(codeIdentifiers('sea-orm-cli generate entity --ignore-tables seaql_migrations -o src/entity', seen), 'sea-orm-cli --ignore-tables seaql_migrations -o');
  assert.equal(codeIdentifiers('features = ["sqlx-postgres", "runtime-tokio-rustls"]', seen), 'sqlx-postgres runtime-tokio-rustls');
  assert.equal(codeIdentifiers('let db = Database::connect(url).await?;', seen), '');
});

test('a "See also" section adds no blocks: its links would match topics the page only points to', () => {
  const html = fixture('doc-page.html').replace(
    '</article>',
    '<h2 class=anchor id=see-also>See also</h2><ul><li><a href=/SeaORM/docs/basic-crud/select/>Select</a>: read rows back</ul></article>',
  );
  const sections = page(html, '/SeaORM/docs/basic-crud/insert/')!.sections;
  assert.deepEqual(sections.at(-1), {anchor: 'see-also', headings: ['See also'], blocks: []});
});

test('a blog post is indexed under Blog, without its date and authors', () => {
  assert.deepEqual(page(fixture('blog-post.html'), '/SeaORM/blog/2025/09/01/sea-orm-2.0/'), {
    path: '/SeaORM/blog/2025/09/01/sea-orm-2.0/',
    tag: 'default',
    language: 'en',
    version: [],
    pageRank: 0,
    lvl0: 'Blog',
    lvl1: 'SeaORM 2.0',
    description: '',
    sections: [
      {anchor: null, headings: [], blocks: ['SeaORM 2.0 brings the entity loader.']},
      {anchor: 'entity-loader', headings: ['Entity loader'], blocks: ['Load nested relations in one call.']},
    ],
  });
});

test('lists, the landing page and noindex pages are not indexed', () => {
  const shell = (htmlClass: string, head = '') =>
    `<!doctype html><html class="${htmlClass}"><head>${head}</head><body><main><article><h1>Title</h1><p>Text</p></article></main></body></html>`;
  assert.equal(page(shell('blog-wrapper blog-list-page plugin-blog')), null);
  assert.equal(page(shell('docs-wrapper docs-tags-doc-list-page plugin-docs')), null);
  assert.equal(page(shell('plugin-pages plugin-id-default')), null);
  assert.equal(page(shell('docs-wrapper docs-doc-page', '<meta name=robots content="noindex, nofollow">')), null);
  assert.notEqual(page(shell('docs-wrapper docs-doc-page')), null);
});

test('an MDX page is its own section, and a docs page outside any category is under Documentation', () => {
  const html = (htmlClass: string) =>
    `<html class="${htmlClass}"><body><article><header><h1>About Us</h1></header><p>Who we are.</p></article></body></html>`;
  assert.equal(page(html('mdx-wrapper mdx-page plugin-pages'))?.lvl0, 'About Us');
  assert.equal(page(html('mdx-wrapper mdx-page plugin-pages'))?.pageRank, 5);
  assert.equal(page(html('docs-wrapper docs-doc-page'))?.lvl0, 'Documentation');
});

test("a shard expands to DocSearch records: a lvl1 per page (its content the page's description), one per heading, one per block", () => {
  const indexed = page(fixture('doc-page.html'), '/SeaORM/docs/basic-crud/insert/')!;
  const shard = JSON.parse(JSON.stringify(encodeShard('docs-default-current', [indexed])));
  const records = expandShard(shard, 'https://www.sea-ql.org/');
  const blocks = indexed.sections.reduce((n, s) => n + s.blocks.length, 0);
  assert.equal(records.length, indexed.sections.length + blocks);

  const [title, firstText] = records;
  assert.deepEqual(title, {
    objectID: '/SeaORM/docs/basic-crud/insert/#0',
    url: 'https://www.sea-ql.org/SeaORM/docs/basic-crud/insert/',
    url_without_anchor: 'https://www.sea-ql.org/SeaORM/docs/basic-crud/insert/',
    anchor: null,
    type: 'lvl1',
    hierarchy: {lvl0: 'Basic CRUD', lvl1: 'Insert', lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null},
    content: 'Insert one row or many with SeaORM, and upsert.',
    language: 'en',
    docusaurus_tag: 'docs-default-current',
    version: ['current'],
    page_kind: 'guide',
    weight: {pageRank: 10, level: 90, position: 0},
  });
  assert.equal(firstText!.type, 'content');
  assert.equal(firstText!.weight.level, 0);

  const explicitIds = records.find((r) => r.anchor === 'explicit-ids' && r.type !== 'content')!;
  assert.equal(explicitIds.type, 'lvl4');
  assert.equal(explicitIds.url, 'https://www.sea-ql.org/SeaORM/docs/basic-crud/insert/#explicit-ids');
  assert.deepEqual(explicitIds.hierarchy, {
    lvl0: 'Basic CRUD',
    lvl1: 'Insert',
    lvl2: 'Pitfalls',
    lvl3: null,
    lvl4: 'Explicit ids',
    lvl5: null,
    lvl6: null,
  });
  assert.deepEqual(
    records.map((r) => r.weight.position),
    records.map((_, i) => i),
  );
  assert.equal(new Set(records.map((r) => r.objectID)).size, records.length);
});

test('anchors the heading text gives are stored as 0 and come back; others are kept as they are', () => {
  const pages = [
    {
      path: '/SeaORM/docs/a/',
      tag: 'docs-default-current',
      language: 'en',
      version: ['current'],
      pageRank: 10,
      lvl0: 'Docs',
      lvl1: 'A',
      description: '',
      sections: [
        {anchor: null, headings: [], blocks: ['intro']},
        {anchor: 'insert-many-rows', headings: ['Insert many rows'], blocks: ['x']},
        {anchor: 'custom-id', headings: ['Insert many rows', 'Something else'], blocks: ['y']},
      ],
    },
  ];
  const shard = encodeShard('docs-default-current', pages);
  assert.deepEqual(
    shard.sections.map((s) => s[1]),
    [null, 0, 'custom-id'],
  );
  const urls = expandShard(shard, 'https://example.org').map((r) => r.url);
  assert.ok(urls.includes('https://example.org/SeaORM/docs/a/#insert-many-rows'));
  assert.ok(urls.includes('https://example.org/SeaORM/docs/a/#custom-id'));
});

test('a compiler error quoted in a code block is indexed by its whole headline', async () => {
  const {errorHeadlines} = await import('../../plugins/search-index/extractPage');
  const output =
    'error[E0599]: no method named `filter` found for struct `UpdateOne` in the current scope --> src/main.rs:9:10 | 9 | .filter(x) | ^^^^^^ method not found';
  assert.deepEqual(errorHeadlines(output), ['error[E0599]: no method named `filter` found for struct `UpdateOne` in the current scope']);
  assert.deepEqual(errorHeadlines('let x = 1; // no error here'), []);
});

test('a plain-text block is also indexed by the lines that read as a message, as a reader would paste one', async () => {
  const {messageLines} = await import('../../plugins/search-index/extractPage');
  const output = 'either the `runtime-async-std` or `runtime-tokio` feature must be enabled\n  |\n├── src/main.rs\npostgres://user:pw@host/db is the URL\nPending';
  assert.deepEqual(messageLines(output), ['either the `runtime-async-std` or `runtime-tokio` feature must be enabled']);
  const html = (cls: string) =>
    '<html class="docs-doc-page"><head><title>T | S</title></head><body><article><h1>T</h1>' +
    `<div class="${cls} theme-code-block"><pre><code><span class=token-line>thread panicked: a clear message here<br></span><span class=token-line>next line of it<br></span></code></pre></div>` +
    '</article></body></html>';
  const blocks = (cls: string) => page(html(cls), '/SeaORM/docs/t/')!.sections[0]!.blocks;
  assert.deepEqual(blocks('language-text'), ['thread panicked: a clear message here', 'next line of it']);
  // In a Rust block plain words are not indexed (the page's prose has them); only API names would be.
  assert.deepEqual(blocks('language-rust'), []);
});

test("a page's own description is kept; one Docusaurus made from the first paragraph is not", () => {
  const html = (description: string) =>
    `<html class="docs-doc-page"><head><meta name=description content="${description}"><title>T | S</title></head>` +
    '<body><article><h1>T</h1><p>The first paragraph of the page, which goes on.</p></article></body></html>';
  assert.equal(page(html('Test without a database.'), '/SeaORM/docs/t/')!.description, 'Test without a database.');
  assert.equal(page(html('The first paragraph of the page,…'), '/SeaORM/docs/t/')!.description, '');
});

test('a page is a guide unless it is in a section of another kind, in every version', () => {
  assert.equal(pageKindOf('/SeaORM/docs/basic-crud/select/'), 'guide');
  assert.equal(pageKindOf('/SeaORM/docs/internal-design/architecture/'), 'internal');
  assert.equal(pageKindOf('/SeaORM/docs/0.12.x/internal-design/architecture/'), 'internal');
  assert.equal(pageKindOf('/SeaORM/docs/upgrading/from-1.1-to-2.0/'), 'upgrade');
  assert.equal(pageKindOf('/SeaORM/blog/2024/01/01/release/'), 'blog');
  assert.equal(pageKindOf('/SeaORM/about-us/'), 'guide');
});

test('internal design and the upgrade guides go to on-demand parts of their shard; the teaching pages stay', () => {
  assert.equal(SHARD_PARTS.upgrade!('/SeaORM/docs/upgrading/from-0.9-to-0.10/'), true);
  assert.equal(SHARD_PARTS.upgrade!('/SeaORM/docs/upgrading/overview/'), true);
  assert.equal(SHARD_PARTS.internal!('/SeaORM/docs/0.12.x/internal-design/architecture/'), true);
  assert.equal(SHARD_PARTS.internal!('/SeaORM/docs/basic-crud/select/'), false);
  assert.equal(SHARD_PARTS.blog, undefined);
});
