import {STOP_WORDS, SYNONYMS} from '../data/searchLanguage';
import type {SearchRecord} from './records';

// An in-memory search over DocSearch records that answers as an Algolia index set up with DocSearch's Docusaurus
// template would (src/search/algolia.ts holds the matching index settings): every word required (all optional when
// nothing matches), the last word as a prefix, typo tolerance by word length, plurals ignored, distinct on url, and
// the template's ranking: words, typo, attribute (by nearest words), proximity, exact, then weight.pageRank desc,
// weight.level desc, weight.position asc. Where that ranks docs badly it goes further, each time said where:
// identifiers are indexed whole and by their parts, verb forms match, a record's own heading comes first, words that
// are never near each other rank by their worst place, and between equal matches the page with more of them wins.
// Questions in plain words (issue 15): stop words are not required (removeStopWords), words meet their noun and verb
// forms through a light stemmer (paginate/pagination), synonyms from src/data/searchLanguage.ts run as alternative
// queries (Algolia's synonyms), a query's words may be spread over one section (see match), and three signals put the
// page that teaches a thing above pages that mention it: `optionalFilters` (sent by src/search/intent.ts, ranked as
// Algolia's "filters" criterion, right after words), a heading that *is* the query, and how many of the query's words
// the headings name (see rankText).

export type FacetFilters = string | readonly (string | readonly string[])[];

export interface SearchParams {
  query?: string;
  facetFilters?: FacetFilters;
  /** Algolia's optionalFilters: a record matching more of them ranks higher, right after the words criterion. */
  optionalFilters?: FacetFilters;
  hitsPerPage?: number;
  page?: number;
  /** `attribute:words`, e.g. `content:10`. */
  attributesToSnippet?: readonly string[];
  highlightPreTag?: string;
  highlightPostTag?: string;
  snippetEllipsisText?: string;
  /** Distinct on url, as DocSearch indices are configured; `false` or 0 returns every record. */
  distinct?: boolean | number;
}

export interface HighlightResult {
  value: string;
  matchLevel: 'none' | 'partial' | 'full';
  matchedWords: string[];
  fullyHighlighted?: boolean;
}
export interface SnippetResult {
  value: string;
  matchLevel: 'none' | 'partial' | 'full';
}

export type SearchHit = SearchRecord & {
  _highlightResult: {hierarchy: Record<string, HighlightResult>; content?: HighlightResult};
  _snippetResult: {hierarchy?: Record<string, SnippetResult>; content?: SnippetResult};
};

export interface SearchResponse {
  hits: SearchHit[];
  nbHits: number;
  page: number;
  nbPages: number;
  hitsPerPage: number;
  processingTimeMS: number;
  query: string;
  params: string;
  exhaustiveNbHits: true;
  /** Not Algolia's: whether some hit has every word of the query (or of a synonym variant), not only some of them. */
  allWordsMatched: boolean;
}

const LEVELS = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const;
/**
 * Searchable attributes in ranking order, as DocSearch's first scraper set them: the record's own heading
 * ("hierarchy_radio": a lvl2 record has only its lvl2), then the headings it sits under, then the text (unordered:
 * where in a paragraph a word appears does not matter). So the page titled "Entity Format" outranks every record that
 * merely sits in the "Generating Entities" section.
 */
const SEARCHABLE = LEVELS.length * 2 + 1;
const CONTENT = SEARCHABLE - 1;
/** Attributes shown in hits, highlighted and snippeted. */
const DISPLAYED = [...LEVELS.map((level) => `hierarchy.${level}`), 'content'] as const;
const MAX_WORDS = 10;
const MAX_PROXIMITY = 8;
/** Positions of different attributes are this far apart, so words in two attributes are never "near". */
const ATTRIBUTE_STRIDE = 1 << 20;
/**
 * A word, or a compound of words joined by `_`, `-` or `+` (find_with_related, runtime-tokio-rustls, --ignore-tables,
 * N+1), or a Rust path joined by `::` (Entity::find).
 */
const COMPOUND = /[\p{L}\p{N}]+(?:(?:[_+-]|::)[\p{L}\p{N}]+)*/gu;
const PART = /[\p{L}\p{N}]+/gu;
const EMPTY = new Int32Array(0);

export interface Token {
  word: string;
  start: number;
  end: number;
}

/**
 * Lower-cased words of a text with their offsets. A compound is indexed whole and by its parts, so
 * `find_with_related` is found by that identifier (exactly, as DocSearch indexes `_`) and by "related" too. A Rust
 * path is also indexed by each shorter path it ends with, as Rust code refers to it: `cake::Entity::find` is found by
 * `Entity::find`.
 */
export function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  let parts: Token[] = [];
  const flush = () => {
    if (parts.length > 1) {
      // Split at `::` into path segments; each segment that is a compound is a token, and so is the path from each
      // segment to the end when it has two segments or more.
      const segments: Token[][] = [[parts[0]!]];
      for (let i = 1; i < parts.length; i++) {
        if (text.slice(parts[i - 1]!.end, parts[i]!.start) === '::') segments.push([]);
        segments[segments.length - 1]!.push(parts[i]!);
      }
      const span = (from: Token, to: Token) => ({word: text.slice(from.start, to.end).toLowerCase(), start: from.start, end: to.end});
      const last = parts[parts.length - 1]!;
      for (let i = 0; i < segments.length - 1; i++) tokens.push(span(segments[i]![0]!, last));
      for (const segment of segments) if (segment.length > 1) tokens.push(span(segment[0]!, segment[segment.length - 1]!));
    }
    for (const part of parts) tokens.push(part);
    parts = [];
  };
  const word = new RegExp(PART.source, 'gu');
  for (let match = word.exec(text); match; match = word.exec(text)) {
    const start = match.index;
    const previous = parts[parts.length - 1];
    // A part continues the compound when one `_`, `-` or `+`, or a `::`, separates it from the previous part.
    const joiner = previous ? text.slice(previous.end, start) : '';
    if (previous && joiner !== '_' && joiner !== '-' && joiner !== '+' && joiner !== '::') flush();
    parts.push({word: match[0].toLowerCase(), start, end: start + match[0].length});
  }
  flush();
  return tokens;
}

