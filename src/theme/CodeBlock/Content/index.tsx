// Replaces the stock content, which tokenizes every code block with Prism in the browser during hydration although
// the server already rendered the highlighted HTML, and which put prism-react-renderer (~25 KB gzip) into every
// page's first load. Here the server highlights; hydration keeps the server's HTML as it is (and a block remounted
// after hydration reuses it); a block the browser renders itself (after a client-side navigation, or when its code
// changes) loads the highlighter lazily.
import {useEffect, useId, useState, type CSSProperties, type ReactNode} from 'react';
import clsx from 'clsx';
import {usePrismTheme} from '@docusaurus/theme-common';
import {useCodeBlockContext} from '@docusaurus/theme-common/internal';
import {loadLines, serverLines} from '@seaorm/code-highlight';
import type {LinesProps} from '@site/src/code-highlight/lines';
import styles from './styles.module.css';

type Highlighter = NonNullable<typeof serverLines>;

/** The highlighter once the browser has loaded it: later blocks render highlighted at once. */
let loaded: Highlighter | null = serverLines;

/**
 * The server's highlighted HTML of every block hydrated so far, by what it was rendered from. The stock Tabs remount
 * their panels right after hydration, so a block in a tab mounts again with a new id: it reuses the HTML from here
 * instead of loading the highlighter and tokenizing again. Each value is one object for the block's lifetime: React 19
 * sets innerHTML again whenever dangerouslySetInnerHTML gets a new object, rebuilding the block's DOM.
 */
const serverHtmlBySource = new Map<string, {__html: string}>();

/** The HTML the server rendered for this block: read from the page while hydrating it (marked `id`), else kept. */
function serverHtml(id: string, lines: Omit<LinesProps, 'theme'>): {__html: string} | null {
  if (typeof document === 'undefined') return null;
  const source = JSON.stringify([lines.language, lines.showLineNumbers, lines.lineClassNames, lines.code]);
  const html = document.querySelector(`code[data-highlight="${CSS.escape(id)}"]`)?.innerHTML;
  if (html !== undefined) serverHtmlBySource.set(source, {__html: html});
  return serverHtmlBySource.get(source) ?? null;
}

/** Unhighlighted lines in the same structure, shown until the highlighter has loaded. */
function PlainLines({code, theme}: Pick<LinesProps, 'code' | 'theme'>): ReactNode {
  const {backgroundColor: _, ...plain} = theme.plain;
  return code.split('\n').map((line, i) => (
    <span key={i} className="token-line" style={plain}>
      <span className="token plain">{line}</span>
      <br />
    </span>
  ));
}

function Code(props: LinesProps & {id: string; className: string; style?: CSSProperties}): ReactNode {
  const {id, className, style, ...lines} = props;
  const [hydrated] = useState(() => ({code: lines.code, html: serverHtml(id, lines)}));
  const [highlighter, setHighlighter] = useState(loaded);
  const keepServerHtml = hydrated.html !== null && hydrated.code === lines.code;
  useEffect(() => {
    if (keepServerHtml || highlighter) return;
    let live = true;
    void loadLines().then((module) => {
      loaded = module;
      if (live) setHighlighter(module);
    });
    return () => {
      live = false;
    };
  }, [keepServerHtml, highlighter]);
  const codeProps = {className, style, 'data-highlight': id};
  if (keepServerHtml) return <code {...codeProps} dangerouslySetInnerHTML={hydrated.html!} />;
  return <code {...codeProps}>{highlighter ? <highlighter.HighlightedLines {...lines} /> : <PlainLines {...lines} />}</code>;
}

export default function CodeBlockContent({className}: {className?: string}): ReactNode {
  const {metadata, wordWrap} = useCodeBlockContext();
  const theme = usePrismTheme();
  const id = useId();
  const {code, language, lineNumbersStart, lineClassNames} = metadata;
  const showLineNumbers = lineNumbersStart !== undefined;
  return (
    <pre
      ref={wordWrap.codeBlockRef}
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
      style={theme.plain}
      className={clsx(className, `prism-code language-${language}`, styles.codeBlock, 'thin-scrollbar')}>
      <Code
        id={id}
        className={clsx(styles.codeBlockLines, showLineNumbers && styles.codeBlockLinesWithNumbering)}
        // A CSS counter that starts at the block's first line number (a value only known per block).
        style={showLineNumbers ? {counterReset: `line-count ${lineNumbersStart - 1}`} : undefined}
        code={code}
        language={language ?? 'text'}
        theme={theme}
        lineClassNames={lineClassNames}
        showLineNumbers={showLineNumbers}
      />
    </pre>
  );
}
