/**
 * The site's own name and details, as the owner configured them, everywhere they show: structured data,
 * title, brand, loader, the map, the check-in and check-out times, prices, the composed e-mail.
 */
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { demoDocuments } from '../../scripts/demo';
import { defaultSiteSettings } from '../../src/content/siteSettings';
import { renderApp, seedWith, OWNER } from '../support/render';
import { stubDevice } from '../support/environment';

// Unmounted first, so that no effect still pending runs without the stubbed device.
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const NAME = 'Agriturismo Il Poggio';
const named = (extra: Record<string, Record<string, unknown> | null> = {}) =>
  seedWith({ 'site_settings/global': { ...defaultSiteSettings(), siteName: NAME }, ...extra });
const jsonLd = () =>
  Array.from(document.head.querySelectorAll('script[type="application/ld+json"]')).map(
    (s) => JSON.parse(s.textContent ?? '{}') as Record<string, unknown>,
  );

/** Every text the brand, the loader and the title show while the page comes up. */
function watchNames(): () => string[] {
  const seen = new Set<string>();
  const look = () => {
    const brand = document.querySelector('header a[href="/"]');
    const loader = document.querySelector('[data-loader]');
    for (const el of [brand, loader]) if (el) seen.add(el.textContent ?? '');
    if (document.title) seen.add(document.title);
  };
  const observer = new MutationObserver(look);
  observer.observe(document, { subtree: true, childList: true, characterData: true });
  return () => {
    observer.disconnect();
    look();
    return [...seen];
  };
}

describe("the site's name", () => {
  it('is the configured one in the structured data, the title, the brand and the loader, never the product name first', async () => {
    document.title = '';
    const seen = watchNames();
    await renderApp('/', { seed: named(), setup: (f) => (f.delayMs = 40) });
    await waitFor(() => expect(jsonLd().find((d) => d['@type'] === 'BedAndBreakfast')).toMatchObject({ name: NAME }));
    expect(document.title).toBe(NAME);
    await waitFor(() => expect(screen.getByRole('banner').querySelector('a[href="/"]')).toHaveTextContent(NAME));
    const names = seen().filter(Boolean);
    expect(names.some((n) => n.includes(NAME))).toBe(true);
    expect(names.filter((n) => n.includes('Locanda'))).toEqual([]);
  });
});

describe('the map', () => {
  const mapFrame = () => screen.queryByTitle('Mappa con la posizione della locanda');

  it('shows no place at all when the content names none', async () => {
    await renderApp('/posizione', { seed: seedWith({ 'location_page/map': null }) });
    expect(await screen.findByText('La mappa non è ancora disponibile.')).toBeInTheDocument();
    expect(mapFrame()).toBeNull();
    expect(document.querySelector('iframe')).toBeNull();
  });

  it('shows no place when the stored map is unusable or cannot be read', async () => {
    await renderApp('/posizione', { setup: (f) => f.failReads.add('location_page/map') });
    expect(await screen.findByText('La mappa non è ancora disponibile.')).toBeInTheDocument();
    expect(document.querySelector('iframe')).toBeNull();
  });
});

describe('check-in and check-out', () => {
  const details = (checkIn: unknown, checkOut: unknown) =>
    named({ 'footer/info': { ...demoDocuments()['footer/info'], checkIn, checkOut } });

  it('are the texts the owner wrote, in the visitor’s language, with Italian as the fallback', async () => {
    stubDevice('desktop');
    await renderApp('/contatti?lng=en', {
      lang: 'en',
      seed: details({ it: 'dalle 15:00 alle 19:00', en: 'from 3 pm to 7 pm' }, { it: 'entro le 10:30' }),
    });
    expect(await screen.findByText('from 3 pm to 7 pm')).toBeInTheDocument();
    expect(screen.getByText('entro le 10:30')).toBeInTheDocument();
    expect(screen.getByText('from 3 pm to 7 pm').closest('dl')).not.toHaveTextContent(/16:00|20:00|08:00|12:00/);
  });

  it('give the structured data its times and the form its default times', async () => {
    stubDevice('desktop');
    await renderApp('/', { seed: details({ it: 'dalle 15:00 alle 19:00' }, { it: 'dalle 07:30 alle 10:30' }) });
    await waitFor(() =>
      expect(jsonLd().find((d) => d['@type'] === 'BedAndBreakfast')).toMatchObject({
        checkinTime: '15:00',
        checkoutTime: '10:30',
      }),
    );
  });

  it('are edited by the owner on the contact page, like every other text', async () => {
    stubDevice('desktop');
    const user = userEvent.setup();
    const { local } = await renderApp('/contatti', { signedIn: true });
    await user.click(await screen.findByRole('button', { name: /^Modifica orario di check-in: dalle 16:00 alle 20:00/ }));
    const editor = await screen.findByRole('form', { name: 'Modifica orario di check-in' });
    const it = within(editor).getByLabelText('Italiano');
    await user.clear(it);
    await user.type(it, 'dalle 14:00 alle 22:00');
    await user.click(within(editor).getByRole('button', { name: 'Salva' }));
    await waitFor(async () =>
      expect(await local.docs.get('footer/info')).toMatchObject({
        checkIn: { it: 'dalle 14:00 alle 22:00' },
        checkIn_lastUpdatedBy: OWNER.email,
      }),
    );
    expect(await screen.findByText('dalle 14:00 alle 22:00')).toBeInTheDocument();
  });
});