/** The words of a text as typed, lower-cased, compounds whole, stop words kept. */
function typedWords(text: string): string[] {
  return text.toLowerCase().match(COMPOUND) ?? [];
}

/**
 * The words of a query: compounds stay whole (see `tokenize`); `split` breaks them into their parts. Stop words
 * ("how do I …") are dropped unless nothing else is left.
 */
export function queryWords(query: string, split: boolean): string[] {
  return meaningfulWords(split ? (query.toLowerCase().match(PART) ?? []) : typedWords(query));
}

/**
 * A light English stemmer: the form that a word's noun and verb forms share (paginate, pagination, paginating →
 * pagin; connect, connection, connected → connect; entities, entity → entity). Two rounds of suffix stripping, then a
 * final `e` and a final `at`; a stem is never shorter than 3 letters.
 */
export function stem(word: string): string {
  if (word.length < 4 || !/^[a-z]+$/.test(word)) return word;
  let s = word;
  for (let round = 0; round < 2; round++) {
    const rule = STEM_SUFFIXES.find(([suffix]) => s.endsWith(suffix) && s.length - suffix.length >= 3);
    if (!rule) break;
    const next = s.slice(0, -rule[0].length) + rule[1];
    if (rule[0] === 'er' && next.length < 4) break;
    s = next;
  }
  if (s.endsWith('e') && s.length > 4) s = s.slice(0, -1);
  if (s.endsWith('at') && s.length > 5) s = s.slice(0, -2);
  return s;
}
/** Longest first. */
const STEM_SUFFIXES: readonly [string, string][] = [
  ['ations', ''],
  ['ation', ''],
  ['ions', ''],
  ['ion', ''],
  ['ings', ''],
  ['ing', ''],
  ['ies', 'y'],
  ['ied', 'y'],
  ['ers', ''],
  ['er', ''],
  ['ed', ''],
  ['es', ''],
  ['s', ''],
];

/** A synonym entry as word lists: each phrase as typed (stop words kept: "where clause", "on conflict"). */
interface SynonymRule {
  from: string[][];
  to: string[][];
}
const SYNONYM_RULES: SynonymRule[] = SYNONYMS.map((entry) => {
  const phrases = (entry.type === 'synonym' ? entry.synonyms : [entry.input, ...entry.synonyms]).map(typedWords);
  return entry.type === 'synonym' ? {from: phrases, to: phrases} : {from: [phrases[0]!], to: phrases.slice(1)};
});

/** The meaningful words of a list of typed words (see queryWords). */
function meaningfulWords(words: string[]): string[] {
  const meaningful = words.filter((word) => !STOP_WORDS.has(word));
  return meaningful.length > 0 ? meaningful : words;
}

/**
 * The query's word lists to search: its meaningful words first (queryWords), then each with one synonym phrase
 * swapped in. A phrase matches whole words of the query as typed, before stop words go, as Algolia applies synonyms:
 * "where clause" (two stop-listed or generic words) still reaches its synonym `filter`. A phrase also matches the
 * meaningful words with its own stop words dropped when two or more are left ("insert or update" in "insert and
 * update"; but "group" alone is not "group by").
 */
export function queryVariants(query: string, max = 6): string[][] {
  const typed = typedWords(query);
  const words = meaningfulWords(typed);
  const variants = [words];
  const key = (ws: string[]) => ws.join(' ');
  const seen = new Set([key(words)]);
  const swap = (list: string[], phrase: string[], replacement: string[]) => {
    for (let at = 0; phrase.length > 0 && at + phrase.length <= list.length; at++) {
      if (!phrase.every((w, i) => list[at + i] === w)) continue;
      const variant = meaningfulWords([...list.slice(0, at), ...replacement, ...list.slice(at + phrase.length)]);
      if (variant.length === 0 || seen.has(key(variant))) continue;
      seen.add(key(variant));
      variants.push(variant);
    }
  };
  for (const rule of SYNONYM_RULES) {
    for (const phrase of rule.from) {
      const short = phrase.filter((word) => !STOP_WORDS.has(word));
      for (const replacement of rule.to) {
        if (replacement === phrase) continue;
        swap(typed, phrase, replacement);
        if (short.length > 1 && short.length < phrase.length) swap(words, short, replacement);
        if (variants.length > max) return variants.slice(0, max + 1);
      }
    }
  }
  return variants;
}

/**
 * The words of a heading, and each two neighbouring words written together: "Sub Query" is found by "subquery", as
 * Algolia's word concatenation would find it.
 */
function headingTokens(text: string): Token[] {
  const tokens = tokenize(text);
  const joined: Token[] = [];
  for (let i = 1; i < tokens.length; i++) {
    const [a, b] = [tokens[i - 1]!, tokens[i]!];
    if (b.start === a.end + 1 && text[a.end] === ' ' && /^\p{L}+$/u.test(a.word) && /^\p{L}+$/u.test(b.word)) {
      joined.push({word: a.word + b.word, start: a.start, end: b.end});
    }
  }
  return [...tokens, ...joined];
}

