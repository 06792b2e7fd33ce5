/**
 * A room's hand-blocked nights as an iCalendar file, for Booking.com, Airbnb and Vrbo to import
 * (served at `calendarExportPath(roomId)` on the published site). The same input always gives the
 * same bytes: the published file is a function of the content only (no "now", no random UIDs).
 */
import { mergeRanges, type NightRange } from './availability';

/** Folds a content line at 75 octets (RFC 5545 §3.1), continuation lines starting with a space. */
export function foldIcsLine(line: string): string {
  const bytes = new TextEncoder();
  const out: string[] = [];
  let current = '';
  let size = 0;
  for (const ch of line) {
    const n = bytes.encode(ch).length;
    const limit = out.length === 0 ? 75 : 74;
    if (size + n > limit) {
      out.push(current);
      current = '';
      size = 0;
    }
    current += ch;
    size += n;
  }
  out.push(current);
  return out.join('\r\n ');
}

/** Escapes a TEXT value (RFC 5545 §3.3.11). */
export function escapeIcsText(text: string): string {
  return text.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');
}

const compact = (day: string) => day.replace(/-/g, '');

/**
 * The iCalendar text of `blocked` for the room `roomId`: one all-day VEVENT per merged range, UID
 * `{start}-{end}-{roomId}@{host}`, CRLF line ends, folded lines. `summary` is the events' title
 * (Italian by default: the owner's language, seen in the channel's calendar).
 */
export function calendarIcs(
  roomId: string,
  blocked: readonly NightRange[],
  options: { host?: string; calendarName?: string; summary?: string } = {},
): string {
  const host = (options.host ?? 'locanda').replace(/[^A-Za-z0-9.-]/g, '') || 'locanda';
  const summary = options.summary ?? 'Non disponibile';
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Locanda//Notti bloccate//IT',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
  ];
  if (options.calendarName) lines.push(`X-WR-CALNAME:${escapeIcsText(options.calendarName)}`);
  const uidRoom = roomId.replace(/[^A-Za-z0-9_-]/g, '_');
  for (const r of mergeRanges(blocked)) {
    lines.push(
      'BEGIN:VEVENT',
      `UID:${compact(r.start)}-${compact(r.end)}-${uidRoom}@${host}`,
      // A fixed stamp: the range's first day. DTSTAMP is required; "now" would change the file at every publish.
      `DTSTAMP:${compact(r.start)}T000000Z`,
      `DTSTART;VALUE=DATE:${compact(r.start)}`,
      `DTEND;VALUE=DATE:${compact(r.end)}`,
      `SUMMARY:${escapeIcsText(summary)}`,
      'TRANSP:OPAQUE',
      'END:VEVENT',
    );
  }
  lines.push('END:VCALENDAR');
  return lines.map(foldIcsLine).join('\r\n') + '\r\n';
}
