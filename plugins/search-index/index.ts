import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {encodeShard, expandShard, shardFileName} from '../../src/search/records';
import {encodeVersionTerms, VERSION_TERMS_FILE} from '../../src/search/versionTerms';
import {writeFile} from 'node:fs/promises';
import {buildShards, SHARD_DIR, SHARD_PARTS, writeShards} from './buildShards';

export interface SearchIndexOptions {
  /** `embedded` answers the DocSearch modal and the search page in the browser; `hosted` uses Algolia. */
  mode: 'embedded' | 'hosted';
}

/** What the browser reads through `usePluginData('search-index')`. */
export interface SearchIndexGlobalData {
  mode: SearchIndexOptions['mode'];
  /** Every docusaurus_tag of the site ("default" for pages and blog, one per docs version); each has a shard. */
  tags: string[];
  /** Tags with parts loaded on demand (see SHARD_PARTS in buildShards.ts): tag → part names. */
  parts: Record<string, string[]>;
}

type DocsContent = {loadedVersions: {versionName: string; docs: {permalink: string}[]}[]};

/** The parts each tag's shard will have (SHARD_PARTS applied to the docs' permalinks, as the build will to pages). */
function searchParts(allContent: Record<string, Record<string, unknown> | undefined>): Record<string, string[]> {
  const docs = allContent['docusaurus-plugin-content-docs'] ?? {};
  const parts: Record<string, string[]> = {};
  for (const [pluginId, content] of Object.entries(docs)) {
    for (const version of (content as DocsContent).loadedVersions) {
      const names = Object.entries(SHARD_PARTS)
        // Permalinks are written without the trailing slash the built pages get.
        .filter(([, belongs]) => version.docs.some((doc) => belongs(doc.permalink.replace(/\/?$/, '/'))))
        .map(([part]) => part);
      if (names.length) parts[`docs-${pluginId}-${version.versionName}`] = names;
    }
  }
  return parts;
}

/** Search tags as theme-common and the docs plugin compute them (DEFAULT_SEARCH_TAG, getDocsVersionSearchTag). */
function searchTags(allContent: Record<string, Record<string, unknown> | undefined>): string[] {
  const docs = allContent['docusaurus-plugin-content-docs'] ?? {};
  return [
    'default',
    ...Object.entries(docs).flatMap(([pluginId, content]) =>
      (content as DocsContent).loadedVersions.map((version) => `docs-${pluginId}-${version.versionName}`),
    ),
  ];
}

// The index is built after the build, from the HTML: it sees exactly what readers see (code blocks, tabs, generated
// pages and imported partials included), which the MDX sources alone would not show. Shards are written in both
// modes so that `npm run search:export` can feed a hosted index with the same records.
export default function searchIndexPlugin(context: LoadContext, options: unknown): Plugin {
  const {mode} = options as SearchIndexOptions;
  if (mode !== 'embedded' && mode !== 'hosted') throw new Error(`[search-index] mode must be embedded or hosted, not ${mode}`);
  let tags: string[] = [];
  let parts: Record<string, string[]> = {};
  return {
    name: 'search-index',
    allContentLoaded({allContent, actions}) {
      tags = searchTags(allContent as Parameters<typeof searchTags>[0]);
      parts = searchParts(allContent as Parameters<typeof searchParts>[0]);
      actions.setGlobalData({mode, tags, parts} satisfies SearchIndexGlobalData);
    },
    // The dev server has no HTML to index: it serves the shards of the last production build, if there is one.
    configureWebpack(config, isServer) {
      if (isServer || config.mode !== 'development') return undefined;
      const directory = path.join(context.outDir, SHARD_DIR);
      const devServer = {static: [{directory, publicPath: `${context.baseUrl}${SHARD_DIR}/`, staticOptions: {index: false}, watch: false}]};
      // `devServer` (webpack-dev-server's options) is merged by `docusaurus start`; webpack's own type lacks it.
      return {devServer} as unknown as ReturnType<NonNullable<Plugin['configureWebpack']>>;
    },
    async postBuild({outDir}) {
      const started = performance.now();
      const shards = await buildShards(outDir, context.baseUrl);
      const unknown = shards.filter((shard) => !tags.includes(shard.tag)).map((shard) => shard.tag);
      if (unknown.length) throw new Error(`[search-index] pages carry unknown docusaurus_tag ${unknown.join(', ')}`);
      // A tag without pages still gets its (empty) shard: the browser treats a missing shard as an error.
      for (const tag of tags) if (!shards.some((shard) => shard.tag === tag && !shard.part)) shards.push(encodeShard(tag, []));
      const written = shards.filter((shard) => shard.part).map(shardFileName);
      const announced = Object.entries(parts).flatMap(([tag, names]) => names.map((part) => shardFileName({tag, part})));
      if (written.sort().join() !== announced.sort().join()) {
        throw new Error(`[search-index] shard parts ${written.join(', ')} differ from the ones the pages expect: ${announced.join(', ')}`);
      }
      await writeShards(outDir, shards);
      // Docs tags in version order (newest first), so a "found in other versions" hint lists the newest first.
      const docsShards = tags
        .filter((tag) => tag.startsWith('docs-'))
        .map((tag) => ({tag, records: shards.filter((shard) => shard.tag === tag).flatMap((shard) => expandShard(shard, context.siteConfig.url))}));
      const terms = encodeVersionTerms(docsShards);
      await writeFile(path.join(outDir, SHARD_DIR, VERSION_TERMS_FILE), JSON.stringify(terms));
      const records = shards.reduce((sum, shard) => sum + shard.sections.length + shard.blocks.length, 0);
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      console.log(`[search-index] ${shards.length} shards, ${records} records in ${seconds} s (${mode} search)`);
    },
  };
}
