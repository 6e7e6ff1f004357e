// Replaces the stock CodeBlock, which remounts every block once the page has hydrated (key={isBrowser}) so that a
// dark-mode Prism theme replaces the light one rendered by the server. This site uses one Prism theme in both
// modes (config/prism.ts, checked by a unit test), so the remount only threw away the server's highlighted HTML
// and tokenized every block again in the browser. See CodeBlock/Content for how that HTML is kept.
import {Children, isValidElement, type ReactNode} from 'react';
import ElementContent from '@theme/CodeBlock/Content/Element';
import StringContent from '@theme/CodeBlock/Content/String';
import type {Props} from '@theme/CodeBlock';

/** The children as one string when they are plain text (so the block can be copied), else as they are. */
function stringifyChildren(children: ReactNode): ReactNode {
  if (Children.toArray(children).some((child) => isValidElement(child))) return children;
  return Array.isArray(children) ? children.join('') : children;
}

export default function CodeBlock({children: rawChildren, ...props}: Props): ReactNode {
  const children = stringifyChildren(rawChildren);
  return typeof children === 'string' ? (
    <StringContent {...props}>{children}</StringContent>
  ) : (
    <ElementContent {...props}>{children}</ElementContent>
  );
}
