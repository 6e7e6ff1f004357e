import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import {ecosystem} from '@site/src/data/ecosystem';
import styles from './styles.module.css';

export default function Ecosystem(): ReactNode {
  return (
    <section className={styles.section} aria-labelledby="ecosystem-heading">
      <div className="container">
        <Heading as="h2" id="ecosystem-heading" className={styles.heading}>
          The SeaQL ecosystem
        </Heading>
        <ul className={styles.grid}>
          {ecosystem.map((project) => (
            <li key={project.name} className={styles.card}>
              <Heading as="h3" className={styles.name}>
                <Link href={project.href}>{project.name}</Link>
              </Heading>
              <p>{project.description}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
