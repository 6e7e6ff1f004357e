// Wrapper: loads the stock Mermaid renderer, and with it the ~150 KB (gzip) mermaid library, only on pages that
// show a diagram (MDXComponents imports @theme/Mermaid statically, which put mermaid in every docs page's bundle);
// and shows the diagram at its own size instead of shrunk to the column (the bakery ER diagram's labels were ~8 px
// on desktop, ~4 px on a phone), with a full-size view (see DiagramViewer).
import {lazy, Suspense, type ReactNode} from 'react';
import BrowserOnly from '@docusaurus/BrowserOnly';
import type MermaidType from '@theme/Mermaid';
import type {WrapperProps} from '@docusaurus/types';
import DiagramViewer from './DiagramViewer';
import styles from './styles.module.css';

type Props = WrapperProps<typeof MermaidType>;

const Mermaid = lazy(() => import('@theme-original/Mermaid'));

/** What the diagram shows, from its Mermaid type: the name of its region and of its full-size view. */
const diagramNames: Record<string, string> = {
  erDiagram: 'Entity relationship diagram',
  sequenceDiagram: 'Sequence diagram',
  classDiagram: 'Class diagram',
  flowchart: 'Flowchart',
  graph: 'Flowchart',
};

function diagramName(value: string): string {
  return diagramNames[value.trim().split(/\s/, 1)[0]!] ?? 'Diagram';
}

export default function MermaidWrapper(props: Props): ReactNode {
  const placeholder = <div className={styles.placeholder} aria-busy="true" />;
  const diagram = (
    <Suspense fallback={placeholder}>
      <Mermaid {...props} />
    </Suspense>
  );
  return (
    <BrowserOnly fallback={placeholder}>{() => <DiagramViewer name={diagramName(props.value)} diagram={diagram} />}</BrowserOnly>
  );
}
