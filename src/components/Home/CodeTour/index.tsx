import type {ReactNode} from 'react';
import CodeBlock from '@theme/CodeBlock';
import Heading from '@theme/Heading';
import TabItem from '@theme/TabItem';
import Tabs from '@theme/Tabs';
import {codeTour} from '@site/src/data/codeTour';
import styles from './styles.module.css';

export default function CodeTour(): ReactNode {
  return (
    <section className={styles.section} aria-labelledby="code-tour-heading">
      <div className="container">
        <Heading as="h2" id="code-tour-heading" className={styles.heading}>
          A quick tour
        </Heading>
        <p className={styles.lead}>From an entity to a query, an insert, a relation load and a migration.</p>
        <Tabs className={styles.tabs} queryString="tour">
          {codeTour.map((step) => (
            <TabItem key={step.id} value={step.id} label={step.label}>
              <CodeBlock language="rust" title={step.file}>
                {step.source}
              </CodeBlock>
            </TabItem>
          ))}
        </Tabs>
      </div>
    </section>
  );
}
