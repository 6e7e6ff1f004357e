import type {Heading, Paragraph, Root, RootContent} from 'mdast';
import remarkGfm from 'remark-gfm';
import remarkStringify from 'remark-stringify';
import {unified} from 'unified';
import {admonitionToBlockquote} from './admonitions';
import {codeWithCaption} from './codeBlocks';
import {absoluteLink, type LinkContext} from './links';
import {jsxToMarkdown} from './mdxComponents';
import {parseDoc} from './parse';
import {rewriteTree} from './rewriteTree';

export interface DocConversion {
  /** The doc's title, the twin's `# heading` when the source has none (title in front matter only). */
  title: string;
  /** The twin's first line: which SeaORM line the page describes and where its web page is. */
  header: Paragraph;
  links: LinkContext;
}

// Plain CommonMark + GFM tables out: no MDX or directive syntax is left for a reader to trip over.
const stringifier = unified()
  .use(remarkStringify, {bullet: '-', fences: true, listItemIndent: 'one', rule: '-', emphasis: '*', strong: '*'})
  .use(remarkGfm, {tablePipeAlign: false});

/** An explicit heading id (`## Title {#id}`) is site markup, not part of the title. */
function withoutHeadingId(node: Heading): Heading {
  const last = node.children.at(-1);
  if (last?.type === 'text') last.value = last.value.replace(/\s*\{#[^}]*\}$/, '');
  return node;
}

/** `{' '}` and `{/* comments *\/}` are the expressions docs use; anything else has no Markdown form. */
function expressionToMarkdown(value: string): RootContent[] {
  const code = value.trim();
  if (/^\/\*[\s\S]*\*\/$/.test(code) || code === '') return [];
  const literal = /^(['"])(.*)\1$/s.exec(code);
  if (literal) return [{type: 'text', value: literal[2]!}];
  throw new Error(`the MDX expression {${code}} has no Markdown form: add one to plugins/llms-txt/convert.ts`);
}

function toMarkdownNodes(node: RootContent, links: LinkContext): RootContent[] | undefined {
  switch (node.type) {
    case 'yaml':
    case 'mdxjsEsm':
      return [];
    case 'mdxFlowExpression':
    case 'mdxTextExpression':
      return expressionToMarkdown(node.value);
    case 'mdxJsxFlowElement':
    case 'mdxJsxTextElement':
      return jsxToMarkdown(node);
    case 'containerDirective': {
      // A container directive that is no admonition keeps its content, as on the site.
      const quote = admonitionToBlockquote(node);
      return quote ? [quote] : (node.children as RootContent[]);
    }
    // Text that merely looks like a directive (`12:30`, `:x`): Docusaurus prints it back as text, so do we.
    case 'leafDirective':
    case 'textDirective': {
      const leaf = node.type === 'leafDirective';
      const label = node.children.length ? [{type: 'text', value: '['}, ...node.children, {type: 'text', value: ']'}] : [];
      const text = [{type: 'text', value: `${leaf ? '::' : ':'}${node.name}`}, ...label] as RootContent[];
      return leaf ? [{type: 'paragraph', children: text} as RootContent] : text;
    }
    case 'code':
      return codeWithCaption(node);
    case 'heading':
      return [withoutHeadingId(node)];
    case 'link':
    case 'definition':
      node.url = absoluteLink(node.url, links);
      return undefined;
    case 'image':
      if (/^\/|^[a-z][a-z\d+.-]*:/i.test(node.url)) {
        node.url = absoluteLink(node.url, links);
        return undefined;
      }
      // A bundled image (relative path) has no stable URL outside the build: its alt text stands in for it.
      return node.alt ? [{type: 'emphasis', children: [{type: 'text', value: `Image: ${node.alt}`}]}] : [];
    default:
      return undefined;
  }
}

/**
 * A doc's source as clean Markdown: MDX components turned into plain Markdown (see jsxToMarkdown), admonitions
 * into blockquotes, code block meta into captions, links absolute, under a header line naming the SeaORM line.
 */
export function docToMarkdown(source: string, {title, header, links}: DocConversion): string {
  const tree: Root = parseDoc(source);
  rewriteTree(tree, (node) => toMarkdownNodes(node, links));
  const hasTitle = tree.children.some((node) => node.type === 'heading' && node.depth === 1);
  const heading: Heading = {type: 'heading', depth: 1, children: [{type: 'text', value: title}]};
  tree.children = [{type: 'blockquote', children: [header]}, ...(hasTitle ? [] : [heading]), ...tree.children];
  return stringifier.stringify(tree);
}
