import {prefixRange, tokenize} from './engine';
import type {SearchRecord} from './records';

// Which docs versions use which words: the build writes it next to the shards (search/version-terms.json), and a
// search with no hit in the version being read looks its words up to say which other versions have them, without
// fetching those versions' shards. Words are grouped by the set of versions (a bit mask over `tags`) they occur in.

export const VERSION_TERMS_FILE = 'version-terms.json';
export const VERSION_TERMS_FORMAT = 1;

export interface VersionTerms {
  format: typeof VERSION_TERMS_FORMAT;
  /** The docs docusaurus_tags, newest version first; bit i of a mask is tags[i]. */
  tags: string[];
  /** [mask, words separated by spaces]: every word of the docs, grouped by the versions it occurs in. */
  groups: [mask: number, words: string][];
}

function recordWords(record: SearchRecord): string[] {
  const {hierarchy, content} = record;
  const texts = [hierarchy.lvl1, hierarchy.lvl2, hierarchy.lvl3, hierarchy.lvl4, hierarchy.lvl5, hierarchy.lvl6, content];
  return texts.flatMap((text) => (text ? tokenize(text).map((t) => t.word) : []));
}

/** Build side: the words of each tag's records (tags in the order given). */
export function encodeVersionTerms(shards: {tag: string; records: readonly SearchRecord[]}[]): VersionTerms {
  if (shards.length > 30) throw new Error('version terms: at most 30 docs versions fit a mask');
  const masks = new Map<string, number>();
  shards.forEach(({records}, bit) => {
    for (const record of records) for (const word of recordWords(record)) masks.set(word, (masks.get(word) ?? 0) | (1 << bit));
  });
  const byMask = new Map<number, string[]>();
  for (const [word, mask] of masks) byMask.set(mask, [...(byMask.get(mask) ?? []), word]);
  const groups = [...byMask.entries()]
    .sort(([a], [b]) => a - b)
    .map(([mask, words]): [number, string] => [mask, words.sort().join(' ')]);
  return {format: VERSION_TERMS_FORMAT, tags: shards.map((s) => s.tag), groups};
}

/** Browser side: a lookup over the file. */
export class VersionTermIndex {
  private readonly masks = new Map<string, number>();
  private readonly sorted: string[];

  constructor(private readonly data: VersionTerms) {
    if (data.format !== VERSION_TERMS_FORMAT) throw new Error(`version terms: unknown format ${data.format}`);
    for (const [mask, words] of data.groups) for (const word of words.split(' ')) this.masks.set(word, mask);
    this.sorted = [...this.masks.keys()].sort();
  }

  /** The versions a word occurs in; the last word of a query also matches as a prefix, as the engine does. */
  private maskOf(word: string, prefix: boolean): number {
    let mask = this.masks.get(word) ?? 0;
    if (!prefix) return mask;
    const [from, to] = prefixRange(this.sorted, word);
    for (let i = from; i < to; i++) mask |= this.masks.get(this.sorted[i]!)!;
    return mask;
  }

  /** The tags whose docs contain every word of the query (newest first). */
  tagsWithAllWords(query: string): string[] {
    const tokens = tokenize(query);
    if (tokens.length === 0) return [];
    // A word still being typed (it ends the query) also matches as a prefix. tokenize lists a compound whole and
    // by its parts, so every one of them must occur: the compound whole is what makes this strict.
    const typing = query.trimEnd().length === query.length ? query.length : -1;
    let mask = -1;
    for (const token of tokens) mask &= this.maskOf(token.word, token.end === typing);
    return this.data.tags.filter((_, bit) => (mask & (1 << bit)) !== 0);
  }
}
