// The diagram at its own size (1:1 with Mermaid's layout, so labels keep their 14 px) in a region that scrolls
// sideways and that keyboard users can reach, and "View full size": a modal dialog filling the screen, with zoom
// buttons, that closes by Escape or Close and gives focus back to the button; inside it, touch scrolls and pinches.
import {useEffect, useId, useRef, useState, type ReactNode, type RefObject} from 'react';
import ScrollRegion from '@site/src/components/ScrollRegion';
import styles from './styles.module.css';

const zooms = [0.5, 0.75, 1, 1.5, 2, 3];
const actualSize = zooms.indexOf(1);

/**
 * Sizes each diagram under `ref` to its layout size times `zoom`. Mermaid makes the SVG as wide as the column
 * (width 100%, max-width its own width), which shrinks a wide diagram's text; this sets width and height instead.
 */
function useDiagramScale(ref: RefObject<HTMLElement | null>, zoom: number): void {
  useEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    const apply = () => {
      element.querySelectorAll<SVGSVGElement>('.docusaurus-mermaid-container > svg').forEach((svg) => {
        const {width, height} = svg.viewBox.baseVal;
        if (!width || !height) return;
        svg.setAttribute('width', String(Math.round(width * zoom)));
        svg.setAttribute('height', String(Math.round(height * zoom)));
        svg.style.removeProperty('max-width');
      });
    };
    // The diagram arrives after this effect (the renderer is lazy) and is replaced when the colour mode changes.
    const observer = new MutationObserver(apply);
    observer.observe(element, {childList: true, subtree: true});
    apply();
    return () => observer.disconnect();
  }, [ref, zoom]);
}

interface Props {
  /** What the diagram is ("Entity relationship diagram"): names the region and the full-size view. */
  name: string;
  /** The rendered diagram; rendered a second time inside the full-size view once it is first opened. */
  diagram: ReactNode;
}

export default function DiagramViewer({name, diagram}: Props): ReactNode {
  const inline = useRef<HTMLDivElement>(null);
  const viewport = useRef<HTMLDivElement>(null);
  const dialog = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const [opened, setOpened] = useState(false);
  const [zoom, setZoom] = useState(actualSize);
  useDiagramScale(inline, 1);
  useDiagramScale(viewport, zooms[zoom]!);

  const open = () => {
    setOpened(true);
    dialog.current?.showModal();
    viewport.current?.focus();
  };
  // aria-disabled rather than disabled: a disabled button would drop the keyboard focus at the last step.
  const zoomButton = (label: string, symbol: string, step: number) => {
    const next = zoom + step;
    const possible = next >= 0 && next < zooms.length;
    return (
      <button
        type="button"
        className="button button--secondary button--sm"
        aria-label={label}
        aria-disabled={!possible}
        onClick={() => possible && setZoom(next)}>
        {symbol}
      </button>
    );
  };

  return (
    <div className={styles.viewer}>
      <div className={styles.actions}>
        <button ref={opener} type="button" className="button button--secondary button--sm" onClick={open}>
          View full size
        </button>
      </div>
      <ScrollRegion label={name} className={styles.inline}>
        <div ref={inline}>{diagram}</div>
      </ScrollRegion>
      <dialog ref={dialog} className={styles.dialog} aria-labelledby={titleId} onClose={() => opener.current?.focus()}>
        <div className={styles.toolbar}>
          <span id={titleId} className={styles.title}>
            {name}
          </span>
          {zoomButton('Zoom out', '−', -1)}
          <output className={styles.zoom}>{Math.round(zooms[zoom]! * 100)}%</output>
          {zoomButton('Zoom in', '+', 1)}
          <button type="button" className="button button--primary button--sm" onClick={() => dialog.current?.close()}>
            Close
          </button>
        </div>
        <div ref={viewport} className={styles.viewport} tabIndex={0} role="region" aria-label={`${name}, full size`}>
          {opened && diagram}
        </div>
      </dialog>
    </div>
  );
}
