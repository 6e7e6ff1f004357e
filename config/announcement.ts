import type {ThemeConfig} from '@docusaurus/preset-classic';
import {site} from './site';

// Not closeable (spec §1): it stays on every page.
export const announcementBar = {
  id: 'seaorm-pro',
  content: `<a href="${site.seaOrmPro}" target="_blank" rel="noopener noreferrer">SeaORM Pro</a> is the free admin panel for SeaORM: browse and edit your data with no front-end code.`,
  isCloseable: false,
} satisfies NonNullable<ThemeConfig['announcementBar']>;
