import type {Paragraph, RootContent} from 'mdast';
import type {MdxJsxFlowElement, MdxJsxTextElement} from 'mdast-util-mdx-jsx';
import {featurePickerMarkdown} from './featurePicker';

type JsxElement = MdxJsxFlowElement | MdxJsxTextElement;

/** A string attribute of an element (`label="MySQL"`); an expression value (`label={x}`) cannot be read here. */
export function stringAttribute(node: JsxElement, name: string): string | undefined {
  const attribute = node.attributes.find((a) => a.type === 'mdxJsxAttribute' && a.name === name);
  if (!attribute || attribute.value === null || attribute.value === undefined) return undefined;
  if (typeof attribute.value !== 'string') throw new Error(`<${node.name} ${name}={…}>: only string attributes have a Markdown form`);
  return attribute.value;
}

const boldParagraph = (value: string): Paragraph => ({type: 'paragraph', children: [{type: 'strong', children: [{type: 'text', value}]}]});

/**
 * The Markdown form of an MDX element whose children are already Markdown (see rewriteTree). A tab becomes a
 * labelled subsection (its label in bold, then its content; every tab is kept), `<Tabs>` the run of its tabs, the
 * feature picker its initial output, `<details>` its summary in bold and its content; other HTML elements keep
 * their content. A component with no Markdown form fails the build, so a new one cannot vanish from the twins.
 */
export function jsxToMarkdown(node: JsxElement): RootContent[] {
  const children = node.children as RootContent[];
  switch (node.name) {
    case null:
    case 'Tabs':
      return children;
    case 'TabItem':
      return [boldParagraph(stringAttribute(node, 'label') ?? stringAttribute(node, 'value') ?? 'Tab'), ...children];
    case 'CargoFeaturePicker': {
      const version = stringAttribute(node, 'version');
      if (!version) throw new Error('<CargoFeaturePicker> needs a version="…" attribute');
      return featurePickerMarkdown(version);
    }
    case 'summary':
      return node.type === 'mdxJsxFlowElement' ? [boldParagraph(plainText(children))] : [{type: 'strong', children} as RootContent];
    case 'br':
      return [{type: 'break'}];
  }
  if (/^[a-z]/.test(node.name)) return children;
  throw new Error(`<${node.name}> has no Markdown form yet: add one to plugins/llms-txt/mdxComponents.ts`);
}

function plainText(nodes: RootContent[]): string {
  return nodes.map((n) => ('value' in n ? n.value : 'children' in n ? plainText(n.children as RootContent[]) : '')).join('');
}
