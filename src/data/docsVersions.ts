// Every SeaORM release line the docs cover, newest first: what the version menu, the old-version banner and the
// version badge say about it. Which of them the build includes is `versions.json` (Docusaurus' own list);
// tests/unit/docsVersions.test.ts checks both agree with ../shared/inventory.json.

export type VersionStatus = 'current' | 'previous' | 'archived';

export interface DocsVersion {
  /** Docusaurus version name: `current` for the current docs, else the label. */
  name: string;
  /** Shown in the version menu and the URL path (`/docs/0.12.x/`). */
  label: string;
  /** The line's last release: the badge's dependency line and the docs.rs links use it. */
  lastRelease: string;
  status: VersionStatus;
  /** The upgrade guide that starts at this line: its site-relative path in the current docs and its title. */
  upgradeGuide?: {path: string; title: string};
}

/** The guide in the current docs' Upgrading section for the step from `from` to the next line. */
const guide = (from: string, to: string) => ({path: `/docs/upgrading/from-${from}-to-${to}/`, title: `Upgrading from ${from} to ${to}`});

export const docsVersions: readonly DocsVersion[] = [
  {name: 'current', label: '2.0.x', lastRelease: '2.0.0', status: 'current'},
  {name: '1.1.x', label: '1.1.x', lastRelease: '1.1.20', status: 'previous', upgradeGuide: guide('1.1', '2.0')},
  {name: '1.0.x', label: '1.0.x', lastRelease: '1.0.1', status: 'archived', upgradeGuide: guide('1.0', '1.1')},
  {name: '0.12.x', label: '0.12.x', lastRelease: '0.12.15', status: 'archived', upgradeGuide: guide('0.12', '1.0')},
  {name: '0.11.x', label: '0.11.x', lastRelease: '0.11.3', status: 'archived', upgradeGuide: guide('0.11', '0.12')},
  {name: '0.10.x', label: '0.10.x', lastRelease: '0.10.7', status: 'archived', upgradeGuide: guide('0.10', '0.11')},
  {name: '0.9.x', label: '0.9.x', lastRelease: '0.9.3', status: 'archived', upgradeGuide: guide('0.9', '0.10')},
  {name: '0.8.x', label: '0.8.x', lastRelease: '0.8.0', status: 'archived', upgradeGuide: guide('0.8', '0.9')},
  {name: '0.7.x', label: '0.7.x', lastRelease: '0.7.1', status: 'archived', upgradeGuide: guide('0.7', '0.8')},
  {name: '0.6.x', label: '0.6.x', lastRelease: '0.6.0', status: 'archived', upgradeGuide: guide('0.6', '0.7')},
  {name: '0.5.x', label: '0.5.x', lastRelease: '0.5.0', status: 'archived', upgradeGuide: guide('0.5', '0.6')},
  {name: '0.4.x', label: '0.4.x', lastRelease: '0.4.2', status: 'archived', upgradeGuide: guide('0.4', '0.5')},
];

/** The line of a Docusaurus version name; throws for a name the data does not know (a new line needs an entry). */
export function docsVersion(name: string): DocsVersion {
  const version = docsVersions.find((v) => v.name === name);
  if (!version) throw new Error(`src/data/docsVersions.ts has no entry for docs version "${name}"`);
  return version;
}

/** The Cargo.toml line for a line's last release. */
export function dependencyLine(version: DocsVersion): string {
  return `sea-orm = "${version.lastRelease}"`;
}

/**
 * Pages that an older line has under another id than the current docs: the banner's "this page in 2.0.x" link
 * follows them instead of falling back to the docs home. Keys are older doc ids, values current doc ids.
 */
export const renamedDocs: Readonly<Record<string, string>> = {
  'generate-entity/entity-structure': 'generate-entity/entity-format',
  'generate-entity/expanded-entity-structure': 'internal-design/expanded-entity-format',
  'relation/chained-relations': 'relation/complex-relations',
  'relation/self-referencing': 'relation/complex-relations',
  'relation/data-loader': 'relation/model-loader',
  'relation/custom-join-condition': 'advanced-query/custom-join-condition',
  'advanced-query/custom-joins': 'advanced-query/advanced-joins',
  'seaography/seaography-intro': 'graph-ql/seaography-intro',
  'seaography/getting-started': 'graph-ql/getting-started',
  'generate-database-schema/create-table': 'schema-statement/create-table',
  'generate-database-schema/create-enum': 'schema-statement/create-enum',
  'generate-database-schema/create-index': 'schema-statement/create-index',
  'generate-sea-query-statement/create-table': 'schema-statement/create-table',
  'generate-sea-query-statement/create-enum': 'schema-statement/create-enum',
  'generate-sea-query-statement/create-index': 'schema-statement/create-index',
};
