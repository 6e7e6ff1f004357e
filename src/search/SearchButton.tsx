import {forwardRef, useEffect, useState, type RefObject} from 'react';
import clsx from 'clsx';
import styles from './SearchButton.module.css';

// DocSearch's button and keyboard shortcuts, without @docsearch/react: that package is one bundle (autocomplete,
// the Algolia client, the modal), so importing its button put ~27 KB gzip into every page's first load. Markup,
// class names, labels and key handling follow DocSearchButton and useDocSearchKeyboardEvents of DocSearch 3.9;
// the modal itself still comes from @docsearch/react, loaded on first use. Unlike DocSearch, the accessible name is
// the visible label alone ("Search (Ctrl+K)" failed axe's label-content-name-mismatch).

function SearchIcon() {
  return (
    <svg width="20" height="20" className="DocSearch-Search-Icon" viewBox="0 0 20 20" aria-hidden="true">
      <path
        d="M14.386 14.386l4.0877 4.0877-4.0877-4.0877c-2.9418 2.9419-7.7115 2.9419-10.6533 0-2.9419-2.9418-2.9419-7.7115 0-10.6533 2.9418-2.9419 7.7115-2.9419 10.6533 0 2.9419 2.9418 2.9419 7.7115 0 10.6533z"
        stroke="currentColor"
        fill="none"
        fillRule="evenodd"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/** A key cap that looks pressed while its key is down. */
function Key({reactsTo, children}: {reactsTo: string; children: string}) {
  const [pressed, setPressed] = useState(false);
  useEffect(() => {
    const down = (event: KeyboardEvent) => event.key === reactsTo && setPressed(true);
    const up = (event: KeyboardEvent) => (event.key === reactsTo || event.key === 'Meta') && setPressed(false);
    window.addEventListener('keydown', down);
    window.addEventListener('keyup', up);
    return () => {
      window.removeEventListener('keydown', down);
      window.removeEventListener('keyup', up);
    };
  }, [reactsTo]);
  // The cap is drawn by CSS (::after), so the button's visible text is its name alone (axe label-content-name-mismatch).
  return <kbd className={clsx('DocSearch-Button-Key', pressed && 'DocSearch-Button-Key--pressed', styles.key)} data-key={children} />;
}

type ButtonProps = {
  translations?: {buttonText?: string; buttonAriaLabel?: string};
  onClick: () => void;
  onTouchStart?: () => void;
  onFocus?: () => void;
  onMouseOver?: () => void;
};

export const SearchButton = forwardRef<HTMLButtonElement, ButtonProps>(function SearchButton(
  {translations = {}, ...props},
  ref,
) {
  const {buttonText = 'Search', buttonAriaLabel = 'Search'} = translations;
  // The platform is known only in the browser: the keys appear after hydration, as DocSearch's do.
  const [apple, setApple] = useState<boolean | null>(null);
  useEffect(() => setApple(/(Mac|iPhone|iPod|iPad)/i.test(navigator.platform)), []);
  const [key, modifier, cap] = apple ? ['Meta', 'Meta', '⌘'] : ['Control', 'Control', 'Ctrl'];
  // The name is the visible label (spec §9: "Search"); the shortcut keys are announced as aria-keyshortcuts.
  return (
    <button
      type="button"
      className="DocSearch DocSearch-Button"
      aria-label={buttonAriaLabel}
      aria-keyshortcuts={`${modifier}+K /`}
      ref={ref}
      {...props}>
      <span className="DocSearch-Button-Container">
        <SearchIcon />
        <span className="DocSearch-Button-Placeholder">{buttonText}</span>
      </span>
      <span className="DocSearch-Button-Keys" aria-hidden="true">
        {apple !== null && (
          <>
            <Key reactsTo={key}>{cap}</Key>
            <Key reactsTo="k">K</Key>
          </>
        )}
      </span>
    </button>
  );
});

function isEditing(event: KeyboardEvent): boolean {
  const target = event.target as HTMLElement;
  return target.isContentEditable || ['INPUT', 'SELECT', 'TEXTAREA'].includes(target.tagName);
}

/** Ctrl/Cmd+K toggles the modal, `/` opens it unless the reader is typing in a field, Escape closes it. */
export function useSearchKeyboardEvents({
  isOpen,
  onOpen,
  onClose,
  onInput,
  searchButtonRef,
}: {
  isOpen: boolean;
  onOpen: () => void;
  onClose: () => void;
  onInput?: (event: KeyboardEvent) => void;
  searchButtonRef?: RefObject<HTMLButtonElement | null>;
}): void {
  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      const toggle =
        (event.code === 'Escape' && isOpen) ||
        (event.key?.toLowerCase() === 'k' && (event.metaKey || event.ctrlKey)) ||
        (!isEditing(event) && event.key === '/' && !isOpen);
      if (toggle) {
        event.preventDefault();
        if (isOpen) onClose();
        else if (!document.body.classList.contains('DocSearch--active')) onOpen();
        return;
      }
      // A letter typed while the button has focus opens the modal with that letter.
      if (searchButtonRef?.current === document.activeElement && onInput && /[a-zA-Z0-9]/.test(String.fromCharCode(event.keyCode))) {
        onInput(event);
      }
    }
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [isOpen, onOpen, onClose, onInput, searchButtonRef]);
}
