import {themes} from 'prism-react-renderer';
import type {ThemeConfig} from '@docusaurus/preset-classic';

// vs dark in both colour modes (the spec's default); the docs show Rust, Cargo.toml, shell, SQL and diffs.
export const prism = {
  theme: themes.vsDark,
  darkTheme: themes.vsDark,
  additionalLanguages: ['rust', 'toml', 'bash', 'sql', 'diff'],
} satisfies NonNullable<ThemeConfig['prism']>;
