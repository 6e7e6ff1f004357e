import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import Section, {cardClass, cardGridClass} from '@site/src/components/Home/Section';
import {ecosystem} from '@site/src/data/ecosystem';
import styles from './styles.module.css';

export default function Ecosystem(): ReactNode {
  return (
    <Section id="ecosystem" title="The SeaQL ecosystem">
      <ul className={cardGridClass(ecosystem.length)}>
        {ecosystem.map((project) => (
          <li key={project.name} className={cardClass}>
            <Heading as="h3" className={styles.name}>
              <Link href={project.href}>{project.name}</Link>
            </Heading>
            <p>{project.description}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}
