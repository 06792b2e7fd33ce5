import { useId } from 'react';
import { useTranslation } from '../../i18n/react';
import { Dialog } from '../../ui/Dialog';
import type { FailureKind } from './failures';
import { useAction } from './useAction';
import styles from '../../ui/owner.module.css';
import { Alert } from '../../ui/Alert';

/**
 * A confirmation (an alert dialog) that says what will be lost; the action's failure message shows inside it. It opens on Cancel, the
 * choice that loses nothing: Enter at once never confirms.
 */
export default function ConfirmDialog({
  title,
  text,
  confirmLabel,
  onConfirm,
  onClose,
  errorText,
  kind = 'delete',
}: {
  title: string;
  text: string;
  confirmLabel: string;
  /** The action; it rejects when it fails. */
  onConfirm: () => Promise<unknown>;
  onClose: () => void;
  errorText: string;
  kind?: FailureKind;
}) {
  const { t } = useTranslation();
  const action = useAction(kind);
  const id = useId();
  return (
    <Dialog title={title} onClose={() => !action.busy && onClose()} alert describedBy={id}>
      <p id={id}>{text}</p>
      <Alert>{action.error && errorText}</Alert>
      <div className={styles.actions}>
        <button
          type="button"
          className={styles.danger}
          disabled={action.busy}
          onClick={async () => (await action.run(onConfirm)) && onClose()}
        >
          {confirmLabel}
        </button>
        <button type="button" className={styles.secondaryBtn} onClick={onClose} disabled={action.busy} data-autofocus>
          {t('editing.cancel')}
        </button>
      </div>
    </Dialog>
  );
}
