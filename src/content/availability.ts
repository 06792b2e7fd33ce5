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

export const CALENDARS_COLLECTION = 'calendars';
export const AVAILABILITY_COLLECTION = 'availability';

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
