/**
 * The calendar reader: every CALENDAR_READ_MINUTES, and at once when a room's calendars are written,
 * each address of `calendars/{roomId}` is read (functions/src/feedFetch.ts) and parsed to its nights
 * (src/content/icalFeed.ts); what each gave is kept in the document's `state`; the room's
 * `availability/{roomId}` is computed from the last good nights and the hand blocks, and written only
 * when its nights or minimum stay changed: that write is what publishes (publishOnWrite).
 *
 * A failing address never empties a calendar: its last good nights stay, the error and since when it
 * fails are recorded; a read that finds no event replaces the nights only when the read before it
 * found none too. After a 429 or a 5xx the address rests (Retry-After, or 30 minutes doubling up to
 * 6 hours) before it is read again.
 */
import {
  availabilityChanged,
  computeAvailability,
  type CalendarFeed,
  type FeedState,
  type RoomAvailability,
  type RoomCalendars,
} from '../../src/content/availability';
import { CalendarParseError, parseCalendar } from '../../src/content/icalFeed';
import { FeedError } from './feedFetch';

const MAX_BACKOFF_MS = 6 * 60 * 60 * 1000;
const FIRST_BACKOFF_MS = 30 * 60 * 1000;

/** What one read gave: the nights and how many events, or an error's stable code. */
export type ReadResult =
  { nights: FeedState['nights']; events: number } | { error: string; retryAfterMs?: number; unavailable?: boolean };

/** Reads one address: fetch, then parse; any failure as a code. */
export async function readFeed(url: string, fetchText: (url: string) => Promise<string>): Promise<ReadResult> {
  try {
    const parsed = parseCalendar(await fetchText(url));
    return { nights: parsed.nights, events: parsed.events };
  } catch (e) {
    if (e instanceof FeedError)
      return { error: e.code, retryAfterMs: e.retryAfterMs, unavailable: e.code === 'unavailable' || undefined };
    if (e instanceof CalendarParseError) return { error: e.code };
    return { error: 'network' };
  }
}

/** The state of an address after a read. Pure. */
export function nextFeedState(prev: FeedState | undefined, result: ReadResult, now: number): FeedState {
  const nights = prev?.nights ?? [];
  if ('error' in result) {
    const failures = (prev?.failures ?? 0) + 1;
    const out: FeedState = {
      ...(prev ?? { nights }),
      nights,
      readAt: now,
      error: result.error,
      failingSince: prev?.failingSince ?? now,
      failures,
    };
    if (result.unavailable) {
      const backoff = result.retryAfterMs ?? FIRST_BACKOFF_MS * 2 ** Math.min(failures - 1, 4);
      out.retryAt = now + Math.min(MAX_BACKOFF_MS, Math.max(backoff, FIRST_BACKOFF_MS));
    } else delete out.retryAt;
    return out;
  }
  const out: FeedState = { readAt: now, okAt: now, events: result.events, nights: result.nights };
  if (result.nights.length === 0 && nights.length > 0) {
    const emptyReads = (prev?.emptyReads ?? 0) + 1;
    // A sudden drop to nothing is believed only when two reads in a row agree.
    if (emptyReads < 2) return { ...out, nights, emptyReads };
  }
  return out;
}

export interface RefreshOptions {
  now: number;
  fetchText: (url: string) => Promise<string>;
  /** Read only these addresses (by id); the others keep their state. All by default. */
  only?: (feed: CalendarFeed, state: FeedState | undefined) => boolean;
}

/** The room's states after reading its addresses (those due), without the states of removed addresses. */
export async function refreshStates(calendars: RoomCalendars, opts: RefreshOptions): Promise<Record<string, FeedState>> {
  const feeds = Array.isArray(calendars.feeds) ? calendars.feeds : [];
  const prev = calendars.state ?? {};
  const out: Record<string, FeedState> = {};
  for (const feed of feeds) {
    const state = prev[feed.id];
    const due = opts.only ? opts.only(feed, state) : !(state?.retryAt && state.retryAt > opts.now);
    out[feed.id] = due ? nextFeedState(state, await readFeed(feed.url, opts.fetchText), opts.now) : (state ?? { nights: [] });
  }
  return out;
}

