// @vitest-environment node
/**
 * The calendar reader against a real https server on 127.0.0.1 (a throwaway certificate made with
 * openssl), through the real guards: redirects, refused addresses, IP literals, caps; then the
 * reading rules (a failing address never empties a calendar) and publishing only on change.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:https';
import type { ServerResponse } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fetchFeed, FeedError, FEED_USER_AGENT, isRefusedAddress, type FetchFeedOptions } from '../../functions/src/feedFetch';
import {
  nextFeedState,
  onCalendarsWritten,
  readAllCalendars,
  type CalendarStore,
  type ReaderDeps,
} from '../../functions/src/calendars';
import { taskForWrite } from '../../functions/src/schedule';
import { addDays, todayInStayZone, type RoomAvailability, type RoomCalendars } from '../../src/content/availability';
import { airbnbFeed, bookingFeed, PERSONAL_STRINGS } from '../support/feeds';

const HOST = 'calendar.test';
let server: Server;
let port: number;
let ca: string;
let dir: string;
let lastUserAgent: string | undefined;
const routes = new Map<string, (res: ServerResponse) => void>();

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'feed-cert-'));
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-days',
      '1',
      '-subj',
      `/CN=${HOST}`,
      '-addext',
      `subjectAltName=DNS:${HOST},DNS:other.test,DNS:localhost`,
      '-keyout',
      join(dir, 'key.pem'),
      '-out',
      join(dir, 'cert.pem'),
    ],
    { stdio: 'ignore' },
  );
  ca = readFileSync(join(dir, 'cert.pem'), 'utf8');
  server = createServer({ key: readFileSync(join(dir, 'key.pem')), cert: ca }, (req, res) => {
    lastUserAgent = req.headers['user-agent'];
    const route = routes.get(req.url ?? '');
    if (route) route(res);
    else res.writeHead(404).end();
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  port = (server.address() as { port: number }).port;
  setTimeout(() => server.close(), 120_000).unref();
});
afterAll(() => {
  server?.close();
  rmSync(dir, { recursive: true, force: true });
});

/** The test server under its own name; every other name (and every IP literal) checked as always. */
const opts = (extra: Partial<FetchFeedOptions> = {}): FetchFeedOptions => ({
  ca,
  trusted: { hostname: HOST, port },
  resolve: async (name) =>
    name === HOST || name === 'localhost'
      ? [{ address: '127.0.0.1', family: 4 }]
      : name === 'metadata.test'
        ? [{ address: '169.254.169.254', family: 4 }]
        : name === 'mapped.test'
          ? [{ address: '::ffff:10.0.0.1', family: 6 }]
          : [],
  ...extra,
});
const url = (path: string) => `https://${HOST}:${port}${path}`;
const ics =
  (body: string, type = 'text/calendar; charset=utf-8') =>
  (res: ServerResponse) =>
    res.writeHead(200, { 'content-type': type }).end(body);
const redirect = (to: string) => (res: ServerResponse) => res.writeHead(302, { location: to }).end();
const codeOf = async (p: Promise<unknown>) => {
  try {
    await p;
    return 'ok';
  } catch (e) {
    return e instanceof FeedError ? e.code : `other: ${String(e)}`;
  }
};

