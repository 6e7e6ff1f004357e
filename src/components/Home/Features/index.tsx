import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import {features} from '@site/src/data/features';
import styles from './styles.module.css';

export default function Features(): ReactNode {
  return (
    <section className={styles.section} aria-labelledby="features-heading">
      <div className="container">
        <Heading as="h2" id="features-heading" className={styles.heading}>
          Why Rust developers choose SeaORM
        </Heading>
        <ul className={styles.grid}>
          {features.map((feature) => (
            <li key={feature.title} className={styles.card}>
              <Heading as="h3" className={styles.cardTitle}>
                {feature.title}
              </Heading>
              <p>{feature.description}</p>
              <Link to={feature.doc} className={styles.more} aria-label={`Learn more: ${feature.title}`}>
                Learn more
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