/** Where the reader reads and writes (Firestore through the Admin SDK; a map in the tests). */
export interface CalendarStore {
  rooms(): Promise<{ roomId: string; calendars: RoomCalendars }[]>;
  calendars(roomId: string): Promise<RoomCalendars | null>;
  availability(roomId: string): Promise<RoomAvailability | null>;
  /** Writes `calendars/{roomId}`'s `state` alone (the owner's fields are theirs). */
  setState(roomId: string, state: Record<string, FeedState>): Promise<void>;
  setAvailability(roomId: string, availability: RoomAvailability): Promise<void>;
}

export interface ReaderDeps {
  store: CalendarStore;
  fetchText: (url: string) => Promise<string>;
  now?: () => number;
  log?: (message: string) => void;
}

function statesEqual(a: Record<string, FeedState> | undefined, b: Record<string, FeedState>): boolean {
  return JSON.stringify(a ?? {}) === JSON.stringify(b);
}

/** Stores the availability computed from `calendars`, only when what visitors see changed. */
export async function publishAvailability(roomId: string, calendars: RoomCalendars | null, deps: ReaderDeps): Promise<boolean> {
  const now = (deps.now ?? Date.now)();
  const next = computeAvailability(calendars, now);
  const current = await deps.store.availability(roomId);
  if (current ? !availabilityChanged(current, next) : !calendars) return false;
  await deps.store.setAvailability(roomId, next);
  deps.log?.(`availability/${roomId}: ${next.taken.length} ranges`);
  return true;
}

/** One room: read its due addresses, keep their states, publish its availability if it changed. */
export async function refreshRoom(
  roomId: string,
  calendars: RoomCalendars,
  deps: ReaderDeps,
  only?: RefreshOptions['only'],
): Promise<{ changed: boolean }> {
  const now = (deps.now ?? Date.now)();
  const state = await refreshStates(calendars, { now, fetchText: deps.fetchText, only });
  if (!statesEqual(calendars.state, state)) await deps.store.setState(roomId, state);
  return { changed: await publishAvailability(roomId, { ...calendars, state }, deps) };
}

/** The scheduled read: every room, every address due. One room's trouble does not stop the others. */
export async function readAllCalendars(deps: ReaderDeps): Promise<{ rooms: number; changed: number }> {
  let changed = 0;
  const rooms = await deps.store.rooms();
  for (const { roomId, calendars } of rooms) {
    try {
      if ((await refreshRoom(roomId, calendars, deps)).changed) changed++;
    } catch (e) {
      deps.log?.(`calendars/${roomId} not read: ${e instanceof Error ? e.message : String(e)}`);
    }
  }
  return { rooms: rooms.length, changed };
}

/**
 * A write of `calendars/{roomId}`: an address added or changed is read at once (the others wait for
 * the schedule), and the availability is recomputed at once, so a hand block reaches the site without
 * waiting. The reader's own write of `state` changes no address, so it reads nothing and ends there.
 */
export async function onCalendarsWritten(
  roomId: string,
  before: RoomCalendars | null,
  after: RoomCalendars | null,
  deps: ReaderDeps,
): Promise<{ read: number; changed: boolean }> {
  if (!after) return { read: 0, changed: await publishAvailability(roomId, null, deps) };
  const old = new Map((before?.feeds ?? []).map((f) => [f.id, f]));
  const isNew = (feed: CalendarFeed, state: FeedState | undefined) => {
    const was = old.get(feed.id);
    return !state || !was || was.url !== feed.url;
  };
  const feeds = Array.isArray(after.feeds) ? after.feeds : [];
  const toRead = feeds.filter((f) => isNew(f, after.state?.[f.id]));
  const removed = Object.keys(after.state ?? {}).some((id) => !feeds.some((f) => f.id === id));
  if (!toRead.length && !removed) return { read: 0, changed: await publishAvailability(roomId, after, deps) };
  const { changed } = await refreshRoom(roomId, after, deps, isNew);
  return { read: toRead.length, changed };
}
