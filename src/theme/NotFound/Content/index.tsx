// Replaces the stock text ("contact the owner of the site that linked you"), written for readers of this site: it
// says why a SeaORM docs page may have moved, sets the tab title also where the docs plugin shows this content
// (unknown /docs/… paths), and offers ways forward built from the address, after hydration: the static 404.html
// is rendered for /404.html, so anything taken from the address would not match the server HTML (React #418, or a
// link that keeps the server's href). The navbar does the same through NotFound/AtRenderedAddress.
import type {ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import {useLocation} from '@docusaurus/router';
import useBaseUrl from '@docusaurus/useBaseUrl';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {PageMetadata} from '@docusaurus/theme-common';
import Heading from '@theme/Heading';
import {docsVersions} from '@site/src/data/docsVersions';
import {site} from '@site/config/site';
import styles from './styles.module.css';

/** Words of the last meaningful path segment: /docs/basic-crud/selct/ → "selct". */
export function searchTerms(pathname: string): string {
  const segment = pathname.split('/').filter(Boolean).pop() ?? '';
  return decodeURIComponent(segment).replace(/\.html$/, '').replace(/[-_]+/g, ' ').trim();
}

/** The older docs line an address is under (/SeaORM/docs/0.12.x/…), if any. */
function olderLine(pathname: string, baseUrl: string) {
  const name = new RegExp(`^${baseUrl}docs/(\\d+\\.\\d+\\.x)/`).exec(pathname)?.[1];
  return docsVersions.find((v) => v.name === name && v.status !== 'current');
}

export default function NotFoundContent({className}: {className?: string}): ReactNode {
  const isBrowser = useIsBrowser();
  const {pathname} = useLocation();
  const baseUrl = useBaseUrl('/');
  const terms = isBrowser ? searchTerms(pathname) : '';
  const line = isBrowser ? olderLine(pathname, baseUrl) : undefined;
  const report = `${site.repository}/issues/new?${new URLSearchParams({title: isBrowser ? `Broken link: ${pathname}` : 'Broken link'})}`;
  return (
    <main className={clsx('container margin-vert--xl', className)}>
      <PageMetadata title="Page Not Found" />
      <div className="row">
        <div className="col col--8 col--offset-2">
          <Heading as="h1" className="hero__title">
            Page Not Found
          </Heading>
          <p>
            There is no page at this address. Pages of the SeaORM docs are sometimes renamed or moved when a new release
            line reorganises them, and the docs of older lines live under their own version, such as{' '}
            <code>/docs/1.1.x/</code>: pick a line in the version menu to read the docs of the SeaORM you run.
          </p>
          <nav className={styles.next} aria-label="Ways forward">
            <ul>
              <li>
                <Link to="/docs/">Documentation home (2.0.x)</Link>
              </li>
              {line && (
                <li>
                  <Link to={`/docs/${line.name}/`}>Documentation home of {line.label}</Link>
                </li>
              )}
              {terms && (
                <li>
                  <Link to={`/search/?q=${encodeURIComponent(terms)}${line ? `&version=${line.name}` : ''}`}>
                    Search the docs for “{terms}”
                  </Link>
                </li>
              )}
              <li>
                <Link to="/docs/upgrading/overview/">Upgrade guides</Link>
              </li>
              <li>
                <Link to="/blog/">Blog</Link>
              </li>
            </ul>
          </nav>
          <p className={styles.report}>
            Followed a link from this site or from somewhere else? <Link to={report}>Tell us which one</Link>, so we can
            fix it or add a redirect.
          </p>
        </div>
      </div>
    </main>
  );
}
