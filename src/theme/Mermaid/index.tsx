// Wrapper: loads the stock Mermaid renderer, and with it the ~150 KB (gzip) mermaid library, only on pages that
// show a diagram; MDXComponents imports @theme/Mermaid statically, which put mermaid in every docs page's bundle.
import {lazy, Suspense, type ReactNode} from 'react';
import BrowserOnly from '@docusaurus/BrowserOnly';
import type MermaidType from '@theme/Mermaid';
import type {WrapperProps} from '@docusaurus/types';
import styles from './styles.module.css';

type Props = WrapperProps<typeof MermaidType>;

const Mermaid = lazy(() => import('@theme-original/Mermaid'));

export default function MermaidWrapper(props: Props): ReactNode {
  const placeholder = <div className={styles.placeholder} aria-busy="true" />;
  return (
    <BrowserOnly fallback={placeholder}>
      {() => (
        <Suspense fallback={placeholder}>
          <Mermaid {...props} />
        </Suspense>
      )}
    </BrowserOnly>
  );
}
