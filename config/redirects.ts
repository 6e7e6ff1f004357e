import type {Options as RedirectOptions} from '@docusaurus/plugin-client-redirects';

// Pages that moved keep their old URL: the build writes a page there that forwards to the new one.
export const redirects = {
  redirects: [
    // The 1.1 → 2.0 guide was the second Introduction page until the Upgrading section gathered every step.
    {from: '/docs/introduction/upgrade-guide', to: '/docs/upgrading/from-1.1-to-2.0/'},
  ],
} satisfies RedirectOptions;
