import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { demoDocuments } from '../../scripts/demo';
import { renderApp, seedWith } from '../support/render';
import { stubDevice } from '../support/environment';

// Unmounted first, so that no effect still pending runs without the stubbed device.
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** The demo's OpenStreetMap map, as its content names it. */
const { iframeSrc: DEMO_MAP_EMBED_URL, mapLinkUrl: DEMO_MAP_LINK_URL } = demoDocuments()['location_page/map'] as Record<
  string,
  string
>;

const mapFrame = () => screen.findByTitle('Mappa con la posizione della locanda');
/** Nothing is asked of the map's provider until the visitor asks for the map, by a link naming the provider (the map at its provider's, without the application). */
async function showMap(provider: string) {
  const link = await screen.findByRole('link', { name: `Mostra la mappa (${provider})` });
  expect(document.querySelector('iframe')).toBeNull();
  await userEvent.setup().click(link);
  return mapFrame();
}
const withMap = (iframeSrc: unknown) => seedWith({ 'location_page/map': { iframeSrc, mapLinkUrl: 'javascript:alert(1)' } });

describe('location page', () => {
  it('embeds the stored map and links the directions', async () => {
    await renderApp('/posizione');
    expect(await showMap('OpenStreetMap')).toHaveAttribute('src', DEMO_MAP_EMBED_URL);
    expect(screen.getByRole('link', { name: /^Indicazioni stradali/ })).toHaveAttribute('href', DEMO_MAP_LINK_URL);
  });

  it('links the directions whatever the case of the scheme', async () => {
    const link = 'HTTPS://www.openstreetmap.org/?mlat=42.74&mlon=12.28';
    await renderApp('/posizione', {
      seed: seedWith({ 'location_page/map': { iframeSrc: DEMO_MAP_EMBED_URL, mapLinkUrl: link } }),
    });
    expect(await screen.findByRole('link', { name: /^Indicazioni stradali/ })).toHaveAttribute('href', link);
  });

  it('keeps an https Google Maps embed', async () => {
    const google = 'https://www.google.com/maps/embed?pb=!1m18!1m12!1m3';
    await renderApp('/posizione', { seed: withMap(google) });
    expect(await showMap('Google Maps')).toHaveAttribute('src', google);
  });

  it.each(['javascript:alert(1)', 'https://evil.example/maps/embed', 'http://www.google.com/maps/embed', 42])(
    'shows no map for the unsafe source %s, and drops an unsafe directions link',
    async (src) => {
      await renderApp('/posizione', { seed: withMap(src) });
      expect(await screen.findByText('La mappa non è ancora disponibile.')).toBeInTheDocument();
      expect(document.querySelector('iframe')).toBeNull();
      expect(screen.queryByRole('link', { name: /^Indicazioni stradali/ })).toBeNull();
    },
  );
});

const interest = 'Città & Mare? #2';
/** The form's submit button, which opens the e-mail it names (data-href). */
const composeLink = () => screen.findByRole('button', { name: /^Scrivi l’e-mail/ });

