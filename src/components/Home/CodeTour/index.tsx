import type {ReactNode} from 'react';
import CodeBlock from '@theme/CodeBlock';
import TabItem from '@theme/TabItem';
import Tabs from '@theme/Tabs';
import Section from '@site/src/components/Home/Section';
import {codeTour} from '@site/src/data/codeTour';
import styles from './styles.module.css';

export default function CodeTour(): ReactNode {
  return (
    <Section
      id="code-tour"
      title="A quick tour"
      lead="From an entity to a query, an insert, a relation load and a migration."
      tinted>
      <div className={styles.tour}>
        <Tabs queryString="tour" className={styles.tabs}>
          {codeTour.map((step) => (
            <TabItem key={step.id} value={step.id} label={step.label}>
              <CodeBlock language="rust" title={step.file}>
                {step.source}
              </CodeBlock>
            </TabItem>
          ))}
        </Tabs>
      </div>
    </Section>
  );
}
