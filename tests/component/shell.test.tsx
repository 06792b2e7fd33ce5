import { StrictMode } from 'react';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { App } from '../../src/app/App';
import type { User } from '../../src/backend/port';
import { defaultSiteSettings } from '../../src/content/siteSettings';
import { LANGUAGES } from '../../src/content/constants';
import { DEFAULT_ADMIN_PATH, readConfig } from '../../src/config';
import { createI18n } from '../../src/i18n';
import { OWNER, appReady, makeBackend, renderApp, seedWith } from '../support/render';
import { languageLink } from '../support/languages';

afterEach(() => {
  document.cookie = 'siteCookieConsent=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
  vi.unstubAllGlobals();
});

describe('application shell', () => {
  it('shows nothing until the first authentication state is known', async () => {
    window.history.pushState({}, '', '/');
    const local = makeBackend();
    let report: ((u: User | null) => void) | undefined;
    const backend = {
      ...local,
      auth: { ...local.auth, onChange: (cb: (u: User | null) => void) => ((report = cb), () => undefined) },
    };
    const i18n = await createI18n({ detect: false, lng: 'it' });
    const { container } = render(
      <StrictMode>
        <App backend={backend} config={readConfig({})} i18n={i18n} />
      </StrictMode>,
    );
    expect(container).toBeEmptyDOMElement();
    act(() => report!(null));
    expect(await screen.findByRole('banner')).toBeInTheDocument();
  });

  it('scrolls to the top on every route change', async () => {
    const user = userEvent.setup();
    const scrollTo = vi.spyOn(window, 'scrollTo');
    await renderApp('/pagina-inesistente');
    await appReady();
    scrollTo.mockClear();
    await user.click(within(mainNav()).getByRole('link', { name: 'Galleria' }));
    await waitFor(() => expect(window.location.pathname).toBe('/galleria'));
    // (The scroll comes from an effect once the new route has rendered, a moment after the address.)
    await waitFor(() => expect(scrollTo).toHaveBeenCalledWith(0, 0));
  });

  it('gives the navbar its scrolled state after 50 px', async () => {
    await renderApp('/pagina-inesistente');
    await appReady();
    // The banner is read afresh each time, and the scroll sent again until seen: on a loaded machine the
    // shell may still be settling (a late chunk re-rendering it) when the first event goes out.
    const scrolledAt = (y: number) => {
      vi.stubGlobal('scrollY', y);
      act(() => void window.dispatchEvent(new Event('scroll')));
      return screen.getByRole('banner').getAttribute('data-scrolled');
    };
    await waitFor(() => expect(scrolledAt(50)).toBe('false'));
    await waitFor(() => expect(scrolledAt(51)).toBe('true'));
    await waitFor(() => expect(scrolledAt(50)).toBe('false'));
  });
});

const mainNav = () => screen.getByRole('navigation', { name: 'Navigazione principale' });
/** The menu's links (the language links aside). */
const navLinkTexts = () =>
  within(mainNav())
    .getAllByRole('link')
    .filter((a) => !a.hasAttribute('hreflang'))
    .map((a) => a.textContent);

const customSettings = () => {
  const d = defaultSiteSettings();
  const byId = Object.fromEntries(d.navbarLinks.map((l) => [l.id, l]));
  return {
    ...d,
    siteName: 'Casa Aurelio',
    navbarLinks: [
      { ...byId.contatti, order: 5 },
      { ...byId.home, order: 10 },
      { id: 'offerte-speciali', label: 'Offerte Speciali', path: '/offerte', order: 15, enabled: true, type: 'link' },
      { ...byId.camere, order: 20 },
      { ...byId.galleria, order: 25, enabled: false },
      { ...byId.posizione, order: 30 },
    ],
  };
};

