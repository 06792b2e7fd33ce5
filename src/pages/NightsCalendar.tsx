/**
 * The range picker of a stay (react-day-picker), in the visitor's language: loaded only when a date field
 * is focused (src/pages/StayDates.tsx), with its styles and the one language's date-fns locale.
 */
import { useEffect, useRef, useState, type RefObject } from 'react';
import { useLang, useTranslation } from '../i18n/react';
import { addNightsStrings } from '../i18n/nights';
import { DayPicker, type Locale } from 'react-day-picker';
import 'react-day-picker/style.css';
import type { Lang } from '../content/constants';
import { AVAILABILITY_MONTHS } from '../content/availability';
import { readNights, stayDay, staysFree } from '../content/nightGrid';
import type { NightRange } from '../content/availability';
import { useRoomNights } from './useRoomNights';
import type { Stay } from './StayDates';
import styles from './NightsCalendar.module.css';

const LOCALES: Record<Lang, () => Promise<Locale>> = {
  it: () => import('react-day-picker/locale/it').then((m) => m.it),
  en: () => import('react-day-picker/locale/en-GB').then((m) => m.enGB),
  de: () => import('react-day-picker/locale/de').then((m) => m.de),
  nl: () => import('react-day-picker/locale/nl').then((m) => m.nl),
  fr: () => import('react-day-picker/locale/fr').then((m) => m.fr),
};

const pad = (n: number) => String(n).padStart(2, '0');
const toIso = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
const toDate = (s: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(s) ? new Date(+s.slice(0, 4), +s.slice(5, 7) - 1, +s.slice(8, 10)) : undefined;

export default function NightsCalendar({
  id,
  which,
  value,
  taken: given,
  roomId,
  onPick,
  area,
  onClose,
}: {
  id: string;
  which: 'in' | 'out';
  value: Stay;
  taken?: NightRange[];
  /** The room whose nights to read, when `taken` is not given (the contact page). */
  roomId?: string;
  onPick: (v: Stay) => void;
  /** The fields and this calendar: focus leaving it closes the calendar. */
  area: RefObject<HTMLElement | null>;
  /** Closes; `back`: the focus goes back to the field. */
  onClose: (back: boolean) => void;
}) {
  const { t, i18n } = useTranslation();
  useState(() => addNightsStrings(i18n));
  const lang = useLang();
  const [locale, setLocale] = useState<Locale | null>(null);
  const [wide] = useState(() => window.matchMedia('(min-width: 44rem)').matches);
  useEffect(() => {
    let live = true;
    void LOCALES[lang]().then((l) => live && setLocale(l));
    return () => {
      live = false;
    };
  }, [lang]);
  const room = useRoomNights(given ? undefined : roomId);
  const nights = readNights(given ?? room?.taken);
  const onDone = () => onClose(true);
  // Focus leaving the fields and their calendar closes it; Escape closes it and goes back to the field.
  const closeRef = useRef(onClose);
  useEffect(() => {
    closeRef.current = onClose;
  });
  useEffect(() => {
    const el = area.current;
    if (!el) return;
    // A press inside (a day, in a browser that does not focus buttons on a click) is not leaving.
    let pressed = false;
    const press = () => {
      pressed = true;
      setTimeout(() => (pressed = false), 400);
    };
    const leave = (e: FocusEvent) => {
      if (!pressed && !el.contains(e.relatedTarget as Node | null)) closeRef.current(false);
    };
    const escape = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      e.preventDefault();
      e.stopPropagation();
      closeRef.current(true);
    };
    el.addEventListener('pointerdown', press);
    el.addEventListener('focusout', leave);
    el.addEventListener('keydown', escape);
    return () => {
      el.removeEventListener('pointerdown', press);
      el.removeEventListener('focusout', leave);
      el.removeEventListener('keydown', escape);
    };
  }, [area]);
  const [today] = useState(() => stayDay(Date.now()));
  const { checkIn, checkOut } = value;
  // The next day picked ends the stay: after its check-in, with no taken night between (the first night
  // of another stay is a check-out day like any other).
  const ending = (d: string) => !!checkIn && (which === 'out' || !checkOut) && d > checkIn;
  const disabled = (date: Date) => {
    const d = toIso(date);
    if (d < today) return true;
    return ending(d) ? !staysFree(nights, checkIn, d) : nights.taken(d);
  };
  const select = (_: unknown, trigger: Date) => {
    const d = toIso(trigger);
    if (ending(d)) {
      onPick({ checkIn, checkOut: d });
      onDone();
    } else onPick({ checkIn: d, checkOut: '' });
  };
  const first = toDate(checkIn) ?? toDate(today)!;
  if (!locale) return <div className={styles.box} aria-busy="true" />;
  return (
    <div id={id} data-calendar="" role="group" aria-label={t('availability.pickTitle')} className={styles.box}>
      <DayPicker
        mode="range"
        locale={locale}
        numberOfMonths={wide ? 2 : 1}
        defaultMonth={first}
        startMonth={toDate(today)}
        endMonth={new Date(first.getFullYear(), first.getMonth() + AVAILABILITY_MONTHS, 1)}
        selected={{ from: toDate(checkIn), to: toDate(checkOut) }}
        onSelect={select}
        disabled={disabled}
        modifiers={{ taken: (date) => nights.taken(toIso(date)) }}
        modifiersClassNames={{ taken: styles.taken }}
        footer={t('availability.pickHint')}
      />
      <p className={styles.actions}>
        <button type="button" className="btn btn-ghost" onClick={() => onPick({ checkIn: '', checkOut: '' })}>
          {t('availability.pickClear')}
        </button>
        <button type="button" className="btn" onClick={onDone}>
          {t('availability.pickDone')}
        </button>
      </p>
    </div>
  );
}
