import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import type {Options as DocsOptions} from '@docusaurus/plugin-content-docs';
import {docsVersion} from '../src/data/docsVersions';
import {includeAllVersions, isDev} from './env';

/** The older lines the build includes (Docusaurus' versions.json, newest first); a line is listed once its pages land. */
export const olderVersions: string[] = (() => {
  const file = path.join(__dirname, '..', 'versions.json');
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as string[]) : [];
})();

// Each older line: its label as the URL segment, the custom old-version banner (src/theme/DocVersionBanner, worded
// from src/data/docsVersions.ts) and the version badge on every page.
const versions = Object.fromEntries([
  ['current', {label: docsVersion('current').label, path: '', badge: true, banner: 'none'}],
  ...olderVersions.map((name) => [name, {label: docsVersion(name).label, path: name, badge: true, banner: 'unmaintained'}]),
]) satisfies DocsOptions['versions'];

export const docs = {
  routeBasePath: 'docs',
  sidebarPath: './sidebars.ts',
  breadcrumbs: true,
  lastVersion: 'current',
  versions,
  // The dev server builds only the current version unless SEAORM_ALL_VERSIONS=true: it starts in seconds.
  ...(isDev && !includeAllVersions ? {onlyIncludeVersions: ['current']} : {}),
} satisfies DocsOptions;
