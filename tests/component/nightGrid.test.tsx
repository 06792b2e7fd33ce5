/**
 * The visitor's month grid on a room page: what `availability/{roomId}` says, day by day, named with its
 * date and state; nothing at all when there is nothing to show; the saved page holds it and hydrates
 * without a difference.
 */
import { StrictMode } from 'react';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot, type Root } from 'react-dom/client';
import { UNSAFE_LocationContext, UNSAFE_NavigationContext, UNSAFE_RouteContext } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp, seedWith, makeBackend } from '../support/render';
import { stubDevice } from '../support/environment';
import { withFaults } from '../support/faults';
import { addDays, monthStart, stayDay } from '../../src/content/nightGrid';
import { AVAILABILITY_MONTHS, type RoomAvailability } from '../../src/content/availability';
import { renderSite, type SiteKit } from '../../src/app/server';
import { App } from '../../src/app/App';
import { readConfig } from '../../src/config';
import { createI18n } from '../../src/i18n';
import { createPublished, type PageData } from '../../src/data/published';
import { VISITOR } from '../../src/data/context';
import type { ContentSource } from '../../src/backend/port';
import { seedSource } from '../../scripts/contentSource';
import { SAVED_MONTHS } from '../../src/ui/NightGrid';

const ROOM = '/camere/camera-uliveto';
const DOC = 'availability/camera-uliveto';
const today = stayDay(Date.now());
const d = (n: number) => addDays(today, n);
/** A stay from +2 to +5 (check-out), another from +5 to +7: +5 is a changeover; +7 is free from the morning. */
const nights = (extra: Partial<RoomAvailability> = {}): RoomAvailability => ({
  taken: [
    { start: d(2), end: d(5) },
    { start: d(5), end: d(7) },
  ],
  blocked: [],
  checkedAt: Date.now(),
  ...extra,
});
const named = (day: string, lang = 'it-IT') =>
  new Intl.DateTimeFormat(lang, { timeZone: 'UTC', day: 'numeric', month: 'long' }).format(new Date(`${day}T00:00:00Z`));
const hhmm = (ms: number, lang = 'it-IT') =>
  new Intl.DateTimeFormat(lang, { timeZone: 'Europe/Rome', hour: '2-digit', minute: '2-digit' }).format(ms);

