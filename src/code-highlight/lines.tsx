import type {ReactNode} from 'react';
import type {PrismTheme} from 'prism-react-renderer';
// The real library, by file: in the browser bundle the bare name is a stub (see plugins/code-highlight).
import {Highlight, Prism} from 'prism-react-renderer/dist/index.mjs';
import siteConfig from '@generated/docusaurus.config';
import Line from '@theme/CodeBlock/Line';

// Prism with the site's extra languages, and the highlighted lines of one code block. The server renders every
// block with it; the browser loads it only for a block it renders itself (after a client-side navigation).

let languagesAdded = false;

/** Registers `prism.additionalLanguages` on prism-react-renderer's Prism, as the stock client module would. */
function addLanguages(): void {
  if (languagesAdded) return;
  languagesAdded = true;
  const {additionalLanguages} = (siteConfig.themeConfig as {prism: {additionalLanguages: string[]}}).prism;
  // Prism's language files extend `globalThis.Prism`: lend it prism-react-renderer's instance while they load.
  const before = (globalThis as {Prism?: unknown}).Prism;
  (globalThis as {Prism?: unknown}).Prism = Prism;
  for (const language of additionalLanguages) require(`prismjs/components/prism-${language}`);
  if (before === undefined) delete (globalThis as {Prism?: unknown}).Prism;
  else (globalThis as {Prism?: unknown}).Prism = before;
}

export interface LinesProps {
  code: string;
  language: string;
  theme: PrismTheme;
  lineClassNames: Record<number, string[]>;
  showLineNumbers: boolean;
}

/** The token spans of every line, as the stock CodeBlock content renders them. */
export function HighlightedLines({code, language, theme, lineClassNames, showLineNumbers}: LinesProps): ReactNode {
  addLanguages();
  return (
    <Highlight theme={theme} code={code} language={language}>
      {({tokens, getLineProps, getTokenProps}) =>
        tokens.map((line, i) => (
          <Line
            key={i}
            line={line}
            getLineProps={getLineProps}
            getTokenProps={getTokenProps}
            classNames={lineClassNames[i]}
            showLineNumbers={showLineNumbers}
          />
        ))
      }
    </Highlight>
  );
}
