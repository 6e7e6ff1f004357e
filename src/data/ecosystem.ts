export interface EcosystemProject {
  name: string;
  description: string;
  href: string;
}

export const ecosystem: EcosystemProject[] = [
  {
    name: 'SeaQuery',
    description: 'The dynamic query builder under SeaORM: build SQL for MySQL, PostgreSQL and SQLite from Rust values.',
    href: 'https://github.com/SeaQL/sea-query',
  },
  {
    name: 'Seaography',
    description: 'Turn your SeaORM entities into a GraphQL server, with filters, pagination and relations.',
    href: 'https://www.sea-ql.org/Seaography/',
  },
  {
    name: 'SeaORM Pro',
    description: 'A free admin panel for SeaORM projects: browse, filter and edit your tables with no front-end code.',
    href: 'https://github.com/SeaQL/sea-orm-pro',
  },
];
