// @vitest-environment node
/**
 * Personal data in the channels' exports (Airbnb's reservation address and four digits of the guest's
 * phone, Booking.com's guest name, Vrbo's "Reserved - <name>", every UID) never reaches what is stored
 * (calendars/{roomId}, availability/{roomId}) nor any file the site publishes.
 */
import { describe, expect, it } from 'vitest';
import { readAllCalendars, type CalendarStore } from '../../functions/src/calendars';
import { renderSite } from '../../src/app/server';
import { readConfig } from '../../src/config';
import { stringsIn } from '../../src/content/backup';
import { addDays, todayInStayZone, type RoomAvailability, type RoomCalendars } from '../../src/content/availability';
import { parseCalendar } from '../../src/content/icalFeed';
import { seedSource } from '../../scripts/contentSource';
import { airbnbFeed, bookingFeed, PERSONAL_STRINGS } from '../support/feeds';
import { KIT, SITE_URL } from './site';

describe('personal data in calendar exports', () => {
  it('is neither stored nor published', { timeout: 60_000 }, async () => {
    const now = Date.now();
    const d = (n: number) => addDays(todayInStayZone(now), n);
    const feeds: Record<string, string> = {
      'https://airbnb.example/ical/1.ics': airbnbFeed(d(3), d(6), d(10), d(12)),
      'https://booking.example/ical/2.ics': bookingFeed(d(5), d(8)),
    };
    // The feeds carry all of it.
    const all = Object.values(feeds).join('\n');
    for (const s of PERSONAL_STRINGS) expect(all).toContain(s);

    const calendars = new Map<string, RoomCalendars>([
      [
        'camera-uliveto',
        {
          feeds: [
            { id: 'a', channel: 'airbnb', url: 'https://airbnb.example/ical/1.ics' },
            { id: 'b', channel: 'booking', url: 'https://booking.example/ical/2.ics' },
          ],
          blocked: [{ start: d(20), end: d(22) }],
        },
      ],
    ]);
    const availability = new Map<string, RoomAvailability>();
    const store: CalendarStore = {
      rooms: async () => [...calendars].map(([roomId, c]) => ({ roomId, calendars: c })),
      calendars: async (id) => calendars.get(id) ?? null,
      availability: async (id) => availability.get(id) ?? null,
      setState: async (id, state) => void calendars.set(id, { ...calendars.get(id)!, state }),
      setAvailability: async (id, a) => void availability.set(id, a),
    };
    await readAllCalendars({ store, fetchText: async (url) => feeds[url], now: () => now });
    expect(availability.get('camera-uliveto')!.taken).toEqual([
      { start: d(3), end: d(8) },
      { start: d(10), end: d(12) },
      { start: d(20), end: d(22) },
    ]);

    // Stored: every string of both documents (numbers such as times aside).
    const stored = [...stringsIn([...calendars.values(), ...availability.values()], () => true)].join('\n');
    for (const s of [...PERSONAL_STRINGS, 'Last 4 Digits']) expect(stored).not.toContain(s);

    // Published: every file of the site rendered from that content.
    const base = seedSource(now);
    const overlay: Record<string, unknown> = {
      'calendars/camera-uliveto': calendars.get('camera-uliveto'),
      'availability/camera-uliveto': availability.get('camera-uliveto'),
    };
    const source = {
      get: async (path: string) => (path in overlay ? structuredClone(overlay[path]) : base.get(path)) as never,
      list: base.list,
    };
    const site = await renderSite(KIT, source, { year: 2026, config: readConfig({ VITE_SITE_URL: SITE_URL }) });
    const ics = site.files.get('calendari/camera-uliveto.ics');
    expect(parseCalendar(ics!).nights).toEqual([{ start: d(20), end: d(22) }]);
    for (const [name, content] of site.files)
      for (const s of [...PERSONAL_STRINGS.filter((x) => x !== '1234' && x !== 'Reserved'), 'Last 4 Digits'])
        expect(content, `${name}: ${s}`).not.toContain(s);
    // The short ones where no other text has them (the demo's VAT number holds "1234"): the calendar files
    // whole, "Reserved" in every published datum.
    for (const [name, content] of site.files) {
      if (name.endsWith('.ics')) for (const s of ['1234', 'Reserved']) expect(content, name).not.toContain(s);
      if (name.endsWith('.json')) expect(content, name).not.toContain('Reserved');
    }
  });
});
