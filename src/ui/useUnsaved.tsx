import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from './Dialog';
import styles from './Dialog.module.css';

/**
 * Nothing unsaved is thrown away without asking: `run(leave)` leaves at once when there is nothing to
 * lose, else asks "Modifiche non salvate" (continue editing, focused, or discard) and leaves only on
 * discard. While there are changes, closing the tab asks too (the browser's own question), and so does
 * following a link of the site to another page. `what` names what is being edited.
 */
export function useUnsaved(unsaved: boolean, what: string): { run: (leave: () => void) => void; question: ReactNode } {
  const [asking, setAsking] = useState<(() => void) | null>(null);
  const latest = useRef(unsaved);
  latest.current = unsaved;

  useEffect(() => {
    if (!unsaved) return;
    const beforeUnload = (e: BeforeUnloadEvent) => {
      e.preventDefault();
      // Older browsers ask only when a value is set.
      e.returnValue = '';
    };
    // A link to another page of the site (the page behind an open dialog is inert: this is for editors in place).
    const onClick = (e: MouseEvent) => {
      if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
      const link = (e.target as Element | null)?.closest?.('a[href]');
      if (!(link instanceof HTMLAnchorElement) || link.target || link.origin !== location.origin) return;
      if (link.pathname === location.pathname && link.search === location.search) return;
      e.preventDefault();
      e.stopPropagation();
      setAsking(() => () => {
        history.pushState(null, '', link.href);
        dispatchEvent(new PopStateEvent('popstate'));
      });
    };
    addEventListener('beforeunload', beforeUnload);
    document.addEventListener('click', onClick, true);
    return () => {
      removeEventListener('beforeunload', beforeUnload);
      document.removeEventListener('click', onClick, true);
    };
  }, [unsaved]);

  return {
    run: (leave) => (latest.current ? setAsking(() => leave) : leave()),
    question: asking && (
      <DiscardQuestion
        what={what}
        onKeep={() => setAsking(null)}
        onDiscard={() => {
          setAsking(null);
          asking();
        }}
      />
    ),
  };
}

/** "Modifiche non salvate": continue editing (focused: Enter loses nothing) or discard. */
function DiscardQuestion({ what, onKeep, onDiscard }: { what: string; onKeep: () => void; onDiscard: () => void }) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <Dialog title={t('unsaved.title')} onClose={onKeep} alert describedBy={id}>
      <p id={id}>{t('unsaved.text', { what })}</p>
      <div className={styles.choices}>
        <button type="button" className={styles.discard} onClick={onDiscard}>
          {t('unsaved.discard')}
        </button>
        <button type="button" className={styles.keep} onClick={onKeep} data-autofocus>
          {t('unsaved.keep')}
        </button>
      </div>
    </Dialog>
  );
}
