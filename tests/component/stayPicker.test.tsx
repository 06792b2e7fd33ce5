/**
 * Picking the nights: the native date fields, the range picker that focusing them opens (taken nights
 * cannot be picked, a check-out on the first night of another stay can), the gentle note on a short stay,
 * the nights carried from the room's page, and the e-mail that names them with its Italian summary.
 */
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp, seedWith } from '../support/render';
import { stubDevice } from '../support/environment';
import { addDays, stayDay } from '../../src/content/nightGrid';
import type { RoomAvailability } from '../../src/content/availability';
import { composeRequest, ownerSummary } from '../../src/content/requestEmail';
import { createI18n } from '../../src/i18n';

const DOC = 'availability/camera-uliveto';
const today = stayDay(Date.now());
const d = (n: number) => addDays(today, n);
/** Taken: nights +10 to +12 (check-out +13), then +13 to +14 (check-out +15). */
const nights: RoomAvailability = {
  taken: [
    { start: d(10), end: d(13) },
    { start: d(13), end: d(15) },
  ],
  blocked: [],
  minNights: 3,
  checkedAt: Date.now(),
};
const seed = seedWith({ [DOC]: nights as never });
/** A day as the picker names its button ('mercoledì 9 dicembre 2026'), as a pattern. */
const dayButton = (day: string) => {
  const date = new Date(+day.slice(0, 4), +day.slice(5, 7) - 1, +day.slice(8, 10));
  const text = new Intl.DateTimeFormat('it-IT', { day: 'numeric', month: 'long', year: 'numeric' }).format(date);
  return new RegExp(`\\b${text}\\b`);
};
/** The day's button, turning to its month first (a phone shows one month). */
async function day(picker: HTMLElement, iso: string): Promise<HTMLElement> {
  for (let i = 0; i < 3; i++) {
    const found = within(picker).queryByRole('button', { name: dayButton(iso) });
    if (found) return found;
    await userEvent.click(within(picker).getByRole('button', { name: 'Vai al mese successivo' }));
  }
  throw new Error(`no day ${iso}`);
}
const field = (name: string) => screen.getByLabelText(name) as HTMLInputElement;

beforeEach(() => stubDevice('desktop'));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the range picker', () => {
  it('opens when a date field is focused, greys out taken nights and lets a stay end on another’s first night', async () => {
    await renderApp('/contatti?interest=Camera%20Uliveto&room=camera-uliveto', { seed });
    await screen.findByRole('heading', { name: 'Chiedi la disponibilità' });
    expect(screen.queryByRole('group', { name: 'Scegli le notti' })).toBeNull();
    field('Data di arrivo').focus();
    const picker = await screen.findByRole('group', { name: 'Scegli le notti' });
    // Taken nights wait for the room's nights to arrive, then cannot be chosen as arrival.
    await waitFor(async () => expect(await day(picker, d(11))).toBeDisabled());
    expect(await day(picker, d(10))).toBeDisabled();
    await userEvent.click(await day(picker, d(8)));
    expect(field('Data di arrivo').value).toBe(d(8));
    // After the arrival: the first night of the next stay is a check-out day; a day past it is not.
    expect(await day(picker, d(10))).toBeEnabled();
    expect(await day(picker, d(11))).toBeDisabled();
    await userEvent.click(await day(picker, d(10)));
    expect(field('Data di partenza').value).toBe(d(10));
    // Done: the picker closes and the focus is back on the field, which does not reopen it.
    await waitFor(() => expect(screen.queryByRole('group', { name: 'Scegli le notti' })).toBeNull());
    expect(document.activeElement).toBe(field('Data di arrivo'));
    // Two nights, the minimum is three: a gentle note, and the e-mail can still be written.
    expect(await screen.findByText(/Il soggiorno minimo qui è di 3 notti/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Scrivi l’e-mail/ })).toBeInTheDocument();
  });

  it('works by keyboard: Tab into the calendar, arrows and Enter pick, Escape closes', async () => {
    await renderApp('/contatti', { seed });
    await screen.findByRole('heading', { name: 'Chiedi la disponibilità' });
    await userEvent.click(field('Data di arrivo'));
    const picker = await screen.findByRole('group', { name: 'Scegli le notti' });
    // Past the time field and the month buttons to the day that holds the calendar's focus (today).
    for (let i = 0; i < 6 && !document.activeElement?.closest('[role="grid"]'); i++) await userEvent.tab();
    expect(document.activeElement?.closest('[role="grid"]')).not.toBeNull();
    expect(picker.contains(document.activeElement)).toBe(true);
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{Enter}');
    expect(field('Data di arrivo').value).toBe(d(2));
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(field('Data di partenza').value).toBe(d(9));
    await waitFor(() => expect(screen.queryByRole('group', { name: 'Scegli le notti' })).toBeNull());
    field('Data di partenza').focus();
    await screen.findByRole('group', { name: 'Scegli le notti' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('group', { name: 'Scegli le notti' })).toBeNull());
    expect(document.activeElement).toBe(field('Data di partenza'));
  });

  it('lets a date be typed in the native field as ever', async () => {
    await renderApp('/contatti', { seed });
    await screen.findByRole('heading', { name: 'Chiedi la disponibilità' });
    await userEvent.type(field('Data di arrivo'), d(20));
    expect(field('Data di arrivo').value).toBe(d(20));
  });
});

