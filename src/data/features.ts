export interface Feature {
  title: string;
  description: string;
  /** Path of the doc that explains it, relative to the docs root. */
  doc: string;
}

export const features: Feature[] = [
  {
    title: 'Async from the ground up',
    description:
      'Built on SQLx with Tokio or async-std. Every query is a future, connections come from a pool, and results can be streamed row by row.',
    doc: '/docs/introduction/async/',
  },
  {
    title: 'Dynamic queries',
    description:
      'Built on SeaQuery: compose filters, joins and sub-queries at run time, with typed columns that catch mistakes at compile time.',
    doc: '/docs/advanced-query/conditional-expression/',
  },
  {
    title: 'Relations and loaders',
    description:
      'Declare has-one, has-many and many-to-many relations on your model, then load a whole object graph without N+1 queries.',
    doc: '/docs/relation/entity-loader/',
  },
  {
    title: 'Entity first, or schema first',
    description:
      'Generate entities from an existing database with sea-orm-cli, or write entities and let schema sync create the tables.',
    doc: '/docs/generate-entity/entity-first/',
  },
  {
    title: 'Testable',
    description:
      'Run the same code against an in-memory SQLite database, or check the exact SQL with the mock connection.',
    doc: '/docs/write-test/testing/',
  },
  {
    title: 'MySQL, PostgreSQL and SQLite',
    description:
      'One API over the three databases, with migrations, transactions, JSON, arrays and enums where the backend supports them.',
    doc: '/docs/install-and-config/database-and-async-runtime/',
  },
];