/** The indexes [from, to) of the words of a sorted list that start with `prefix`. */
export function prefixRange(sorted: readonly string[], prefix: string): [number, number] {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (sorted[mid]! < prefix) lo = mid + 1;
    else hi = mid;
  }
  let end = lo;
  while (end < sorted.length && sorted[end]!.startsWith(prefix)) end++;
  return [lo, end];
}

/** Typos allowed in a query word (minWordSizefor1Typo 3, minWordSizefor2Typos 7, none on numbers). */
function allowedTypos(word: string): number {
  if (/^\d+$/.test(word)) return 0;
  return word.length >= 7 ? 2 : word.length >= 3 ? 1 : 0;
}

/** Optimal-string-alignment distance between `a` and `b` (or b's best prefix), or max + 1 once over max. */
function distance(a: string, b: string, max: number, prefix: boolean): number {
  const m = a.length;
  const n = prefix ? Math.min(b.length, m + max) : b.length;
  if (!prefix && Math.abs(m - n) > max) return max + 1;
  let prev2 = new Array<number>(n + 1);
  let prev = new Array<number>(n + 1);
  let row = new Array<number>(n + 1);
  for (let j = 0; j <= n; j++) prev[j] = j;
  for (let i = 1; i <= m; i++) {
    row[0] = i;
    let rowMin = i;
    for (let j = 1; j <= n; j++) {
      const cost = a.charCodeAt(i - 1) === b.charCodeAt(j - 1) ? 0 : 1;
      let d = Math.min(prev[j]! + 1, row[j - 1]! + 1, prev[j - 1]! + cost);
      if (i > 1 && j > 1 && a.charCodeAt(i - 1) === b.charCodeAt(j - 2) && a.charCodeAt(i - 2) === b.charCodeAt(j - 1)) {
        d = Math.min(d, prev2[j - 2]! + 1);
      }
      row[j] = d;
      if (d < rowMin) rowMin = d;
    }
    if (rowMin > max) return max + 1;
    [prev2, prev, row] = [prev, row, prev2];
  }
  if (!prefix) return prev[n]!;
  let best = max + 1;
  for (let j = Math.max(0, m - max); j <= n; j++) best = Math.min(best, prev[j]!);
  return best;
}

/** English plurals as Algolia's ignorePlurals treats them: cake/cakes, class/classes, entity/entities. */
function pluralForms(word: string): string[] {
  if (word.length < 3 || !/^[a-z]+$/.test(word)) return [];
  const forms = [`${word}s`, `${word}es`];
  if (word.endsWith('ies')) forms.push(`${word.slice(0, -3)}y`);
  else if (word.endsWith('es')) forms.push(word.slice(0, -2), word.slice(0, -1));
  else if (word.endsWith('s') && !word.endsWith('ss')) forms.push(word.slice(0, -1));
  if (word.endsWith('y')) forms.push(`${word.slice(0, -1)}ies`);
  return forms;
}

/**
 * Verb forms (write/writing, run/running, set up/setting up, upgrade/upgrading, update/updated), which Algolia does
 * not match; they count as a match without typo that is not exact, so the exact word still ranks first.
 */
function verbForms(word: string): string[] {
  if (word.length < 3 || !/^[a-z]+$/.test(word)) return [];
  const doubled = /[^aeiou][aeiou][^aeiouwxy]$/.test(word) ? [`${word}${word.at(-1)}ing`, `${word}${word.at(-1)}ed`] : [];
  const forms = [`${word}ing`, `${word}ed`, ...doubled];
  if (word.endsWith('e')) forms.push(`${word.slice(0, -1)}ing`, `${word}d`);
  for (const suffix of ['ing', 'ed']) {
    if (!word.endsWith(suffix) || word.length < suffix.length + 3) continue;
    const stem = word.slice(0, -suffix.length);
    forms.push(stem, `${stem}e`);
    if (/(.)\1$/.test(stem)) forms.push(stem.slice(0, -1));
  }
  return forms;
}

/** Words as an order-free key of their stems, to tell whether a heading says exactly what the query says. */
function wordsKey(words: readonly string[]): string {
  return words.map(stem).sort().join(' ');
}

