// @vitest-environment node
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { createLocalBackend } from '../../src/backend/local/localBackend';
import { demoDocuments } from '../../scripts/demo';
import { addDays, todayInStayZone, type RoomAvailability, type RoomCalendars } from '../../src/content/availability';

const ROOMS = Object.keys(demoDocuments())
  .filter((p) => p.startsWith('rooms/'))
  .map((p) => p.slice(6));

let n = 0;
const owner = { email: 'admin@locanda.test', password: 'locanda-demo' };

describe('demo availability', () => {
  it('has nights ahead for every demo room, whenever the demo runs', () => {
    for (const now of [Date.UTC(2026, 10, 29, 9), Date.UTC(2031, 1, 28, 23, 30)]) {
      const docs = demoDocuments(now);
      const today = todayInStayZone(now);
      for (const room of ROOMS) {
        const a = docs[`availability/${room}`] as unknown as RoomAvailability;
        expect(a.taken.length, room).toBeGreaterThan(0);
        expect(a.taken.every((r) => r.start >= today && r.end > r.start)).toBe(true);
        expect(a.taken.some((r) => r.start < addDays(today, 30))).toBe(true);
        const c = docs[`calendars/${room}`] as unknown as RoomCalendars & { demoNights?: unknown };
        expect(c.demoNights).toBeUndefined();
      }
    }
  });

  it('recomputes a room’s availability when its calendars are written', async () => {
    const b = createLocalBackend({ dbName: `avail-${++n}`, seed: () => demoDocuments(), owner });
    const room = ROOMS[0];
    const today = todayInStayZone(Date.now());
    const before = (await b.docs.get(`availability/${room}`)) as unknown as RoomAvailability;
    const night = { start: addDays(today, 200), end: addDays(today, 203) };
    await b.docs.setFields(`calendars/${room}`, { blocked: [night] });
    const after = (await b.docs.get(`availability/${room}`)) as unknown as RoomAvailability;
    expect(after.blocked).toEqual([night]);
    expect(after.taken).toContainEqual(night);
    expect(after.taken.length).toBeGreaterThan(before.taken.length - before.blocked.length);
    // An unchanged write does not rewrite it.
    const writes = b.stats.writes;
    await b.docs.setFields(`calendars/${room}`, { blocked: [night] });
    expect(b.stats.writes).toBe(writes + 1);
    // A new room's calendars make its availability.
    await b.docs.setFields('calendars/nuova', { feeds: [], blocked: [night], minNights: 4 });
    expect(await b.docs.get('availability/nuova')).toMatchObject({ taken: [night], blocked: [night], minNights: 4 });
    b.close();
  });
});
