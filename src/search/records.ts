// The search records in DocSearch's shape, and the compact shard they travel in. Shared by the indexer
// (plugins/search-index), the browser client and the export script, so both search modes see the same records.
import {PAGE_KINDS, TEACHING_KIND, type PageKind} from '../data/searchLanguage';

export const RECORD_TYPES = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6', 'content'] as const;
export type RecordType = (typeof RECORD_TYPES)[number];
export type HierarchyLevel = Exclude<RecordType, 'content'>;
export type Hierarchy = {lvl0: string; lvl1: string} & {[L in Exclude<HierarchyLevel, 'lvl0' | 'lvl1'>]: string | null};

/** One heading or block of text, as DocSearch's crawler would record it. */
export interface SearchRecord {
  objectID: string;
  /** Absolute, with the anchor of the nearest heading. */
  url: string;
  url_without_anchor: string;
  anchor: string | null;
  type: RecordType;
  hierarchy: Hierarchy;
  content: string | null;
  language: string;
  docusaurus_tag: string;
  version: string[];
  /** Whether the page teaches (`guide`) or explains internals or upgrades; search prefers `guide` (src/search/intent.ts). */
  page_kind: PageKind;
  /** DocSearch's custom ranking: pageRank desc, level desc, position asc. */
  weight: {pageRank: number; level: number; position: number};
}

/** A page as the indexer reads it: its place in the site and its sections in document order. */
export interface IndexedPage {
  path: string;
  tag: string;
  language: string;
  version: string[];
  pageRank: number;
  lvl0: string;
  lvl1: string;
  /** The page's description (front matter), or '' when it has none of its own: its summary in a reader's words. */
  description: string;
  sections: IndexedSection[];
}

export interface IndexedSection {
  /** null for the text above the first `##` heading. */
  anchor: string | null;
  /** Open headings below the title by level (lvl2 at 0, null where a level is skipped); the last is this section's. */
  headings: (string | null)[];
  /** Paragraphs, list items, table rows and code blocks of the section, in order. */
  blocks: string[];
}

/**
 * The file the browser fetches for one docusaurus_tag (build/search/<tag>.json): pages, then sections as
 * [page, anchor, ...headings], then one record per block as [section, text]; headings are implied records.
 * An anchor that `headingSlug` derives from the section's own heading is stored as 0.
 */
export interface Shard {
  format: typeof SHARD_FORMAT;
  tag: string;
  /**
   * Set on a part of a tag's records that the browser loads only when a search needs it (`<tag>--<part>.json`, see
   * SHARD_PARTS); the records keep the tag, so filters and hosted mode see no difference.
   */
  part?: string;
  pages: [path: string, lvl0: string, lvl1: string, pageRank: number, language: string, version: string[], description: string][];
  sections: [page: number, anchor: string | null | 0, ...headings: (string | null)[]][];
  blocks: [section: number, text: string][];
}

export const SHARD_FORMAT = 3;

/** The file name of a shard, without `.json`. */
export const shardFileName = (shard: {tag: string; part?: string}) => (shard.part ? `${shard.tag}--${shard.part}` : shard.tag);

/**
 * The anchor Docusaurus gives most headings (lower case, punctuation dropped, spaces to dashes). The shard stores 0
 * for an anchor this reproduces and the anchor itself otherwise, so it only has to be right where it is used.
 */
export function headingSlug(heading: string): string {
  return heading
    .toLowerCase()
    .replace(/[^\p{L}\p{N}_\- ]/gu, '')
    .replace(/ /g, '-');
}

const ownHeading = (headings: (string | null)[]) => headings[headings.length - 1] ?? '';

const LEVEL_WEIGHT: Record<RecordType, number> = {
  lvl0: 100,
  lvl1: 90,
  lvl2: 80,
  lvl3: 70,
  lvl4: 60,
  lvl5: 50,
  lvl6: 40,
  content: 0,
};

export function encodeShard(tag: string, pages: IndexedPage[]): Shard {
  const shard: Shard = {format: SHARD_FORMAT, tag, pages: [], sections: [], blocks: []};
  pages.forEach((page, pageIndex) => {
    shard.pages.push([page.path, page.lvl0, page.lvl1, page.pageRank, page.language, page.version, page.description]);
    for (const section of page.sections) {
      const anchor = section.anchor !== null && section.anchor === headingSlug(ownHeading(section.headings)) ? 0 : section.anchor;
      const sectionIndex = shard.sections.push([pageIndex, anchor, ...section.headings]) - 1;
      for (const block of section.blocks) shard.blocks.push([sectionIndex, block]);
    }
  });
  return shard;
}

/** The kind of the page at this path (`/SeaORM/docs/0.12.x/internal-design/architecture/` → internal). */
export function pageKindOf(path: string): PageKind {
  const segments = path.split('/').filter(Boolean);
  const docs = segments.indexOf('docs');
  const section = docs < 0 ? segments[1] : segments[docs + 1 + (/^\d+\.\d+\.x$/.test(segments[docs + 1] ?? '') ? 1 : 0)];
  const kind = (Object.keys(PAGE_KINDS) as (keyof typeof PAGE_KINDS)[]).find((k) => PAGE_KINDS[k].section === section);
  return kind ?? TEACHING_KIND;
}

/**
 * Expands a shard into DocSearch records: a lvl1 record per page, one per heading, one per block. The lvl1 record's
 * content is the page's description, so a page is found by the words it sums itself up with; the engine ranks that
 * text between the headings and the body (see rankText in engine.ts).
 */
export function expandShard(shard: Shard, siteUrl: string): SearchRecord[] {
  if (shard.format !== SHARD_FORMAT) throw new Error(`search shard ${shard.tag}: unknown format ${shard.format}`);
  const origin = siteUrl.replace(/\/$/, '');
  const records: SearchRecord[] = [];
  const positions = new Map<number, number>();
  const kinds = shard.pages.map(([path]) => pageKindOf(path));
  const add = (sectionIndex: number, type: RecordType, content: string | null) => {
    const [pageIndex, stored, ...headings] = shard.sections[sectionIndex]!;
    const anchor = stored === 0 ? headingSlug(ownHeading(headings)) : stored;
    const [path, lvl0, lvl1, pageRank, language, version] = shard.pages[pageIndex]!;
    const position = positions.get(pageIndex) ?? 0;
    positions.set(pageIndex, position + 1);
    const urlWithoutAnchor = origin + path;
    records.push({
      objectID: `${path}#${position}`,
      url: anchor ? `${urlWithoutAnchor}#${anchor}` : urlWithoutAnchor,
      url_without_anchor: urlWithoutAnchor,
      anchor,
      type,
      hierarchy: {
        lvl0,
        lvl1,
        lvl2: headings[0] ?? null,
        lvl3: headings[1] ?? null,
        lvl4: headings[2] ?? null,
        lvl5: headings[3] ?? null,
        lvl6: headings[4] ?? null,
      },
      content,
      language,
      docusaurus_tag: shard.tag,
      version,
      page_kind: kinds[pageIndex]!,
      weight: {pageRank, level: LEVEL_WEIGHT[type], position},
    });
  };
  let block = 0;
  shard.sections.forEach((section, sectionIndex) => {
    const depth = section.length - 2;
    add(sectionIndex, depth === 0 ? 'lvl1' : (`lvl${depth + 1}` as RecordType), depth === 0 ? shard.pages[section[0]]![6] || null : null);
    for (; block < shard.blocks.length && shard.blocks[block]![0] === sectionIndex; block++) {
      add(sectionIndex, 'content', shard.blocks[block]![1]);
    }
  });
  return records;
}
