/**
 * The owner's interface follows the language picked in the page, like the visitor's; a language whose
 * strings cannot be fetched leaves everything as it was and says so, and the next attempt fetches again.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { appReady, renderApp } from '../support/render';
import { LANG_CACHE_KEY, LANG_OVERRIDE_COOKIE } from '../../src/content/constants';
import { languageLink } from '../support/languages';

const nav = (name: string) => screen.getByRole('navigation', { name });
const cookie = () => new RegExp(`(?:^|; )${LANG_OVERRIDE_COOKIE}=([^;]*)`).exec(document.cookie)?.[1];

describe("the owner's interface", () => {
  it('speaks the language picked after sign-in: menu, pencils, editors', async () => {
    const user = userEvent.setup();
    await renderApp('/', { signedIn: true });
    await appReady();
    // The owner's menu items load on their own, once the owner is known.
    expect(await within(nav('Navigazione principale')).findByRole('link', { name: 'Impostazioni' })).toBeInTheDocument();
    await user.click(languageLink(nav('Navigazione principale'), 'en'));
    const main = await screen.findByRole('navigation', { name: 'Main navigation' });
    expect(within(main).getByRole('link', { name: 'Settings' })).toBeInTheDocument();
    expect(within(main).getByRole('button', { name: 'Sign out' })).toBeInTheDocument();
    const pencil = await screen.findByRole('button', { name: /^Edit main title: / });
    await user.click(pencil);
    const editor = await screen.findByRole('form', { name: 'Edit main title' });
    expect(within(editor).getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
  });

  it('shows the settings page in German once German is picked there', async () => {
    const user = userEvent.setup();
    await renderApp('/admin-impostazioni-sito', { signedIn: true });
    expect(await screen.findByLabelText('Nome del sito')).toBeInTheDocument();
    await user.click(languageLink(nav('Navigazione principale'), 'de'));
    expect(await screen.findByLabelText('Name der Website')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Einstellungen speichern' })).toBeInTheDocument();
  });
});

describe('a language that cannot be fetched', () => {
  it('leaves the page, <html lang>, the remembered choice and the cookie as they were, says so, and the next attempt fetches it', async () => {
    const user = userEvent.setup();
    localStorage.removeItem(LANG_CACHE_KEY);
    const { unreachableLanguages } = await renderApp('/pagina-inesistente');
    await screen.findByRole('heading', { name: 'Pagina non trovata' });
    const before = { lang: document.documentElement.lang, cached: localStorage.getItem(LANG_CACHE_KEY), cookie: cookie() };
    unreachableLanguages.add('fr');
    await user.click(languageLink(nav('Navigazione principale'), 'fr'));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Impossibile caricare la lingua scelta (Français). Controlla la connessione e riprova.',
    );
    expect(languageLink(nav('Navigazione principale'), 'it')).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('heading', { name: 'Pagina non trovata' })).toBeInTheDocument();
    expect({ lang: document.documentElement.lang, cached: localStorage.getItem(LANG_CACHE_KEY), cookie: cookie() }).toEqual(
      before,
    );

    unreachableLanguages.delete('fr');
    await user.click(languageLink(nav('Navigazione principale'), 'fr'));
    const fr = await screen.findByRole('navigation', { name: 'Navigation principale' });
    expect(languageLink(fr, 'fr', 'Langue')).toHaveAttribute('aria-current', 'true');
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    expect(document.documentElement.lang).toBe('fr');
    expect(cookie()).toBe('fr');
  });
});
