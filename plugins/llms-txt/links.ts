import path from 'node:path';

export interface LinkContext {
  /** `https://www.sea-ql.org` */
  siteUrl: string;
  /** `/SeaORM/` */
  baseUrl: string;
  /** Absolute path of the doc's source file. */
  sourcePath: string;
  /** The doc's URL path (`/SeaORM/docs/basic-crud/select/`). */
  permalink: string;
  /** Content folders of the doc's version, searched after the doc's own folder (as Docusaurus does). */
  contentPaths: string[];
  /** Absolute source path → URL path, for every doc of the doc's version. */
  permalinkOfSource: ReadonlyMap<string, string>;
}

const HAS_SCHEME = /^[a-z][a-z\d+.-]*:/i;
const MARKDOWN_FILE = /\.mdx?$/;

/**
 * A link as a reader of the twin can follow it, away from the site: an absolute URL of the HTML page (with its anchor).
 * The HTML page rather than its twin, because anchors exist only there and the assistant a twin is pasted into cites
 * links for people to open; the twin of any page is its URL with `.md` (said in each twin's header line).
 */
export function absoluteLink(url: string, context: LinkContext): string {
  if (HAS_SCHEME.test(url) || url.startsWith('//')) return url;
  const origin = context.siteUrl.replace(/\/$/, '');
  const [pathPart = '', hash = ''] = splitHash(url);
  if (MARKDOWN_FILE.test(pathPart) && !pathPart.startsWith('/')) {
    const candidates = [path.dirname(context.sourcePath), ...context.contentPaths].map((dir) => path.resolve(dir, decodeURI(pathPart)));
    const permalink = candidates.map((file) => context.permalinkOfSource.get(file)).find(Boolean);
    if (!permalink) throw new Error(`${context.sourcePath}: no doc of this version at ${url}`);
    return origin + permalink + hash;
  }
  // Site-absolute links are written without the base URL (`/docs/…`), as Docusaurus' <Link> takes them.
  if (url.startsWith('/')) return origin + (url.startsWith(context.baseUrl) ? url : context.baseUrl.replace(/\/$/, '') + url);
  return new URL(url, origin + context.permalink).href;
}

function splitHash(url: string): [string, string] {
  const at = url.indexOf('#');
  return at < 0 ? [url, ''] : [url.slice(0, at), url.slice(at)];
}
