// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  addDays,
  addMonths,
  availabilityChanged,
  clipRanges,
  computeAvailability,
  mergeRanges,
  todayInStayZone,
  type RoomCalendars,
} from '../../src/content/availability';
import { CalendarParseError, parseCalendar } from '../../src/content/icalFeed';
import { calendarIcs } from '../../src/content/calendarExport';
import { airbnbFeed, bookingFeed } from '../support/feeds';

const code = (f: () => unknown) => {
  try {
    f();
  } catch (e) {
    return e instanceof CalendarParseError ? e.code : `other: ${String(e)}`;
  }
  return 'no error';
};

describe('night ranges', () => {
  it('merges overlapping, touching and duplicate ranges, sorted, dropping invalid ones', () => {
    expect(
      mergeRanges([
        { start: '2027-03-10', end: '2027-03-12' },
        { start: '2027-03-01', end: '2027-03-03' },
        { start: '2027-03-11', end: '2027-03-15' },
        { start: '2027-03-15', end: '2027-03-16' },
        { start: '2027-03-01', end: '2027-03-03' },
        { start: '2027-02-30', end: '2027-03-03' },
        { start: '2027-04-02', end: '2027-04-01' },
      ]),
    ).toEqual([
      { start: '2027-03-01', end: '2027-03-03' },
      { start: '2027-03-10', end: '2027-03-16' },
    ]);
  });

  it('clips to a window', () => {
    expect(
      clipRanges(
        [
          { start: '2027-01-01', end: '2027-01-10' },
          { start: '2027-02-01', end: '2027-03-01' },
        ],
        '2027-01-05',
        '2027-02-10',
      ),
    ).toEqual([
      { start: '2027-01-05', end: '2027-01-10' },
      { start: '2027-02-01', end: '2027-02-10' },
    ]);
  });

  it('counts days and months across month ends and leap years', () => {
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2027-12-31', 1)).toBe('2028-01-01');
    expect(addMonths('2027-01-31', 1)).toBe('2027-02-28');
    expect(addMonths('2026-11-29', 24)).toBe('2028-11-29');
  });

  it('takes today in Rome, not in UTC', () => {
    // 23:30 UTC on 31 December is already 1 January in Rome.
    expect(todayInStayZone(Date.UTC(2026, 11, 31, 23, 30))).toBe('2027-01-01');
    // 22:30 UTC on 30 June is 00:30 on 1 July in summer time.
    expect(todayInStayZone(Date.UTC(2027, 5, 30, 22, 30))).toBe('2027-07-01');
    expect(todayInStayZone(Date.UTC(2027, 5, 30, 21, 30))).toBe('2027-06-30');
  });
});

describe('computeAvailability', () => {
  const now = Date.UTC(2026, 10, 29, 10, 0);
  const calendars: RoomCalendars = {
    feeds: [
      { id: 'a', channel: 'airbnb', url: 'https://example.com/a.ics' },
      { id: 'b', channel: 'booking', url: 'https://example.com/b.ics' },
    ],
    blocked: [
      { start: '2026-12-24', end: '2026-12-27' },
      { start: '2026-11-01', end: '2026-11-05' },
    ],
    minNights: 2,
    state: {
      a: {
        nights: [
          { start: '2026-11-20', end: '2026-12-02' },
          { start: '2026-12-26', end: '2026-12-30' },
        ],
      },
      b: {
        nights: [
          { start: '2026-12-01', end: '2026-12-03' },
          { start: '2029-01-01', end: '2029-01-05' },
        ],
      },
      gone: { nights: [{ start: '2027-05-01', end: '2027-05-03' }] },
    },
  };

  it('merges every connected feed with the hand blocks, from today to 24 months ahead', () => {
    expect(computeAvailability(calendars, now)).toEqual({
      taken: [
        { start: '2026-11-29', end: '2026-12-03' },
        { start: '2026-12-24', end: '2026-12-30' },
      ],
      blocked: [{ start: '2026-12-24', end: '2026-12-27' }],
      minNights: 2,
      checkedAt: now,
    });
  });

  it('has nothing for a room without calendars, and no minimum of one night', () => {
    expect(computeAvailability(null, now)).toEqual({ taken: [], blocked: [], checkedAt: now });
    expect(computeAvailability({ feeds: [], blocked: [], minNights: 1 }, now).minNights).toBeUndefined();
  });

  it('tells a change of nights or minimum stay from a mere new check', () => {
    const a = computeAvailability(calendars, now);
    expect(availabilityChanged(a, { ...a, checkedAt: now + 1000 })).toBe(false);
    expect(availabilityChanged(a, { ...a, minNights: 3 })).toBe(true);
    expect(availabilityChanged(a, { ...a, taken: a.taken.slice(1) })).toBe(true);
    expect(availabilityChanged(null, a)).toBe(true);
  });
});

