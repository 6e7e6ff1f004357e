import {mkdir, writeFile} from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {loadedDocsVersions, versionPages, type VersionPages} from './docPages';
import {buildLlmsFiles, type LlmsTxtOptions} from './llmsFiles';

export type {LlmsTxtOptions} from './llmsFiles';

// Writes, after the build, a Markdown twin next to every doc page of every version and the llms.txt files
// (https://llmstxt.org), for assistants and editor tools. The twins are made from the docs' sources (parsed as the
// MDX loader parses them), not from the HTML: the source has the page's own structure, without navigation.
export default function llmsTxtPlugin(context: LoadContext, options: unknown): Plugin {
  const llmsOptions = options as LlmsTxtOptions;
  if (!llmsOptions?.summary?.length) throw new Error('[llms-txt] options.summary (what SeaORM is) is required');
  let versions: VersionPages[] = [];
  return {
    name: 'llms-txt',
    allContentLoaded({allContent}) {
      const layout = {siteDir: context.siteDir, baseUrl: context.baseUrl, trailingSlash: context.siteConfig.trailingSlash};
      versions = loadedDocsVersions(allContent as Parameters<typeof loadedDocsVersions>[0]).map((v) => versionPages(v, layout));
    },
    async postBuild({outDir}) {
      const started = performance.now();
      const {baseUrl} = context;
      const files = await buildLlmsFiles(versions, {siteUrl: context.siteConfig.url, baseUrl}, llmsOptions);
      let bytes = 0;
      for (const [url, text] of files) {
        const file = path.join(outDir, url.slice(baseUrl.length));
        await mkdir(path.dirname(file), {recursive: true});
        await writeFile(file, text);
        bytes += Buffer.byteLength(text);
      }
      const size = (url: string) => `${(Buffer.byteLength(files.get(url) ?? '') / 1024).toFixed(0)} KB`;
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      console.log(
        `[llms-txt] ${files.size} files (${(bytes / 1024).toFixed(0)} KB) for ${versions.length} versions in ${seconds} s; ` +
          `llms.txt ${size(`${baseUrl}llms.txt`)}, llms-full.txt ${size(`${baseUrl}llms-full.txt`)}`,
      );
    },
  };
}
