import { useId, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { moved } from '../content/lists';
import { isValidImageUrl } from '../content/urls';
import { Dialog } from '../ui/Dialog';
import { useAction } from './useAction';
import styles from './admin.module.css';
import { Alert } from '../ui/Alert';

export interface OrderItem {
  id: string;
  label: string;
  image?: unknown;
}

/**
 * The owner puts a list in order: each item moves one place earlier or later (buttons, so the
 * keyboard does it too; focus stays with the item moved), then the order is saved at once.
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
  items: OrderItem[];
  /** Stores the order; rejects when it could not. */
  onSave: (ids: string[]) => Promise<unknown>;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [list, setList] = useState(items);
  const [said, setSaid] = useState('');
  const saving = useAction('save');
  const busy = saving.busy;
  const refocus = useRef<{ item: string; dir: 'up' | 'down' } | null>(null);

  // The moved item's button keeps the focus (its row moved in the page). Buttons at an end are
  // aria-disabled rather than disabled, so they keep the focus too, and the dialog opens on one.
  useLayoutEffect(() => {
    const want = refocus.current;
    if (!want) return;
    refocus.current = null;
    document.getElementById(`${id}-${want.item}-${want.dir}`)?.focus();
  }, [list, id]);

  const move = (i: number, by: number) => {
    if (busy || i + by < 0 || i + by >= list.length) return;
    const next = moved(list, i, by);
    refocus.current = { item: list[i].id, dir: by < 0 ? 'up' : 'down' };
    setList(next);
    setSaid(t('order.position', { name: list[i].label, n: i + by + 1, total: list.length }));
  };

  return (
    <Dialog title={title} onClose={() => !busy && onClose()}>
      <p className={styles.hint}>{t('order.intro')}</p>
      {note && <p className={styles.hint}>{note}</p>}
      <ol className={styles.orderList}>
        {list.map((item, i) => (
          <li key={item.id} className={styles.orderRow}>
            {isValidImageUrl(item.image) ? (
              <img src={item.image} alt="" width={72} height={48} className={styles.orderThumb} />
            ) : (
              <span className={styles.orderThumb} />
            )}
            <span className={styles.orderLabel}>{item.label}</span>
            <button
              id={`${id}-${item.id}-up`}
              type="button"
              className={styles.smallBtn}
              aria-disabled={i === 0 || busy}
              onClick={() => move(i, -1)}
              aria-label={t('order.earlier', { name: item.label })}
            >
              ↑
            </button>
            <button
              id={`${id}-${item.id}-down`}
              type="button"
              className={styles.smallBtn}
              aria-disabled={i === list.length - 1 || busy}
              onClick={() => move(i, 1)}
              aria-label={t('order.later', { name: item.label })}
            >
              ↓
            </button>
          </li>
        ))}
      </ol>
      <p role="status" className="visually-hidden">
        {said}
      </p>
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
