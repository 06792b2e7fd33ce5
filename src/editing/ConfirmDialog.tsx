import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../ui/Dialog';
import styles from './admin.module.css';

/**
 * An in-page confirmation; the action's failure message shows inside it. It opens on Cancel, the
 * choice that loses nothing: Enter at once never confirms.
 */
export default function ConfirmDialog({
  title,
  text,
  confirmLabel,
  onConfirm,
  onClose,
  errorText,
}: {
  title: string;
  text: string;
  confirmLabel: string;
  onConfirm: () => Promise<boolean>;
  onClose: () => void;
  errorText: string;
}) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  return (
    <Dialog title={title} onClose={onClose}>
      <p>{text}</p>
      {failed && (
        <p role="alert" className="message message-error">
          {errorText}
        </p>
      )}
      <div className={styles.actions}>
        <button
          type="button"
          className={styles.danger}
          disabled={busy}
          onClick={async () => {
            setBusy(true);
            setFailed(false);
            const ok = await onConfirm();
            setBusy(false);
            if (ok) onClose();
            else setFailed(true);
          }}
        >
          {confirmLabel}
        </button>
        <button type="button" className={styles.secondaryBtn} onClick={onClose} disabled={busy} data-autofocus>
          {t('editing.cancel')}
        </button>
      </div>
    </Dialog>
  );
}
