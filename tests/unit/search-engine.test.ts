// The embedded engine answers as an Algolia index set up like DocSearch's: matching, ranking, filters, highlights.
import assert from 'node:assert/strict';
import {test} from 'node:test';
import {SearchIndex, parseFacetFilters, queryVariants, queryWords, requiredFacetValues, stem, tokenize} from '../../src/search/engine';
import {encodeShard, expandShard, type IndexedPage} from '../../src/search/records';
import {preferredKinds} from '../../src/search/intent';

function docsPage(path: string, lvl0: string, lvl1: string, sections: IndexedPage['sections'], tag = 'docs-default-current'): IndexedPage {
  return {path, tag, language: 'en', version: tag === 'default' ? [] : [tag.replace('docs-default-', '')], pageRank: 10, lvl0, lvl1, description: '', sections};
}

const pages: IndexedPage[] = [
  docsPage('/docs/relation/one-to-many/', 'Relations', 'One to Many', [
    {anchor: null, headings: [], blocks: ['A cake has many fruits.']},
    {anchor: 'find_with_related', headings: ['find_with_related'], blocks: ['let rows = Cake::find().find_with_related(Fruit).all(db).await?;']},
  ]),
  docsPage('/docs/basic-crud/select/', 'Basic CRUD', 'Select', [
    {
      anchor: null,
      headings: [],
      blocks: ['Entity::find() builds a SELECT. Pagination comes later.', 'Rows come back as models that you may later split into pages.'],
    },
    {anchor: 'pagination', headings: ['Pagination'], blocks: ['paginate(db, 50) splits rows into pages.', 'Pages are numbered from zero.']},
    {anchor: 'cursor', headings: ['Pagination', 'Cursor'], blocks: ['cursor_by walks a key instead of an offset.']},
  ]),
  docsPage('/docs/install-and-config/database-and-async-runtime/', 'Installation & Configuration', 'Database & Async Runtime', [
    {anchor: null, headings: [], blocks: ['features = ["sqlx-postgres", "runtime-tokio-rustls"]', 'Pick one runtime and one TLS backend.']},
  ]),
  docsPage('/docs/generate-entity/sea-orm-cli/', 'Generating Entities', 'Using sea-orm-cli', [
    {anchor: 'options', headings: ['Options'], blocks: ['--ignore-tables seaql_migrations Skip these tables', 'Tables <a> & "b" are quoted.']},
  ]),
  docsPage('/docs/0.12/relation/one-to-many/', 'Relations', 'One to Many (0.12)', [
    {anchor: null, headings: [], blocks: ['find_with_related in 0.12.']},
  ], 'docs-default-0.12.x'),
  docsPage('/blog/2025/sea-orm-2/', 'Blog', 'SeaORM 2.0 released', [
    {anchor: null, headings: [], blocks: ['The entity loader replaces find_with_related chains.']},
  ], 'default'),
];
const records = ['docs-default-current', 'docs-default-0.12.x', 'default'].flatMap((tag) =>
  expandShard(encodeShard(tag, pages.filter((p) => p.tag === tag)), 'https://example.org'),
);
const index = new SearchIndex(records);
const current = ['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']];
const urls = (query: string, extra: Parameters<SearchIndex['search']>[0] = {}) =>
  index.search({query, facetFilters: current, ...extra}).hits.map((hit) => hit.url.replace('https://example.org', ''));

test('identifiers are indexed whole and by their parts; the page that names one in a heading comes first', () => {
  assert.deepEqual(
    tokenize('cake::Entity::find_with_related --ignore-tables').map((t) => t.word),
    [
      'cake::entity::find_with_related',
      'entity::find_with_related',
      'find_with_related',
      'cake',
      'entity',
      'find',
      'with',
      'related',
      'ignore-tables',
      'ignore',
      'tables',
    ],
  );
  assert.deepEqual(tokenize('a find_with b').slice(1, 4), [
    {word: 'find_with', start: 2, end: 11},
    {word: 'find', start: 2, end: 6},
    {word: 'with', start: 7, end: 11},
  ]);
  // The identifier finds itself, its words find it too, and a compound nobody wrote falls back to its words.
  assert.deepEqual(urls('find_with_related').slice(0, 1), urls('find with related').slice(0, 1));
  assert.ok(urls('related').includes('/docs/relation/one-to-many/#find_with_related'));
  assert.equal(urls('with_related_find')[0], '/docs/relation/one-to-many/#find_with_related');
  assert.equal(urls('find_with_related')[0], '/docs/relation/one-to-many/#find_with_related');
  assert.equal(urls('--ignore-tables')[0], '/docs/generate-entity/sea-orm-cli/#options');
  assert.equal(urls('runtime-tokio-rustls')[0], '/docs/install-and-config/database-and-async-runtime/');
  assert.equal(urls('Entity::find')[0], '/docs/basic-crud/select/');
});

