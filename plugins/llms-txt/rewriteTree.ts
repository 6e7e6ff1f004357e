import type {Parents, RootContent} from 'mdast';

/** What a rewrite returns for a node: the nodes that take its place, or undefined to keep it as it is. */
export type Rewrite = (node: RootContent) => RootContent[] | undefined;

/**
 * Rewrites a tree bottom-up: a node is offered to `rewrite` after its children were rewritten, so a component's
 * Markdown form is built from Markdown children (a tab's code block, an admonition inside a tab).
 */
export function rewriteTree(parent: Parents, rewrite: Rewrite): void {
  const children: RootContent[] = [];
  for (const child of parent.children) {
    if ('children' in child) rewriteTree(child, rewrite);
    children.push(...(rewrite(child) ?? [child]));
  }
  parent.children = children as typeof parent.children;
}
