import path from 'node:path';
import type {LoadedContent, LoadedVersion} from '@docusaurus/plugin-content-docs';
import type {DocusaurusConfig} from '@docusaurus/types';
import {applyTrailingSlash} from '@docusaurus/utils-common';

type SidebarItem = LoadedVersion['sidebars'][string][number];

/** One doc page, as the twins and llms.txt need it. */
export interface DocPage {
  id: string;
  title: string;
  /** One line for llms.txt: the front matter description (or Docusaurus' excerpt when there is none). */
  description: string;
  /** The page's URL path as the site serves and links it (`/SeaORM/docs/basic-crud/select/`). */
  permalink: string;
  slug: string;
  sourcePath: string;
  /** Unlisted docs get a twin but no line in llms.txt, as they have no place in the sitemap or sidebar. */
  unlisted: boolean;
  /** Its top-level sidebar category, or null for a doc outside any category (a version's root doc). */
  section: string | null;
}

/** One docs version with its pages in sidebar order. */
export interface VersionPages {
  /** Docusaurus version name (`current`, `0.12.x`). */
  name: string;
  /** The version served at the docs root (Docusaurus' last version): its llms.txt is the site's. */
  isCurrent: boolean;
  /** `/SeaORM/docs/0.12.x/` */
  root: string;
  contentPaths: string[];
  pages: DocPage[];
}

/** Doc ids in sidebar order, each with its top-level category (null outside one); category link docs included. */
function sidebarOrder(items: SidebarItem[], section: string | null, out: Map<string, string | null>): Map<string, string | null> {
  for (const item of items) {
    if (item.type === 'doc' || item.type === 'ref') out.set(item.id, section);
    if (item.type === 'category') {
      const inner = section ?? item.label;
      if (item.link?.type === 'doc') out.set(item.link.id, inner);
      sidebarOrder(item.items, inner, out);
    }
  }
  return out;
}

export interface SiteLayout {
  siteDir: string;
  baseUrl: string;
  trailingSlash: DocusaurusConfig['trailingSlash'];
}

/** The docs of a version in reading order: sidebar order first, then any doc no sidebar lists. */
export function versionPages(version: LoadedVersion, {siteDir, baseUrl, trailingSlash}: SiteLayout): VersionPages {
  const order = new Map<string, string | null>();
  for (const items of Object.values(version.sidebars)) sidebarOrder(items, null, order);
  const rank = new Map([...order.keys()].map((id, i) => [id, i]));
  const position = (id: string) => rank.get(id) ?? rank.size;
  const pages = [...version.docs]
    .sort((a, b) => position(a.id) - position(b.id))
    .map((doc) => ({
      id: doc.id,
      title: doc.title,
      description: doc.description.replace(/\s+/g, ' ').trim(),
      // Doc metadata holds permalinks before the site's trailing-slash setting is applied to routes and links.
      permalink: applyTrailingSlash(doc.permalink, {trailingSlash, baseUrl}),
      slug: doc.slug,
      sourcePath: path.join(siteDir, doc.source.replace(/^@site\//, '')),
      unlisted: doc.unlisted === true,
      section: order.get(doc.id) ?? null,
    }));
  return {name: version.versionName, isCurrent: version.isLast, root: version.path.replace(/\/?$/, '/'), contentPaths: [version.contentPath, version.contentPathLocalized], pages};
}

/** Every version of the default docs plugin, newest first, from `allContent`. */
export function loadedDocsVersions(allContent: Record<string, Record<string, unknown> | undefined>): LoadedVersion[] {
  const docs = allContent['docusaurus-plugin-content-docs']?.default as LoadedContent | undefined;
  if (!docs) throw new Error('[llms-txt] the docs plugin (id "default") has no loaded content');
  return docs.loadedVersions;
}
