import {useCallback, useEffect, useRef, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import styles from './styles.module.css';

export type CopyState = 'idle' | 'copied' | 'failed';

/** Runs a clipboard write and holds how it went for 2 s: what a copy button and its confirmation show. */
export function useCopy(): [CopyState, (write: () => Promise<void>) => void] {
  const [state, setState] = useState<CopyState>('idle');
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  const copy = useCallback((write: () => Promise<void>) => {
    window.clearTimeout(timer.current);
    // Called at once, inside the click: Safari allows a clipboard write only there. No clipboard (plain http) throws.
    let written: Promise<void>;
    try {
      written = write();
    } catch (error) {
      written = Promise.reject(error);
    }
    written.then(
      () => setState('copied'),
      () => setState('failed'),
    );
    timer.current = window.setTimeout(() => setState('idle'), 2000);
  }, []);
  return [state, copy];
}

interface CopyStatusProps {
  state: CopyState;
  copied: string;
  failed: string;
}

/** The confirmation of a copy in a polite live region, visually hidden: screen readers announce it. */
export function CopyStatus({state, copied, failed}: CopyStatusProps): ReactNode {
  return (
    <span className={styles.status} role="status" aria-live="polite">
      {state === 'copied' ? copied : state === 'failed' ? failed : ''}
    </span>
  );
}

interface Props {
  /** The text put on the clipboard. */
  text: string;
  /** Accessible name of the button, e.g. "Copy the dependency line". */
  label: string;
  className?: string;
}

/** A copy button with a confirmation that screen readers announce (a polite live region). */
export default function CopyText({text, label, className}: Props): ReactNode {
  const [state, copy] = useCopy();
  return (
    <>
      <button
        type="button"
        className={clsx(styles.button, className)}
        onClick={() => copy(() => navigator.clipboard.writeText(text))}
        aria-label={label}
        title={label}>
        {state === 'copied' ? 'Copied' : 'Copy'}
      </button>
      <CopyStatus state={state} copied="Copied to the clipboard" failed="Could not copy: select the text instead" />
    </>
  );
}
