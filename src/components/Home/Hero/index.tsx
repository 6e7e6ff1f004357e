import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import styles from './styles.module.css';

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
        <code className={styles.install}>cargo add sea-orm --features sqlx-postgres,runtime-tokio-rustls</code>
      </div>
    </section>
  );
}
