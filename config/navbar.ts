import type {ThemeConfig} from '@docusaurus/preset-classic';
import {site} from './site';

export const navbar = {
  title: site.title,
  logo: {alt: 'SeaORM logo', src: 'img/logo.svg', width: 32, height: 32},
  hideOnScroll: false,
  items: [
    {type: 'doc', docId: 'index', label: 'Docs', position: 'left'},
    {to: '/blog/', label: 'Blog', position: 'left'},
    {type: 'docsVersionDropdown', position: 'right', dropdownActiveClassDisabled: true},
    {href: site.crate, label: 'crates.io', position: 'right'},
    {href: site.repository, label: 'GitHub', position: 'right'},
  ],
} satisfies NonNullable<ThemeConfig['navbar']>;
