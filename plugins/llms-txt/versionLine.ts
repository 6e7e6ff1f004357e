import {docsVersion, type DocsVersion} from '../../src/data/docsVersions';

/** How a release line is described to a reader of a twin or an llms.txt, from src/data/docsVersions.ts. */
export function describeLine(name: string): {line: DocsVersion; current: DocsVersion; text: string} {
  const line = docsVersion(name);
  const current = docsVersion('current');
  const release = `sea-orm ${line.lastRelease}`;
  const text =
    line.status === 'current'
      ? `SeaORM ${line.label} (${release}), the current release line`
      : `SeaORM ${line.label} (last release ${release}), ${line.status === 'previous' ? 'the previous' : 'an archived'} release line; the current one is ${current.label}`;
  return {line, current, text};
}