describe('nights carried from the room page', () => {
  it('the room page’s “check availability” carries the room and the nights picked there', async () => {
    await renderApp('/camere/camera-uliveto', { seed });
    await screen.findByRole('heading', { name: 'Disponibilità' });
    await userEvent.click(await screen.findByLabelText('Data di arrivo'));
    const picker = await screen.findByRole('group', { name: 'Scegli le notti' });
    await userEvent.click(await day(picker, d(3)));
    await userEvent.click(await day(picker, d(7)));
    const cta = screen.getByRole('link', { name: 'Verifica disponibilità' });
    expect(cta).toHaveAttribute(
      'href',
      `/contatti?interest=Camera%20Uliveto&room=camera-uliveto&checkIn=${d(3)}&checkOut=${d(7)}`,
    );
    await userEvent.click(cta);
    await screen.findByRole('heading', { name: 'Chiedi la disponibilità' });
    await waitFor(() => expect(field('Data di arrivo').value).toBe(d(3)));
    expect(field('Data di partenza').value).toBe(d(7));
    const compose = screen.getByTestId('compose');
    const body = new URL(compose.getAttribute('data-href')!).searchParams.get('body')!;
    expect(body).toContain('Camera di interesse: Camera Uliveto');
    expect(body).toContain('Riepilogo per la struttura');
    expect(body).toContain('Notti: 4');
  });
});

describe('the e-mail', () => {
  it('keeps the guest’s language and adds the request in Italian for the house', async () => {
    const i18n = await createI18n({ detect: false, lng: 'de' });
    const t = i18n.getFixedT('de');
    const mail = composeRequest(
      'info@locanda.test',
      'Locanda',
      {
        interest: 'Zimmer Olivenhain',
        guests: '2',
        checkInDate: '2027-07-10',
        checkInTime: '16:00',
        checkOutDate: '2027-07-13',
        checkOutTime: '10:00',
        requests: 'Ein Kinderbett, bitte',
      },
      t,
      'de',
    );
    expect(mail.body).toContain('10. Juli 2027');
    const [guest, house] = mail.body.split('Riepilogo per la struttura');
    expect(guest).not.toContain('Camera:');
    expect(house).toBe(
      [
        '',
        'Camera: Zimmer Olivenhain',
        'Persone: 2',
        'Notti: 3 (10 luglio 2027 – 13 luglio 2027)',
        'Arrivo: 10 luglio 2027 ore 16:00',
        'Partenza: 13 luglio 2027 ore 10:00',
        'Richieste: Ein Kinderbett, bitte',
        '',
      ].join('\n'),
    );
  });

  it('says what is missing with a dash', () => {
    const s = ownerSummary({
      interest: '',
      guests: '',
      checkInDate: '',
      checkInTime: '',
      checkOutDate: '',
      checkOutTime: '',
      requests: ' ',
    });
    expect(s).toContain('Camera: —\nPersone: —\nNotti: —\nArrivo: —\nPartenza: —\nRichieste: —');
  });
});
