/**
 * Reading a channel's calendar export (`.ics`): the taken nights and nothing else. No summary, no
 * description, no UID leaves this module: a feed from Airbnb carries a reservation address and four
 * digits of the guest's phone, older Booking.com feeds the guest's name.
 *
 * Kept apart from `availability.ts` so that only what reads feeds (the calendar function, the owner's
 * ".ics from disk" in the demo) loads ical.js; the visitor's pages never do.
 */
import ICAL from 'ical.js';
import { MAX_FEED_EVENTS, addDays, dayInStayZone, mergeRanges, type NightRange } from './availability';

export type CalendarParseErrorCode = 'empty' | 'notCalendar' | 'tooManyEvents';

export class CalendarParseError extends Error {
  readonly code: CalendarParseErrorCode;
  constructor(code: CalendarParseErrorCode, message?: string) {
    super(message ?? code);
    this.name = 'CalendarParseError';
    this.code = code;
  }
}

export interface ParsedCalendar {
  /** Sorted, merged; `end` exclusive. */
  nights: NightRange[];
  /** How many events the calendar held (cancelled and undatable ones included). */
  events: number;
}

type IcalTime = InstanceType<typeof ICAL.Time>;
type IcalProperty = InstanceType<typeof ICAL.Property>;
type IcalTimezone = InstanceType<typeof ICAL.Timezone>;

const pad = (n: number, w = 2) => String(n).padStart(w, '0');

/** The offset (ms) of `zone` from UTC at the instant `ms`, or undefined if the zone is unknown. */
function zoneOffset(zone: string, ms: number): number | undefined {
  try {
    const parts = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    }).formatToParts(new Date(ms));
    const get = (t: string) => Number(parts.find((p) => p.type === t)?.value);
    return Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'), get('second')) - ms;
  } catch {
    return undefined;
  }
}

/** The guesthouse's date of a DTSTART/DTEND value. */
function stayDay(prop: IcalProperty, zones: Map<string, IcalTimezone>): string | undefined {
  const value = prop.getFirstValue() as IcalTime | null;
  if (!value || typeof value !== 'object' || typeof value.year !== 'number') return undefined;
  const wallDay = `${pad(value.year, 4)}-${pad(value.month)}-${pad(value.day)}`;
  if (value.isDate) return wallDay;
  const wallMs = Date.UTC(value.year, value.month - 1, value.day, value.hour, value.minute, value.second);
  if (value.zone?.tzid === 'UTC' || /Z$/i.test(String(prop.toICALString()))) return dayInStayZone(wallMs);
  const tzid = prop.getParameter('tzid');
  const tzName = typeof tzid === 'string' ? tzid : undefined;
  if (tzName) {
    const vtz = zones.get(tzName);
    if (vtz) {
      const t = ICAL.Time.fromData(
        { year: value.year, month: value.month, day: value.day, hour: value.hour, minute: value.minute, second: value.second },
        vtz,
      );
      return dayInStayZone(t.toUnixTime() * 1000);
    }
    const first = zoneOffset(tzName, wallMs);
    if (first !== undefined) {
      const offset = zoneOffset(tzName, wallMs - first) ?? first;
      return dayInStayZone(wallMs - offset);
    }
  }
  // A floating time (or an unknown zone) is taken as the guesthouse's own wall clock.
  return wallDay;
}

/**
 * The taken nights of an iCalendar text. Throws a CalendarParseError: `empty` for nothing (or only
 * white space), `notCalendar` for anything that is not a VCALENDAR (an HTML error page, JSON…),
 * `tooManyEvents` beyond MAX_FEED_EVENTS.
 */
export function parseCalendar(text: string): ParsedCalendar {
  const source = (text ?? '').replace(/^\uFEFF/, '');
  if (!source.trim()) throw new CalendarParseError('empty');
  if (!/^\s*BEGIN:VCALENDAR/i.test(source)) throw new CalendarParseError('notCalendar');
  let root: InstanceType<typeof ICAL.Component>;
  try {
    const parsed = ICAL.parse(source) as unknown;
    // Several calendars in one text come back as a list; the first is the feed.
    const jcal = Array.isArray(parsed) && Array.isArray(parsed[0]) ? parsed[0] : parsed;
    root = new ICAL.Component(jcal as unknown[]);
  } catch (e) {
    throw new CalendarParseError('notCalendar', e instanceof Error ? e.message : String(e));
  }
  if (root.name !== 'vcalendar') throw new CalendarParseError('notCalendar');
  const vevents = root.getAllSubcomponents('vevent');
  if (vevents.length > MAX_FEED_EVENTS) throw new CalendarParseError('tooManyEvents');
  const zones = new Map<string, IcalTimezone>();
  for (const vtz of root.getAllSubcomponents('vtimezone')) {
    const tzid = vtz.getFirstPropertyValue('tzid');
    if (typeof tzid === 'string') {
      try {
        zones.set(tzid, new ICAL.Timezone(vtz));
      } catch {
        /* a broken VTIMEZONE: the IANA name, if it is one, still serves */
      }
    }
  }
  const nights: NightRange[] = [];
  for (const ev of vevents) {
    const status = ev.getFirstPropertyValue('status');
    if (typeof status === 'string' && status.toUpperCase() === 'CANCELLED') continue;
    const dtstart = ev.getFirstProperty('dtstart');
    if (!dtstart) continue;
    const start = stayDay(dtstart, zones);
    if (!start) continue;
    const dtend = ev.getFirstProperty('dtend');
    let end = dtend ? stayDay(dtend, zones) : undefined;
    if (!end) {
      const duration = ev.getFirstPropertyValue('duration') as InstanceType<typeof ICAL.Duration> | null;
      const days = duration && typeof duration.toSeconds === 'function' ? Math.ceil(duration.toSeconds() / 86400) : 0;
      end = addDays(start, Math.max(1, days));
    }
    // An event that ends on the day it starts still takes that night.
    if (end <= start) end = addDays(start, 1);
    nights.push({ start, end });
  }
  return { nights: mergeRanges(nights), events: vevents.length };
}
