// What the build does with bad links (spec §5). Shared with the broken-link test fixture.
export const validation = {
  onBrokenLinks: 'throw',
  onBrokenMarkdownLinks: 'throw',
  onBrokenAnchors: 'warn',
  onDuplicateRoutes: 'warn',
} as const;
