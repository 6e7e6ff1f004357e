import type {Options as DocsOptions} from '@docusaurus/plugin-content-docs';
import {includeAllVersions, isDev} from './env';

export const docs = {
  routeBasePath: 'docs',
  sidebarPath: './sidebars.ts',
  breadcrumbs: true,
  lastVersion: 'current',
  versions: {current: {label: '2.0.x', path: ''}},
  // The dev server builds only the current version unless SEAORM_ALL_VERSIONS=true: it starts in seconds.
  ...(isDev && !includeAllVersions ? {onlyIncludeVersions: ['current']} : {}),
} satisfies DocsOptions;