describe('fetchFeed', () => {
  it('reads a calendar, with a User-Agent, and upgrades http:// and webcal:// to https', async () => {
    const body = bookingFeed('2027-03-10', '2027-03-13');
    routes.set('/b.ics', ics(body));
    expect(await fetchFeed(url('/b.ics'), opts())).toBe(body);
    expect(lastUserAgent).toBe(FEED_USER_AGENT);
    expect(await fetchFeed(`http://${HOST}:${port}/b.ics`, opts())).toBe(body);
    expect(await fetchFeed(`webcal://${HOST}:${port}/b.ics`, opts())).toBe(body);
  });

  it('follows up to three redirects, each checked again', async () => {
    routes.set('/r1', redirect('/r2'));
    routes.set('/r2', redirect('/r3'));
    routes.set('/r3', redirect('/b.ics'));
    routes.set('/r0', redirect('/r1'));
    expect(await fetchFeed(url('/r1'), opts())).toContain('BEGIN:VCALENDAR');
    expect(await codeOf(fetchFeed(url('/r0'), opts()))).toBe('redirects');
  });

  it('refuses a redirect to 127.0.0.1, to localhost, to the metadata server, and IP literals', async () => {
    routes.set('/to-loopback', redirect(`https://127.0.0.1:${port}/b.ics`));
    routes.set('/to-localhost', redirect(`https://localhost/b.ics`));
    routes.set('/to-metadata', redirect('http://169.254.169.254/computeMetadata/v1/'));
    routes.set('/to-metadata-name', redirect('https://metadata.test/computeMetadata/v1/'));
    routes.set('/to-mapped', redirect('https://mapped.test/'));
    routes.set('/to-v6', redirect('https://[::1]/'));
    expect(await codeOf(fetchFeed(url('/to-loopback'), opts()))).toBe('address');
    expect(await codeOf(fetchFeed(url('/to-localhost'), opts()))).toBe('address');
    expect(await codeOf(fetchFeed(url('/to-metadata'), opts()))).toBe('address');
    expect(await codeOf(fetchFeed(url('/to-metadata-name'), opts()))).toBe('address');
    expect(await codeOf(fetchFeed(url('/to-mapped'), opts()))).toBe('address');
    expect(await codeOf(fetchFeed(url('/to-v6'), opts()))).toBe('address');
    expect(await codeOf(fetchFeed('https://127.0.0.1/x.ics', opts()))).toBe('address');
    expect(await codeOf(fetchFeed('https://[::ffff:127.0.0.1]/x.ics', opts()))).toBe('address');
    expect(await codeOf(fetchFeed('https://10.1.2.3/x.ics', opts()))).toBe('address');
  });

  it('refuses other ports, credentials and other schemes', async () => {
    expect(await codeOf(fetchFeed(`https://other.test:${port}/b.ics`, opts()))).toBe('port');
    expect(await codeOf(fetchFeed(`https://user:secret@${HOST}:${port}/b.ics`, opts()))).toBe('credentials');
    expect(await codeOf(fetchFeed('ftp://example.com/x.ics', opts()))).toBe('url');
    expect(await codeOf(fetchFeed('not an address', opts()))).toBe('url');
  });

  it('refuses HTML, a body over 2 MB (read as a stream), and tells 429/5xx apart', async () => {
    routes.set('/html', ics('<!DOCTYPE html><html></html>', 'text/html; charset=utf-8'));
    expect(await codeOf(fetchFeed(url('/html'), opts()))).toBe('contentType');
    const big = 'BEGIN:VCALENDAR\r\n' + 'X-PAD:' + 'x'.repeat(3 * 1024 * 1024) + '\r\nEND:VCALENDAR\r\n';
    routes.set('/big', (res) => {
      res.writeHead(200, { 'content-type': 'text/calendar' });
      // Chunked, no length announced: the cap is the stream's.
      for (let i = 0; i < big.length; i += 65536) res.write(big.slice(i, i + 65536));
      res.end();
    });
    expect(await codeOf(fetchFeed(url('/big'), opts()))).toBe('tooLarge');
    routes.set('/busy', (res) => res.writeHead(429, { 'retry-after': '120' }).end());
    routes.set('/down', (res) => res.writeHead(503).end());
    routes.set('/gone', (res) => res.writeHead(404).end());
    const busy = await fetchFeed(url('/busy'), opts()).catch((e: FeedError) => e);
    expect(busy).toMatchObject({ code: 'unavailable', retryAfterMs: 120_000 });
    expect(await codeOf(fetchFeed(url('/down'), opts()))).toBe('unavailable');
    expect(await codeOf(fetchFeed(url('/gone'), opts()))).toBe('http');
  });

  it('gives up after the timeout', async () => {
    routes.set('/slow', (res) =>
      setTimeout(() => res.writeHead(200, { 'content-type': 'text/calendar' }).end('x'), 2000).unref(),
    );
    expect(await codeOf(fetchFeed(url('/slow'), opts({ timeoutMs: 300 })))).toBe('timeout');
  });

  it('knows the refused ranges', () => {
    for (const a of [
      '127.0.0.1',
      '10.0.0.1',
      '172.16.5.4',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '::1',
      '::',
      'fd00::1',
      'fe80::1',
      '::ffff:8.8.8.8',
    ])
      expect(isRefusedAddress(a), a).toBe(true);
    for (const a of ['8.8.8.8', '151.101.1.1', '2a00:1450:4001:80b::200e']) expect(isRefusedAddress(a), a).toBe(false);
  });
});