describe('parseCalendar', () => {
  it('reads date-only events with an exclusive end, and merges overlaps', () => {
    const text = bookingFeed('2027-03-10', '2027-03-13') + '';
    expect(parseCalendar(text)).toEqual({ nights: [{ start: '2027-03-10', end: '2027-03-13' }], events: 2 });
    const airbnb = parseCalendar(airbnbFeed('2027-04-01', '2027-04-05', '2027-04-04', '2027-04-08'));
    expect(airbnb).toEqual({ nights: [{ start: '2027-04-01', end: '2027-04-08' }], events: 2 });
  });

  it('keeps nothing but the nights', () => {
    const out = JSON.stringify(parseCalendar(airbnbFeed('2027-04-01', '2027-04-05', '2027-05-01', '2027-05-02')));
    for (const s of ['Reserved', 'airbnb.com', '1234', 'HMABC12345']) expect(out).not.toContain(s);
  });

  it('strips a byte-order mark and accepts LF lines', () => {
    const text = '\uFEFF' + bookingFeed('2027-03-10', '2027-03-13').replace(/\r\n/g, '\n');
    expect(parseCalendar(text).nights).toEqual([{ start: '2027-03-10', end: '2027-03-13' }]);
  });

  it('takes a date-only event without DTEND as one night, and skips cancelled ones', () => {
    const text = [
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'BEGIN:VEVENT',
      'DTSTART;VALUE=DATE:20270310',
      'END:VEVENT',
      'BEGIN:VEVENT',
      'DTSTART;VALUE=DATE:20270320',
      'DTEND;VALUE=DATE:20270322',
      'STATUS:CANCELLED',
      'END:VEVENT',
      'END:VCALENDAR',
    ].join('\r\n');
    expect(parseCalendar(text)).toEqual({ nights: [{ start: '2027-03-10', end: '2027-03-11' }], events: 2 });
  });

  it('converts date-times to dates in Rome (UTC, a named zone, a VTIMEZONE)', () => {
    const text = [
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'BEGIN:VTIMEZONE',
      'TZID:Custom/NewYork',
      'BEGIN:STANDARD',
      'DTSTART:19701101T020000',
      'TZOFFSETFROM:-0400',
      'TZOFFSETTO:-0500',
      'RRULE:FREQ=YEARLY;BYMONTH=11;BYDAY=1SU',
      'END:STANDARD',
      'BEGIN:DAYLIGHT',
      'DTSTART:19700308T020000',
      'TZOFFSETFROM:-0500',
      'TZOFFSETTO:-0400',
      'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=2SU',
      'END:DAYLIGHT',
      'END:VTIMEZONE',
      // 23:30 UTC is the next day in Rome.
      'BEGIN:VEVENT',
      'DTSTART:20270109T233000Z',
      'DTEND:20270112T090000Z',
      'END:VEVENT',
      // 20:00 in New York (winter) is 02:00 the next day in Rome.
      'BEGIN:VEVENT',
      'DTSTART;TZID=Custom/NewYork:20270201T200000',
      'DTEND;TZID=Custom/NewYork:20270203T030000',
      'END:VEVENT',
      // An IANA name without VTIMEZONE.
      'BEGIN:VEVENT',
      'DTSTART;TZID=Asia/Tokyo:20270301T050000',
      'DTEND;TZID=Asia/Tokyo:20270303T120000',
      'END:VEVENT',
      'END:VCALENDAR',
    ].join('\r\n');
    expect(parseCalendar(text).nights).toEqual([
      { start: '2027-01-10', end: '2027-01-12' },
      { start: '2027-02-02', end: '2027-02-03' },
      { start: '2027-02-28', end: '2027-03-03' },
    ]);
  });

  it('refuses empty input, HTML and other non-calendars with stable codes', () => {
    expect(code(() => parseCalendar(''))).toBe('empty');
    expect(code(() => parseCalendar('\uFEFF  \r\n'))).toBe('empty');
    expect(code(() => parseCalendar('<!DOCTYPE html><html><body>Error 500</body></html>'))).toBe('notCalendar');
    expect(code(() => parseCalendar('{"error":"forbidden"}'))).toBe('notCalendar');
    expect(code(() => parseCalendar('BEGIN:VCALENDAR\r\nthis is not\r\n'))).toBe('notCalendar');
  });

  it('reads an empty calendar as no nights, and refuses more than 5000 events', () => {
    expect(parseCalendar('BEGIN:VCALENDAR\r\nVERSION:2.0\r\nEND:VCALENDAR\r\n')).toEqual({ nights: [], events: 0 });
    const ev = 'BEGIN:VEVENT\r\nDTSTART;VALUE=DATE:20270101\r\nEND:VEVENT\r\n';
    const many = (n: number) => `BEGIN:VCALENDAR\r\nVERSION:2.0\r\n${ev.repeat(n)}END:VCALENDAR\r\n`;
    expect(parseCalendar(many(5000)).events).toBe(5000);
    expect(code(() => parseCalendar(many(5001)))).toBe('tooManyEvents');
  });
});

describe('calendarIcs', () => {
  const blocked = [
    { start: '2027-01-05', end: '2027-01-07' },
    { start: '2027-01-06', end: '2027-01-09' },
    { start: '2026-12-24', end: '2026-12-26' },
  ];

  it('exports merged all-day events with stable UIDs and CRLF lines, the same bytes for the same input', () => {
    const ics = calendarIcs('camera-blu', blocked, { host: 'example.com' });
    expect(ics).toBe(calendarIcs('camera-blu', [...blocked].reverse(), { host: 'example.com' }));
    expect(ics.split('\r\n').every((l) => !l.includes('\n'))).toBe(true);
    expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(ics).toContain('UID:20261224-20261226-camera-blu@example.com');
    expect(ics).toContain('UID:20270105-20270109-camera-blu@example.com');
    expect(parseCalendar(ics).nights).toEqual([
      { start: '2026-12-24', end: '2026-12-26' },
      { start: '2027-01-05', end: '2027-01-09' },
    ]);
  });

  it('folds long lines at 75 octets', () => {
    const ics = calendarIcs('r', [], {
      calendarName: 'Camera con vista sul lago di Garda e sulle montagne — la più bella della casa',
    });
    for (const line of ics.split('\r\n')) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    expect(ics).toMatch(/\r\n [^\r]/);
  });
});
