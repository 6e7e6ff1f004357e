import {mkdir, readdir, readFile, writeFile} from 'node:fs/promises';
import path from 'node:path';
import {PAGE_KINDS} from '../../src/data/searchLanguage';
import {encodeShard, pageKindOf, shardFileName, type IndexedPage, type Shard} from '../../src/search/records';
import {VERSION_TERMS_FILE} from '../../src/search/versionTerms';
import {extractPage, type ExtractOptions} from './extractPage';

/** Where a build keeps its shards, relative to the output directory; the browser fetches `<baseUrl>search/<tag>.json`. */
export const SHARD_DIR = 'search';

export const extractOptions: ExtractOptions = {docsLvl0: 'Documentation', blogLvl0: 'Blog'};

/** Every `index.html` under the build, as [URL path, file]; the build is exactly what readers are served. */
async function listPages(outDir: string, baseUrl: string): Promise<[string, string][]> {
  const entries = await readdir(outDir, {recursive: true, withFileTypes: true});
  return entries
    .filter((entry) => entry.isFile() && entry.name === 'index.html')
    .map((entry): [string, string] => {
      const dir = path.relative(outDir, entry.parentPath);
      return [dir ? `${baseUrl}${dir.split(path.sep).join('/')}/` : baseUrl, path.join(entry.parentPath, entry.name)];
    })
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
}

/**
 * Pages kept out of their tag's main shard, in a part the browser loads only when a search needs it: the page kinds
 * marked `onDemand` in src/data/searchLanguage.ts (internal design, upgrade guides), one part per kind. Loaded when
 * the query asks for the kind or when the main shard has no record with every word of the query (a pasted compiler
 * error), see src/search/embeddedClient.ts. Keeps every version's main shard under 150 KB gzip.
 */
export const SHARD_PARTS: Record<string, (pagePath: string) => boolean> = Object.fromEntries(
  (Object.keys(PAGE_KINDS) as (keyof typeof PAGE_KINDS)[])
    .filter((kind) => PAGE_KINDS[kind].onDemand)
    .map((kind) => [kind, (pagePath: string) => pageKindOf(pagePath) === kind]),
);

/** Reads the built site and returns one shard per docusaurus_tag, and its parts (SHARD_PARTS). */
export async function buildShards(outDir: string, baseUrl: string): Promise<Shard[]> {
  const files = await listPages(outDir, baseUrl);
  const pages: IndexedPage[] = [];
  const concurrency = 8;
  for (let i = 0; i < files.length; i += concurrency) {
    const batch = await Promise.all(
      files.slice(i, i + concurrency).map(async ([urlPath, file]) =>
        extractPage(await readFile(file, 'utf8'), urlPath, extractOptions),
      ),
    );
    for (const page of batch) if (page) pages.push(page);
  }
  const byTag = new Map<string, IndexedPage[]>();
  for (const page of pages) byTag.set(page.tag, [...(byTag.get(page.tag) ?? []), page]);
  return [...byTag.entries()]
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .flatMap(([tag, tagPages]) => {
      const partOf = (page: IndexedPage) => Object.keys(SHARD_PARTS).find((part) => SHARD_PARTS[part]!(page.path));
      const parts = Object.keys(SHARD_PARTS).map((part) => ({...encodeShard(tag, tagPages.filter((p) => partOf(p) === part)), part}));
      return [encodeShard(tag, tagPages.filter((page) => !partOf(page))), ...parts.filter((part) => part.pages.length > 0)];
    });
}

export async function writeShards(outDir: string, shards: Shard[]): Promise<void> {
  const dir = path.join(outDir, SHARD_DIR);
  await mkdir(dir, {recursive: true});
  await Promise.all(shards.map((shard) => writeFile(path.join(dir, `${shardFileName(shard)}.json`), JSON.stringify(shard))));
}

/** The shards of an existing build, as the browser would fetch them. */
export async function readShards(outDir: string): Promise<Shard[]> {
  const dir = path.join(outDir, SHARD_DIR);
  const names = (await readdir(dir)).filter((name) => name.endsWith('.json') && name !== VERSION_TERMS_FILE).sort();
  return Promise.all(names.map(async (name) => JSON.parse(await readFile(path.join(dir, name), 'utf8')) as Shard));
}
