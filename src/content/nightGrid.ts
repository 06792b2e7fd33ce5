/**
 * The visitor's month grid of free and taken nights: what each day of a month is, from a room's taken
 * ranges (`availability/{roomId}`, end exclusive). Dates are `YYYY-MM-DD` in the guesthouse's calendar.
 */
import { STAY_TIME_ZONE, type NightRange } from './availability';

/**
 * A day as a guest reads it: `free` (arrive or leave), `taken` (a night of a stay), `arrive` (a stay ends
 * that morning: one may arrive, not leave), `leave` (a stay begins that evening: one may leave, not arrive),
 * `change` (one stay ends and another begins), `past` (before today).
 */
export type DayState = 'free' | 'taken' | 'arrive' | 'leave' | 'change' | 'past';

/** The guesthouse's date at a moment (ms), as `YYYY-MM-DD`. */
export function stayDay(ms: number): string {
  const p = new Intl.DateTimeFormat('en-CA', { timeZone: STAY_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });
  const parts = Object.fromEntries(p.formatToParts(new Date(ms)).map((x) => [x.type, x.value]));
  return `${parts.year}-${parts.month}-${parts.day}`;
}

const utc = (iso: string) => Date.UTC(+iso.slice(0, 4), +iso.slice(5, 7) - 1, +iso.slice(8, 10));
const iso = (t: number) => new Date(t).toISOString().slice(0, 10);
export const addDays = (day: string, n: number) => iso(utc(day) + n * 86_400_000);
/** The first day of the month `n` months after the one `day` is in. */
export const monthStart = (day: string, n = 0) => iso(Date.UTC(+day.slice(0, 4), +day.slice(5, 7) - 1 + n, 1));

/** Whether each night is taken, and where stays begin and end, for quick questions about single days. */
export interface Nights {
  taken: (day: string) => boolean;
  state: (day: string, today: string) => DayState;
}

/** Reads a room's ranges once; ranges that are malformed are left out. */
export function readNights(ranges: readonly NightRange[] | undefined): Nights {
  const good = (ranges ?? []).filter(
    (r) => r && /^\d{4}-\d{2}-\d{2}$/.test(r.start) && /^\d{4}-\d{2}-\d{2}$/.test(r.end) && r.start < r.end,
  );
  const starts = new Set(good.map((r) => r.start));
  const ends = new Set(good.map((r) => r.end));
  const taken = (day: string) => good.some((r) => r.start <= day && day < r.end);
  return {
    taken,
    state(day, today) {
      if (day < today) return 'past';
      const night = taken(day);
      const before = taken(addDays(day, -1));
      if (night && before) return ends.has(day) && starts.has(day) ? 'change' : 'taken';
      if (night) return 'leave';
      return before ? 'arrive' : 'free';
    },
  };
}

/** A month's weeks, Monday first: each day's date, or null before the first and after the last. */
export function monthWeeks(first: string): (string | null)[][] {
  const lead = (new Date(utc(first)).getUTCDay() + 6) % 7;
  const days: (string | null)[] = Array.from({ length: lead }, () => null);
  for (let d = first; d.slice(0, 7) === first.slice(0, 7); d = addDays(d, 1)) days.push(d);
  while (days.length % 7) days.push(null);
  return Array.from({ length: days.length / 7 }, (_, i) => days.slice(i * 7, i * 7 + 7));
}

/** Whether a stay from `checkIn` to `checkOut` (exclusive) has a taken night. */
export function staysFree(nights: Nights, checkIn: string, checkOut: string): boolean {
  for (let d = checkIn; d < checkOut; d = addDays(d, 1)) if (nights.taken(d)) return false;
  return true;
}

/** Nights between two dates. */
export const nightsBetween = (checkIn: string, checkOut: string) => Math.round((utc(checkOut) - utc(checkIn)) / 86_400_000);
