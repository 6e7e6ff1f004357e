// How readers' words meet the docs' words, for both search modes: the embedded engine (src/search/engine.ts) reads
// this file, and `npm run search:export` hands the same lists to a hosted Algolia index (src/search/algolia.ts).

/**
 * Words that carry no topic in a question ("how do I paginate"): they do not count as required words, unless the
 * query has nothing else. The common English list (as Algolia's `removeStopWords: ['en']` uses in hosted mode), SQL
 * words included ("where", "and", "between"): "where id in list" searches "id list", as Algolia would; a query of
 * stop words only ("having") is searched as it is. Plus a few words of asking (want, need, way, possible).
 */
export const STOP_WORDS: ReadonlySet<string> = new Set(
  (
    'a about above after again against all am an and any are as at be because been before being below between both ' +
    'but by can could did do does doing done down during each few for from further had has have having he her here ' +
    'hers herself him himself his how i if in into is it its itself just me more most my myself no nor not of off on ' +
    'once only or other ought our ours ourselves out over own same she should so some such than that the their theirs ' +
    'them themselves then there these they this those through to too under until up very was we were what when where ' +
    'which while who whom why will with would you your yours yourself yourselves ' +
    'want need way ways possible able please get got'
  ).split(' '),
);

/** A synonym entry in Algolia's own format, so the export uploads it as it is. */
export type Synonym =
  | {objectID: string; type: 'synonym'; synonyms: string[]}
  | {objectID: string; type: 'oneWaySynonym'; input: string; synonyms: string[]};

/**
 * What Rust and SQL readers call the things these docs name otherwise. Two-way entries are equivalent phrasings;
 * one-way entries widen a general word to the docs' term without letting the term pull in the general word's pages.
 */
export const SYNONYMS: readonly Synonym[] = [
  {objectID: 'upsert', type: 'synonym', synonyms: ['upsert', 'on conflict', 'on_conflict', 'insert or update']},
  {objectID: 'n-plus-one', type: 'synonym', synonyms: ['n+1', 'eager loading', 'loader']},
  {objectID: 'join', type: 'oneWaySynonym', input: 'join', synonyms: ['related', 'relation']},
  {objectID: 'pool', type: 'oneWaySynonym', input: 'pool', synonyms: ['connection', 'ConnectOptions']},
  {objectID: 'enum', type: 'synonym', synonyms: ['enum', 'ActiveEnum', 'enumeration']},
  {objectID: 'raw', type: 'oneWaySynonym', input: 'raw', synonyms: ['Statement', 'from_raw_sql']},
  {objectID: 'raw-sql', type: 'synonym', synonyms: ['raw sql', 'raw query', 'plain sql', 'custom sql']},
  {objectID: 'bulk-insert', type: 'synonym', synonyms: ['bulk insert', 'batch insert', 'insert_many', 'insert many']},
  {objectID: 'offset', type: 'oneWaySynonym', input: 'offset', synonyms: ['pagination', 'paginate']},
  {objectID: 'logging', type: 'synonym', synonyms: ['logging', 'debug log', 'sqlx_logging', 'log queries']},
  {objectID: 'graphql', type: 'synonym', synonyms: ['graphql', 'seaography']},
  {objectID: 'fake-db', type: 'synonym', synonyms: ['mock', 'MockDatabase', 'fake database']},
  {objectID: 'schema-sync', type: 'synonym', synonyms: ['entity first', 'schema sync', 'create tables from entities']},
  {objectID: 'where', type: 'oneWaySynonym', input: 'where', synonyms: ['filter']},
  {objectID: 'where-clause', type: 'oneWaySynonym', input: 'where clause', synonyms: ['filter']},
  {objectID: 'count', type: 'oneWaySynonym', input: 'group by', synonyms: ['aggregate']},
  {objectID: 'nested', type: 'oneWaySynonym', input: 'nested objects', synonyms: ['nested select', 'entity loader']},
  {objectID: 'changelog', type: 'synonym', synonyms: ['breaking changes', 'upgrade', 'migration guide']},
];

/**
 * Pages that explain how SeaORM works inside, how to move between releases, or what a release brought, rather than
 * teaching an API: they do not win over the page that teaches the API unless the query asks for them (see
 * src/search/intent.ts). Keyed by the docs section (the first path segment after the version; `blog` for the blog);
 * `askedBy` are query words that ask for that kind. `onDemand` kinds are kept out of their version's main search
 * shard, in a part the browser loads only when a query asks for the kind or the main shard has no record with all
 * of its words (plugins/search-index/buildShards.ts): that keeps every main shard under 150 KB gzip.
 */
export const PAGE_KINDS = {
  blog: {section: 'blog', onDemand: false, askedBy: ['blog', 'release', 'released', 'announcement', 'news', 'changelog']},
  internal: {
    section: 'internal-design',
    onDemand: true,
    askedBy: ['internal', 'internals', 'design', 'architecture', 'expanded', 'diesel', 'trait', 'traits'],
  },
  upgrade: {
    section: 'upgrading',
    onDemand: true,
    askedBy: ['upgrade', 'upgrading', 'breaking', 'changelog', 'changed', 'deprecated', 'removed', 'renamed'],
  },
} as const;

/** Every other page teaches: the kind search prefers. */
export const TEACHING_KIND = 'guide';
export type PageKind = keyof typeof PAGE_KINDS | typeof TEACHING_KIND;
