import { useId, useLayoutEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { trapTab } from './focusTrap';
import { useUnsaved } from './useUnsaved';
import styles from './Dialog.module.css';

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
  const guard = useUnsaved(unsaved, title);
  const requestClose = () => guard.run(() => close.current());
  // Where a press started: a click outside counts only if it also started outside (not a text selection).
  const downOnBackdrop = useRef(false);

  // Opened and focused as the dialog appears, before anything (a person or a test) can act on it.
  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const opener = document.activeElement as HTMLElement | null;
    if (!dialog.open) dialog.showModal();
    const first =
      dialog.querySelector<HTMLElement>('[data-autofocus]') ??
      dialog.querySelector<HTMLElement>('input, select, textarea, button:not([data-close])');
    (first ?? dialog).focus();
    return () => {
      if (dialog.open) dialog.close();
      opener?.focus?.();
      // A dialog closed together with the one it was opened from (the unsaved-changes question over a form):
      // once both have left the page, the focus goes to the opener still on it, never to the page itself.
      setTimeout(() => {
        const now = document.activeElement;
        if (now && now !== document.body && now.isConnected) return;
        if (opener?.isConnected) opener.focus();
      });
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
      {guard.question}
    </dialog>
  );
}
