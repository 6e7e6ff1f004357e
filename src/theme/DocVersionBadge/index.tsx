// Replaces the stock badge ("Version: 0.12.x"): it also shows the Cargo.toml line of the line's last release,
// with a copy button, so a reader on an old page sees at once which sea-orm the page describes.
import type {ReactNode} from 'react';
import clsx from 'clsx';
import {ThemeClassNames} from '@docusaurus/theme-common';
import {useDocsVersion} from '@docusaurus/plugin-content-docs/client';
import CopyText from '@site/src/components/CopyText';
import {dependencyLine, docsVersion} from '@site/src/data/docsVersions';
import styles from './styles.module.css';

export default function DocVersionBadge({className}: {className?: string}): ReactNode {
  const metadata = useDocsVersion();
  if (!metadata.badge) return null;
  const line = dependencyLine(docsVersion(metadata.version));
  return (
    <div className={clsx(className, ThemeClassNames.docs.docVersionBadge, styles.badge)} data-testid="version-badge">
      <span className={clsx('badge badge--secondary', styles.label)}>Version: {metadata.label}</span>
      <code className={styles.dependency}>{line}</code>
      <CopyText text={line} label={`Copy the dependency line ${line}`} />
    </div>
  );
}