describe('prices', () => {
  it('show a price written as text as it is written, with no euro sign added', async () => {
    const room = demoDocuments()['rooms/camera-uliveto'];
    await renderApp('/camere/camera-uliveto', {
      seed: seedWith({ 'rooms/camera-uliveto': { ...room, price: 'su richiesta' } }),
    });
    const price = await screen.findByText('su richiesta');
    expect(price.closest('p')).toHaveTextContent(/^su richiesta$/);
    expect(screen.getByRole('main')).not.toHaveTextContent('€');
  });
});

describe('the availability e-mail', () => {
  const composeLink = (name: RegExp) => screen.findByRole('button', { name });
  const body = async (name: RegExp) =>
    decodeURIComponent((await composeLink(name)).getAttribute('data-href')!.split('&body=')[1]);

  it.each([
    ['it', /^Scrivi l’e-mail/, 'Data di arrivo', 'Data di partenza', '10 luglio 2026 16:00', '12 luglio 2026 12:00'],
    ['en', /^Write the e-mail/, 'Arrival date', 'Departure date', '10 July 2026 16:00', '12 July 2026 12:00'],
    ['de', /^E-Mail verfassen/, 'Anreisedatum', 'Abreisedatum', '10. Juli 2026 16:00', '12. Juli 2026 12:00'],
  ])('writes the dates as %s writes them', async (lang, compose, arrival, departure, checkIn, checkOut) => {
    stubDevice('phone');
    const user = userEvent.setup();
    await renderApp(`/contatti?lng=${lang}`, { lang });
    await composeLink(compose);
    await user.type(screen.getByLabelText(arrival), '2026-07-10');
    await user.type(screen.getByLabelText(departure), '2026-07-12');
    const text = await body(compose);
    expect(text).toContain(checkIn);
    expect(text).toContain(checkOut);
    expect(text).not.toContain('2026-07-10');
  });

  it.each([
    ['it', /^Scrivi l’e-mail/, 'Data di arrivo', 'Data di partenza', 'La data di partenza deve venire dopo la data di arrivo.'],
    [
      'fr',
      /^Rédiger l’e-mail/,
      'Date d’arrivée',
      'Date de départ',
      'La date de départ doit être postérieure à la date d’arrivée.',
    ],
  ])('refuses, in %s, a departure that is not after the arrival', async (lang, compose, arrival, departure, message) => {
    stubDevice('phone');
    const user = userEvent.setup();
    await renderApp(`/contatti?lng=${lang}`, { lang });
    await composeLink(compose);
    await user.type(screen.getByLabelText(arrival), '2026-07-10');
    await user.type(screen.getByLabelText(departure), '2026-07-10');
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByLabelText(departure)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('link', { name: compose })).toBeNull();
    await user.clear(screen.getByLabelText(departure));
    await user.type(screen.getByLabelText(departure), '2026-07-11');
    expect(await composeLink(compose)).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('keeps the number of guests between 1 and 30 and the requests to 2 000 characters, saying so', async () => {
    stubDevice('phone');
    const user = userEvent.setup();
    await renderApp('/contatti');
    await composeLink(/^Scrivi l’e-mail/);
    await user.type(screen.getByLabelText('Numero di persone'), '99999999999999999999');
    expect(await screen.findByRole('alert')).toHaveTextContent('Il numero di persone va da 1 a 30.');
    expect(screen.queryByRole('link', { name: /^Scrivi l’e-mail/ })).toBeNull();
    await user.clear(screen.getByLabelText('Numero di persone'));
    await user.type(screen.getByLabelText('Numero di persone'), '4');
    await composeLink(/^Scrivi l’e-mail/);
    const requests = screen.getByLabelText('Richieste particolari');
    await user.click(requests);
    await user.paste('x'.repeat(2500));
    expect((requests as HTMLTextAreaElement).value).toHaveLength(2000);
    expect(screen.getByText('Al massimo 2000 caratteri.')).toBeInTheDocument();
  });
});
