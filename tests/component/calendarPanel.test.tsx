/**
 * The owner's calendar panel on a room's page: addresses with their channel and how their reads went, nights
 * blocked by hand and freed again, the minimum stay, the export address; saved to `calendars/{roomId}` as
 * every save (nothing lost on a failure, Undo); the settings name an address failing for more than 6 hours.
 */
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp, seedWith } from '../support/render';
import { stubDevice } from '../support/environment';
import type { RoomCalendars } from '../../src/content/availability';

const ROOM = '/camere/camera-uliveto';
const DOC = 'calendars/camera-uliveto';
const HOUR = 3_600_000;

beforeEach(() => stubDevice('desktop'));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

async function openPanel(opts: Parameters<typeof renderApp>[1] = {}) {
  const r = await renderApp(ROOM, { signedIn: true, ...opts });
  await userEvent.click(await screen.findByRole('button', { name: /Calendario e notti/ }, { timeout: 20_000 }));
  const dialog = await screen.findByRole('dialog', { name: 'Calendario: Camera Uliveto' });
  return { ...r, dialog: within(dialog), el: dialog };
}

describe('the owner’s calendar panel', () => {
  it('adds an address, blocks nights and sets a minimum stay, saved with Undo', async () => {
    const { dialog, local } = await openPanel({ seed: seedWith({ [DOC]: null }) });
    expect(await dialog.findByText('Nessun calendario collegato.')).toBeInTheDocument();
    await userEvent.selectOptions(dialog.getByLabelText('Canale'), 'Airbnb');
    // Not an address: told, nothing added.
    await userEvent.type(dialog.getByLabelText('Indirizzo del calendario (https)'), 'calendario airbnb');
    await userEvent.click(dialog.getByRole('button', { name: 'Aggiungi l’indirizzo' }));
    expect(dialog.getByText(/L’indirizzo deve iniziare con https:\/\//)).toBeInTheDocument();
    await userEvent.clear(dialog.getByLabelText('Indirizzo del calendario (https)'));
    await userEvent.type(
      dialog.getByLabelText('Indirizzo del calendario (https)'),
      'webcal://www.airbnb.it/calendar/ical/123.ics?s=abc',
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Aggiungi l’indirizzo' }));
    expect(dialog.getByText('https://www.airbnb.it/calendar/ical/123.ics?s=abc')).toBeInTheDocument();
    // Nights blocked by hand: first and last night, kept with the check-out day as the end.
    await userEvent.type(dialog.getByLabelText('Prima notte'), '2027-03-10');
    await userEvent.type(dialog.getByLabelText('Ultima notte'), '2027-03-12');
    await userEvent.click(dialog.getByRole('button', { name: 'Blocca queste notti' }));
    expect(dialog.getByRole('button', { name: /Libera le notti dal 10 mar 2027 al 12 mar 2027/ })).toBeInTheDocument();
    await userEvent.clear(dialog.getByLabelText('Soggiorno minimo (notti)'));
    await userEvent.type(dialog.getByLabelText('Soggiorno minimo (notti)'), '3');
    // The export address, absolute, with a copy button.
    expect(dialog.getByLabelText('Indirizzo da dare ai canali')).toHaveValue(
      'http://localhost:5173/calendari/camera-uliveto.ics',
    );
    expect(dialog.getByRole('button', { name: 'Copia l’indirizzo' })).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: 'Salva' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const saved = (await local.docs.get(DOC)) as unknown as RoomCalendars;
    expect(saved.feeds).toEqual([
      { id: expect.any(String), channel: 'airbnb', url: 'https://www.airbnb.it/calendar/ical/123.ics?s=abc' },
    ]);
    expect(saved.blocked).toEqual([{ start: '2027-03-10', end: '2027-03-13' }]);
    expect(saved.minNights).toBe(3);
    expect(saved.lastUpdatedBy).toBe('admin@locanda.test');
    // Undo, as after every save.
    await userEvent.click(await screen.findByRole('button', { name: /Annulla modifica/ }));
    await waitFor(async () => expect(((await local.docs.get(DOC)) as unknown as RoomCalendars | null)?.feeds ?? []).toEqual([]));
  });

  it('frees blocked nights again, and keeps everything typed when the save fails', async () => {
    const seed = seedWith({
      [DOC]: { feeds: [], blocked: [{ start: '2027-05-01', end: '2027-05-04' }], minNights: 2 } as never,
    });
    const { dialog, faults, local } = await openPanel({ seed });
    await userEvent.click(await dialog.findByRole('button', { name: /Libera le notti dal 1 mag 2027 al 3 mag 2027/ }));
    expect(dialog.getByText('Nessuna notte bloccata.')).toBeInTheDocument();
    faults.failWrites = true;
    await userEvent.click(dialog.getByRole('button', { name: 'Salva' }));
    expect(await dialog.findByText(/Errore durante il salvataggio/)).toBeInTheDocument();
    expect(dialog.getByText('Nessuna notte bloccata.')).toBeInTheDocument();
    expect(dialog.getByLabelText('Soggiorno minimo (notti)')).toHaveValue(2);
    faults.failWrites = false;
    await userEvent.click(dialog.getByRole('button', { name: 'Salva' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(((await local.docs.get(DOC)) as unknown as RoomCalendars).blocked).toEqual([]);
  });

  it('lists earlier versions in History and restores one as a new save', async () => {
    const seed = seedWith({
      [DOC]: { feeds: [], blocked: [{ start: '2027-05-01', end: '2027-05-04' }], minNights: 2 } as never,
    });
    const first = await openPanel({ seed });
    await userEvent.click(await first.dialog.findByRole('button', { name: /Libera le notti dal 1 mag 2027/ }));
    await userEvent.clear(first.dialog.getByLabelText('Soggiorno minimo (notti)'));
    await userEvent.type(first.dialog.getByLabelText('Soggiorno minimo (notti)'), '4');
    await userEvent.click(first.dialog.getByRole('button', { name: 'Salva' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(((await first.local.docs.get(DOC)) as unknown as RoomCalendars).minNights).toBe(4);

    await userEvent.click(screen.getByRole('button', { name: /Calendario e notti/ }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Calendario: Camera Uliveto' }));
    expect(await dialog.findByLabelText('Soggiorno minimo (notti)')).toHaveValue(4);
    await userEvent.click(dialog.getByRole('button', { name: 'Cronologia' }));
    const history = within(await dialog.findByRole('region', { name: 'Versioni precedenti' }));
    // The version the save replaced: its blocked nights and minimum stay, by name.
    const item = (await history.findByText('dal 1 mag 2027 al 3 mag 2027')).closest('li')!;
    expect(within(item).getByText('Nessun calendario collegato.')).toBeInTheDocument();
    expect(within(item).getByText('2')).toBeInTheDocument();
    await userEvent.click(within(item).getByRole('button', { name: /^Ripristina la versione sostituita il/ }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const restored = (await first.local.docs.get(DOC)) as unknown as RoomCalendars;
    expect(restored.blocked).toEqual([{ start: '2027-05-01', end: '2027-05-04' }]);
    expect(restored.minNights).toBe(2);
    // A restore is a save like any other: it can be undone.
    expect(await screen.findByRole('button', { name: /Annulla ripristino/ })).toBeInTheDocument();
  });

  it('shows when each address was read, and warns when one has failed for more than 6 hours', async () => {
    const now = Date.now();
    const seed = seedWith({
      [DOC]: {
        feeds: [
          { id: 'a', channel: 'booking', url: 'https://admin.booking.com/hotel/ical/1.ics' },
          { id: 'b', channel: 'airbnb', url: 'https://www.airbnb.it/calendar/ical/2.ics' },
        ],
        blocked: [],
        state: {
          a: { readAt: now - HOUR, okAt: now - HOUR, events: 4, nights: [] },
          b: { readAt: now - HOUR, okAt: now - 8 * HOUR, error: 'http', failingSince: now - 7 * HOUR, nights: [] },
        },
      } as never,
    });
    const { dialog } = await openPanel({ seed });
    expect(await dialog.findByText(/^Letto il .*: 4 prenotazioni\.$/)).toBeInTheDocument();
    // Why, in words: the reader's code for an address the channel's site refuses.
    expect(
      dialog.getByText(
        /^Ultima lettura non riuscita il .* \(il sito del canale rifiuta l’indirizzo\)\. Restano le notti lette prima\.$/,
      ),
    ).toBeInTheDocument();
    expect(dialog.getByRole('alert')).toHaveTextContent(/Da più di 6 ore non si riesce a leggere questo calendario/);
    cleanup();
    await renderApp('/admin-impostazioni-sito', { signedIn: true, seed });
    const warning = await screen.findByRole('link', {
      name: 'Camera Uliveto: il calendario di Airbnb non si legge da più di 6 ore.',
    });
    expect(warning).toHaveAttribute('href', ROOM);
  });

  it('in the demo, imports a channel’s .ics file as that address’s nights, which the room then shows as taken', async () => {
    const seed = seedWith({
      [DOC]: { feeds: [{ id: 'a', channel: 'airbnb', url: 'https://www.airbnb.it/calendar/ical/1.ics' }], blocked: [] } as never,
    });
    const { dialog, local } = await openPanel({ seed });
    const day = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
    const ics = [
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//Airbnb Inc//Hosting Calendar 1.0//EN',
      'BEGIN:VEVENT',
      `DTSTART;VALUE=DATE:${day(20).replace(/-/g, '')}`,
      `DTEND;VALUE=DATE:${day(23).replace(/-/g, '')}`,
      'SUMMARY:Reserved',
      'DESCRIPTION:Reservation URL: https://www.airbnb.com/hosting/reservations/details/HMABCDEF\\nPhone Number (Last 4 Digits): 4321',
      'UID:abc@airbnb.com',
      'END:VEVENT',
      'END:VCALENDAR',
      '',
    ].join('\r\n');
    await userEvent.upload(
      await dialog.findByLabelText('Importa un file .ics'),
      new File([ics], 'listing.ics', { type: 'text/calendar' }),
    );
    expect(await dialog.findByText('Importata 1 prenotazione dal file.')).toBeInTheDocument();
    const stored = (await local.docs.get(DOC)) as unknown as RoomCalendars;
    expect(stored.state?.a?.nights).toEqual([{ start: day(20), end: day(23) }]);
    expect(JSON.stringify(stored)).not.toMatch(/4321|HMABCDEF|Reserved/);
    await waitFor(async () =>
      expect(JSON.stringify(await local.docs.get('availability/camera-uliveto'))).toContain(
        `{"start":"${day(20)}","end":"${day(23)}"}`,
      ),
    );
    // Not a calendar: told, nothing changed.
    await userEvent.upload(
      dialog.getByLabelText('Importa un file .ics'),
      new File(['<html>Error</html>'], 'x.ics', { type: 'text/calendar' }),
    );
    expect(await dialog.findByText(/Il file non è un calendario valido/)).toBeInTheDocument();
  });

  it('is only for the owner and only on rooms', async () => {
    await renderApp(ROOM);
    await screen.findByRole('heading', { level: 1, name: 'Camera Uliveto' });
    expect(screen.queryByRole('button', { name: /Calendario e notti/ })).toBeNull();
    cleanup();
    await renderApp('/esperienze/caccia-al-tartufo', { signedIn: true });
    expect((await screen.findAllByRole('button', { name: /Modifica/ })).length).toBeGreaterThan(0);
    expect(screen.queryByRole('button', { name: /Calendario e notti/ })).toBeNull();
  });
});
