import type {Code, Paragraph, PhrasingContent, RootContent} from 'mdast';

/** A bold caption for a code block: its file name in code, then the release line it is for (`**`Cargo.toml`** (SeaORM 0.11.x)`). */
export function codeCaption(title: string | undefined, version?: string): Paragraph | null {
  const parts: PhrasingContent[] = [];
  if (title) parts.push({type: 'strong', children: [{type: 'inlineCode', value: title}]});
  if (version) parts.push({type: 'text', value: `${title ? ' ' : ''}(SeaORM ${version})`});
  return parts.length ? {type: 'paragraph', children: parts} : null;
}

const metaValue = (meta: string, key: string) =>
  new RegExp(`(?:^|\\s)${key}=(?:"([^"]*)"|'([^']*)'|(\\S+))`).exec(meta)?.slice(1).find((v) => v !== undefined);

/**
 * A fenced block keeps its language and code; its meta, which only the site reads (`title="src/main.rs"`,
 * `version=0.11.x`, line highlights), becomes a caption line above it.
 */
export function codeWithCaption(node: Code): RootContent[] {
  const meta = node.meta ?? '';
  const caption = codeCaption(metaValue(meta, 'title'), metaValue(meta, 'version'));
  const code: Code = {type: 'code', lang: node.lang, meta: null, value: node.value};
  return caption ? [caption, code] : [code];
}
