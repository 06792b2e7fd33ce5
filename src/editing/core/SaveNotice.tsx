import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/react';
import { UNDO_NOTICE_MS } from '../../content/constants';
import { announce, onNotice, type Notice } from './notices';
import { useAction } from './useAction';
import styles from './SaveNotice.module.css';

/** Typing in a field: Ctrl+Z there is the field's own undo. */
const inTextField = (el: EventTarget | null) =>
  el instanceof HTMLElement && (el.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(el.tagName));

/**
 * The quiet notice after each save of the owner's: it says what happened and, for about ten seconds,
 * offers Undo (also Ctrl+Z / ⌘Z outside a text field); after a failed one, that nothing changed, what
 * is kept and what to do. It is announced politely and never takes the focus; while the pointer or the
 * focus is on it, it stays.
 */
export function SaveNotice() {
  const { t } = useTranslation();
  const [notice, setNotice] = useState<Notice | null>(null);
  const undoing = useAction('undo');
  const busy = undoing.busy;
  const [held, setHeld] = useState({ hover: false, focus: false });
  const box = useRef<HTMLDivElement>(null);
  const cameFrom = useRef<HTMLElement | null>(null);

  useEffect(() => onNotice(setNotice), []);

  /** Hides the notice; a focus inside it goes back where it came from, never to nowhere. */
  const close = useCallback(() => {
    const inside = box.current?.contains(document.activeElement);
    setNotice(null);
    setHeld({ hover: false, focus: false });
    if (inside) {
      const back = cameFrom.current?.isConnected ? cameFrom.current : document.getElementById('main');
      back?.focus();
    }
  }, []);

  useEffect(() => {
    if (!notice || busy || held.hover || held.focus) return;
    const timer = setTimeout(close, UNDO_NOTICE_MS);
    return () => clearTimeout(timer);
  }, [notice, busy, held, close]);

  const { run } = undoing;
  const undo = useCallback(async () => {
    if (!notice?.undo) return;
    const { undo: work, paths } = notice;
    await run(() => work().then(() => announce({ kind: 'undone', paths })), {
      notice: false,
      failure: () => (announce({ kind: 'undoFailed', paths, undo: work }), true),
    });
  }, [notice, run]);

  useEffect(() => {
    if (!notice?.undo) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key.toLowerCase() !== 'z' || !(e.ctrlKey || e.metaKey) || e.shiftKey || e.altKey) return;
      if (inTextField(e.target) || document.querySelector('[role="dialog"]')) return;
      e.preventDefault();
      void undo();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [notice, undo]);

  const kind = notice?.kind;
  return (
    <div
      ref={box}
      className={styles.notice}
      data-open={notice ? 'true' : undefined}
      onMouseEnter={() => setHeld((h) => ({ ...h, hover: true }))}
      onMouseLeave={() => setHeld((h) => ({ ...h, hover: false }))}
      onFocus={(e) => {
        if (!box.current?.contains(e.relatedTarget as Node | null)) cameFrom.current = e.relatedTarget as HTMLElement | null;
        setHeld((h) => ({ ...h, focus: true }));
      }}
      onBlur={(e) => {
        if (!box.current?.contains(e.relatedTarget as Node | null)) setHeld((h) => ({ ...h, focus: false }));
      }}
    >
      {/* Always in the page, so the change of its text is what gets announced. */}
      <p role="status" aria-live="polite" aria-atomic="true" className={styles.text}>
        {kind ? t(`history.notice.${kind}`) : ''}
      </p>
      {notice && (
        <div className={styles.actions}>
          {notice.undo && (
            <button
              type="button"
              className={styles.undo}
              onClick={() => void undo()}
              disabled={busy}
              aria-keyshortcuts="Control+Z Meta+Z"
            >
              {t(`history.undo.${kind === 'undoFailed' ? 'retry' : kind}`)}
            </button>
          )}
          <button type="button" className={styles.close} onClick={close} aria-label={t('history.dismiss')}>
            <span aria-hidden="true">×</span>
          </button>
        </div>
      )}
    </div>
  );
}
