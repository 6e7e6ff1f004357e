import type {Root} from 'mdast';
import remarkComment from '@slorber/remark-comment';
import {admonitionTitleToDirectiveLabel, escapeMarkdownHeadingIds, unwrapMdxCodeBlocks} from '@docusaurus/utils';
import remarkDirective from 'remark-directive';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import {unified} from 'unified';
import {ADMONITION_KEYWORDS} from './admonitions';

// The syntax extensions Docusaurus' MDX loader parses docs with (mdx-loader's processor, format "mdx", mdx1Compat on),
// so a source reads here exactly as it does on the site.
const parser = unified().use(remarkParse).use(remarkMdx).use(remarkFrontmatter).use(remarkDirective).use(remarkGfm).use(remarkComment);

/** The mdast of a docs source, after the same text preprocessing Docusaurus applies (`:::tip Title`, `{#id}`). */
export function parseDoc(source: string): Root {
  const preprocessed = admonitionTitleToDirectiveLabel(escapeMarkdownHeadingIds(unwrapMdxCodeBlocks(source)), ADMONITION_KEYWORDS);
  return parser.runSync(parser.parse(preprocessed)) as Root;
}
