import { useId, useState } from 'react';
import { flushSync } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { isValidImageUrl } from '../content/urls';
import { Dialog } from '../ui/Dialog';
import { movedTo } from './reorder';
import { useAction } from './useAction';
import { useSortable } from './useSortable';
import styles from './admin.module.css';
import { Alert } from '../ui/Alert';

export interface OrderItem {
  id: string;
  label: string;
  image?: unknown;
}

type Step = 'first' | 'up' | 'down' | 'last';
const STEP_LABEL = { first: 'first', up: 'earlier', down: 'later', last: 'last' } as const;
const STEP_TITLE = { first: 'firstShort', up: 'earlierShort', down: 'laterShort', last: 'lastShort' } as const;
const STEP_SYMBOL = { first: '⤒', up: '↑', down: '↓', last: '⤓' } as const;

/**
 * The owner puts a list in order, then saves it at once. Each row is dragged into place by its grip
 * (finger, mouse or pen) or carried with the keyboard on it (useSortable); buttons move it one place, or
 * to the start or the end in one press. Focus stays with the control used, on the row moved; every move
 * is announced.
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
  const saving = useAction('save');
  const busy = saving.busy;
  const sortable = useSortable({
    ids: list.map((x) => x.id),
    onMove: (from, to) => !busy && setList((l) => movedTo(l, from, to)),
  });

  const step = (i: number, s: Step) => {
    const to = { first: 0, up: i - 1, down: i + 1, last: list.length - 1 }[s];
    if (busy || to < 0 || to >= list.length || to === i) return;
    flushSync(() => {
      setList(movedTo(list, i, to));
      sortable.announce(list[i].label, to);
    });
    // The moved item's button keeps the focus (its row moved in the page). Buttons at an end are
    // aria-disabled rather than disabled, so they keep the focus too.
    const el = document.getElementById(`${id}-${list[i].id}-${s}`);
    el?.focus();
    el?.scrollIntoView?.({ block: 'nearest' });
  };

  const button = (item: OrderItem, i: number, s: Step, atEnd: boolean) => (
    <button
      id={`${id}-${item.id}-${s}`}
      type="button"
      className={`${styles.smallBtn} ${styles.orderBtn}`}
      aria-disabled={atEnd || busy}
      onClick={() => step(i, s)}
      aria-label={t(`order.${STEP_LABEL[s]}`, { name: item.label })}
      title={t(`order.${STEP_TITLE[s]}`)}
    >
      <span aria-hidden="true">{STEP_SYMBOL[s]}</span>
    </button>
  );

  return (
    <Dialog title={title} onClose={() => !busy && onClose()}>
      <p className={styles.hint}>{t('order.intro')}</p>
      {note && <p className={styles.hint}>{note}</p>}
      <ol ref={sortable.listRef} className={styles.orderList}>
        {list.map((item, i) => (
          <li key={item.id} {...sortable.rowProps(item.id)} className={styles.orderRow}>
            {sortable.grip(item.id, item.label)}
            {isValidImageUrl(item.image) ? (
              <img src={item.image} alt="" width={72} height={48} className={styles.orderThumb} draggable={false} />
            ) : (
              <span className={styles.orderThumb} />
            )}
            <span className={styles.orderLabel}>{item.label}</span>
            <span className={styles.orderButtons}>
              {button(item, i, 'first', i === 0)}
              {button(item, i, 'up', i === 0)}
              {button(item, i, 'down', i === list.length - 1)}
              {button(item, i, 'last', i === list.length - 1)}
            </span>
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