describe('navbar', () => {
  it('shows the enabled links of site_settings/global in their order, custom labels as typed', async () => {
    await renderApp('/pagina-inesistente', { seed: seedWith({ 'site_settings/global': customSettings() }) });
    await appReady();
    await within(mainNav()).findByRole('link', { name: 'Offerte Speciali' });
    expect(navLinkTexts()).toEqual([
      'Casa Aurelio',
      'Contatti',
      'Home',
      'Offerte Speciali',
      'Camere',
      'Posizione',
      'Mappa (si apre in una nuova finestra)',
    ]);
    expect(within(mainNav()).queryByRole('link', { name: 'Galleria' })).toBeNull();
    expect(within(mainNav()).getByRole('link', { name: 'Offerte Speciali' })).toHaveAttribute('href', '/offerte');
  });

  it('reads a submenu’s items only when the submenu is opened', async () => {
    const user = userEvent.setup();
    const { local, faults } = await renderApp('/pagina-inesistente');
    await appReady();
    // The page has settled once the footer's contacts are in.
    await screen.findByText('Località Poggio Aurelio 12, 05018 Orvieto (TR), Italia');
    const before = local.stats.reads;
    expect(faults.reads.filter((r) => r.path === 'rooms')).toEqual([]);
    const toggle = within(mainNav()).getByRole('button', { name: 'Mostra l’elenco: Camere' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const list = await within(mainNav()).findByRole('link', { name: 'Camera Uliveto' });
    expect(list).toHaveAttribute('href', '/camere/camera-uliveto');
    expect(within(mainNav()).getByRole('link', { name: 'Suite della Torretta' })).toBeInTheDocument();
    // Four rooms were read, and nothing else.
    expect(local.stats.reads - before).toBe(4);
    expect(faults.reads.filter((r) => r.path === 'rooms')).toHaveLength(1);
    expect(faults.reads.some((r) => r.path === 'services' || r.path === 'experiences')).toBe(false);

    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
    expect(within(mainNav()).queryByRole('link', { name: 'Camera Uliveto' })).toBeNull();
  });

  it('changes the labels with the language picker', async () => {
    const user = userEvent.setup();
    await renderApp('/pagina-inesistente');
    await appReady();
    expect(within(mainNav()).getByRole('link', { name: 'Camere' })).toBeInTheDocument();
    await user.click(languageLink(mainNav(), 'en'));
    const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
    expect(within(nav).getByRole('link', { name: 'Rooms' })).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Contact' })).toBeInTheDocument();
    expect(languageLink(nav, 'en', 'Language')).toHaveAttribute('aria-current', 'true');
    expect(languageLink(nav, 'it', 'Language')).not.toHaveAttribute('aria-current');
    expect(window.location.pathname).toBe('/pagina-inesistente');
    expect(screen.getByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('en');
  });

  it('fetches the other languages’ strings when the visitor reaches for the picker, not before', async () => {
    const user = userEvent.setup();
    const { i18n } = await renderApp('/pagina-inesistente');
    await appReady();
    const loaded = () => LANGUAGES.filter((l) => i18n.hasResourceBundle(l, 'translation'));
    expect(loaded()).toEqual(['it']);
    await user.hover(languageLink(mainNav(), 'de'));
    await waitFor(() => expect(loaded()).toEqual([...LANGUAGES]));
  });

  it('shows Impostazioni and Esci to the signed-in owner, and Esci signs out', async () => {
    const user = userEvent.setup();
    const { local } = await renderApp('/pagina-inesistente', { signedIn: true });
    await appReady();
    // The owner's items come with the owner's code, loaded once someone has signed in.
    expect(await within(mainNav()).findByRole('link', { name: 'Impostazioni' })).toHaveAttribute(
      'href',
      '/admin-impostazioni-sito',
    );
    await user.click(within(mainNav()).getByRole('button', { name: 'Esci' }));
    await waitFor(() => expect(within(mainNav()).queryByRole('button', { name: 'Esci' })).toBeNull());
    expect(within(mainNav()).queryByRole('link', { name: 'Impostazioni' })).toBeNull();
    expect(local.auth.currentUser()).toBeNull();
    expect(window.location.pathname).toBe('/');
  });

  it('has neither for a visitor', async () => {
    await renderApp('/pagina-inesistente');
    await appReady();
    expect(within(mainNav()).queryByRole('link', { name: 'Impostazioni' })).toBeNull();
    expect(within(mainNav()).queryByRole('button', { name: 'Esci' })).toBeNull();
  });
});

describe('footer', () => {
  it('shows the useful links, the contacts of footer/info and the year', async () => {
    await renderApp('/pagina-inesistente');
    await appReady();
    const footer = screen.getByRole('contentinfo');
    await within(footer).findByText('Località Poggio Aurelio 12, 05018 Orvieto (TR), Italia');
    const useful = within(footer).getByRole('region', { name: 'Link utili' });
    expect(
      within(useful)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Home', 'Camere', 'Servizi', 'Esperienze', 'Galleria', 'Posizione', 'Contatti']);
    const contacts = within(footer).getByRole('region', { name: 'Contatti' });
    expect(within(contacts).getByRole('link', { name: /^Telefono:\s*\+39 0763 555 214$/ })).toHaveAttribute(
      'href',
      'tel:+390763555214',
    );
    expect(within(contacts).getByRole('link', { name: /^E-mail:\s*info@locanda\.example$/ })).toHaveAttribute(
      'href',
      'mailto:info@locanda.example',
    );
    expect(footer).toHaveTextContent(`Anno: ${new Date().getFullYear()}`);
    expect(footer).toHaveTextContent('© Locanda. Tutti i diritti riservati.');
  });

  it('does not link an e-mail that is not an address', async () => {
    const info = { address: 'Via Roma 1', phone: '+39 06 123', email: 'javascript:alert(1)//@x.it' };
    await renderApp('/pagina-inesistente', { seed: seedWith({ 'footer/info': info }) });
    await appReady();
    const footer = screen.getByRole('contentinfo');
    await within(footer).findByText('Via Roma 1');
    expect(within(footer).queryByRole('link', { name: /E-mail/ })).toBeNull();
  });

  it('never turns a stored address into a mail link that adds recipients', async () => {
    const info = { address: 'Via Roma 1', email: 'info@example.it?bcc=someone@elsewhere.it' };
    await renderApp('/pagina-inesistente', { seed: seedWith({ 'footer/info': info }) });
    await appReady();
    const footer = screen.getByRole('contentinfo');
    await within(footer).findByText('Via Roma 1');
    expect(within(footer).queryByRole('link', { name: /E-mail/ })).toBeNull();
  });

  it('encodes the address in its mail link', async () => {
    const info = { address: 'Via Roma 1', email: 'prenotazioni+sito@locanda.example' };
    await renderApp('/pagina-inesistente', { seed: seedWith({ 'footer/info': info }) });
    await appReady();
    const footer = screen.getByRole('contentinfo');
    expect(await within(footer).findByRole('link', { name: /E-mail/ })).toHaveAttribute(
      'href',
      'mailto:prenotazioni%2Bsito@locanda.example',
    );
  });
});

describe('cookie banner', () => {
  it('reads Ho capito! in Italian and remembers the choice in siteCookieConsent', async () => {
    const user = userEvent.setup();
    await renderApp('/pagina-inesistente');
    await appReady();
    const banner = await screen.findByRole('region', { name: 'Informativa sui cookie' });
    // Named by the text it shows (label in name).
    const accept = within(banner).getByRole('button', { name: 'Ho capito!' });
    expect(accept).toHaveTextContent('Ho capito!');
    await user.click(accept);
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Informativa sui cookie' })).toBeNull());
    expect(document.cookie).toContain('siteCookieConsent=true');
  });

  it('reads Got it! in English', async () => {
    await renderApp('/pagina-inesistente', { lang: 'en' });
    await appReady();
    expect(await screen.findByRole('button', { name: 'Got it!' })).toHaveTextContent('Got it!');
  });

  it('does not come again once answered', async () => {
    document.cookie = 'siteCookieConsent=true; path=/';
    await renderApp('/pagina-inesistente');
    await appReady();
    expect(await screen.findByRole('link', { name: /E-mail/ })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Informativa sui cookie' })).toBeNull();
  });
});

describe("the owner's pages' head", () => {
  const robots = () => document.head.querySelector('meta[name="robots"]')?.getAttribute('content');
  const canonical = () => document.head.querySelector('link[rel="canonical"]');

  it('names the sign-in page in its title and keeps it out of search engines', async () => {
    await renderApp(DEFAULT_ADMIN_PATH);
    await screen.findByRole('button', { name: 'Accedi' });
    await waitFor(() => expect(document.title).toMatch(/^Accesso gestione/));
    expect(robots()).toBe('noindex, nofollow');
  });

  it('names the settings in the title, not to be indexed, with no canonical URL of the page before', async () => {
    const user = userEvent.setup();
    await renderApp('/', { signedIn: true });
    await appReady();
    await waitFor(() => expect(canonical()).not.toBeNull());
    expect(robots()).toBe('index, follow');
    await user.click(within(mainNav()).getByRole('link', { name: 'Impostazioni' }));
    await screen.findByRole('heading', { level: 1, name: 'Impostazioni del sito' });
    await waitFor(() => expect(document.title).toMatch(/^Impostazioni del sito/));
    expect(robots()).toBe('noindex, nofollow');
    expect(canonical()).toBeNull();
    expect(document.head.querySelector('link[rel="alternate"]')).toBeNull();
  });
});

describe('login page', () => {
  it('asks for both fields', async () => {
    const user = userEvent.setup();
    await renderApp(DEFAULT_ADMIN_PATH);
    await appReady();
    await user.click(await screen.findByRole('button', { name: 'Accedi' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Inserisci e-mail e password.');
    await user.type(screen.getByLabelText('E-mail'), OWNER.email);
    await user.click(screen.getByRole('button', { name: 'Accedi' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Inserisci e-mail e password.');
  });

  it('says the credentials are wrong, marks the fields and takes focus to the message, and keeps the e-mail', async () => {
    const user = userEvent.setup();
    const { local } = await renderApp(DEFAULT_ADMIN_PATH);
    await appReady();
    await user.type(await screen.findByLabelText('E-mail'), OWNER.email);
    await user.type(screen.getByLabelText('Password'), 'sbagliata');
    await user.click(screen.getByRole('button', { name: 'Accedi' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Credenziali non valide o errore di rete. Riprova.');
    await waitFor(() => expect(alert).toHaveFocus());
    expect(screen.getByLabelText('E-mail')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Password')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('E-mail')).toHaveValue(OWNER.email);
    expect(screen.getByLabelText('Password')).toHaveValue('');
    expect(local.auth.currentUser()).toBeNull();
  });

  it('signs the owner in and goes home', async () => {
    const user = userEvent.setup();
    const { local } = await renderApp(DEFAULT_ADMIN_PATH);
    await appReady();
    await user.type(await screen.findByLabelText('E-mail'), OWNER.email);
    await user.type(screen.getByLabelText('Password'), OWNER.password);
    await user.click(screen.getByRole('button', { name: 'Accedi' }));
    expect(await within(mainNav()).findByRole('button', { name: 'Esci' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/');
    expect(local.auth.currentUser()).toEqual({ email: OWNER.email, isOwner: true });
  });

  it('answers a forgotten password on the demo with its credentials, and leads back to sign-in', async () => {
    const user = userEvent.setup();
    await renderApp(DEFAULT_ADMIN_PATH, { lang: 'en' });
    await appReady();
    await user.click(await screen.findByRole('button', { name: 'Forgotten your password?' }));
    expect(screen.getByRole('heading', { level: 1, name: 'New password' })).toBeInTheDocument();
    expect(screen.getByText(/On the demo site the password cannot be changed/)).toHaveTextContent(
      `On the demo site the password cannot be changed: sign in with ${OWNER.email} / ${OWNER.password}`,
    );
    await user.click(screen.getByRole('button', { name: 'Back to sign-in' }));
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeInTheDocument();
  });

  it('redirects a signed-in owner to the home page', async () => {
    await renderApp(DEFAULT_ADMIN_PATH, { signedIn: true });
    await appReady();
    await waitFor(() => expect(window.location.pathname).toBe('/'));
    expect(screen.queryByRole('button', { name: 'Accedi' })).toBeNull();
  });
});

describe('not-found page', () => {
  it('explains in Italian and leads home', async () => {
    const user = userEvent.setup();
    await renderApp('/non-esiste/affatto');
    await appReady();
    expect(await screen.findByRole('heading', { level: 1, name: 'Pagina non trovata' })).toBeInTheDocument();
    expect(screen.getByText('Ops! La pagina che stai cercando non esiste o è stata spostata.')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Torna alla home' }));
    await waitFor(() => expect(window.location.pathname).toBe('/'));
  });

  it('explains in English', async () => {
    await renderApp('/does-not-exist', { lang: 'en' });
    await appReady();
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByText('Oops! The page you are looking for does not exist or has been moved.')).toBeInTheDocument();
    // The English pages' home.
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/en');
  });

  it('is not what a page in another language shows: /de/camere/camera-uliveto is the room, its links in German', async () => {
    await renderApp('/de/camere/camera-uliveto', { lang: 'de' });
    await appReady();
    const crumbs = await screen.findByRole('navigation', { name: 'Brotkrümelnavigation' });
    expect(within(crumbs).getByRole('link', { name: 'Zimmer' })).toHaveAttribute('href', '/de/camere');
    expect(screen.queryByRole('heading', { name: 'Seite nicht gefunden' })).toBeNull();
  });

  // Only the four languages' prefixes, as written: any other first segment is an unknown page, whatever follows.
  for (const path of ['/xx/camere', '/DE/camere', '/de/CAMERE', '/camere/camera-uliveto/foto'])
    it(`is what ${path} shows`, async () => {
      await renderApp(path, { lang: 'de' });
      await appReady();
      expect(await screen.findByRole('heading', { level: 1, name: 'Seite nicht gefunden' })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Zur Startseite' })).toHaveAttribute('href', '/de');
    });
});