/** How a vocabulary term matches a query word; smaller is better. 1 = exact, 2 = prefix, +2 per typo. */
type MatchCode = number;
const typosOf = (code: MatchCode) => (code - 1) >> 1;
const isExact = (code: MatchCode) => code === 1;

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** An attribute's place for the attribute criterion; a heading record's content (its page's description) ranks
 * between the headings and the text. */
function placeOf(attribute: number, described: boolean): number {
  return attribute === CONTENT && described ? CONTENT * 1000 - 500 : attribute * 1000;
}

function attributeValue(record: SearchRecord, attribute: number): string | null {
  if (attribute === CONTENT) return record.content;
  if (attribute >= LEVELS.length) return record.hierarchy[LEVELS[attribute - LEVELS.length]!];
  const level = LEVELS[attribute]!;
  return record.type === level ? record.hierarchy[level] : null;
}

function displayedValue(record: SearchRecord, attribute: number): string | null {
  return attribute === DISPLAYED.length - 1 ? record.content : record.hierarchy[LEVELS[attribute]!];
}

/** facetFilters as Algolia reads them: the outer list is AND, an inner list is OR, a leading `-` negates. */
export function parseFacetFilters(filters: FacetFilters | undefined): {attribute: string; value: string; negated: boolean}[][] {
  if (filters === undefined) return [];
  const groups = typeof filters === 'string' ? [filters] : filters;
  return groups.map((group) =>
    (typeof group === 'string' ? [group] : group).map((filter) => {
      const negated = filter.startsWith('-');
      const body = negated ? filter.slice(1) : filter;
      const colon = body.indexOf(':');
      if (colon < 0) throw new Error(`invalid facet filter "${filter}" (expected attribute:value)`);
      return {attribute: body.slice(0, colon), value: body.slice(colon + 1), negated};
    }),
  );
}

/** The values `attribute` must take under these filters, or null when the filters leave it open. */
export function requiredFacetValues(filters: FacetFilters | undefined, attribute: string): string[] | null {
  let required: string[] | null = null;
  for (const group of parseFacetFilters(filters)) {
    if (!group.every((f) => f.attribute === attribute && !f.negated)) continue;
    const values = group.map((f) => f.value);
    required = required === null ? values : required.filter((v) => values.includes(v));
  }
  return required;
}

export class SearchIndex {
  readonly records: readonly SearchRecord[];
  private readonly terms: string[];
  private readonly termIds = new Map<string, number>();
  private readonly postings: Int32Array[];
  /** Term ids by each of their first two letters (see `expand`). */
  private readonly termsByLead = new Map<string, number[]>();
  /** Term ids by their stem (see `stem`), for the terms that have one other than themselves. */
  private readonly termsByStem = new Map<string, number[]>();
  /** Per record: its own heading as sorted stems of its meaningful words, or null for a text record. */
  private readonly headingKeys: (string | null)[];
  private readonly recordTokens: Int32Array[][];
  /** Page (url without anchor) of each record, as a number. */
  private readonly pageOf: Int32Array;
  /** Section (url, with its anchor) of each record, as a number: a heading and the blocks under it. */
  private readonly sectionOf: Int32Array;
  /** Per query: which query words each section has somewhere in its records (see `match`). */
  private sectionWords: Int32Array;
  private readonly pageCount: number;
  private readonly expansions = new Map<string, [number, MatchCode][]>();
  // Per-query scratch: which terms match which query words, stamped with the query's generation.
  private generation = 0;
  private readonly stamp: Int32Array;
  private readonly wordMask: Int32Array;
  private readonly codes: Uint8Array;

  constructor(records: readonly SearchRecord[]) {
    this.records = records;
    const pages = new Map<string, number>();
    this.pageOf = Int32Array.from(records, (record) => {
      let id = pages.get(record.url_without_anchor);
      if (id === undefined) pages.set(record.url_without_anchor, (id = pages.size));
      return id;
    });
    this.pageCount = pages.size;
    const sections = new Map<string, number>();
    this.sectionOf = Int32Array.from(records, (record) => {
      let id = sections.get(record.url);
      if (id === undefined) sections.set(record.url, (id = sections.size));
      return id;
    });
    this.sectionWords = new Int32Array(sections.size);
    const tokensOf = new Map<string, string[]>();
    const vocabulary = new Set<string>();
    for (const record of records) {
      for (let a = 0; a < SEARCHABLE; a++) {
        const value = attributeValue(record, a);
        if (value === null || tokensOf.has(value)) continue;
        const tokens = (a === CONTENT ? tokenize(value) : headingTokens(value)).map((t) => t.word);
        tokensOf.set(value, tokens);
        for (const token of tokens) vocabulary.add(token);
      }
    }
    this.terms = [...vocabulary].sort();
    this.terms.forEach((term, id) => {
      this.termIds.set(term, id);
      const termStem = stem(term);
      let sameStem = this.termsByStem.get(termStem);
      if (!sameStem) this.termsByStem.set(termStem, (sameStem = []));
      sameStem.push(id);
      for (const letter of new Set(term.slice(0, 2))) {
        let ids = this.termsByLead.get(letter);
        if (!ids) this.termsByLead.set(letter, (ids = []));
        ids.push(id);
      }
    });
    const idsOf = new Map<string, Int32Array>();
    for (const [value, tokens] of tokensOf) idsOf.set(value, Int32Array.from(tokens, (t) => this.termIds.get(t)!));

    const postings: number[][] = this.terms.map(() => []);
    const lastRecord = new Int32Array(this.terms.length).fill(-1);
    this.recordTokens = records.map((record, r) => {
      const attributes: Int32Array[] = [];
      for (let a = 0; a < SEARCHABLE; a++) {
        const value = attributeValue(record, a);
        const ids = value === null ? EMPTY : idsOf.get(value)!;
        attributes.push(ids);
        for (const id of ids) {
          if (lastRecord[id] !== r) {
            lastRecord[id] = r;
            postings[id]!.push(r);
          }
        }
      }
      return attributes;
    });
    this.postings = postings.map((list) => Int32Array.from(list));
    this.headingKeys = records.map((record) =>
      record.type === 'content' ? null : wordsKey(queryWords(record.hierarchy[record.type] ?? '', false)),
    );
    this.stamp = new Int32Array(this.terms.length);
    this.wordMask = new Int32Array(this.terms.length);
    this.codes = new Uint8Array(this.terms.length * MAX_WORDS);
  }

  get vocabularySize(): number {
    return this.terms.length;
  }

  /** Vocabulary terms that match a query word, with how well. */
  private expand(word: string, prefix: boolean): [number, MatchCode][] {
    const key = `${prefix ? '>' : '='}${word}`;
    const cached = this.expansions.get(key);
    if (cached) return cached;
    const found = new Map<number, MatchCode>();
    const offer = (id: number, code: MatchCode) => {
      if (code < (found.get(id) ?? 99)) found.set(id, code);
    };
    const exact = this.termIds.get(word);
    if (exact !== undefined) offer(exact, 1);
    for (const variant of pluralForms(word)) {
      const id = this.termIds.get(variant);
      if (id !== undefined) offer(id, 1);
    }
    for (const variant of verbForms(word)) {
      const id = this.termIds.get(variant);
      if (id !== undefined) offer(id, 2);
    }
    // Noun and verb forms of one stem (pagination for paginate): a match without typo that is not exact.
    for (const id of this.termsByStem.get(stem(word)) ?? []) offer(id, 2);
    if (prefix) {
      const [from, to] = prefixRange(this.terms, word);
      for (let id = from; id < to; id++) offer(id, 2);
    }
    const max = allowedTypos(word);
    if (max > 0) {
      // Candidates share one of the word's first two letters in one of their first two places: that covers one typo
      // anywhere and two typos that leave the start alone, and spares scanning the whole vocabulary per keystroke.
      const seen = new Set<number>();
      for (const letter of new Set(word.slice(0, 2))) {
        for (const id of this.termsByLead.get(letter) ?? []) {
          if (seen.has(id)) continue;
          seen.add(id);
          const term = this.terms[id]!;
          if (term.length < word.length - max || (!prefix && term.length > word.length + max)) continue;
          const full = distance(word, term, max, false);
          if (full <= max && full > 0) offer(id, 1 + 2 * full);
          if (prefix && term.length > word.length) {
            const partial = distance(word, term, max, true);
            if (partial <= max && partial > 0) offer(id, 2 + 2 * partial);
          }
        }
      }
    }
    const result = [...found.entries()];
    if (this.expansions.size > 2000) this.expansions.clear();
    this.expansions.set(key, result);
    return result;
  }

  search(params: SearchParams = {}): SearchResponse {
    const started = performance.now();
    const query = (params.query ?? '').slice(0, 512);
    const hitsPerPage = Math.max(0, Math.min(1000, params.hitsPerPage ?? 20));
    const page = Math.max(0, params.page ?? 0);
    const prefixLast = !/\s$/.test(query);
    const filter = this.compileFilter(params.facetFilters);
    const records = this.records;

    const optional = this.compileOptionalFilters(params.optionalFilters);
    // The query and its synonym variants (queryVariants); a record keeps its best rank over them, and the query as
    // typed wins a tie with a variant.
    const rankOf = new Map<number, number>();
    const variantOf = new Map<number, number>();
    let allWordsMatched = false;
    const variants = queryVariants(query).map((v) => v.slice(0, MAX_WORDS));
    // A Rust path (ActiveValue::NotSet) is also searched by its names, for text that writes them apart or imports one.
    // Its names apart count as one typo: the path itself, where written, comes first.
    const splitPath = variants[0]!.some((word) => word.includes('::')) ? variants.length : -1;
    if (splitPath >= 0) variants.push(variants[0]!.flatMap((word) => word.split('::')).slice(0, MAX_WORDS));
    variants.forEach((variant, v) => {
      let words = variant;
      let {generation, candidates, full} = this.match(words, prefixLast, filter);
      // A compound nobody wrote (auto-increment where the docs say auto increment): search its parts instead.
      if (v === 0 && candidates.length === 0 && words.some((word) => /[_+-]|::/.test(word))) {
        words = queryWords(query, true).slice(0, MAX_WORDS);
        variants[0] = words;
        ({generation, candidates, full} = this.match(words, prefixLast, filter));
      }
      if (full && candidates.length > 0) allWordsMatched = true;
      const key = wordsKey(words);
      for (const r of candidates) {
        const rank = (words.length > 0 ? this.rankText(r, words.length, generation, optional, key, v === splitPath ? 1 : 0) : optional.rank(r)) + (v > 0 ? 0.5 : 0);
        const previous = rankOf.get(r);
        if (previous === undefined || rank < previous) {
          rankOf.set(r, rank);
          variantOf.set(r, v);
        }
      }
    });
    const candidates = [...rankOf.keys()];

    // Textual criteria first; then, between equally good matches, the page with more matching sections (it talks
    // more about the query), then DocSearch's custom ranking (pageRank desc, level desc, position asc).
    const pageHits = new Int32Array(this.pageCount);
    for (const r of candidates) pageHits[this.pageOf[r]!]!++;
    const textual = new Float64Array(records.length);
    const rest = new Float64Array(records.length);
    for (const r of candidates) {
      const {pageRank, level, position} = records[r]!.weight;
      textual[r] = rankOf.get(r)!;
      const custom = ((100 - Math.min(pageRank, 100)) * 1001 + (1000 - Math.min(level, 1000))) * 1e5 + Math.min(position, 99_999);
      rest[r] = (records.length - pageHits[this.pageOf[r]!]!) * 1.02e10 + custom;
    }
    candidates.sort((a, b) => textual[a]! - textual[b]! || rest[a]! - rest[b]! || a - b);

    let ranked = candidates;
    if (params.distinct !== false && params.distinct !== 0) {
      const urls = new Set<string>();
      ranked = candidates.filter((r) => {
        const url = this.records[r]!.url;
        if (urls.has(url)) return false;
        urls.add(url);
        return true;
      });
    }

    // Highlight each hit with the words of the variant that found it (marking a variant's terms is cheap).
    const shown = ranked.slice(page * hitsPerPage, (page + 1) * hitsPerPage);
    const hits: SearchHit[] = new Array(shown.length);
    for (let v = 0; v < variants.length; v++) {
      const mine = shown.flatMap((r, i) => (variantOf.get(r) === v ? [i] : []));
      if (mine.length === 0) continue;
      const generation = this.mark(variants[v]!, prefixLast);
      for (const i of mine) hits[i] = this.formatHit(shown[i]!, variants[v]!, generation, params);
    }
    return {
      hits,
      nbHits: ranked.length,
      page,
      nbPages: hitsPerPage > 0 ? Math.ceil(ranked.length / hitsPerPage) : 0,
      hitsPerPage,
      processingTimeMS: Math.round(performance.now() - started),
      query,
      params: new URLSearchParams({query, hitsPerPage: String(hitsPerPage), page: String(page)}).toString(),
      exhaustiveNbHits: true,
      allWordsMatched,
    };
  }

  /**
   * Marks the terms each query word matches (for ranking and highlighting) and returns the records that have every
   * word; when none has, those with any of them (removeWordsIfNoResults: allOptional). Filters applied.
   */
  private match(words: string[], prefixLast: boolean, filter: (record: SearchRecord) => boolean) {
    const records = this.records;
    const matchCount = new Uint8Array(records.length);
    const seenBy = new Int32Array(records.length).fill(-1);
    const sectionWords = (this.sectionWords = new Int32Array(this.sectionWords.length));
    const generation = this.mark(words, prefixLast, (w, id) => {
      for (const r of this.postings[id]!) {
        if (seenBy[r] !== w) {
          seenBy[r] = w;
          matchCount[r]!++;
          sectionWords[this.sectionOf[r]!]! |= 1 << w;
        }
      }
    });
    // Every word has to be in the same section (a heading and the paragraphs under it), not in the same paragraph:
    // a question's words are often spread over a section's sentences. The section's records that have any of the
    // words are candidates; rankText prefers the ones that have more of them themselves. When the sections with every
    // word are on fewer than five pages, the sections that miss one word join them (ranked after them): one
    // qualifying word the docs do not use ("cursor *based* pagination") should not hide the page about the rest.
    const all = (1 << words.length) - 1;
    let candidates: number[] = [];
    const optional: number[] = [];
    for (let r = 0; r < records.length; r++) {
      if (matchCount[r] === 0 && words.length > 0) continue;
      if (sectionWords[this.sectionOf[r]!] === all || words.length === 0) {
        if (filter(records[r]!)) candidates.push(r);
      } else if (words.length > 1) {
        optional.push(r);
      }
    }
    const full = candidates.length > 0 || words.length === 0;
    if (candidates.length === 0) {
      candidates = optional.filter((r) => filter(records[r]!));
    } else if (words.length > 1 && new Set(candidates.map((r) => this.pageOf[r])).size < 5) {
      const oneShort = optional.filter((r) => popcount(sectionWords[this.sectionOf[r]!]!) === words.length - 1 && filter(records[r]!));
      candidates = [...candidates, ...oneShort];
    }
    return {generation, candidates, full};
  }

  /**
   * Whether a heading is the query once its place is read with it: "One to One" under "Relations" for "one to one
   * relation" (the heading's words are all in the query, and the rest of the query is in the headings above it).
   */
  private isQueryInContext(r: number, queryKey: string): boolean {
    const own = this.headingKeys[r];
    if (!own) return false;
    const query = queryKey.split(' ');
    const heading = new Set(own.split(' '));
    if (![...heading].every((s) => query.includes(s))) return false;
    const record = this.records[r]!;
    const above = new Set(
      LEVELS.filter((level) => level !== record.type)
        .flatMap((level) => queryWords(record.hierarchy[level] ?? '', false))
        .map(stem),
    );
    return query.every((s) => heading.has(s) || above.has(s));
  }

  /** Stamps the terms each query word matches, with how well (for ranking and highlighting); returns the stamp. */
  private mark(words: string[], prefixLast: boolean, visit?: (word: number, term: number) => void): number {
    const generation = ++this.generation;
    words.forEach((word, w) => {
      for (const [id, code] of this.expand(word, prefixLast && w === words.length - 1)) {
        if (this.stamp[id] !== generation) {
          this.stamp[id] = generation;
          this.wordMask[id] = 0;
        }
        this.wordMask[id] |= 1 << w;
        this.codes[id * MAX_WORDS + w] = code;
        visit?.(w, id);
      }
    });
    return generation;
  }

  /** optionalFilters as Algolia ranks them: each group a record satisfies counts one; `rank` is how many it misses. */
  private compileOptionalFilters(optionalFilters: FacetFilters | undefined): {rank: (r: number) => number} {
    const groups = (typeof optionalFilters === 'string' ? [optionalFilters] : (optionalFilters ?? [])).map((group) => this.compileFilter([group]));
    return {rank: (r) => groups.filter((matches) => !matches(this.records[r]!)).length};
  }

  private compileFilter(facetFilters: FacetFilters | undefined): (record: SearchRecord) => boolean {
    const groups = parseFacetFilters(facetFilters).map((group) =>
      group.map(({attribute, value, negated}) => ({path: attribute.split('.'), value, negated})),
    );
    if (groups.length === 0) return () => true;
    const has = (record: SearchRecord, path: string[], value: string) => {
      let v: unknown = record;
      for (const key of path) v = (v as Record<string, unknown> | null | undefined)?.[key];
      return Array.isArray(v) ? v.some((item) => String(item) === value) : v !== null && v !== undefined && String(v) === value;
    };
    return (record) => groups.every((group) => group.some((f) => has(record, f.path, f.value) !== f.negated));
  }

  // Scratch space of rankText, reused across records.
  private readonly best = new Int32Array(MAX_WORDS);
  private readonly first = new Int32Array(MAX_WORDS);
  private readonly positions: number[][] = Array.from({length: MAX_WORDS}, () => []);

  /**
   * The textual criteria packed into one number (smaller ranks first): words (how many the record's section misses),
   * filters (how many optionalFilters the record misses), typo, heading, words in the record itself, attribute,
   * proximity, exact.
   * - With attributeCriteriaComputedByMinProximity, the attribute of a multi-word query is the one where its words are
   *   nearest, so a title that happens to contain one of the words does not outrank the text that has them together.
   * - "Heading" is this engine's: a record whose own heading *is* the query (the same words, up to word forms:
   *   "Pagination" for "how to paginate") ranks above records that only contain the words. Where a thing is taught
   *   beats where it is mentioned; Algolia's nearest equivalent is its exact-attribute match for one-word queries.
   */
  private rankText(
    r: number,
    wordCount: number,
    generation: number,
    optional: {rank: (r: number) => number},
    queryKey: string,
    extraTypos = 0,
  ): number {
    const {best, first, positions} = this;
    for (let w = 0; w < wordCount; w++) {
      best[w] = 99;
      first[w] = -1;
      positions[w]!.length = 0;
    }
    let singleWordExact = false;
    let inHeadings = 0; // query words (as a mask) in the record's own heading or the page title and headings above it
    const attributes = this.recordTokens[r]!;
    // A heading record's content is its page's description (records.ts): the page's summary, so its words name what
    // the page is about, and it ranks between the headings and the body.
    const described = this.records[r]!.type !== 'content';
    for (let a = 0; a < attributes.length; a++) {
      const tokens = attributes[a]!;
      // Headings name what a record is about: its own, the page title and the headings above (not lvl0, the docs
      // section), and its page's description; not text.
      const heading = a < LEVELS.length || (a > LEVELS.length && a < CONTENT) || (a === CONTENT && described);
      for (let p = 0; p < tokens.length; p++) {
        const id = tokens[p]!;
        if (this.stamp[id] !== generation) continue;
        const mask = this.wordMask[id]!;
        if (heading) inHeadings |= mask;
        for (let w = 0; w < wordCount; w++) {
          if (!(mask & (1 << w))) continue;
          const code = this.codes[id * MAX_WORDS + w]!;
          if (code < best[w]!) best[w] = code;
          if (first[w] === -1) first[w] = placeOf(a, described);
          if (wordCount > 1) positions[w]!.push(a * ATTRIBUTE_STRIDE + p); // proximity needs two words
          if (wordCount === 1 && tokens.length === 1 && code === 1) singleWordExact = true;
        }
      }
    }
    let typos = extraTypos;
    let matched = 0;
    let exact = 0;
    let attribute = SEARCHABLE * 1000;
    let worst = 0;
    let proximity = 0;
    let nearestCost = MAX_PROXIMITY;
    let nearestAttribute = -1;
    let previous = -1;
    for (let w = 0; w < wordCount; w++) {
      if (best[w] === 99) continue;
      matched++;
      typos += typosOf(best[w]!);
      if (isExact(best[w]!)) exact++;
      attribute = Math.min(attribute, first[w]!);
      worst = Math.max(worst, first[w]!);
      if (previous >= 0) {
        const [cost, at] = nearest(positions[previous]!, positions[w]!);
        proximity += cost;
        if (cost < nearestCost) {
          nearestCost = cost;
          nearestAttribute = Math.floor(at / ATTRIBUTE_STRIDE);
        }
      }
      previous = w;
    }
    if (nearestAttribute >= 0) attribute = placeOf(nearestAttribute, described);
    // Words never near each other: the record is only as good as its worst-placed word, so one word in an inherited
    // title does not lift text that merely mentions the other (Algolia would take the best-placed word here).
    else if (matched > 1) attribute = worst;
    if (wordCount === 1) exact = singleWordExact ? 1 : 0;
    const filtersMissed = Math.min(optional.rank(r), 3);
    // Words the record's section misses. Among sections that miss some, a page of a kind the query did not ask for
    // (an upgrade guide, internal design) counts one word more: with every word it still ranks by words first (a pasted
    // compiler error finds the upgrade guide that quotes it), but a partial match there does not beat the page that
    // teaches the thing ("wrap a primitive in a custom newtype column" found an upgrade note on ValueType first).
    const sectionMissing = wordCount - popcount(this.sectionWords[this.sectionOf[r]!]!);
    const missing = sectionMissing > 0 ? sectionMissing + Math.min(filtersMissed, 1) : 0;
    const heading = matched < wordCount ? 2 : this.headingKeys[r] === queryKey || this.isQueryInContext(r, queryKey) ? 0 : 1;
    // Query words the headings do not name: a section under "Subquery" is about subqueries, a paragraph that mentions
    // one next to a "clause" is not. Counted for the section's place (title and headings), not its text.
    const unnamed = wordCount - popcount(inHeadings & ((1 << wordCount) - 1));
    return (
      (((((((missing * 4 + filtersMissed) * 21 + typos) * 3 + heading) * (MAX_WORDS + 1) + unnamed) * (MAX_WORDS + 1) + (wordCount - matched)) * (SEARCHABLE * 1000 + 1) +
        attribute) *
        81 +
        proximity) *
        11 +
      (MAX_WORDS - exact)
    );
  }

  private formatHit(r: number, queryWords: string[], generation: number, params: SearchParams): SearchHit {
    const record = this.records[r]!;
    const pre = params.highlightPreTag ?? '<em>';
    const post = params.highlightPostTag ?? '</em>';
    const ellipsis = params.snippetEllipsisText ?? '';
    const highlight: SearchHit['_highlightResult'] = {hierarchy: {}};
    const snippet: SearchHit['_snippetResult'] = {};
    const snippetWords = new Map<string, number>();
    for (const spec of params.attributesToSnippet ?? []) {
      const [attribute, count] = spec.split(':');
      snippetWords.set(attribute!, Number(count ?? 10) || 10);
    }
    for (let a = 0; a < DISPLAYED.length; a++) {
      const value = displayedValue(record, a);
      if (value === null) continue;
      const {ranges, matched} = this.matchRanges(value, queryWords, generation);
      const matchLevel: HighlightResult['matchLevel'] =
        matched.size === 0 ? 'none' : matched.size === queryWords.length ? 'full' : 'partial';
      const matchedWords = [...matched].sort().map((w) => queryWords[w]!);
      const highlighted: HighlightResult = {
        // DocSearch shows lvl0 as plain text (the group title, marks stripped): escaped, "What's" read "What&#39;s".
        value: DISPLAYED[a] === 'hierarchy.lvl0' ? value : render(value, ranges, 0, value.length, pre, post),
        matchLevel,
        matchedWords,
        fullyHighlighted: ranges.length > 0 && ranges.every(([s, e]) => s === 0 && e === value.length),
      };
      const name = DISPLAYED[a]!;
      const count = snippetWords.get(name);
      const snippetResult = count ? {value: snip(value, ranges, count, pre, post, ellipsis), matchLevel} : null;
      if (name === 'content') {
        highlight.content = highlighted;
        if (snippetResult) snippet.content = snippetResult;
      } else {
        const level = name.slice(10);
        highlight.hierarchy[level] = highlighted;
        if (snippetResult) (snippet.hierarchy ??= {})[level] = snippetResult;
      }
    }
    return {...record, _highlightResult: highlight, _snippetResult: snippet};
  }

  /** Character ranges of `value` that match the query, and which query words matched. */
  private matchRanges(value: string, queryWords: string[], generation: number) {
    const ranges: [number, number][] = [];
    const matched = new Set<number>();
    for (const token of tokenize(value)) {
      const id = this.termIds.get(token.word);
      if (id === undefined || this.stamp[id] !== generation) continue;
      let length = 0;
      for (let w = 0; w < queryWords.length; w++) {
        if (!(this.wordMask[id]! & (1 << w))) continue;
        matched.add(w);
        // A prefix highlights what was typed; a typo, plural or verb form highlights the word.
        const prefixOnly =
          this.codes[id * MAX_WORDS + w] === 2 && token.word.startsWith(queryWords[w]!) && queryWords[w]!.length < token.word.length;
        length = Math.max(length, prefixOnly ? queryWords[w]!.length : token.end - token.start);
      }
      ranges.push([token.start, token.start + Math.min(length, token.end - token.start)]);
    }
    return {ranges, matched};
  }
}

function popcount(mask: number): number {
  let count = 0;
  for (let m = mask; m; m &= m - 1) count++;
  return count;
}

/** Smallest distance between two sorted position lists, Algolia style (reversed order costs one more), capped; and where. */
function nearest(a: number[], b: number[]): [cost: number, at: number] {
  let best = MAX_PROXIMITY;
  let at = 0;
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    const d = b[j]! - a[i]!;
    const cost = d > 0 ? d : -d + 1;
    if (cost < best) {
      best = cost;
      at = a[i]!;
    }
    if (a[i]! < b[j]!) i++;
    else j++;
  }
  return [best, at];
}

