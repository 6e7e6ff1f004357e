import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import Section, {cardGrid} from '@site/src/components/Home/Section';
import {features} from '@site/src/data/features';
import styles from './styles.module.css';

export default function Features(): ReactNode {
  return (
    <Section id="features" title="Why Rust developers choose SeaORM">
      <ul className={cardGrid.grid}>
        {features.map((feature) => (
          <li key={feature.title} className={cardGrid.card}>
            <Heading as="h3" className={styles.cardTitle}>
              {feature.title}
            </Heading>
            <p className={styles.description}>{feature.description}</p>
            <Link to={feature.doc} className={styles.more} aria-label={`Learn more: ${feature.title}`}>
              Learn more
            </Link>
          </li>
        ))}
      </ul>
    </Section>
  );
}
