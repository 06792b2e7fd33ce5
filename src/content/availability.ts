/**
 * Free nights: the shapes shared by the owner's tools, the visitor's grid, the calendar reader
 * (functions/) and the demo backend.
 *
 * Two documents per room, both keyed by the room's id:
 * - `calendars/{roomId}` is the owner's: the calendar addresses a channel exports (Booking.com,
 *   Airbnb, Vrbo…), the nights blocked by hand, the minimum stay, and what the last reads of each
 *   address gave (written by the reader). Owner only: an address carries the channel's secret token.
 * - `availability/{roomId}` is what visitors see, through the published site only: the taken nights
 *   merged from every address and the hand blocks, from today to 24 months ahead. No names, no
 *   descriptions, no addresses.
 *
 * A night is named by its date (`YYYY-MM-DD`, the guesthouse's calendar, Europe/Rome); a range's
 * `end` is exclusive: the check-out day, which is free for the next guest.
 */

export { CALENDARS_COLLECTION, AVAILABILITY_COLLECTION } from './constants';
import { CALENDARS_COLLECTION, AVAILABILITY_COLLECTION } from './constants';

/** The guesthouse's time zone: date-times in a feed become nights in it; "updated at" is shown in it. */
export const STAY_TIME_ZONE = 'Europe/Rome';
/** How far ahead nights are kept and shown. */
export const AVAILABILITY_MONTHS = 24;
/** How often the reader fetches every address (Firebase's scheduled function). */
export const CALENDAR_READ_MINUTES = 30;
/** After this long failing, the owner is told (in the room's tools and in the settings). */
export const FEED_FAILING_WARN_MS = 6 * 60 * 60 * 1000;

export const MAX_FEEDS_PER_ROOM = 5;
export const MAX_BLOCKED_RANGES = 200;
export const MAX_MIN_NIGHTS = 30;
/** Limits on reading one address. */
export const MAX_FEED_BYTES = 2 * 1024 * 1024;
export const MAX_FEED_EVENTS = 5000;
export const FEED_TIMEOUT_MS = 10_000;
export const MAX_FEED_REDIRECTS = 3;

export const FEED_CHANNELS = ['booking', 'airbnb', 'vrbo', 'other'] as const;
export type FeedChannel = (typeof FEED_CHANNELS)[number];

/** Nights from `start` (the first night) to `end` (the check-out day, exclusive), as `YYYY-MM-DD`. */
export interface NightRange {
  start: string;
  end: string;
}

/** One calendar address the owner connected. */
export interface CalendarFeed {
  id: string;
  channel: FeedChannel;
  url: string;
}

/**
 * What the reads of one address gave. Times are milliseconds since the epoch. On a failed read the
 * last good `nights` stay; `error` is a stable code for the owner's message.
 */
export interface FeedState {
  readAt?: number;
  okAt?: number;
  error?: string;
  failingSince?: number;
  events?: number;
  /** Reads in a row that found no event: a calendar is emptied only when two agree. */
  emptyReads?: number;
  /** Failed reads in a row. */
  failures?: number;
  /** After a 429 or 5xx: not read again before this time (ms), unless the owner changed the address. */
  retryAt?: number;
  nights: NightRange[];
}

/** `calendars/{roomId}` */
export interface RoomCalendars {
  feeds: CalendarFeed[];
  blocked: NightRange[];
  /** A hint for guests, 1 to MAX_MIN_NIGHTS; absent or 1 for none. */
  minNights?: number;
  /** By feed id; written by the reader (and, in the demo, by an imported `.ics` file). */
  state?: Record<string, FeedState>;
  lastUpdatedBy?: string;
  updatedAt?: unknown;
}

/** `availability/{roomId}`: what the room page shows. */
export interface RoomAvailability {
  /** Merged, sorted, not overlapping; from today to AVAILABILITY_MONTHS ahead. */
  taken: NightRange[];
  /** The hand-blocked nights alone, for the room's exported `.ics` address. */
  blocked: NightRange[];
  minNights?: number;
  /** When these nights last changed or were confirmed (ms): "Aggiornato alle 14:32". */
  checkedAt: number;
}

