import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { movedTo } from './reorder';
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

type Control = 'grip' | 'first' | 'up' | 'down' | 'last';

/** How near (px) to the list's top or bottom edge a dragged row makes the list scroll, and how fast. */
const EDGE_PX = 48;
const SCROLL_STEP_PX = 12;

/**
 * The owner puts a list in order, then saves it at once. Each row is dragged into place by its grip
 * (finger, mouse or pen), or picked up with the keyboard on the grip (Space or Enter; arrows, Home and End
 * move it; Space or Enter drops it; Escape puts it back). Buttons move it one place, or to the front or the
 * end in one press. Focus stays with the control used, on the row moved; every move is announced.
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
  /** The row picked up (by the keyboard or a pointer), and where it was when picked up. */
  const [held, setHeld] = useState<{ item: string; from: number; by: 'key' | 'pointer' } | null>(null);
  const saving = useAction('save');
  const busy = saving.busy;
  const refocus = useRef<{ item: string; control: Control; scroll?: boolean } | null>(null);
  const listRef = useRef<HTMLOListElement>(null);
  const pointerY = useRef<number | null>(null);
  const latest = useRef(list);
  latest.current = list;

  // The moved item's control keeps the focus (its row moved in the page). Buttons at an end are
  // aria-disabled rather than disabled, so they keep the focus too, and the dialog opens on one.
  useLayoutEffect(() => {
    const want = refocus.current;
    if (!want) return;
    refocus.current = null;
    const el = document.getElementById(`${id}-${want.item}-${want.control}`);
    el?.focus({ preventScroll: true });
    if (want.scroll !== false) el?.scrollIntoView?.({ block: 'nearest' });
  }, [list, held, id]);

  const announce = (label: string, n: number) => setSaid(t('order.position', { name: label, n, total: list.length }));

  const moveTo = (from: number, to: number, control: Control, scroll = true) => {
    const cur = latest.current;
    const target = Math.max(0, Math.min(to, cur.length - 1));
    if (busy || from === target || from < 0) return;
    refocus.current = { item: cur[from].id, control, scroll };
    const next = movedTo(cur, from, target);
    latest.current = next;
    setList(next);
    announce(cur[from].label, target + 1);
  };

  // While a row is dragged near the list's top or bottom edge, the list scrolls, and the row follows.
  useEffect(() => {
    if (held?.by !== 'pointer') return;
    let frame = requestAnimationFrame(function step() {
      const box = listRef.current;
      const y = pointerY.current;
      if (box && y !== null) {
        const r = box.getBoundingClientRect();
        const by = y < r.top + EDGE_PX ? -SCROLL_STEP_PX : y > r.bottom - EDGE_PX ? SCROLL_STEP_PX : 0;
        if (by) {
          const before = box.scrollTop;
          box.scrollTop += by;
          if (box.scrollTop !== before) followPointer(held.item, y);
        }
      }
      frame = requestAnimationFrame(step);
    });
    return () => cancelAnimationFrame(frame);
    // followPointer reads the current list through a ref.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [held]);

  /** The dragged row goes where the pointer is: after every other row whose middle is above it. */
  const followPointer = (item: string, y: number) => {
    const box = listRef.current;
    if (!box) return;
    const cur = latest.current;
    const from = cur.findIndex((x) => x.id === item);
    let to = 0;
    for (const row of box.querySelectorAll<HTMLElement>(':scope > li')) {
      if (row.dataset.item === item) continue;
      const r = row.getBoundingClientRect();
      if (y > r.top + r.height / 2) to++;
    }
    if (from !== to) moveTo(from, to, 'grip', false);
  };

  const onGripKey = (e: React.KeyboardEvent, i: number, item: OrderItem) => {
    const grabbed = held?.item === item.id;
    if (e.key === ' ' || e.key === 'Enter') {
      e.preventDefault();
      if (busy) return;
      if (grabbed) {
        setHeld(null);
        setSaid(t('order.dropped', { name: item.label, n: i + 1, total: list.length }));
      } else {
        setHeld({ item: item.id, from: i, by: 'key' });
        setSaid(t('order.picked', { name: item.label, n: i + 1, total: list.length }));
      }
      return;
    }
    if (!grabbed) return;
    const to =
      e.key === 'ArrowUp' || e.key === 'ArrowLeft'
        ? i - 1
        : e.key === 'ArrowDown' || e.key === 'ArrowRight'
          ? i + 1
          : e.key === 'Home'
            ? 0
            : e.key === 'End'
              ? list.length - 1
              : null;
    if (to !== null) {
      e.preventDefault();
      moveTo(i, to, 'grip');
    } else if (e.key === 'Escape' && held) {
      // Puts the row back where it was picked up; the dialog stays open.
      e.preventDefault();
      e.stopPropagation();
      moveTo(i, held.from, 'grip');
      setHeld(null);
      setSaid(t('order.canceled', { name: item.label, n: held.from + 1, total: list.length }));
    } else if (e.key === 'Tab') {
      setHeld(null);
    }
  };

  const onGripPointerDown = (e: React.PointerEvent<HTMLButtonElement>, i: number, item: OrderItem) => {
    if (busy || (e.pointerType === 'mouse' && e.button !== 0)) return;
    e.preventDefault();
    e.currentTarget.focus();
    pointerY.current = e.clientY;
    setHeld({ item: item.id, from: i, by: 'pointer' });
  };

  // A pointer's drag is followed on the whole window: the row (and its grip) moves in the page meanwhile.
  useEffect(() => {
    if (held?.by !== 'pointer') return;
    const label = latest.current.find((x) => x.id === held.item)?.label ?? '';
    const onMove = (e: PointerEvent) => {
      pointerY.current = e.clientY;
      followPointer(held.item, e.clientY);
    };
    const onEnd = (e: PointerEvent) => {
      const canceled = e.type === 'pointercancel';
      const i = latest.current.findIndex((x) => x.id === held.item);
      if (canceled) moveTo(i, held.from, 'grip');
      refocus.current = { item: held.item, control: 'grip', scroll: false };
      pointerY.current = null;
      setHeld(null);
      const n = canceled ? held.from + 1 : i + 1;
      setSaid(t(canceled ? 'order.canceled' : 'order.dropped', { name: label, n, total: latest.current.length }));
    };
    window.addEventListener('pointermove', onMove);
    window.addEventListener('pointerup', onEnd);
    window.addEventListener('pointercancel', onEnd);
    return () => {
      window.removeEventListener('pointermove', onMove);
      window.removeEventListener('pointerup', onEnd);
      window.removeEventListener('pointercancel', onEnd);
    };
    // moveTo and followPointer read the current list through a ref.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [held]);

  const button = (item: OrderItem, i: number, control: Exclude<Control, 'grip'>, symbol: string, atEnd: boolean) => (
    <button
      id={`${id}-${item.id}-${control}`}
      type="button"
      className={`${styles.smallBtn} ${styles.orderBtn}`}
      aria-disabled={atEnd || busy}
      onClick={() => !atEnd && moveTo(i, { first: 0, up: i - 1, down: i + 1, last: list.length - 1 }[control], control)}
      aria-label={t(`order.${{ first: 'first', up: 'earlier', down: 'later', last: 'last' }[control]}`, { name: item.label })}
      title={t(`order.${{ first: 'firstShort', up: 'earlierShort', down: 'laterShort', last: 'lastShort' }[control]}`)}
    >
      <span aria-hidden="true">{symbol}</span>
    </button>
  );

  return (
    <Dialog title={title} onClose={() => !busy && onClose()}>
      <p className={styles.hint} id={`${id}-how`}>
        {t('order.intro')}
      </p>
      {note && <p className={styles.hint}>{note}</p>}
      <ol ref={listRef} className={styles.orderList}>
        {list.map((item, i) => {
          const grabbed = held?.item === item.id;
          return (
            <li key={item.id} data-item={item.id} className={`${styles.orderRow} ${grabbed ? styles.orderHeld : ''}`}>
              <button
                id={`${id}-${item.id}-grip`}
                type="button"
                className={styles.orderGrip}
                aria-label={t('order.drag', { name: item.label })}
                aria-describedby={`${id}-keys`}
                aria-pressed={grabbed}
                onKeyDown={(e) => onGripKey(e, i, item)}
                onPointerDown={(e) => onGripPointerDown(e, i, item)}
              >
                <span aria-hidden="true">⠿</span>
              </button>
              {isValidImageUrl(item.image) ? (
                <img src={item.image} alt="" width={72} height={48} className={styles.orderThumb} draggable={false} />
              ) : (
                <span className={styles.orderThumb} />
              )}
              <span className={styles.orderLabel}>{item.label}</span>
              <span className={styles.orderButtons}>
                {button(item, i, 'first', '⤒', i === 0)}
                {button(item, i, 'up', '↑', i === 0)}
                {button(item, i, 'down', '↓', i === list.length - 1)}
                {button(item, i, 'last', '⤓', i === list.length - 1)}
              </span>
            </li>
          );
        })}
      </ol>
      <p id={`${id}-keys`} className="visually-hidden">
        {t('order.keys')}
      </p>
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
