import type {ThemeConfig} from '@docusaurus/preset-classic';
import {site} from './site';

const starBadge = `<a class="footer-star-badge" href="${site.repository}" target="_blank" rel="noopener noreferrer"><span aria-hidden="true">★</span> Star SeaORM on GitHub</a>`;

export const footer = {
  style: 'dark',
  links: [
    {
      title: 'Docs',
      items: [
        {label: 'Getting Started', to: '/docs/'},
        {label: 'Tutorial', href: site.tutorial},
        {label: 'Cookbook', href: site.cookbook},
        {label: 'API Reference', href: site.apiReference},
      ],
    },
    {
      title: 'Community',
      items: [
        {label: 'GitHub Discussions', href: site.discussions},
        {label: 'Discord', href: site.discord},
        {label: 'X / Twitter', href: site.twitter},
      ],
    },
    {
      title: 'More',
      items: [
        {label: 'Blog', to: '/blog/'},
        {label: 'About Us', to: '/about-us/'},
        {label: 'Seaography', href: site.seaography},
      ],
    },
  ],
  copyright: `<span>Copyright © 2025 SeaQL.org. Built with Docusaurus.</span> ${starBadge}`,
} satisfies NonNullable<ThemeConfig['footer']>;