beforeEach(() => stubDevice('desktop'));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('a room’s free nights', () => {
  it('names every day with its date and state, changeover and half days included', async () => {
    const data = nights({ minNights: 3 });
    await renderApp(ROOM, { seed: seedWith({ [DOC]: data as never }) });
    const grid = (await screen.findByRole('heading', { name: 'Disponibilità' })).closest('section')!;
    // The pair of months shown (a day's name has no year: the same day a year on is in a later pair).
    const g = within(grid.querySelector('[data-shown]') as HTMLElement);
    expect(g.getByText(`${named(d(0))}, Libero`)).toBeInTheDocument();
    expect(g.getByText(`${named(d(2))}, Solo partenza`)).toBeInTheDocument();
    expect(g.getByText(`${named(d(3))}, Occupato`)).toBeInTheDocument();
    expect(g.getByText(`${named(d(5))}, Cambio ospiti`)).toBeInTheDocument();
    expect(g.getByText(`${named(d(7))}, Solo arrivo`)).toBeInTheDocument();
    expect(g.getByText(`${named(d(8))}, Libero`)).toBeInTheDocument();
    if (today.slice(8) !== '01') expect(g.getByText(`${named(d(-1))}, Passato`)).toBeInTheDocument();
    expect(within(grid).getByText(`Aggiornato alle ${hhmm(data.checkedAt)}`, { exact: false })).toBeInTheDocument();
    expect(within(grid).getByText('Soggiorno minimo: 3 notti')).toBeInTheDocument();
    // Two months at a time, Monday first, each a table with its month as caption.
    const shown = grid.querySelector('[data-shown]')!;
    const tables = within(shown as HTMLElement).getAllByRole('table');
    expect(tables).toHaveLength(2);
    const monthName = (first: string) =>
      new Intl.DateTimeFormat('it-IT', { timeZone: 'UTC', month: 'long', year: 'numeric' }).format(
        new Date(`${first}T00:00:00Z`),
      );
    expect(tables[0]).toHaveAccessibleName(monthName(monthStart(today)));
    expect(within(tables[0]).getAllByRole('columnheader')[0]).toHaveAttribute('abbr', 'lunedì');
  });

  it('turns two months at a time, by keyboard, the focus following', async () => {
    await renderApp(ROOM, { seed: seedWith({ [DOC]: nights() as never }) });
    const grid = (await screen.findByRole('heading', { name: 'Disponibilità' })).closest('section')!;
    const shownCaptions = () => [...grid.querySelectorAll('[data-shown] caption')].map((c) => c.textContent);
    const first = shownCaptions();
    expect(within(grid.querySelector('[data-shown]') as HTMLElement).queryByRole('link', { name: /Mesi precedenti/ })).toBeNull();
    const next = within(grid.querySelector('[data-shown]') as HTMLElement).getByRole('link', { name: /Mesi successivi/ });
    next.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(shownCaptions()).not.toEqual(first));
    await waitFor(() => {
      expect(document.activeElement).toHaveTextContent('Mesi successivi');
      const now = screen.getByRole('heading', { name: 'Disponibilità' }).closest('section')!;
      expect(now.querySelector('[data-shown]')!.contains(document.activeElement)).toBe(true);
    });
    await userEvent.click(
      within(grid.querySelector('[data-shown]') as HTMLElement).getByRole('link', { name: /Mesi precedenti/ }),
    );
    await waitFor(() => expect(shownCaptions()).toEqual(first));
    // Without script, each link names the pair it shows.
    expect(next.getAttribute('href')).toMatch(/^#n[\w-]+-p1$/);
  });

  it('turns through every month the nights are kept for, and no further', async () => {
    await renderApp(ROOM, { seed: seedWith({ [DOC]: nights({ taken: [{ start: d(600), end: d(603) }] }) as never }) });
    const grid = (await screen.findByRole('heading', { name: 'Disponibilità' })).closest('section')!;
    const shown = () => grid.querySelector('[data-shown]') as HTMLElement;
    const caption = (first: string) =>
      new Intl.DateTimeFormat('it-IT', { timeZone: 'UTC', month: 'long', year: 'numeric' }).format(
        new Date(`${first}T00:00:00Z`),
      );
    for (let turn = 1; turn < AVAILABILITY_MONTHS / 2; turn++) {
      await userEvent.click(within(shown()).getByRole('link', { name: /Mesi successivi/ }));
      await waitFor(() => expect(shown().querySelector('caption')).toHaveTextContent(caption(monthStart(today, 2 * turn))));
    }
    const last = within(shown()).getAllByRole('table');
    expect(last[1]).toHaveAccessibleName(caption(monthStart(today, AVAILABILITY_MONTHS - 1)));
    expect(within(shown()).queryByRole('link', { name: /Mesi successivi/ })).toBeNull();
    // A stay twenty months ahead is there to see.
    expect(within(grid).getByText(`${named(d(601))}, Occupato`)).toBeInTheDocument();
  });

  it('speaks the visitor’s language', async () => {
    const data = nights({ minNights: 2 });
    await renderApp(`/de${ROOM}`, { lang: 'de', seed: seedWith({ [DOC]: data as never }) });
    const grid = (await screen.findByRole('heading', { name: 'Verfügbarkeit' })).closest('section')!;
    expect(within(grid).getByText(`${named(d(3), 'de-DE')}, Belegt`)).toBeInTheDocument();
    expect(within(grid).getByText(`Aktualisiert um ${hhmm(data.checkedAt, 'de-DE')} Uhr`, { exact: false })).toBeInTheDocument();
    expect(within(grid).getByText('Mindestaufenthalt: 2 Nächte')).toBeInTheDocument();
    expect(within(grid).getAllByRole('link', { name: /Nächste Monate/ }).length).toBeGreaterThan(0);
  });

  it('shows nothing, and no error, when the room has no nights or they cannot be read', async () => {
    await renderApp(ROOM, { seed: seedWith({ [DOC]: null }) });
    await screen.findByRole('heading', { level: 1, name: 'Camera Uliveto' });
    expect(screen.queryByRole('heading', { name: 'Disponibilità' })).toBeNull();
    cleanup();
    await renderApp(ROOM, { seed: seedWith({ [DOC]: nights() as never }), setup: (f) => f.failReads.add(DOC) });
    await screen.findByRole('heading', { level: 1, name: 'Camera Uliveto' });
    expect(screen.queryByRole('heading', { name: 'Disponibilità' })).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('is only on rooms', async () => {
    await renderApp('/esperienze/caccia-al-tartufo', {
      seed: seedWith({ 'availability/caccia-al-tartufo': nights() as never }),
    });
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('heading', { name: 'Disponibilità' })).toBeNull();
  });
});

describe('the saved room page', () => {
  const config = readConfig({ VITE_SITE_URL: 'https://www.locanda.example' });
  const kit: SiteKit = {
    template: `<!doctype html><html lang="it"><head><meta charset="UTF-8" /><title>Locanda</title>
<script type="module" crossorigin src="/assets/index-abc.js"></script></head><body><div id="root"></div></body></html>`,
    firstPaint: '',
    start: '',
  };
  let root: Root | null = null;
  const routerContexts = [UNSAFE_LocationContext, UNSAFE_NavigationContext, UNSAFE_RouteContext] as unknown as {
    _currentValue: unknown;
  }[];
  const defaults = routerContexts.map((c) => c._currentValue);
  afterEach(() => {
    act(() => root?.unmount());
    root = null;
    document.body.innerHTML = '';
  });

  it('holds the grid as HTML, and hydrates it with nothing changed and nothing read', async () => {
    const data = nights({ minNights: 2 });
    const seed = seedSource(Date.now());
    const source: ContentSource = { get: async (p) => (p === DOC ? { ...data } : seed.get(p)), list: (c, q) => seed.list(c, q) };
    const { files } = await renderSite(kit, source, { year: 2026, config });
    const html = files.get('localized-files/it/camere/camera-uliveto.html')!;
    expect(html).toContain(`Aggiornato alle ${hhmm(data.checkedAt)}`);
    expect(html).toContain(`${named(d(3))}, Occupato`);
    expect(html).toMatch(/<a href="#n[\w-]+-p1"[^>]*>Mesi successivi/);
    // A year of months in the saved page; the application turns on through the rest.
    expect(html.match(/<caption>/g)).toHaveLength(SAVED_MONTHS);
    const de = files.get('localized-files/de/camere/camera-uliveto.html')!;
    expect(de).toContain(`${named(d(5), 'de-DE')}, Gästewechsel`);

    const [, attrs, body] = /<div id="root"([^>]*)>([\s\S]*)<\/div>\s*<script data-entry=/.exec(html)!;
    window.history.pushState({}, '', ROOM);
    document.body.innerHTML = `<div id="root"${attrs}>${body}</div>`;
    const container = document.getElementById('root')!;
    const saved = [...container.querySelectorAll('table, td, a')];
    const published = createPublished();
    published.add(JSON.parse(files.get('page-data/camere/camera-uliveto.json')!) as PageData);
    const { backend, faults } = withFaults(makeBackend());
    const i18n = await createI18n({ detect: false, lng: 'it' });
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        observe() {}
        disconnect() {}
      },
    );
    const errors: unknown[] = [];
    routerContexts.forEach((c, i) => (c._currentValue = defaults[i]));
    await act(async () => {
      root = hydrateRoot(
        container,
        <StrictMode>
          <App backend={backend} config={config} i18n={i18n} start={{ auth: VISITOR, published }} />
        </StrictMode>,
        { onRecoverableError: (e) => errors.push(e) },
      );
    });
    await waitFor(() => expect(document.documentElement.getAttribute('data-ready')).toBe('true'));
    expect(errors).toEqual([]);
    for (const node of saved) expect(container.contains(node)).toBe(true);
    expect(faults.reads).toEqual([]);
  });
});