/** Where the published site serves a room's hand-blocked nights for the channels to import. */
export function calendarExportPath(roomId: string): string {
  return `/calendari/${encodeURIComponent(roomId)}.ics`;
}

const DAY_MS = 24 * 60 * 60 * 1000;
const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Whether `s` is a real calendar date written `YYYY-MM-DD`. */
export function isIsoDay(s: unknown): s is string {
  if (typeof s !== 'string') return false;
  const m = ISO_DAY.exec(s);
  if (!m) return false;
  const d = new Date(Date.UTC(+m[1], +m[2] - 1, +m[3]));
  return d.getUTCFullYear() === +m[1] && d.getUTCMonth() === +m[2] - 1 && d.getUTCDate() === +m[3];
}

/** `day` moved by `days` (negative for earlier). */
export function addDays(day: string, days: number): string {
  const m = ISO_DAY.exec(day);
  if (!m) throw new Error(`not a day: ${day}`);
  return new Date(Date.UTC(+m[1], +m[2] - 1, +m[3]) + days * DAY_MS).toISOString().slice(0, 10);
}

/** `day` moved by `months` calendar months, the day of the month kept where it exists (31 → the month's last). */
export function addMonths(day: string, months: number): string {
  const m = ISO_DAY.exec(day);
  if (!m) throw new Error(`not a day: ${day}`);
  const first = new Date(Date.UTC(+m[1], +m[2] - 1 + months, 1));
  const last = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  first.setUTCDate(Math.min(+m[3], last));
  return first.toISOString().slice(0, 10);
}