test('the last word is a prefix; earlier words must be whole (or within typo tolerance)', () => {
  assert.equal(urls('pagi')[0], '/docs/basic-crud/select/#pagination');
  const level = (query: string) => index.search({query, facetFilters: current}).hits[0]?._highlightResult.content?.matchLevel;
  assert.equal(level('splits pagi'), 'full');
  assert.equal(level('pagi splits'), 'partial'); // only "splits" matches: every word became optional
  // A trailing space ends the word: no prefix match any more.
  assert.deepEqual(urls('pagi '), []);
});

test('typos: none under 3 letters, one from 3, two from 7; plurals count as exact', () => {
  assert.deepEqual(urls('qa'), []);
  assert.deepEqual(urls('cqk'), urls('cak'));
  assert.ok(urls('cak').length > 0);
  assert.equal(urls('pagnation')[0], '/docs/basic-crud/select/#pagination');
  assert.deepEqual(urls('paignaiton'), urls('pagination'));
  assert.deepEqual(urls('cursr '), urls('cursor '));
  assert.deepEqual(urls('crusr '), []);
  const [exact] = index.search({query: 'fruit ', facetFilters: current}).hits;
  assert.equal(exact?._highlightResult.content?.value, 'A cake has many <em>fruits</em>.');
});

test('titles and headings outrank the text under them; text outranks nothing', () => {
  const hits = index.search({query: 'pagination', facetFilters: current}).hits;
  assert.deepEqual(
    hits.map((h) => [h.type, h.url.replace('https://example.org', '')]),
    [
      ['lvl2', '/docs/basic-crud/select/#pagination'],
      ['lvl3', '/docs/basic-crud/select/#cursor'],
      ['content', '/docs/basic-crud/select/'],
    ],
  );
});

test('words near each other beat the same words far apart', () => {
  assert.deepEqual(urls('rows pages').slice(0, 2), ['/docs/basic-crud/select/#pagination', '/docs/basic-crud/select/']);
});

test('when sections with every word are on few pages, sections one word short follow them', () => {
  // Only the select page has both words; the one-to-many page has "rows" alone and comes after it.
  assert.deepEqual(urls('rows pages').slice(2), ['/docs/relation/one-to-many/#find_with_related']);
});

test('when no record has every word, records with most of them are returned', () => {
  const response = index.search({query: 'cursor zebra', facetFilters: current});
  assert.equal(response.hits[0]?.url, 'https://example.org/docs/basic-crud/select/#cursor');
});

