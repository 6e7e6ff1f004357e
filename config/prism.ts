import {themes, type PrismTheme} from 'prism-react-renderer';
import type {ThemeConfig} from '@docusaurus/preset-classic';

// vs dark, with the three token colours that fall below WCAG AA contrast on its #1E1E1E background raised.
const raised: Record<string, string> = {constant: '#4FC1FF', prolog: '#6A9955', punctuation: '#A0A0A0'};

export const seaormVsDark: PrismTheme = {
  ...themes.vsDark,
  styles: themes.vsDark.styles.map((style) => {
    const color = style.types.map((type) => raised[type]).find(Boolean);
    return color && style.types.length === 1 ? {...style, style: {...style.style, color}} : style;
  }),
};

// The same dark theme in both colour modes (the spec's default is vs dark).
export const prism = {
  theme: seaormVsDark,
  darkTheme: seaormVsDark,
  additionalLanguages: ['rust', 'toml', 'bash', 'sql', 'diff'],
} satisfies NonNullable<ThemeConfig['prism']>;
