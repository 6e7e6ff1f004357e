import {useCallback, useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode, type RefObject} from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useDoc, useDocsVersion} from '@docusaurus/plugin-content-docs/client';
import {CopyStatus, useCopy} from '@site/src/components/CopyText';
import {llmsTxtUrl, twinUrl, versionRootOf} from '@site/src/llms/twinUrl';
import {copyFromUrl} from './copyFromUrl';
import styles from './styles.module.css';

/** Closes the open menu when the reader presses anywhere outside it. */
function useDismiss(open: boolean, close: () => void, root: RefObject<HTMLDivElement | null>) {
  useEffect(() => {
    if (!open) return undefined;
    const onPointerDown = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) close();
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open, close, root]);
}

/**
 * "Copy page": puts this doc's Markdown twin (written by plugins/llms-txt) on the clipboard, for pasting into an
 * assistant; its menu opens the twin and the version's llms.txt. A disclosure (button + list of links), so Tab
 * reaches every item; the confirmation is announced.
 */
export default function CopyPage(): ReactNode {
  const {metadata} = useDoc();
  const version = useDocsVersion();
  const {siteConfig} = useDocusaurusContext();
  const [state, copy] = useCopy();
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const menuId = useId();
  const close = useCallback(() => setOpen(false), []);
  useDismiss(open, close, root);

  const twin = twinUrl(metadata);
  const llms = llmsTxtUrl(siteConfig.baseUrl, versionRootOf(metadata), version.isLast);
  // Escape closes the menu and gives focus back to its button, as a disclosure menu should.
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return;
    close();
    toggle.current?.focus();
  };

  return (
    <div className={styles.copyPage} ref={root} onKeyDown={onKeyDown}>
      <button type="button" className={styles.copy} onClick={() => copy(() => copyFromUrl(twin))}>
        {state === 'copied' ? 'Copied' : 'Copy page'}
      </button>
      <button
        type="button"
        ref={toggle}
        className={styles.toggle}
        aria-label="More ways to read this page as Markdown"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpen((value) => !value)}>
        <svg viewBox="0 0 16 16" width="12" height="12" aria-hidden="true">
          <path d="M3 6l5 5 5-5" fill="none" stroke="currentColor" strokeWidth="2" />
        </svg>
      </button>
      {open && (
        <ul id={menuId} className={styles.menu}>
          <li>
            <a href={twin} target="_blank" rel="noopener noreferrer" onClick={close}>
              Open this page as Markdown
            </a>
          </li>
          <li>
            <a href={llms} target="_blank" rel="noopener noreferrer" onClick={close}>
              Open llms.txt of SeaORM {version.label}
            </a>
          </li>
        </ul>
      )}
      <CopyStatus state={state} copied="Copied this page as Markdown" failed="Could not copy the page: open it as Markdown from the menu instead" />
    </div>
  );
}
