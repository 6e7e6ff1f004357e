import {useCallback, useEffect, useRef, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import styles from './styles.module.css';

interface Props {
  /** The text put on the clipboard. */
  text: string;
  /** Accessible name of the button, e.g. "Copy the dependency line". */
  label: string;
  className?: string;
}

/** A copy button with a confirmation that screen readers announce (a polite live region). */
export default function CopyText({text, label, className}: Props): ReactNode {
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  const copy = useCallback(() => {
    navigator.clipboard.writeText(text).then(
      () => setState('copied'),
      () => setState('failed'),
    );
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => setState('idle'), 2000);
  }, [text]);
  return (
    <>
      <button type="button" className={clsx(styles.button, className)} onClick={copy} aria-label={label} title={label}>
        {state === 'copied' ? 'Copied' : 'Copy'}
      </button>
      <span className={styles.status} role="status" aria-live="polite">
        {state === 'copied' ? 'Copied to the clipboard' : state === 'failed' ? 'Could not copy: select the text instead' : ''}
      </span>
    </>
  );
}