describe('contact page', () => {
  it('on a desktop, composes a web-mail with the carried room name, correctly encoded', async () => {
    stubDevice('desktop');
    await renderApp(`/contatti?interest=${encodeURIComponent(interest)}`);
    expect(await screen.findByText(interest, { selector: 'strong' })).toBeInTheDocument();
    const link = await composeLink();
    const href = link.getAttribute('data-href')!;
    expect(href).toContain('body=Buongiorno%2C%0D%0A%0D%0Avorrei');
    expect(href).toContain('Camera%20di%20interesse%3A%20Citt%C3%A0%20%26%20Mare%3F%20%232%0D%0A');
    expect(href).not.toMatch(/[+# ]/);
    const url = new URL(href);
    expect(url.searchParams.get('to')).toBe('info@locanda.example');
    expect(url.searchParams.get('su')).toBe('Richiesta di disponibilità – Locanda');
    const body = url.searchParams.get('body')!;
    expect(body).toContain(`\r\nCamera di interesse: ${interest}\r\n`);
    expect(body).toContain('Numero di persone: —');
    expect(screen.getByRole('link', { name: 'Usa il tuo programma di posta' }).getAttribute('href')).toMatch(
      /^mailto:info@locanda\.example\?subject=Richiesta%20di%20disponibilit%C3%A0%20%E2%80%93%20Locanda&body=/,
    );
    // Enter in a field sends the form: the web-mail opens in a new tab.
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    await userEvent.setup().type(screen.getByLabelText('Numero di persone'), '2{Enter}');
    expect(open).toHaveBeenCalledWith(link.getAttribute('data-href'), '_blank', 'noopener,noreferrer');
    expect(new URL(open.mock.calls[0][0] as string).searchParams.get('body')).toContain('Numero di persone: 2\r\n');
  });

  it('on a phone, composes a mailto link in the mail app', async () => {
    stubDevice('phone');
    await renderApp(`/contatti?interest=${encodeURIComponent(interest)}`);
    const link = await composeLink();
    await waitFor(() => expect(link.getAttribute('data-href')).toMatch(/^mailto:/));
    const href = link.getAttribute('data-href')!;
    expect(
      href.startsWith('mailto:info@locanda.example?subject=Richiesta%20di%20disponibilit%C3%A0%20%E2%80%93%20Locanda&body='),
    ).toBe(true);
    expect(href).toContain('Camera%20di%20interesse%3A%20Citt%C3%A0%20%26%20Mare%3F%20%232%0D%0A');
    expect(href.split('&')).toHaveLength(2);
    expect(screen.queryByRole('link', { name: 'Usa il tuo programma di posta' })).toBeNull();
  });

  it('puts what the guest fills in into the body', async () => {
    stubDevice('phone');
    const user = userEvent.setup();
    await renderApp('/contatti');
    await composeLink();
    await user.type(screen.getByLabelText('Numero di persone'), '3');
    await user.type(screen.getByLabelText('Richieste particolari'), 'Una culla, grazie');
    const body = decodeURIComponent((await composeLink()).getAttribute('data-href')!.split('&body=')[1]);
    expect(body).toContain('Camera di interesse: —\r\n');
    expect(body).toContain('Numero di persone: 3\r\n');
    expect(body).toContain('Data e ora di check-in: —\r\n');
    expect(body).toContain('Richieste particolari: Una culla, grazie\r\n');
  });

  it('is a form the browser itself sends as an e-mail, before and without the application, with what was typed', async () => {
    stubDevice('desktop');
    const user = userEvent.setup();
    await renderApp('/contatti');
    await composeLink();
    const form = screen.getByRole('form', { name: 'Chiedi la disponibilità' }) as HTMLFormElement;
    // HTML's "mail as body": the mail app opens to the house, with this subject and one line per field.
    expect(form.getAttribute('method')).toBe('post');
    expect(form.getAttribute('enctype')).toBe('text/plain');
    expect(form.getAttribute('action')).toBe(
      `mailto:info@locanda.example?subject=${encodeURIComponent('Richiesta di disponibilità – Locanda')}`,
    );
    await user.type(screen.getByLabelText('Numero di persone'), '3');
    await user.type(screen.getByLabelText('Richieste particolari'), 'Una culla, grazie');
    const sent = [...new FormData(form).entries()];
    expect(sent).toContainEqual(['Numero di persone', '3']);
    expect(sent).toContainEqual(['Richieste particolari', 'Una culla, grazie']);
    expect(sent).toContainEqual(['Ora (Check-in)', '16:00']);
    expect(sent.map(([name]) => name)).toEqual(expect.arrayContaining(['Data di arrivo', 'Data di partenza', 'Ora (Check-out)']));
  });

  it('shows the check-in and check-out windows', async () => {
    stubDevice('desktop');
    await renderApp('/contatti');
    await composeLink();
    expect(screen.getByText('dalle 16:00 alle 20:00')).toBeInTheDocument();
    expect(screen.getByText('dalle 08:00 alle 12:00')).toBeInTheDocument();
  });

  it('offers no compose link while the address is not a valid e-mail', async () => {
    stubDevice('desktop');
    const footer = { ...demoDocuments()['footer/info'], email: 'non un indirizzo' };
    await renderApp('/contatti', { seed: seedWith({ 'footer/info': footer }) });
    expect(await screen.findByText('L’indirizzo e-mail non è ancora disponibile. Riprova più tardi.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Scrivi l’e-mail/ })).toBeNull();
  });

  it('shows a script in the carried name as text', async () => {
    stubDevice('desktop');
    await renderApp(`/contatti?interest=${encodeURIComponent('<script>alert(1)</script>')}`);
    expect(await screen.findByText('<script>alert(1)</script>', { selector: 'strong' })).toBeInTheDocument();
    expect(screen.getByRole('main').querySelector('script')).toBeNull();
  });
});
