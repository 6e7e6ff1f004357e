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

/** A card of the grid shared by the landing page sections. */
export const cardClass = styles.card;

/**
 * The class of a grid of `count` cards: its column counts (one on a phone, then two or three) divide `count`, so
 * no row is left part-empty. A count neither two nor three divides gets as many columns as fit.
 */
export function cardGridClass(count: number): string {
  if (count % 2 !== 0 && count % 3 !== 0) return clsx(styles.grid, styles.autoColumns);
  return clsx(styles.grid, count % 2 === 0 && styles.twoColumns, count % 3 === 0 && styles.threeColumns);
}
