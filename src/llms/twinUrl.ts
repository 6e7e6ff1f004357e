// Where the build puts the Markdown twin of a docs page and the llms.txt of a docs version (plugins/llms-txt); the
// "Copy page" button reads the same paths, so both sides agree by construction.

/** The fields of a doc's metadata that decide its twin. */
export interface TwinSource {
  /** Full URL path with base URL and version path, e.g. `/SeaORM/docs/0.12.x/basic-crud/select/` (trailing slash or not). */
  permalink: string;
  /** `permalink` without base URL or version path; `/` for a version's root doc. */
  slug: string;
}

/**
 * The twin's URL path: the page's URL with `.md` in place of the trailing slash (`/SeaORM/docs/basic-crud/select.md`).
 * A version root (`/SeaORM/docs/`, `/SeaORM/docs/0.12.x/`) keeps its twin inside its folder, as `index.md`.
 */
export function twinUrl({permalink, slug}: TwinSource): string {
  if (slug === '/') return `${permalink.replace(/\/?$/, '/')}index.md`;
  return `${permalink.replace(/\/$/, '')}.md`;
}

/** The URL path of a docs version's root, from any of its docs (`/SeaORM/docs/0.12.x/`). */
export function versionRootOf({permalink, slug}: TwinSource): string {
  const page = permalink.replace(/\/$/, '');
  const tail = slug.replace(/\/$/, '');
  return `${page.endsWith(tail) ? page.slice(0, page.length - tail.length) : page}/`;
}

/** The llms.txt of a docs version: the site's own for the current version, else one in the version's root. */
export function llmsTxtUrl(baseUrl: string, versionRoot: string, isCurrent: boolean): string {
  return isCurrent ? `${baseUrl}llms.txt` : `${versionRoot}llms.txt`;
}
