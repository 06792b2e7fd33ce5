import { useId, useLayoutEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from '../i18n/react';
import { trapTab } from './focusTrap';
import { lastFocused, rememberFocus } from './focusMemory';
import { useUnsavedGuard, type HeldLeave } from './unsavedGuard';
import owner from './owner.module.css';
import styles from './Dialog.module.css';

/**
 * Focus back to the element that opened a dialog. The page may draw that element anew as the dialog closes
 * (the same button, a new node) or a moment later: while focus is nowhere, the opener, or the element with its
 * id or its name, is looked for again for a few frames.
 */
function giveFocusBack(opener: HTMLElement) {
  const quoted = (v: string) => `"${v.replace(/["\\]/g, '\\$&')}"`;
  const label = opener.getAttribute('aria-label');
  const same = opener.id
    ? `[id=${quoted(opener.id)}]`
    : label
      ? `${opener.tagName.toLowerCase()}[aria-label=${quoted(label)}]`
      : null;
  const find = () => (opener.isConnected ? opener : same ? document.querySelector<HTMLElement>(same) : null);
  const lost = () => !document.activeElement || document.activeElement === document.body;
  find()?.focus();
  let frames = 30;
  const retry = () => {
    if (!lost() || --frames < 0) return;
    find()?.focus();
    requestAnimationFrame(retry);
  };
  requestAnimationFrame(retry);
}

rememberFocus();

/**
 * A modal dialog on the platform's `<dialog>`, opened with `showModal()`: the page behind is inert and
 * does not scroll, focus moves in (to the element marked `data-autofocus`, else the first field or button)
 * as the dialog appears, Tab cycles inside it, and focus returns where it was when it closes. Escape (its `cancel` event), the close
 * button and a click outside all ask to close; with `unsaved` changes the owner is asked first whether to
 * discard them ("Continua a modificare", focused, or "Scarta"). A dialog opened inside another handles its
 * own keys: they go no further.
 */
export function Dialog({
  title,
  onClose,
  children,
  wide,
  unsaved = false,
  alert,
  describedBy,
}: {
  title: string;
  onClose: () => void;
  /** Its content; given as a function, it receives the close that asks first (for a Cancel button). */
  children: ReactNode | ((requestClose: () => void) => ReactNode);
  wide?: boolean;
  /** Changes that closing would throw away: closing asks first. */
  unsaved?: boolean;
  /** A confirmation (role `alertdialog`), described by the element `describedBy`. */
  alert?: boolean;
  describedBy?: string;
}) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const close = useRef(onClose);
  close.current = onClose;
  const guard = useUnsavedGuard(unsaved);
  const requestClose = () => guard.run(() => close.current());
  // Where a press started: a click outside counts only if it also started outside (not a text selection).
  const downOnBackdrop = useRef(false);

  // Opened and focused as the dialog appears, before anything (a person or a test) can act on it.
  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const active = document.activeElement as HTMLElement | null;
    // Fallen to the page before the dialog appeared (its code came late): the element focused last.
    const opener = active && active !== document.body ? active : lastFocused();
    if (!dialog.open) dialog.showModal();
    const first =
      dialog.querySelector<HTMLElement>('[data-autofocus]') ??
      dialog.querySelector<HTMLElement>('input, select, textarea, button:not([data-close])');
    (first ?? dialog).focus();
    return () => {
      if (dialog.open) dialog.close();
      if (opener) giveFocusBack(opener);
    };
  }, []);

  return (
    // The dialog's own keys: Escape asks to close (and no outer dialog sees it).
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <dialog
      ref={ref}
      role={alert ? 'alertdialog' : undefined}
      aria-labelledby={titleId}
      aria-describedby={describedBy}
      className={`${styles.dialog} ${wide ? styles.wide : ''}`}
      tabIndex={-1}
      onCancel={(e) => {
        e.preventDefault();
        requestClose();
      }}
      onKeyDown={(e) => {
        if (e.key === 'Tab') {
          e.stopPropagation();
          trapTab(e, ref.current);
        }
        if (e.key !== 'Escape') return;
        // Handled here rather than by the platform, which closes anyway after a second Escape in a row.
        e.preventDefault();
        e.stopPropagation();
        requestClose();
      }}
      onPointerDown={(e) => {
        downOnBackdrop.current = e.target === ref.current;
      }}
      onClick={(e) => {
        if (e.target === ref.current && downOnBackdrop.current) requestClose();
        downOnBackdrop.current = false;
      }}
    >
      <div className={styles.box}>
        <div className={styles.head}>
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          <button type="button" data-close className={styles.close} onClick={requestClose} aria-label={t('buttons.close')}>
            <span aria-hidden="true">×</span>
          </button>
        </div>
        {typeof children === 'function' ? children(requestClose) : children}
      </div>
      {guard.held && <DiscardQuestion what={title} held={guard.held} />}
    </dialog>
  );
}

/** "Modifiche non salvate": continue editing (focused: Enter loses nothing) or discard. */
export function DiscardQuestion({ what, held: { keep, discard } }: { what: string; held: HeldLeave }) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <Dialog title={t('unsaved.title')} onClose={keep} alert describedBy={id}>
      <p id={id}>{t('unsaved.text', { what })}</p>
      <div className={`${owner.actions} ${styles.choices}`}>
        <button type="button" className={`${owner.secondaryBtn} ${styles.discard}`} onClick={discard}>
          {t('unsaved.discard')}
        </button>
        <button type="button" className={owner.primaryBtn} onClick={keep} data-autofocus>
          {t('unsaved.keep')}
        </button>
      </div>
    </Dialog>
  );
}
