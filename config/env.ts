// The only reader of process.env: every flag the site's configuration depends on, read once.
const env = process.env;

/** `docusaurus start` (development) or `docusaurus build` (production). */
export const isDev = env.NODE_ENV === 'development';

/** `npm run start:all` includes every docs version in the dev server; by default it serves only the current one. */
export const includeAllVersions = env.SEAORM_ALL_VERSIONS === 'true';

/** Hosted Algolia DocSearch is used only when all three are set at build time; otherwise search is embedded. */
export const algolia =
  env.ALGOLIA_APP_ID && env.ALGOLIA_API_KEY && env.ALGOLIA_INDEX_NAME
    ? {appId: env.ALGOLIA_APP_ID, apiKey: env.ALGOLIA_API_KEY, indexName: env.ALGOLIA_INDEX_NAME}
    : null;
