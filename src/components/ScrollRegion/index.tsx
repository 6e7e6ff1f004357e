// A box that scrolls sideways when its content is wider than the column, and only then is a keyboard stop: a named
// region with tabIndex 0, so a keyboard user can focus it and scroll with the arrow keys (axe
// scrollable-region-focusable), while a box whose content fits adds no tab stop and no landmark.
import {useEffect, useRef, useState, type ReactNode, type RefObject} from 'react';
import clsx from 'clsx';
import styles from './styles.module.css';

/** Whether the element's content is wider than the element, kept up to date as either changes. */
function useOverflowing(ref: RefObject<HTMLElement | null>): boolean {
  const [overflowing, setOverflowing] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    const measure = () => setOverflowing(element.scrollWidth > element.clientWidth);
    const resizes = new ResizeObserver(measure);
    const observe = () => [element, ...Array.from(element.children)].forEach((child) => resizes.observe(child));
    // Content that arrives or changes size later (a diagram rendered in the browser) changes the scroll width.
    const mutations = new MutationObserver(() => {
      observe();
      measure();
    });
    observe();
    mutations.observe(element, {childList: true, subtree: true, attributes: true, attributeFilter: ['width', 'height']});
    measure();
    return () => {
      resizes.disconnect();
      mutations.disconnect();
    };
  }, [ref]);
  return overflowing;
}

interface Props {
  /** The region's accessible name, used once the content overflows. */
  label: string;
  className?: string;
  children: ReactNode;
}

export default function ScrollRegion({label, className, children}: Props): ReactNode {
  const ref = useRef<HTMLDivElement>(null);
  const overflowing = useOverflowing(ref);
  const focusable = overflowing ? {tabIndex: 0, role: 'region', 'aria-label': label} : {};
  return (
    <div ref={ref} className={clsx(styles.region, className)} {...focusable}>
      {children}
    </div>
  );
}