describe('reading rules', () => {
  const night = [{ start: '2027-03-10', end: '2027-03-13' }];
  it('keeps the last good nights on a failure, and records since when it fails', () => {
    const ok = nextFeedState(undefined, { nights: night, events: 1 }, 1000);
    const failed = nextFeedState(ok, { error: 'notCalendar' }, 2000);
    expect(failed).toMatchObject({ nights: night, error: 'notCalendar', failingSince: 2000, okAt: 1000 });
    expect(nextFeedState(failed, { error: 'timeout' }, 3000)).toMatchObject({ nights: night, failingSince: 2000, failures: 2 });
    const back = nextFeedState(failed, { nights: night, events: 1 }, 4000);
    expect(back.error).toBeUndefined();
    expect(back.failingSince).toBeUndefined();
  });

  it('empties the nights only when two reads in a row find none', () => {
    const ok = nextFeedState(undefined, { nights: night, events: 1 }, 1000);
    const once = nextFeedState(ok, { nights: [], events: 0 }, 2000);
    expect(once.nights).toEqual(night);
    expect(nextFeedState(once, { nights: [], events: 0 }, 3000).nights).toEqual([]);
    expect(
      nextFeedState(nextFeedState(once, { nights: night, events: 1 }, 3000), { nights: [], events: 0 }, 4000).nights,
    ).toEqual(night);
  });

  it('rests after a 429 or 5xx', () => {
    const s = nextFeedState(undefined, { error: 'unavailable', unavailable: true }, 0);
    expect(s.retryAt).toBe(30 * 60 * 1000);
    expect(nextFeedState(s, { error: 'unavailable', unavailable: true }, 1).retryAt).toBe(1 + 60 * 60 * 1000);
  });
});

function memoryCalendarStore(initial: Record<string, RoomCalendars>) {
  const calendars = new Map(Object.entries(structuredClone(initial)));
  const availability = new Map<string, RoomAvailability>();
  const writes: string[] = [];
  const store: CalendarStore = {
    rooms: async () => [...calendars].map(([roomId, c]) => ({ roomId, calendars: structuredClone(c) })),
    calendars: async (id) => structuredClone(calendars.get(id) ?? null),
    availability: async (id) => structuredClone(availability.get(id) ?? null),
    setState: async (id, state) => {
      calendars.set(id, { ...calendars.get(id)!, state: structuredClone(state) });
      writes.push(`calendars/${id}`);
    },
    setAvailability: async (id, a) => {
      availability.set(id, structuredClone(a));
      writes.push(`availability/${id}`);
    },
  };
  return { store, calendars, availability, writes };
}

