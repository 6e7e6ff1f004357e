import type {ReactNode} from 'react';
import clsx from 'clsx';
import Heading from '@theme/Heading';
import styles from './styles.module.css';

interface Props {
  /** Used for the heading id and the section's accessible name. */
  id: string;
  title: string;
  lead?: string;
  /** A tinted background sets the section apart from its neighbours. */
  tinted?: boolean;
  children: ReactNode;
}

/** One band of the landing page: a centred h2, an optional lead sentence, then the content. */
export default function Section({id, title, lead, tinted = false, children}: Props): ReactNode {
  return (
    <section className={clsx(styles.section, tinted && styles.tinted)} aria-labelledby={`${id}-heading`}>
      <div className="container">
        <Heading as="h2" id={`${id}-heading`} className={styles.heading}>
          {title}
        </Heading>
        {lead && <p className={styles.lead}>{lead}</p>}
        {children}
      </div>
    </section>
  );
}

/** The card grid shared by the landing page sections. */
export const cardGrid = {grid: styles.grid, card: styles.card};
