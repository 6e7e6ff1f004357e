import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import Section, {cardClass, cardGridClass} from '@site/src/components/Home/Section';
import {features} from '@site/src/data/features';
import styles from './styles.module.css';

export default function Features(): ReactNode {
  return (
    <Section id="features" title="Why Rust developers choose SeaORM">
      <ul className={cardGridClass(features.length)}>
        {features.map((feature) => (
          <li key={feature.title} className={cardClass}>
            {/* The title is the link: its text says where it leads, which a repeated "Learn more" did not. */}
            <Heading as="h3" className={styles.cardTitle}>
              <Link to={feature.doc}>{feature.title}</Link>
            </Heading>
            <p className={styles.description}>{feature.description}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}
