import { useState } from 'react';
import { useTranslation } from '../../i18n/react';
import { isValidImageUrl } from '../../content/urls';
import { Dialog } from '../../ui/Dialog';
import { movedTo } from './reorder';
import { useAction } from './useAction';
import { useSortable } from './useSortable';
import styles from '../../ui/owner.module.css';
import ordering from './order.module.css';
import { Alert } from '../../ui/Alert';

/**
 * The owner puts a list in order (each row dragged by its grip, carried with the keyboard or moved by its
 * buttons: useSortable), then saves it at once.
 */
export default function OrderDialog({
  title,
  note,
  items,
  onSave,
  onClose,
}: {
  title: string;
  note?: string;
  items: { id: string; label: string; image?: unknown }[];
  /** Stores the order; rejects when it could not. */
  onSave: (ids: string[]) => Promise<unknown>;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [list, setList] = useState(items);
  const saving = useAction('save');
  const busy = saving.busy;
  const sortable = useSortable({
    ids: list.map((x) => x.id),
    onMove: (from, to) => !busy && setList((l) => movedTo(l, from, to)),
  });

  return (
    <Dialog title={title} onClose={() => !busy && onClose()}>
      <p className={styles.hint}>{t('order.intro')}</p>
      {note && <p className={styles.hint}>{note}</p>}
      <ol ref={sortable.listRef} className={ordering.orderList}>
        {list.map((item) => (
          <li key={item.id} {...sortable.rowProps(item.id)} className={ordering.orderRow}>
            {sortable.grip(item.id, item.label)}
            {isValidImageUrl(item.image) ? (
              <img src={item.image} alt="" width={72} height={48} className={ordering.orderThumb} draggable={false} />
            ) : (
              <span className={ordering.orderThumb} />
            )}
            <span className={ordering.orderLabel}>{item.label}</span>
            <span className={ordering.orderButtons}>{sortable.steps(item.id, item.label, busy)}</span>
          </li>
        ))}
      </ol>
      {sortable.announcer}
      <Alert>{saving.error && t('errors.save')}</Alert>
      <div className={styles.actions}>
        <button
          type="button"
          className={styles.primaryBtn}
          disabled={busy}
          onClick={async () => (await saving.run(() => onSave(list.map((x) => x.id)))) && onClose()}
        >
          {busy ? t('editing.saving') : t('order.save')}
        </button>
        <button type="button" className={styles.secondaryBtn} onClick={onClose} disabled={busy}>
          {t('editing.cancel')}
        </button>
      </div>
    </Dialog>
  );
}
