import type {LlmsTxtOptions} from '../plugins/llms-txt';

// The opening of every llms.txt: what SeaORM is, in two lines, for a tool that reads nothing else.
export const llmsTxt = {
  summary: [
    'SeaORM is an async and dynamic ORM for Rust: each table is a Rust struct (an entity), and queries built with methods on it run on MySQL/MariaDB, PostgreSQL or SQLite through SQLx, on Tokio or async-std.',
    'It sits on SeaQuery (the SQL builder); sea-orm-cli generates entities from a live database, and sea-orm-migration writes schema migrations in Rust.',
  ],
  rootSection: 'Start here',
} satisfies LlmsTxtOptions;
