import {Fragment, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import CopyText from '@site/src/components/CopyText';
import styles from './styles.module.css';

/** The first command a reader runs: shown whole (it wraps on a phone) beside a copy button. */
const installCommand = 'cargo add sea-orm --features sqlx-postgres,runtime-tokio-rustls';
/** The command in pieces that may start a line: after a space or a comma, never inside a feature name. */
const installPieces = installCommand.split(/(?<=[ ,])/);

export default function Hero(): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  return (
    <section className={styles.hero}>
      <div className="container">
        <h1 className={styles.title}>SeaORM</h1>
        <p className={styles.tagline}>{siteConfig.tagline}</p>
        <p className={styles.pitch}>
          An async and dynamic ORM for Rust: define entities once, query MySQL, PostgreSQL and SQLite with
          typed, composable queries, and load related data without writing joins by hand.
        </p>
        <div className={styles.actions}>
          <Link className="button button--secondary button--lg" to="/docs/">
            Getting Started
          </Link>
          <Link className={`button button--outline button--lg ${styles.outline}`} to="/docs/introduction/sea-orm/">
            Why SeaORM?
          </Link>
        </div>
        <div className={styles.install}>
          <code className={styles.command}>
            {installPieces.map((piece, i) => (
              <Fragment key={i}>
                {i > 0 && <wbr />}
                <span className={styles.piece}>{piece}</span>
              </Fragment>
            ))}
          </code>
          <CopyText text={installCommand} label="Copy the cargo add command" className={styles.copy} />
        </div>
      </div>
    </section>
  );
}
