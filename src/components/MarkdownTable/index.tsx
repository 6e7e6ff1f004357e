// Markdown tables (MDXComponents `table`): a table wider than the column scrolls inside a ScrollRegion, which keyboard
// users can reach; the region is named after the table's column headings.
import {Children, isValidElement, type ComponentProps, type ReactElement, type ReactNode} from 'react';
import ScrollRegion from '@site/src/components/ScrollRegion';
import styles from './styles.module.css';

type ElementWithChildren = ReactElement<{children?: ReactNode}>;

/** The plain text of a React tree. */
function textOf(node: ReactNode): string {
  if (typeof node === 'string' || typeof node === 'number') return String(node);
  if (isValidElement<{children?: ReactNode}>(node)) return textOf(node.props.children);
  return Array.isArray(node) ? node.map(textOf).join('') : '';
}

/** The elements of a given tag anywhere in a React tree, outermost first. */
function elementsOf(node: ReactNode, tag: string): ElementWithChildren[] {
  return Children.toArray(node).flatMap((child) => {
    if (!isValidElement<{children?: ReactNode}>(child)) return [];
    return child.type === tag ? [child] : elementsOf(child.props.children, tag);
  });
}

/** "Table: Feature, Database, Notes" from the header row; "Table" for a table without one. */
export function tableLabel(children: ReactNode): string {
  const headings = elementsOf(children, 'th')
    .map((th) => textOf(th.props.children).trim())
    .filter(Boolean);
  return headings.length ? `Table: ${headings.join(', ')}` : 'Table';
}

export default function MarkdownTable(props: ComponentProps<'table'>): ReactNode {
  return (
    <ScrollRegion label={tableLabel(props.children)} className={styles.scroll}>
      <table {...props} />
    </ScrollRegion>
  );
}
