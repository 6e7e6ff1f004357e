import type {Blockquote, Paragraph, PhrasingContent, RootContent} from 'mdast';
import type {ContainerDirective} from 'mdast-util-directive';

// Docusaurus' admonition keywords (mdx-loader's defaults) and the label each reads as in the twin.
const LABELS = {
  note: 'Note',
  tip: 'Tip',
  info: 'Info',
  warning: 'Warning',
  danger: 'Danger',
  caution: 'Caution',
  important: 'Important',
  success: 'Success',
  secondary: 'Note',
} as const satisfies Record<string, string>;

export const ADMONITION_KEYWORDS = Object.keys(LABELS);

const isKeyword = (name: string): name is keyof typeof LABELS => Object.hasOwn(LABELS, name);

/**
 * `:::warning Title` becomes a blockquote that opens with its kind and title in bold (`> **Warning: Title**`);
 * a container directive that is no admonition is left for the caller (null).
 */
export function admonitionToBlockquote(node: ContainerDirective): Blockquote | null {
  if (!isKeyword(node.name)) return null;
  const [first, ...rest] = node.children;
  const titled = first?.type === 'paragraph' && first.data?.directiveLabel === true;
  const title: PhrasingContent[] = titled ? (first as Paragraph).children : [];
  const label: PhrasingContent[] = [{type: 'text', value: LABELS[node.name] + (title.length ? ': ' : '')}, ...title];
  const heading: Paragraph = {type: 'paragraph', children: [{type: 'strong', children: label}]};
  const body = (titled ? rest : node.children) as RootContent[];
  return {type: 'blockquote', children: [heading, ...body] as Blockquote['children']};
}