describe('the reader', () => {
  const now = Date.now();
  const today = todayInStayZone(now);
  const d = (n: number) => addDays(today, n);
  const fetchText = (url: string) => fetchFeed(url, opts());

  it('reads every address, merges them with the hand blocks, and publishes only on change', async () => {
    routes.set('/airbnb.ics', ics(airbnbFeed(d(2), d(5), d(4), d(8))));
    routes.set('/booking.ics', ics(bookingFeed(d(20), d(23)), 'application/octet-stream'));
    const mem = memoryCalendarStore({
      uliveto: {
        feeds: [
          { id: 'a', channel: 'airbnb', url: url('/airbnb.ics') },
          { id: 'b', channel: 'booking', url: url('/booking.ics') },
        ],
        blocked: [{ start: d(30), end: d(31) }],
        minNights: 2,
      },
    });
    const deps: ReaderDeps = { store: mem.store, fetchText, now: () => now };
    expect(await readAllCalendars(deps)).toEqual({ rooms: 1, changed: 1 });
    expect(mem.availability.get('uliveto')).toEqual({
      taken: [
        { start: d(2), end: d(8) },
        { start: d(20), end: d(23) },
        { start: d(30), end: d(31) },
      ],
      blocked: [{ start: d(30), end: d(31) }],
      minNights: 2,
      checkedAt: now,
    });
    // What is stored and what is published carry no personal data.
    const stored = JSON.stringify([...mem.calendars.values(), ...mem.availability.values()]);
    for (const s of PERSONAL_STRINGS) expect(stored).not.toContain(s);
    // The same feeds again: nothing new to publish. Only the availability write publishes.
    mem.writes.length = 0;
    expect(await readAllCalendars({ ...deps, now: () => now + 60_000 })).toEqual({ rooms: 1, changed: 0 });
    expect(mem.writes.filter((w) => w.startsWith('availability/'))).toEqual([]);
    expect(mem.writes.map((w) => taskForWrite(w, now))).toEqual(mem.writes.map(() => null));
    expect(taskForWrite('availability/uliveto', now)).not.toBeNull();
  });

  it('keeps the nights when an address starts failing, and tells the owner', async () => {
    routes.set('/flaky.ics', ics(bookingFeed(d(3), d(6))));
    const mem = memoryCalendarStore({ r: { feeds: [{ id: 'f', channel: 'booking', url: url('/flaky.ics') }], blocked: [] } });
    const deps: ReaderDeps = { store: mem.store, fetchText, now: () => now };
    await readAllCalendars(deps);
    routes.set('/flaky.ics', ics('<html>Service unavailable</html>', 'text/html'));
    expect(await readAllCalendars({ ...deps, now: () => now + 1000 })).toEqual({ rooms: 1, changed: 0 });
    expect(mem.calendars.get('r')!.state!.f).toMatchObject({
      error: 'contentType',
      failingSince: now + 1000,
      nights: [{ start: d(3), end: d(6) }],
    });
    expect(mem.availability.get('r')!.taken).toEqual([{ start: d(3), end: d(6) }]);
  });

  it('on an owner’s save: a hand block is published at once, a new address read at once, its own state write ends there', async () => {
    routes.set('/new.ics', ics(bookingFeed(d(10), d(12))));
    const before: RoomCalendars = { feeds: [], blocked: [] };
    const mem = memoryCalendarStore({ r: before });
    const deps: ReaderDeps = { store: mem.store, fetchText, now: () => now };
    const blocked: RoomCalendars = { feeds: [], blocked: [{ start: d(1), end: d(2) }] };
    expect(await onCalendarsWritten('r', before, blocked, deps)).toEqual({ read: 0, changed: true });
    expect(mem.availability.get('r')!.taken).toEqual([{ start: d(1), end: d(2) }]);
    const withFeed: RoomCalendars = { ...blocked, feeds: [{ id: 'n', channel: 'booking', url: url('/new.ics') }] };
    expect(await onCalendarsWritten('r', blocked, withFeed, deps)).toEqual({ read: 1, changed: true });
    expect(mem.availability.get('r')!.taken).toEqual([
      { start: d(1), end: d(2) },
      { start: d(10), end: d(12) },
    ]);
    // The reader's own write of `state` comes back as a write: nothing read, nothing published.
    const written = { ...withFeed, state: mem.calendars.get('r')!.state };
    mem.writes.length = 0;
    expect(await onCalendarsWritten('r', withFeed, written, deps)).toEqual({ read: 0, changed: false });
    expect(mem.writes).toEqual([]);
  });
});
