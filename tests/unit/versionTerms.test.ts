// The cross-version word list behind "not in this version, but found in …" (src/search/versionTerms.ts).
import assert from 'node:assert/strict';
import {test} from 'node:test';
import type {SearchRecord} from '@site/src/search/records';
import {encodeVersionTerms, VersionTermIndex} from '@site/src/search/versionTerms';
import {API_NAME} from '@site/src/search/hints';
import {requestVersion} from '@site/src/search/otherVersions';

const record = (content: string, lvl1 = 'Page'): SearchRecord => ({
  objectID: content,
  url: 'https://x/',
  url_without_anchor: 'https://x/',
  anchor: null,
  type: 'content',
  hierarchy: {lvl0: 'Documentation', lvl1, lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null},
  content,
  language: 'en',
  docusaurus_tag: 'docs-default-current',
  version: ['current'],
  page_kind: 'guide',
  weight: {pageRank: 0, level: 0, position: 0},
});

const terms = encodeVersionTerms([
  {tag: 'docs-default-current', records: [record('Load related rows with find_with_linked and the entity loader')]},
  {tag: 'docs-default-0.12.x', records: [record('find_with_linked walks a chain of relations')]},
  {tag: 'docs-default-0.11.x', records: [record('the data loader loads related rows', 'Data Loader')]},
]);
const index = new VersionTermIndex(terms);

test('words are grouped by the versions they occur in, tags in the order given', () => {
  assert.deepEqual(terms.tags, ['docs-default-current', 'docs-default-0.12.x', 'docs-default-0.11.x']);
  const groupOf = (word: string) => terms.groups.find(([, words]) => words.split(' ').includes(word))?.[0];
  assert.equal(groupOf('find_with_linked'), 0b011);
  assert.equal(groupOf('loader'), 0b101);
  assert.equal(groupOf('related'), 0b101);
  assert.equal(groupOf('chain'), 0b010);
});

test('the versions whose docs have every word of a query, newest first', () => {
  assert.deepEqual(index.tagsWithAllWords('find_with_linked'), ['docs-default-current', 'docs-default-0.12.x']);
  assert.deepEqual(index.tagsWithAllWords('entity loader'), ['docs-default-current']);
  assert.deepEqual(index.tagsWithAllWords('related rows'), ['docs-default-current', 'docs-default-0.11.x']);
  assert.deepEqual(index.tagsWithAllWords('no_such_name'), []);
  assert.deepEqual(index.tagsWithAllWords('   '), []);
});

test('the word being typed matches as a prefix, a finished one does not', () => {
  assert.deepEqual(index.tagsWithAllWords('find_with_lin'), ['docs-default-current', 'docs-default-0.12.x']);
  assert.deepEqual(index.tagsWithAllWords('find_with_lin '), []);
});

test('API names are told from plain words', () => {
  for (const query of ['find_with_linked', 'Entity::load', 'DerivePartialModel', 'sea-orm-cli --with-prelude', 'intoPartial']) {
    assert.match(query, API_NAME, query);
  }
  for (const query of ['how to paginate', 'Pagination', 'insert many rows', 'sea-orm']) assert.doesNotMatch(query, API_NAME, query);
});

test('the version a request is limited to comes from its docusaurus_tag facet', () => {
  assert.equal(requestVersion(['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-0.9.x']]), '0.9.x');
  assert.equal(requestVersion(['language:en']), null);
});
