import {Parser} from 'htmlparser2';
import type {IndexedPage, IndexedSection} from '../../src/search/records';

// Reads one built HTML page the way DocSearch's crawler reads it (lvl0 = section, lvl1 = title, lvl2–6 =
// headings, content = text blocks), but keeps code: code blocks become records of the identifiers they introduce,
// and inline code stays inside its paragraph. Only doc pages, blog posts and MDX pages are indexed; lists, tags and
// the landing page are not, nor the link lists under "See also".

const PAGE_KINDS = {'docs-doc-page': 10, 'mdx-page': 5, 'blog-post-page': 0} as const;
type PageKind = keyof typeof PAGE_KINDS;

/** Elements whose text is a record of its own. Table rows rather than cells: a row reads as one statement. */
const BLOCKS = new Set(['p', 'li', 'tr', 'pre', 'summary', 'dt', 'dd', 'figcaption', 'blockquote']);
/** Elements that separate words even though they do not end a block. */
const SEPARATORS = new Set(['td', 'th', 'br', 'div', 'ul', 'ol', 'table', 'details', 'section']);
const SKIPPED_TAGS = new Set(['nav', 'footer', 'button', 'svg', 'script', 'style', 'noscript', 'img', 'time']);
/** Chrome inside an article: permalinks, the mobile TOC, the version badge, edit links, tab labels, diagrams. */
const SKIPPED_CLASS =
  /(^|\s)(hash-link|theme-doc-toc-mobile|theme-doc-version-badge|theme-doc-footer|theme-edit-this-page|theme-last-updated|tabs|docusaurus-mermaid-container|sr-only)(\s|$)/;
/** An admonition's title is a block of its own, unless it is only the default label ("tip", "warning"…). */
const ADMONITION_HEADING = /(^|\s)admonitionHeading_\w+(\s|$)/;
const DEFAULT_ADMONITION_TITLE = /^(note|tip|info|warning|danger|caution|important|success|secondary)$/i;
const CODE_BLOCK_CLASS = /(^|\s)theme-code-block(\s|$)/;
const HEADING = /^h([1-6])$/;
/** Sections that only point elsewhere: indexing their links would make a page match topics it merely links to. */
const LINK_ONLY_SECTION = /^see also$/i;
/** What a code block is indexed by: names and paths (`Entity::find`), flags (`--ignore-tables`), features
 * (`runtime-tokio-rustls`), file names. */
const CODE_TOKEN = /--?[A-Za-z][\w-]*|[A-Za-z_][\w]*(?:(?:::|-|\.)[A-Za-z_][\w]*)*/g;
/** Words every Rust snippet has: they find nothing. */
const CODE_NOISE = new Set(
  ('as async await break const continue crate dyn else enum false fn for if impl in let loop match mod move mut pub ' +
    'ref return self Self static struct super trait true type use where while Ok Err Some None Result Option').split(' '),
);

/**
 * The headline of a compiler error quoted in a code block (`error[E0599]: no method named … in the current scope`):
 * readers paste it into search, so it is indexed whole (the upgrade guides quote one for each breaking change).
 */
const ERROR_HEADLINE = /\berror(?:\[E\d{4}\])?: .+?(?= --> | \| | = |$)/g;

export function errorHeadlines(code: string): string[] {
  return [...new Set(code.match(ERROR_HEADLINE) ?? [])].map((line) => line.trim()).filter((line) => line.length < 200);
}

/**
 * The lines of a plain-text block (```text: program output, a panic, a Cargo error) that read as a sentence, so a
 * reader who pastes the message finds it: four words or more, starting with a letter; not a path, URL or drawing.
 */