/** The guesthouse's date (Europe/Rome) at the instant `ms`. */
export function dayInStayZone(ms: number): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: STAY_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(new Date(ms));
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${get('year')}-${get('month')}-${get('day')}`;
}

/** Today in the guesthouse (Europe/Rome). */
export function todayInStayZone(now: number = Date.now()): string {
  return dayInStayZone(now);
}

/** Valid ranges only (real dates, start before end), sorted, overlapping and touching ones joined. */
export function mergeRanges(ranges: readonly NightRange[]): NightRange[] {
  const valid = ranges
    .filter((r) => r && isIsoDay(r.start) && isIsoDay(r.end) && r.start < r.end)
    .map((r) => ({ start: r.start, end: r.end }))
    .sort((a, b) => (a.start < b.start ? -1 : a.start > b.start ? 1 : a.end < b.end ? -1 : a.end > b.end ? 1 : 0));
  const out: NightRange[] = [];
  for (const r of valid) {
    const last = out.at(-1);
    if (last && r.start <= last.end) {
      if (r.end > last.end) last.end = r.end;
    } else out.push(r);
  }
  return out;
}

/** The nights of `ranges` from `from` (included) to `to` (excluded), merged. */
export function clipRanges(ranges: readonly NightRange[], from: string, to: string): NightRange[] {
  const out: NightRange[] = [];
  for (const r of mergeRanges(ranges)) {
    const start = r.start < from ? from : r.start;
    const end = r.end > to ? to : r.end;
    if (start < end) out.push({ start, end });
  }
  return out;
}

/** Whether two lists of ranges name the same nights. */
export function sameNights(a: readonly NightRange[], b: readonly NightRange[]): boolean {
  const x = mergeRanges(a);
  const y = mergeRanges(b);
  return x.length === y.length && x.every((r, i) => r.start === y[i].start && r.end === y[i].end);
}

/** The window of nights kept and shown: today (Europe/Rome) to AVAILABILITY_MONTHS ahead. */
export function availabilityWindow(now: number): { from: string; to: string } {
  const from = todayInStayZone(now);
  return { from, to: addMonths(from, AVAILABILITY_MONTHS) };
}

/** A minimum stay as stored: an integer 2..MAX_MIN_NIGHTS, or undefined for none. */
export function normalizeMinNights(value: unknown): number | undefined {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 2) return undefined;
  return Math.min(value, MAX_MIN_NIGHTS);
}

/**
 * What a room page shows, from the owner's document: every address's last good nights and the hand
 * blocks, merged, from today to AVAILABILITY_MONTHS ahead; the hand blocks alone (for the export);
 * the minimum stay. `checkedAt` is `now`.
 */
export function computeAvailability(calendars: Partial<RoomCalendars> | null | undefined, now: number): RoomAvailability {
  const { from, to } = availabilityWindow(now);
  const feeds = Array.isArray(calendars?.feeds) ? calendars.feeds : [];
  const state = calendars?.state ?? {};
  const fromFeeds = feeds.flatMap((f) => (Array.isArray(state[f.id]?.nights) ? state[f.id].nights : []));
  const handBlocked = Array.isArray(calendars?.blocked) ? calendars.blocked : [];
  const out: RoomAvailability = {
    taken: clipRanges([...fromFeeds, ...handBlocked], from, to),
    blocked: clipRanges(handBlocked, from, to),
    checkedAt: now,
  };
  const minNights = normalizeMinNights(calendars?.minNights);
  if (minNights) out.minNights = minNights;
  return out;
}

/** Whether two availabilities differ in what a visitor sees (nights, minimum stay); `checkedAt` aside. */
export function availabilityChanged(a: Partial<RoomAvailability> | null | undefined, b: RoomAvailability): boolean {
  if (!a) return true;
  return (
    !sameNights(a.taken ?? [], b.taken) ||
    !sameNights(a.blocked ?? [], b.blocked) ||
    (a.minNights ?? undefined) !== (b.minNights ?? undefined)
  );
}

/**
 * The demo content's nights, written as day offsets from today so that the demo always shows
 * nights ahead: `[fromToday, nights]` pairs under `blocked` (the hand blocks) and under each
 * feed's id (what that address gave at its last read). Stored in `calendars/{roomId}` of
 * src/content/demo.json as `demoNights`; turned into dates when the demo content is loaded.
 */
export type DemoNights = Record<string, [number, number][]>;

function datedNights(pairs: unknown, today: string): NightRange[] {
  if (!Array.isArray(pairs)) return [];
  return mergeRanges(
    pairs
      .filter((p): p is [number, number] => Array.isArray(p) && Number.isInteger(p[0]) && Number.isInteger(p[1]) && p[1] > 0)
      .map(([from, nights]) => ({ start: addDays(today, from), end: addDays(today, from + nights) })),
  );
}

/**
 * The demo documents with their calendars dated from `now` (Europe/Rome) and each room's
 * `availability/{roomId}` computed from them, as the calendar reader would. Other documents are
 * returned as they are (the same objects).
 */
export function datedDemoDocuments<T extends Record<string, unknown>>(
  documents: Record<string, T>,
  now: number,
): Record<string, T> {
  const today = todayInStayZone(now);
  // Read "this hour": the demo content stays the same bytes within the hour (its hash is its version).
  const readAt = Math.floor(now / 3_600_000) * 3_600_000;
  const out: Record<string, T> = { ...documents };
  for (const [path, data] of Object.entries(documents)) {
    if (!path.startsWith(`${CALENDARS_COLLECTION}/`)) continue;
    const { demoNights, ...rest } = data as unknown as RoomCalendars & { demoNights?: DemoNights };
    if (!demoNights) continue;
    const calendars: RoomCalendars = { ...rest, feeds: rest.feeds ?? [], blocked: datedNights(demoNights.blocked, today) };
    const state: Record<string, FeedState> = { ...(rest.state ?? {}) };
    for (const feed of calendars.feeds) {
      const nights = datedNights(demoNights[feed.id], today);
      state[feed.id] = { readAt, okAt: readAt, events: nights.length, nights };
    }
    calendars.state = state;
    const roomId = path.slice(CALENDARS_COLLECTION.length + 1);
    out[path] = calendars as unknown as T;
    out[`${AVAILABILITY_COLLECTION}/${roomId}`] = computeAvailability(calendars, readAt) as unknown as T;
  }
  return out;
}