function render(text: string, ranges: [number, number][], from: number, to: number, pre: string, post: string): string {
  let out = '';
  let at = from;
  for (const [start, end] of ranges) {
    if (end <= from || start >= to) continue;
    const s = Math.max(start, at);
    const e = Math.min(end, to);
    if (s >= e) continue;
    out += escapeHtml(text.slice(at, s)) + pre + escapeHtml(text.slice(s, e)) + post;
    at = e;
  }
  return out + escapeHtml(text.slice(at, to));
}

/** `count` words of `text` around its first match, with the ellipsis where text was cut. */
function snip(text: string, ranges: [number, number][], count: number, pre: string, post: string, ellipsis: string) {
  const spans = [...text.matchAll(/\S+/g)].map((m) => [m.index, m.index + m[0].length] as const);
  if (spans.length <= count) return render(text, ranges, 0, text.length, pre, post);
  const firstMatch = ranges.length ? spans.findIndex(([, end]) => end > ranges[0]![0]) : 0;
  const start = Math.max(0, Math.min(firstMatch - 2, spans.length - count));
  const end = start + count;
  return (
    (start > 0 ? ellipsis : '') +
    render(text, ranges, spans[start]![0], spans[end - 1]![1], pre, post) +
    (end < spans.length ? ellipsis : '')
  );
}