test('facetFilters: AND between groups, OR within one, negation with a leading minus', () => {
  assert.deepEqual(parseFacetFilters(['a:1', ['b:2', '-c:3']]), [
    [{attribute: 'a', value: '1', negated: false}],
    [
      {attribute: 'b', value: '2', negated: false},
      {attribute: 'c', value: '3', negated: true},
    ],
  ]);
  assert.throws(() => parseFacetFilters(['nocolon']), /attribute:value/);

  const tags = (facetFilters: Parameters<typeof parseFacetFilters>[0]) =>
    [...new Set(index.search({query: 'find_with_related', facetFilters}).hits.map((h) => h.docusaurus_tag))].sort();
  assert.deepEqual(tags(current), ['default', 'docs-default-current']);
  assert.deepEqual(tags(['language:en', ['docusaurus_tag:docs-default-0.12.x']]), ['docs-default-0.12.x']);
  assert.deepEqual(tags(['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-0.12.x']]), ['default', 'docs-default-0.12.x']);
  assert.deepEqual(tags(['language:fr', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']]), []);
  assert.deepEqual(tags(['-docusaurus_tag:default']), ['docs-default-0.12.x', 'docs-default-current']);
  assert.deepEqual(tags(['version:0.12.x']), ['docs-default-0.12.x']);
  assert.deepEqual(tags(undefined), ['default', 'docs-default-0.12.x', 'docs-default-current']);

  assert.deepEqual(requiredFacetValues(current, 'docusaurus_tag'), ['default', 'docs-default-current']);
  assert.deepEqual(requiredFacetValues(['docusaurus_tag:a', ['docusaurus_tag:a', 'docusaurus_tag:b']], 'docusaurus_tag'), ['a']);
  assert.equal(requiredFacetValues(['language:en'], 'docusaurus_tag'), null);
  assert.equal(requiredFacetValues([['docusaurus_tag:a', 'language:en']], 'docusaurus_tag'), null);
});

test('one hit per url (distinct), pages of hitsPerPage, nbHits and nbPages', () => {
  const all = index.search({query: 'pages', facetFilters: current, hitsPerPage: 1000});
  assert.equal(new Set(all.hits.map((h) => h.url)).size, all.hits.length);
  const withoutDistinct = index.search({query: 'pages', facetFilters: current, hitsPerPage: 1000, distinct: false});
  assert.ok(withoutDistinct.nbHits > all.nbHits);

  const everything = index.search({query: '', hitsPerPage: 5});
  assert.equal(everything.nbHits, new Set(records.map((r) => r.url)).size);
  assert.equal(everything.nbPages, Math.ceil(everything.nbHits / 5));
  const second = index.search({query: '', hitsPerPage: 5, page: 1});
  assert.equal(second.page, 1);
  assert.equal(second.hits.length, Math.min(5, everything.nbHits - 5));
  assert.ok(second.hits.length > 0);
  assert.deepEqual(
    second.hits.map((h) => h.objectID).filter((id) => everything.hits.some((h) => h.objectID === id)),
    [],
  );
});

test('highlights and snippets are escaped HTML with the requested tags, cut with the ellipsis', () => {
  const [hit] = index.search({
    query: 'quoted',
    facetFilters: current,
    highlightPreTag: '<mark>',
    highlightPostTag: '</mark>',
    attributesToSnippet: ['content:3', 'hierarchy.lvl1:10'],
    snippetEllipsisText: '…',
  }).hits;
  assert.equal(hit?._highlightResult.content?.value, 'Tables &#60;a&#62; &#38; &#34;b&#34; are <mark>quoted</mark>.');
  assert.equal(hit?._highlightResult.content?.matchLevel, 'full');
  assert.deepEqual(hit?._highlightResult.content?.matchedWords, ['quoted']);
  assert.equal(hit?._snippetResult.content?.value, '…&#34;b&#34; are <mark>quoted</mark>.');
  assert.equal(hit?._snippetResult.hierarchy?.lvl1?.value, 'Using sea-orm-cli');
  assert.equal(hit?._snippetResult.hierarchy?.lvl1?.matchLevel, 'none');
  // A prefix highlights what was typed.
  const [prefix] = index.search({query: 'quot', facetFilters: current}).hits;
  assert.match(prefix!._highlightResult.content!.value, /<em>quot<\/em>ed/);
});

test('the response has the fields DocSearch and the search page read', () => {
  const response = index.search({query: 'cake', facetFilters: current, hitsPerPage: 20});
  for (const key of ['hits', 'nbHits', 'page', 'nbPages', 'hitsPerPage', 'processingTimeMS', 'query', 'params'] as const) {
    assert.ok(key in response, key);
  }
  const hit = response.hits[0]!;
  for (const key of ['objectID', 'url', 'type', 'hierarchy', 'content', '_highlightResult', '_snippetResult'] as const) {
    assert.ok(key in hit, key);
  }
  assert.ok(hit._highlightResult.hierarchy.lvl0);
});

// Questions in plain words (issue 15).
test('stop words are not required words, unless the query has nothing else', () => {
  assert.deepEqual(queryWords('How do I paginate the results', false), ['paginate', 'results']);
  assert.deepEqual(queryWords('how to', false), ['how', 'to']);
  // As Algolia's English list, SQL words are stop words too; compounds stay whole.
  assert.deepEqual(queryWords('where clause one-to-many', false), ['clause', 'one-to-many']);
  assert.deepEqual(queryWords('having', false), ['having']);
  const hit = index.search({query: 'how do I paginate'}).hits[0]!;
  assert.equal(hit.url, 'https://example.org/docs/basic-crud/select/#pagination');
});

test('noun and verb forms of a word meet (paginate / pagination / paginating; connect / connection)', () => {
  for (const [a, b] of [
    ['paginate', 'pagination'],
    ['paginating', 'paginate'],
    ['connect', 'connection'],
    ['connected', 'connections'],
    ['insert', 'inserting'],
    ['entities', 'entity'],
    ['migrate', 'migration'],
    ['loader', 'loading'],
  ]) {
    assert.equal(stem(a!), stem(b!), `${a} / ${b}`);
  }
  for (const [a, b] of [['order', 'ordinal'], ['use', 'user'], ['date', 'data']]) assert.notEqual(stem(a!), stem(b!), `${a} / ${b}`);
});

test('a synonym phrase is searched as an alternative query; the query as typed wins a tie', () => {
  assert.deepEqual(queryVariants('upsert').slice(1), [['conflict'], ['on_conflict'], ['insert', 'update']]);
  // Phrases match the query as typed, stop words included: "where clause" reaches `filter` although "where" is a
  // stop word, and "group by" is a phrase, so "group" alone does not become "aggregate".
  assert.deepEqual(queryVariants('subquery in where clause').slice(1), [['subquery', 'filter', 'clause'], ['subquery', 'filter']]);
  assert.deepEqual(queryVariants('count group by').slice(1), [['count', 'aggregate']]);
  assert.deepEqual(queryVariants('user group'), [['user', 'group']]);
  // A phrase's meaningful words also match the query's ("insert and update" for "insert or update").
  assert.ok(queryVariants('insert and update').some((v) => v.join(' ') === 'upsert'));
  const pagesOf = (query: string) => index.search({query}).hits.map((h) => h.url_without_anchor);
  // "offset" is only on the cursor section; its one-way synonym "pagination" also finds the Pagination section.
  assert.ok(pagesOf('offset').includes('https://example.org/docs/basic-crud/select/'));
  assert.deepEqual(queryVariants('pagination'), [['pagination']]);
});

test("a page's description names what the page is about: it ranks above text that has the same words", () => {
  const described = (path: string, title: string, description: string, text: string): IndexedPage => ({
    ...docsPage(path, 'Testing', title, [{anchor: null, headings: [], blocks: [text]}]),
    description,
  });
  const index = new SearchIndex(
    expandShard(
      encodeShard('docs-default-current', [
        described('/docs/sqlite/', 'SQLite', '', 'Tests without a database server can use an in-memory database.'),
        described('/docs/mock/', 'Mock Interface', 'Unit-test code without a database using MockDatabase.', 'Queue results, then run.'),
      ]),
      'https://example.org',
    ),
  );
  const hits = index.search({query: 'how to test without a database'}).hits;
  assert.deepEqual(hits.map((h) => h.url), ['https://example.org/docs/mock/', 'https://example.org/docs/sqlite/']);
  assert.equal(hits[0]!.type, 'lvl1');
  assert.match(hits[0]!._highlightResult.content!.value, /<em>database<\/em>/);
});

test('a heading that is the query outranks records that only contain its words', () => {
  const hits = index.search({query: 'pagination', distinct: false}).hits;
  assert.equal(hits[0]!.url, 'https://example.org/docs/basic-crud/select/#pagination');
  assert.equal(hits[0]!.type, 'lvl2');
});

test('optionalFilters rank records that match them first, after the words criterion', () => {
  const preferOld = index.search({query: 'find_with_related', optionalFilters: ['docusaurus_tag:docs-default-0.12.x']}).hits;
  assert.equal(preferOld[0]!.docusaurus_tag, 'docs-default-0.12.x');
  const preferCurrent = index.search({query: 'find_with_related', optionalFilters: [['page_kind:guide']]}).hits;
  assert.equal(preferCurrent[0]!.url_without_anchor, 'https://example.org/docs/relation/one-to-many/');
});

test('when no record has every word, records missing fewer words come first; allWordsMatched says which case it is', () => {
  const response = index.search({query: 'pagination cursor walks zebra'});
  assert.equal(response.allWordsMatched, false);
  assert.equal(response.hits[0]!.url, 'https://example.org/docs/basic-crud/select/#cursor');
  assert.equal(index.search({query: 'cursor'}).allWordsMatched, true);
});

test('a page of a kind the query did not ask for wins with every word, but not with part of them', () => {
  const index = new SearchIndex(
    expandShard(
      encodeShard('docs-default-current', [
        docsPage('/docs/generate-entity/newtype/', 'Generating Entities', 'New Type', [
          {anchor: null, headings: [], blocks: ['Wrap a value in a newtype with DeriveValueType.']},
        ]),
        docsPage('/docs/upgrading/from-0.9-to-0.10/', 'Upgrading', 'From 0.9 to 0.10', [
          {anchor: null, headings: [], blocks: ['Wrap ValueType on a custom wrapper: it needs array_type.', 'error: no method named array_type on Wrapper']},
        ]),
      ]),
      'https://example.org',
    ),
  );
  const first = (query: string) => index.search({query, optionalFilters: preferredKinds(query)}).hits[0]!.url_without_anchor;
  // Neither has all four words; the upgrade guide has three, the teaching page two: the teaching page comes first.
  assert.equal(first('wrap a custom newtype wrapper'), 'https://example.org/docs/generate-entity/newtype/');
  // A pasted error is all there in the upgrade guide.
  assert.equal(first('no method named array_type on Wrapper'), 'https://example.org/docs/upgrading/from-0.9-to-0.10/');
  // Asked for, the upgrade guide is not held back.
  assert.equal(first('upgrade custom wrapper newtype'), 'https://example.org/docs/upgrading/from-0.9-to-0.10/');
});
