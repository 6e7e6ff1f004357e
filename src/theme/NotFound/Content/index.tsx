// Wrapper: keeps the stock "Page Not Found" text and adds ways forward: docs home, a search for the missing
// page's words, and the blog.
import type {ReactNode} from 'react';
import Content from '@theme-original/NotFound/Content';
import type ContentType from '@theme/NotFound/Content';
import type {WrapperProps} from '@docusaurus/types';
import Link from '@docusaurus/Link';
import {useLocation} from '@docusaurus/router';
import styles from './styles.module.css';

type Props = WrapperProps<typeof ContentType>;

/** Words of the last meaningful path segment: /docs/basic-crud/selct/ → "selct". */
function searchTerms(pathname: string): string {
  const segment = pathname.split('/').filter(Boolean).pop() ?? '';
  return decodeURIComponent(segment).replace(/\.html$/, '').replace(/[-_]+/g, ' ').trim();
}

export default function ContentWrapper(props: Props): ReactNode {
  const terms = searchTerms(useLocation().pathname);
  return (
    <>
      <Content {...props} />
      <nav className={styles.next} aria-label="Ways forward">
        <ul>
          <li>
            <Link to="/docs/">Documentation home</Link>
          </li>
          {terms && (
            <li>
              <Link to={`/search/?q=${encodeURIComponent(terms)}`}>Search the docs for “{terms}”</Link>
            </li>
          )}
          <li>
            <Link to="/blog/">Blog</Link>
          </li>
        </ul>
      </nav>
    </>
  );
}
