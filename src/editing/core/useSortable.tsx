import { useCallback, useEffect, useId, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from '../../i18n/react';
import { movedTo } from './reorder';
import styles from '../../ui/owner.module.css';
import ordering from './order.module.css';

type Step = 'first' | 'up' | 'down' | 'last';
const STEPS: Step[] = ['first', 'up', 'down', 'last'];
const STEP_LABEL = { first: 'first', up: 'earlier', down: 'later', last: 'last' } as const;
const STEP_SYMBOL = { first: '⤒', up: '↑', down: '↓', last: '⤓' } as const;

/** How near (px) to the scrolling area's top or bottom edge a dragged row makes it scroll, and how fast. */
const EDGE_PX = 48;
const SCROLL_STEP_PX = 12;

/** The nearest ancestor that scrolls vertically, or null for the page itself. */
function scroller(el: HTMLElement | null): HTMLElement | null {
  for (let at = el; at && at !== document.body; at = at.parentElement) {
    const { overflowY } = getComputedStyle(at);
    if ((overflowY === 'auto' || overflowY === 'scroll') && at.scrollHeight > at.clientHeight) return at;
  }
  return null;
}

/**
 * A list the owner puts in order by dragging each row by its grip (a finger, a mouse or a pen), or by
 * carrying it with the keyboard on the grip: Space or Enter picks it up, the arrows move it one place, Home
 * and End to the start or the end, Space or Enter drops it, Escape puts it back where it was (and goes no
 * further, so a dialog around it stays open). Near the edge of what scrolls, the list scrolls under the
 * finger. Every move is announced; the grip keeps the focus.
 *
 * Rows carry `rowProps(id)`; the list element takes `listRef` (a callback ref); `grip(id, name)` is each row's grip;
 * `steps(id, name)` its buttons that move it one place, or to the start or the end in one press (the pressed
 * button keeps the focus, on the row moved); `announcer` goes once beside the list. `onMove(from, to)` puts
 * the item at `from` at `to`.
 */
export function useSortable({ ids, onMove }: { ids: string[]; onMove: (from: number, to: number) => void }) {
  const { t } = useTranslation();
  const uid = useId();
  const list = useRef<HTMLElement | null>(null);
  const listRef = useCallback((el: HTMLElement | null) => void (list.current = el), []);
  const [held, setHeld] = useState<{ id: string; from: number; by: 'key' | 'pointer'; name: string } | null>(null);
  const [said, setSaid] = useState('');
  // The order as moved so far: a pointer can move twice before the list is drawn again.
  const order = useRef(ids);
  order.current = ids;
  const pointerY = useRef<number | null>(null);
  const refocus = useRef<{ id: string; scroll: boolean; control?: Step } | null>(null);
  const controlId = (id: string, control: Step | 'grip' = 'grip') => `${uid}-${id}-${control}`;

  // The grip (or the step button) of the row moved keeps the focus (its row moved in the page).
  useLayoutEffect(() => {
    const want = refocus.current;
    if (!want) return;
    refocus.current = null;
    const el = document.getElementById(controlId(want.id, want.control));
    el?.focus({ preventScroll: true });
    if (want.scroll) el?.scrollIntoView?.({ block: 'nearest' });
  });

  const announce = (key: 'picked' | 'dropped' | 'canceled' | 'position', name: string, at: number) =>
    setSaid(t(`order.${key}`, { name, n: at + 1, total: order.current.length }));

  const moveTo = (id: string, to: number, scroll: boolean, control?: Step) => {
    const from = order.current.indexOf(id);
    const target = Math.max(0, Math.min(to, order.current.length - 1));
    if (from < 0 || from === target) return;
    order.current = movedTo(order.current, from, target);
    refocus.current = { id, scroll, control };
    onMove(from, target);
    return target;
  };

  /** A step of the row (by a key, or by the `control` pressed), announced. */
  const moveBy = (id: string, name: string, s: Step, control?: Step) => {
    const at = order.current.indexOf(id);
    const to = { first: 0, up: at - 1, down: at + 1, last: order.current.length - 1 }[s];
    const moved = moveTo(id, to, true, control);
    if (moved !== undefined) announce('position', name, moved);
  };

  /** The dragged row goes where the pointer is: after every other row whose middle is above it. */
  const followPointer = (id: string, y: number) => {
    const rows = list.current?.querySelectorAll<HTMLElement>('[data-sort-id]') ?? [];
    let to = 0;
    for (const row of rows) {
      if (row.dataset.sortId === id) continue;
      const r = row.getBoundingClientRect();
      if (y > r.top + r.height / 2) to++;
    }
    moveTo(id, to, false);
  };

  // A pointer's drag is followed on the whole window (the grip itself moves in the page meanwhile), and
  // near the edge of what scrolls, that scrolls under it.
  useEffect(() => {
    if (held?.by !== 'pointer') return;
    const area = scroller(list.current);
    // A move carries the row; the release drops it there, a cancel puts it back.
    const onPointer = (e: PointerEvent) => {
      if (e.type === 'pointermove') {
        pointerY.current = e.clientY;
        return followPointer(held.id, e.clientY);
      }
      const canceled = e.type === 'pointercancel';
      if (canceled) moveTo(held.id, held.from, false);
      refocus.current = { id: held.id, scroll: false };
      pointerY.current = null;
      setHeld(null);
      announce(canceled ? 'canceled' : 'dropped', held.name, order.current.indexOf(held.id));
    };
    let frame = requestAnimationFrame(function step() {
      const y = pointerY.current;
      if (y !== null) {
        const { top, bottom } = area?.getBoundingClientRect() ?? { top: 0, bottom: window.innerHeight };
        const by = y < top + EDGE_PX ? -SCROLL_STEP_PX : y > bottom - EDGE_PX ? SCROLL_STEP_PX : 0;
        const el = area ?? document.scrollingElement;
        if (by && el) {
          const before = el.scrollTop;
          el.scrollTop += by;
          if (el.scrollTop !== before) followPointer(held.id, y);
        }
      }
      frame = requestAnimationFrame(step);
    });
    const types = ['pointermove', 'pointerup', 'pointercancel'] as const;
    for (const type of types) window.addEventListener(type, onPointer);
    return () => {
      cancelAnimationFrame(frame);
      for (const type of types) window.removeEventListener(type, onPointer);
    };
    // followPointer, moveTo and announce read the current order through a ref.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [held]);

  const onKeyDown = (e: React.KeyboardEvent, id: string, name: string) => {
    const i = order.current.indexOf(id);
    const carried = held?.id === id && held.by === 'key';
    if (e.key === ' ' || e.key === 'Enter') {
      e.preventDefault();
      setHeld(carried ? null : { id, from: i, by: 'key', name });
      announce(carried ? 'dropped' : 'picked', name, i);
      return;
    }
    if (!carried) return;
    const keyStep = (
      { ArrowUp: 'up', ArrowLeft: 'up', ArrowDown: 'down', ArrowRight: 'down', Home: 'first', End: 'last' } as const
    )[e.key];
    if (keyStep !== undefined) {
      e.preventDefault();
      moveBy(id, name, keyStep);
    } else if (e.key === 'Escape') {
      // Puts the row back where it was picked up; a dialog around the list stays open.
      e.preventDefault();
      e.stopPropagation();
      moveTo(id, held.from, true);
      setHeld(null);
      announce('canceled', name, held.from);
    } else if (e.key === 'Tab') {
      setHeld(null);
      announce('dropped', name, i);
    }
  };

  const grip = (id: string, name: string): ReactNode => (
    <button
      id={controlId(id)}
      type="button"
      className={ordering.orderGrip}
      aria-label={t('order.drag', { name })}
      aria-describedby={`${uid}-keys`}
      aria-pressed={held?.id === id}
      onKeyDown={(e) => onKeyDown(e, id, name)}
      onPointerDown={(e) => {
        if (e.pointerType === 'mouse' && e.button !== 0) return;
        e.preventDefault();
        e.currentTarget.focus();
        pointerY.current = e.clientY;
        setHeld({ id, from: order.current.indexOf(id), by: 'pointer', name });
      }}
    >
      <span aria-hidden="true">⠿</span>
    </button>
  );

  /** Step buttons that can go no further are aria-disabled rather than disabled: the one pressed keeps the focus. */
  const steps = (id: string, name: string, disabled = false): ReactNode =>
    STEPS.map((s) => {
      const atEnd = order.current[s === 'first' || s === 'up' ? 0 : order.current.length - 1] === id;
      return (
        <button
          key={s}
          id={controlId(id, s)}
          type="button"
          className={`${styles.smallBtn} ${ordering.orderBtn}`}
          aria-disabled={atEnd || disabled}
          onClick={() => !disabled && moveBy(id, name, s, s)}
          aria-label={t(`order.${STEP_LABEL[s]}`, { name })}
          title={t(`order.${STEP_LABEL[s]}Short`)}
        >
          <span aria-hidden="true">{STEP_SYMBOL[s]}</span>
        </button>
      );
    });

  const announcer = (
    <>
      <p id={`${uid}-keys`} className="visually-hidden">
        {t('order.keys')}
      </p>
      <p role="status" className="visually-hidden">
        {said}
      </p>
    </>
  );

  return {
    listRef,
    rowProps: (id: string) => ({ 'data-sort-id': id, 'data-held': held?.id === id || undefined }),
    grip,
    steps,
    announcer,
  };
}
