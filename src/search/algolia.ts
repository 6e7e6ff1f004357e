import type {SearchRecord} from './records';

// What a hosted index needs to search the records as the embedded engine does, as far as Algolia settings go:
// DocSearch's Docusaurus template, with the record's own heading ranked before the headings above it
// (hierarchy_radio) and unordered content. Questions in plain words behave alike in both modes: stop words are
// removed (removeStopWords; Algolia's English list is a little longer than STOP_WORDS, see src/data/searchLanguage.ts),
// plurals ignored, the synonyms uploaded from the same data file (`npm run search:export`), and teaching pages
// preferred through the optionalFilters every request carries (page_kind, src/search/intent.ts). Not expressible
// here, so hosted ranking differs a little: identifiers indexed both whole and by their words (Algolia splits them),
// verb and noun forms beyond plurals (paginate/pagination), the heading-is-the-query signal, the page's description
// ranked above its text (hosted, it is the lvl1 record's content and ranks as text), the one-word handicap of a page
// of an unasked kind among partial matches, and the page-with-more-matches tie-break.

const LEVELS = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const;

export const algoliaIndexSettings = {
  searchableAttributes: [
    ...LEVELS.map((level) => `unordered(hierarchy_radio.${level})`),
    ...LEVELS.map((level) => `unordered(hierarchy.${level})`),
    'unordered(content)',
  ],
  attributesForFaceting: ['type', 'language', 'version', 'docusaurus_tag', 'filterOnly(page_kind)'],
  attributesToRetrieve: ['hierarchy', 'content', 'anchor', 'url', 'url_without_anchor', 'type'],
  attributesToHighlight: ['hierarchy', 'content'],
  attributesToSnippet: ['content:10'],
  distinct: true,
  attributeForDistinct: 'url',
  customRanking: ['desc(weight.pageRank)', 'desc(weight.level)', 'asc(weight.position)'],
  ranking: ['words', 'filters', 'typo', 'attribute', 'proximity', 'exact', 'custom'],
  minWordSizefor1Typo: 3,
  minWordSizefor2Typos: 7,
  allowTyposOnNumericTokens: false,
  minProximity: 1,
  ignorePlurals: ['en'],
  removeStopWords: ['en'],
  queryLanguages: ['en'],
  advancedSyntax: true,
  attributeCriteriaComputedByMinProximity: true,
  removeWordsIfNoResults: 'allOptional',
} as const;

/** A record as uploaded: the DocSearch record plus hierarchy_radio, which holds only the record's own level. */
export function toAlgoliaRecord(record: SearchRecord): SearchRecord & {hierarchy_radio: Partial<Record<string, string>>} {
  const own = record.type === 'content' ? null : record.hierarchy[record.type];
  return {...record, hierarchy_radio: own === null || record.type === 'content' ? {} : {[record.type]: own}};
}
