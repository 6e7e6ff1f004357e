import {readFile} from 'node:fs/promises';
import type {Paragraph} from 'mdast';
import {llmsTxtUrl, twinUrl} from '../../src/llms/twinUrl';
import {docToMarkdown} from './convert';
import type {DocPage, VersionPages} from './docPages';
import {renderLlmsFull, renderLlmsTxt, type LlmsHead, type LlmsLink, type LlmsSection} from './llmsTxt';
import {describeLine} from './versionLine';

export interface LlmsTxtOptions {
  /** What SeaORM is, in two lines: the blockquote of every llms.txt. */
  summary: string[];
  /** The llms.txt section of docs outside any sidebar category (a version's root doc). */
  rootSection: string;
}

export interface SiteUrls {
  /** `https://www.sea-ql.org` */
  siteUrl: string;
  /** `/SeaORM/` */
  baseUrl: string;
}

/** The files to write, by URL path (`/SeaORM/docs/basic-crud/select.md` → its text). */
export type LlmsFiles = Map<string, string>;

/** A twin's first line: the SeaORM line it describes and its web page. */
function header(versionName: string, pageUrl: string): Paragraph {
  return {
    type: 'paragraph',
    children: [
      {type: 'text', value: `This page documents ${describeLine(versionName).text}. Web page: `},
      {type: 'link', url: pageUrl, children: [{type: 'text', value: pageUrl}]},
    ],
  };
}

async function twinsOf(version: VersionPages, urls: SiteUrls): Promise<{page: DocPage; url: string; markdown: string}[]> {
  const origin = urls.siteUrl.replace(/\/$/, '');
  const permalinkOfSource = new Map(version.pages.map((page) => [page.sourcePath, page.permalink]));
  return Promise.all(
    version.pages.map(async (page) => {
      const source = await readFile(page.sourcePath, 'utf8');
      const links = {...urls, sourcePath: page.sourcePath, permalink: page.permalink, contentPaths: version.contentPaths, permalinkOfSource};
      try {
        const markdown = docToMarkdown(source, {title: page.title, header: header(version.name, origin + page.permalink), links});
        return {page, url: twinUrl(page), markdown};
      } catch (error) {
        throw new Error(`[llms-txt] ${page.sourcePath}: ${(error as Error).message}`, {cause: error});
      }
    }),
  );
}

/** The sidebar's top-level categories as llms.txt sections, each page a link to its twin; unlisted pages left out. */
function sections(twins: {page: DocPage; url: string}[], origin: string, rootSection: string): LlmsSection[] {
  const bySection = new Map<string, LlmsLink[]>();
  for (const {page, url} of twins) {
    if (page.unlisted) continue;
    const title = page.section ?? rootSection;
    bySection.set(title, [...(bySection.get(title) ?? []), {title: page.title, url: origin + url, description: page.description}]);
  }
  return [...bySection].map(([title, links]) => ({title, links}));
}

/**
 * Every file the plugin writes: each doc's twin in every version, the current version's llms.txt and
 * llms-full.txt at the site root, and an llms.txt in each older version's root.
 */
export async function buildLlmsFiles(versions: VersionPages[], urls: SiteUrls, options: LlmsTxtOptions): Promise<LlmsFiles> {
  const origin = urls.siteUrl.replace(/\/$/, '');
  const files: LlmsFiles = new Map();
  const current = versions.find((v) => v.isCurrent);
  if (!current) throw new Error('[llms-txt] no current docs version');
  const currentLlms = origin + llmsTxtUrl(urls.baseUrl, current.root, true);
  const fullUrl = `${origin}${urls.baseUrl}llms-full.txt`;
  const olderLines: LlmsLink[] = versions
    .filter((v) => !v.isCurrent)
    .map((v) => ({line: describeLine(v.name), url: origin + llmsTxtUrl(urls.baseUrl, v.root, false)}))
    .map(({line, url}) => ({title: `SeaORM ${line.line.label} docs`, url, description: line.text}));

  for (const version of versions) {
    const twins = await twinsOf(version, urls);
    for (const twin of twins) files.set(twin.url, twin.markdown);
    const {line, text} = describeLine(version.name);
    const head: LlmsHead = {
      title: version.isCurrent ? 'SeaORM' : `SeaORM ${line.label}`,
      summary: options.summary,
      details: [
        `This file lists the documentation of ${text}. Each link is the Markdown twin of a page, whose first line names its web page. ` +
          (version.isCurrent ? `All of it in one file: ${fullUrl}` : `The current docs: ${currentLlms}`),
      ],
    };
    const optional = version.isCurrent
      ? [{title: `SeaORM ${line.label} in one file`, url: fullUrl, description: 'every page listed here, in reading order'}, ...olderLines]
      : [{title: 'SeaORM docs, current release line', url: currentLlms, description: describeLine('current').text}];
    const llmsUrl = llmsTxtUrl(urls.baseUrl, version.root, version.isCurrent);
    files.set(llmsUrl, renderLlmsTxt(head, sections(twins, origin, options.rootSection), optional));
    if (version.isCurrent) files.set(`${urls.baseUrl}llms-full.txt`, renderLlmsFull(head, twins.map((t) => t.markdown)));
  }
  return files;
}
