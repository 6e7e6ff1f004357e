// Replaces the stock banner, which tells every older line the same "no longer actively maintained": this one
// names the line and its last release, says whether it is the previous or an archived line, links this page in
// the current docs (following renamed pages, else the current docs home) and the upgrade guide from this line.
import type {ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import {ThemeClassNames} from '@docusaurus/theme-common';
import {
  useActivePlugin,
  useDocsPreferredVersion,
  useDocsVersion,
  useDoc,
  useVersions,
} from '@docusaurus/plugin-content-docs/client';
import {docsVersion, renamedDocs} from '@site/src/data/docsVersions';
import styles from './styles.module.css';

/** This page's counterpart in the current docs: same id, else its renamed id, else the current docs home. */
function useCurrentCounterpart(pluginId: string): {path: string; samePage: boolean; label: string; name: string} {
  const {metadata} = useDoc();
  const current = useVersions(pluginId).find((version) => version.isLast)!;
  const wanted = [metadata.id, renamedDocs[metadata.id]].filter(Boolean);
  const doc = wanted.map((id) => current.docs.find((d) => d.id === id)).find(Boolean);
  const home = current.docs.find((d) => d.id === current.mainDocId)!;
  return {path: (doc ?? home).path, samePage: !!doc, label: current.label, name: current.name};
}

function Banner({className}: {className?: string}): ReactNode {
  const metadata = useDocsVersion();
  const line = docsVersion(metadata.version);
  const {pluginId} = useActivePlugin({failfast: true})!;
  const counterpart = useCurrentCounterpart(pluginId);
  const {savePreferredVersionName} = useDocsPreferredVersion(pluginId);
  const choose = () => savePreferredVersionName(counterpart.name);
  return (
    <div
      className={clsx(className, ThemeClassNames.docs.docVersionBanner, 'alert alert--warning margin-bottom--md', styles.banner)}
      role="note"
      aria-label="Documentation version"
      data-testid="version-banner">
      <p>
        You are reading the docs of SeaORM <b>{line.label}</b>,{' '}
        {line.status === 'previous' ? 'the previous release line' : 'an archived release line'} (last release{' '}
        <b>{line.lastRelease}</b>). The current line is <b>{counterpart.label}</b>.
      </p>
      <p>
        <Link to={counterpart.path} onClick={choose} data-testid="version-banner-current">
          {counterpart.samePage ? `Read this page for ${counterpart.label}` : `Go to the ${counterpart.label} docs`}
        </Link>
        {line.upgradeGuide && (
          <>
            {' · '}
            <Link to={line.upgradeGuide.path} data-testid="version-banner-upgrade">
              {line.upgradeGuide.title}
            </Link>
          </>
        )}
      </p>
    </div>
  );
}

export default function DocVersionBanner({className}: {className?: string}): ReactNode {
  const metadata = useDocsVersion();
  return metadata.banner ? <Banner className={className} /> : null;
}
