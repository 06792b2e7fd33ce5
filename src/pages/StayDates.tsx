import { lazy, Suspense, useId, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from '../i18n/react';
import type { NightRange } from '../content/availability';
import styles from './StayDates.module.css';

/** The range picker: loaded the first time a date field is focused, never before. */
const NightsCalendar = lazy(() => import('./NightsCalendar'));
/** The note on a short stay or taken nights: only for a room whose nights are known. */
const StayNote = lazy(() => import('./StayNote'));

export interface Stay {
  checkIn: string;
  checkOut: string;
}

/**
 * A stay's check-in and check-out days: two native date fields, which work as they are everywhere; where
 * the application runs, focusing one opens a calendar of the room's nights below it (taken nights cannot
 * be picked), reached with Tab and closed with Escape. A stay shorter than the room's minimum, or over
 * taken nights (typed by hand), gets a gentle note, never a refusal.
 */
export function StayDates({
  value,
  onChange,
  taken,
  minNights,
  roomId,
  names,
  inExtra,
  outExtra,
  pairClass,
  outProps,
}: {
  value: Stay;
  onChange: (v: Stay) => void;
  taken?: NightRange[];
  minNights?: number;
  /** The room whose nights to read, when `taken` is not given (the contact page, asked about a room). */
  roomId?: string;
  /** The fields' names in a form sent without the application. */
  names?: { checkIn: string; checkOut: string };
  /** What stands beside each date (the contact form's times). */
  inExtra?: ReactNode;
  outExtra?: ReactNode;
  pairClass?: string;
  outProps?: Record<string, unknown>;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [open, setOpen] = useState<'in' | 'out' | null>(null);
  const fields = { in: useRef<HTMLInputElement>(null), out: useRef<HTMLInputElement>(null) };
  const quiet = useRef(false);
  const wrap = useRef<HTMLDivElement>(null);
  const { checkIn, checkOut } = value;

  const opens = (which: 'in' | 'out') => () => {
    if (quiet.current) quiet.current = false;
    else setOpen(which);
  };
  const close = (back: boolean) => {
    const which = open;
    setOpen(null);
    if (back && which) {
      quiet.current = true;
      fields[which].current?.focus();
    }
  };
  const calendar = (which: 'in' | 'out') =>
    open === which && (
      <Suspense fallback={null}>
        <NightsCalendar
          id={`${id}-cal`}
          which={which}
          value={value}
          taken={taken}
          roomId={roomId}
          onPick={onChange}
          area={wrap}
          onClose={close}
        />
      </Suspense>
    );
  const set = (k: keyof Stay) => (e: { target: { value: string } }) => onChange({ ...value, [k]: e.target.value });

  return (
    <div ref={wrap} className={styles.stay}>
      <div className={pairClass}>
        <label>
          {t('contact.checkInDate')}
          <input
            ref={fields.in}
            type="date"
            name={names?.checkIn}
            value={checkIn}
            onChange={set('checkIn')}
            onFocus={opens('in')}
            onClick={() => setOpen('in')}
          />
        </label>
        {inExtra}
      </div>
      {calendar('in')}
      <div className={pairClass}>
        <label>
          {t('contact.checkOutDate')}
          <input
            ref={fields.out}
            type="date"
            name={names?.checkOut}
            value={checkOut}
            min={checkIn || undefined}
            onChange={set('checkOut')}
            onFocus={opens('out')}
            onClick={() => setOpen('out')}
            {...outProps}
          />
        </label>
        {outExtra}
      </div>
      {calendar('out')}
      {(!!taken?.length || (minNights ?? 1) > 1 || !!roomId) && (
        <Suspense fallback={null}>
          <StayNote value={value} taken={taken} minNights={minNights} roomId={roomId} className={styles.note} />
        </Suspense>
      )}
    </div>
  );
}
