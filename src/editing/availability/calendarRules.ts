/** What the owner's calendar tools decide about addresses and their reads. */
import type { TFunction } from 'i18next';
import { FEED_FAILING_WARN_MS, type FeedChannel, type FeedState } from '../../content/availability';
import { MAX_URL_CHARS } from '../../content/constants';

const BRANDS: Record<Exclude<FeedChannel, 'other'>, string> = { booking: 'Booking.com', airbnb: 'Airbnb', vrbo: 'Vrbo' };

/** A channel's name: the brands as they write themselves, "other" in the owner's language. */
export function channelName(channel: FeedChannel, t: TFunction): string {
  return channel === 'other' ? t('calendar.otherChannel') : (BRANDS[channel] ?? channel);
}

/** Whether an address has failed for longer than the owner should wait to hear of it. */
export function failingLong(state: FeedState | undefined, now: number): boolean {
  return !!state?.error && state.failingSince !== undefined && now - state.failingSince > FEED_FAILING_WARN_MS;
}

/** An address as the reader fetches it: https (http:// and webcal:// upgraded), or null when it is none. */
export function feedUrl(typed: string): string | null {
  const s = typed.trim().replace(/^(webcal|http):\/\//i, 'https://');
  if (s.length > MAX_URL_CHARS || !/^https:\/\//i.test(s)) return null;
  try {
    const u = new URL(s);
    return u.hostname.includes('.') && !u.username && !u.password ? u.toString() : null;
  } catch {
    return null;
  }
}

/** The reads' state after a file was imported for one address: its nights, read and good now. */
export function withImport(
  state: Record<string, FeedState> | undefined,
  feedId: string,
  parsed: { nights: FeedState['nights']; events: number },
): Record<string, FeedState> {
  const at = Date.now();
  return { ...(state ?? {}), [feedId]: { nights: parsed.nights, events: parsed.events, readAt: at, okAt: at } };
}