export function messageLines(output: string): string[] {
  return output
    .split('\n')
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter((line) => line.length < 200 && /^[A-Za-z]/.test(line) && line.split(' ').length >= 4 && !/[\u2500-\u257f\u25b2-\u25bc]|:\/\//.test(line));
}

/**
 * A code block becomes the identifiers it mentions (snake_case, CamelCase, paths, flags, features) that no earlier
 * code block of the page mentioned, in order:
 * that is what a reader searches code for, and verbatim code (boilerplate repeated block after block) would make
 * the shard a third larger. An empty result means the block adds nothing new.
 */
export function codeIdentifiers(code: string, seenOnPage: Set<string>): string {
  const fresh: string[] = [];
  for (const token of code.match(CODE_TOKEN) ?? []) {
    if (token.length < 2 || CODE_NOISE.has(token) || seenOnPage.has(token)) continue;
    // A plain lowercase word (`db`, `filter`, `name`) is in the page's prose too; API names have a mark of their own.
    if (/^[a-z]+$/.test(token)) continue;
    seenOnPage.add(token);
    fresh.push(token);
  }
  return fresh.join(' ');
}

interface OpenElement {
  name: string;
  skip: boolean;
  block: boolean;
  code: boolean;
  /** A plain-text code block (```text): output whose sentences are indexed whole (messageLines). */
  output: boolean;
  admonitionTitle: boolean;
  heading: number;
}

export interface ExtractOptions {
  /** lvl0 of docs pages that sit in no sidebar category (the docs root). */
  docsLvl0: string;
  /** lvl0 of blog posts. */
  blogLvl0: string;
}

/** The page's records, or null when it is not a page readers search (lists, tag pages, landing, search page). */
export function extractPage(html: string, path: string, options: ExtractOptions): IndexedPage | null {
  let kind: PageKind | null = null;
  let noIndex = false;
  let description = '';
  const meta: Record<string, string> = {};
  let title = '';
  let inTitle = false;

  const crumbs: string[] = [];
  let crumbDepth = 0;
  let crumbText: string | null = null;

  const stack: OpenElement[] = [];
  let articleDepth = 0; // > 0 while inside the first <article>
  let articlesSeen = 0;
  let headerDepth = 0; // the article's <header> holds the title and, on blog posts, dates and authors
  let skipDepth = 0;
  let codeDepth = 0;

  let lvl1 = '';
  const sections: IndexedSection[] = [{anchor: null, headings: [], blocks: []}];
  let heading: {level: number; anchor: string | null; text: string} | null = null;
  let text = '';

  const codeSeen = new Set<string>();
  const flush = (admonitionTitle = false, code = false, output = false) => {
    const lines = output ? messageLines(text) : [];
    const collapsed = text.replace(/\u200b/g, '').replace(/\s+/g, ' ').trim();
    const block = code ? codeIdentifiers(collapsed, codeSeen) : collapsed;
    text = '';
    if (admonitionTitle && DEFAULT_ADMONITION_TITLE.test(block)) return;
    const section = sections[sections.length - 1]!;
    if (LINK_ONLY_SECTION.test(section.headings[section.headings.length - 1] ?? '')) return;
    // Tabs often repeat a block verbatim (the same SQL for PostgreSQL and SQLite): once is enough.
    for (const entry of [...(code ? errorHeadlines(collapsed) : []), ...lines, block]) {
      if (entry && !section.blocks.includes(entry)) section.blocks.push(entry);
    }
  };

  const parser = new Parser(
    {
      onopentag(name, attrs) {
        const cls = attrs.class ?? '';
        if (name === 'html') {
          kind = (Object.keys(PAGE_KINDS) as PageKind[]).find((k) => cls.split(/\s+/).includes(k)) ?? null;
        } else if (name === 'meta' && attrs.name) {
          if (attrs.name.startsWith('docsearch:')) meta[attrs.name.slice(10)] = attrs.content ?? '';
          if (attrs.name === 'robots' && /noindex/.test(attrs.content ?? '')) noIndex = true;
          if (attrs.name === 'description') description = (attrs.content ?? '').replace(/\s+/g, ' ').trim();
        } else if (name === 'title') {
          inTitle = true;
        }

        if (crumbDepth > 0) crumbDepth++;
        else if (name === 'nav' && /theme-doc-breadcrumbs/.test(cls)) crumbDepth = 1;
        if (crumbDepth > 0 && name === 'li') crumbText = '';

        if (articleDepth === 0) {
          if (name === 'article' && articlesSeen++ === 0) articleDepth = 1;
          return;
        }
        articleDepth++;
        if (headerDepth > 0) headerDepth++;
        else if (name === 'header') headerDepth = 1;

        const level = Number(HEADING.exec(name)?.[1] ?? 0);
        const skip = skipDepth > 0 || SKIPPED_TAGS.has(name) || SKIPPED_CLASS.test(cls);
        const codeBlock = CODE_BLOCK_CLASS.test(cls);
        const output = codeBlock && /(^|\s)language-text(\s|$)/.test(cls);
        const admonitionTitle = ADMONITION_HEADING.test(cls);
        const block =
          !skip && !level && !heading && (codeBlock || admonitionTitle || (BLOCKS.has(name) && codeDepth === 0));
        stack.push({name, skip, block, code: codeBlock && !skip, output, admonitionTitle, heading: level});
        if (skip) {
          skipDepth++;
          return;
        }
        if (codeBlock) codeDepth++;
        if (level) {
          flush();
          heading = {level, anchor: attrs.id ?? null, text: ''};
        } else if (block) {
          flush();
        } else if (name === 'br' && codeDepth > 0) {
          text += '\n';
        } else if (SEPARATORS.has(name)) {
          if (heading) heading.text += ' ';
          else text += ' ';
        }
      },

      ontext(data) {
        if (inTitle) title += data;
        if (crumbDepth > 0 && crumbText !== null) crumbText += data;
        if (articleDepth === 0 || skipDepth > 0) return;
        if (heading) heading.text += data;
        else if (headerDepth === 0) text += data;
      },

      onclosetag(name) {
        if (name === 'title') inTitle = false;
        if (crumbDepth > 0) {
          if (name === 'li' && crumbText !== null) {
            const crumb = crumbText.replace(/\s+/g, ' ').trim();
            if (crumb) crumbs.push(crumb);
            crumbText = null;
          }
          crumbDepth--;
        }
        if (articleDepth === 0) return;
        if (--articleDepth === 0) return flush();
        if (headerDepth > 0) headerDepth--;
        const open = stack.pop();
        if (!open) return;
        if (open.skip) {
          skipDepth--;
          return;
        }
        if (open.code) codeDepth--;
        if (open.heading && heading) {
          const headingText = heading.text.replace(/\u200b/g, '').replace(/\s+/g, ' ').trim();
          if (!lvl1 && heading.level === 1) lvl1 = headingText;
          else if (headingText) {
            const depth = Math.max(heading.level, 2) - 2;
            const previous = sections[sections.length - 1]!.headings;
            const headings = [...previous.slice(0, depth)];
            while (headings.length < depth) headings.push(null);
            headings.push(headingText);
            sections.push({anchor: heading.anchor, headings, blocks: []});
          }
          heading = null;
        } else if (open.block) {
          flush(open.admonitionTitle, open.code, open.output);
        }
      },
    },
    {decodeEntities: true, lowerCaseTags: true},
  );
  parser.write(html);
  parser.end();

  if (!kind || noIndex) return null;
  // The page's description (front matter, shown by search engines) is its summary in a reader's words: "test without
  // a database" for the mock page. Not when Docusaurus made it from the page's first paragraph.
  const excerpt = description.replace(/(\.{3}|…)$/, '');
  const ownDescription = excerpt && !sections.some((section) => section.blocks.some((block) => block.startsWith(excerpt))) ? description : '';
  const pageKind: PageKind = kind;
  const title1 = lvl1 || title.replace(/\s*\|.*$/, '').trim();
  if (!title1) return null;
  const lvl0 =
    pageKind === 'blog-post-page'
      ? options.blogLvl0
      : pageKind === 'mdx-page'
        ? title1
        : crumbs.length > 1
          ? crumbs[0]!
          : options.docsLvl0;
  return {
    path,
    tag: meta.docusaurus_tag ?? 'default',
    language: meta.language ?? 'en',
    version: meta.version ? meta.version.split(',') : [],
    pageRank: PAGE_KINDS[pageKind],
    lvl0,
    lvl1: title1,
    description: ownDescription,
    sections,
  };
}
