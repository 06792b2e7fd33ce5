import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { defaultSiteSettings } from '../../src/content/siteSettings';
import type { NavbarLink } from '../../src/content/types';
import { OWNER, renderApp, seedWithout } from '../support/render';
import { pngFile } from '../support/environment';

const PATH = '/admin-impostazioni-sito';
const DOC = 'site_settings/global';
const mainNav = () => screen.getByRole('navigation', { name: 'Navigazione principale' });
const newLinkGroup = () => screen.getByRole('group', { name: 'Nuovo link' });
const row = (path: string) => screen.getByText(path, { selector: 'code' }).closest('li')!;
const storedLinks = async (local: { docs: { get(p: string): Promise<Record<string, unknown> | null> } }) =>
  (await local.docs.get(DOC))!.navbarLinks as NavbarLink[];

async function openSettings(opts: Parameters<typeof renderApp>[1] = {}) {
  const user = userEvent.setup();
  const rendered = await renderApp(PATH, { signedIn: true, ...opts });
  return { user, ...rendered };
}

async function addLink(user: ReturnType<typeof userEvent.setup>, label: string, path: string) {
  const group = newLinkGroup();
  if (label) await user.type(within(group).getByLabelText('Etichetta'), label);
  if (path) await user.type(within(group).getByLabelText('Percorso'), path);
  await user.click(within(group).getByRole('button', { name: '+ Aggiungi link' }));
}

describe('settings page', () => {
  it('sends visitors to the login page', async () => {
    await renderApp(PATH);
    expect(await screen.findByRole('heading', { name: 'Accesso gestione' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/gestione-7f3c9e');
  });

  it('loads the settings; home, camere and servizi cannot be deleted', async () => {
    await openSettings();
    expect(await screen.findByLabelText('Nome del sito')).toHaveValue('Locanda');
    for (const label of ['Home', 'Camere', 'Servizi'])
      expect(screen.queryByRole('button', { name: `Elimina link ${label}` })).toBeNull();
    for (const label of ['Esperienze', 'Galleria', 'Posizione', 'Contatti'])
      expect(screen.getByRole('button', { name: `Elimina link ${label}` })).toBeInTheDocument();
    expect(within(row('/camere')).getByRole('checkbox', { name: /^Visibile/ })).toBeChecked();
    // The path of an existing link is shown, not edited.
    expect(within(row('/camere')).queryByRole('textbox', { name: 'Percorso' })).toBeNull();
  });

  it('needs a label and a path to add a link', async () => {
    const { user, faults } = await openSettings();
    await screen.findByLabelText('Nome del sito');
    const message = 'Etichetta e Percorso sono obbligatori per aggiungere un link.';
    await addLink(user, '', '');
    expect(within(newLinkGroup()).getByRole('alert')).toHaveTextContent(message);
    await addLink(user, 'Offerte', '');
    expect(within(newLinkGroup()).getByRole('alert')).toHaveTextContent(message);
    await user.clear(within(newLinkGroup()).getByLabelText('Etichetta'));
    await addLink(user, '   ', '/offerte');
    expect(within(newLinkGroup()).getByRole('alert')).toHaveTextContent(message);
    expect(faults.writes).toEqual([]);
  });

  it('adds a link with a leading slash and an id from its label, saves it and shows it in the navbar', async () => {
    const { user, local } = await openSettings();
    await screen.findByLabelText('Nome del sito');
    await addLink(user, 'Offerte Speciali', 'offerte');
    expect(within(newLinkGroup()).queryByRole('alert')).toBeNull();
    expect(within(newLinkGroup()).getByLabelText('Etichetta')).toHaveValue('');
    expect(within(row('/offerte')).getByLabelText('Italiano')).toHaveValue('Offerte Speciali');

    await user.click(screen.getByRole('button', { name: 'Salva impostazioni' }));
    expect(await screen.findByText('Impostazioni salvate con successo!')).toHaveAttribute('role', 'status');
    const stored = (await local.docs.get(DOC))!;
    expect((stored.navbarLinks as NavbarLink[]).at(-1)).toEqual({
      id: 'offerte-speciali',
      label: { it: 'Offerte Speciali' },
      path: '/offerte',
      type: 'link',
      enabled: true,
      order: 80,
    });
    expect((stored.navbarLinks as NavbarLink[]).map((l) => l.order)).toEqual([10, 20, 30, 40, 50, 60, 70, 80]);
    expect(stored.lastUpdatedBy).toBe(OWNER.email);
    expect(stored.updatedAt).toEqual(expect.any(Number));
    expect(await within(mainNav()).findByRole('link', { name: 'Offerte Speciali' })).toHaveAttribute('href', '/offerte');
  });

  it('gives a second link with the same label its own id', async () => {
    const { user, local } = await openSettings();
    await screen.findByLabelText('Nome del sito');
    await addLink(user, 'Città d’arte', '/citta');
    await addLink(user, 'Città d’arte', '/citta-2');
    await user.click(screen.getByRole('button', { name: 'Salva impostazioni' }));
    await screen.findByText('Impostazioni salvate con successo!');
    expect((await storedLinks(local)).slice(-2).map((l) => l.id)).toEqual(['citta-darte', 'citta-darte-2']);
  });

  it('hides a disabled link and drops a deleted one', async () => {
    const { user, local } = await openSettings();
    await screen.findByLabelText('Nome del sito');
    await user.click(within(row('/galleria')).getByRole('checkbox', { name: /^Visibile/ }));
    await user.click(screen.getByRole('button', { name: 'Elimina link Esperienze' }));
    expect(screen.queryByText('/esperienze', { selector: 'code' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Salva impostazioni' }));
    await screen.findByText('Impostazioni salvate con successo!');
    const links = await storedLinks(local);
    expect(links.find((l) => l.id === 'galleria')!.enabled).toBe(false);
    expect(links.some((l) => l.id === 'esperienze')).toBe(false);
    await waitFor(() => expect(within(mainNav()).queryByRole('link', { name: 'Galleria' })).toBeNull());
    expect(within(mainNav()).queryByRole('link', { name: 'Esperienze' })).toBeNull();
  });

  it('moves a link and renames the site', async () => {
    const { user, local } = await openSettings();
    const name = await screen.findByLabelText('Nome del sito');
    await user.clear(name);
    await user.type(name, 'Casa Aurelio');
    await user.click(screen.getByRole('button', { name: 'Sposta prima: Contatti' }));
    await user.click(screen.getByRole('button', { name: 'Salva impostazioni' }));
    await screen.findByText('Impostazioni salvate con successo!');
    const stored = (await local.docs.get(DOC))!;
    expect(stored.siteName).toBe('Casa Aurelio');
    expect((stored.navbarLinks as NavbarLink[]).map((l) => l.id)).toEqual([
      'home',
      'camere',
      'servizi',
      'esperienze',
      'galleria',
      'contatti',
      'posizione',
    ]);
    expect(await within(mainNav()).findByRole('link', { name: 'Casa Aurelio' })).toBeInTheDocument();
  });

  it('moves the last link to the front in one press, and saves it there', async () => {
    const { user, local } = await openSettings();
    await screen.findByLabelText('Nome del sito');
    const toFront = screen.getByRole('button', { name: 'Sposta all’inizio: Contatti' });
    await user.click(toFront);
    // The button pressed keeps the focus on its row, now the first; there it can go no further.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Sposta all’inizio: Contatti' })).toHaveFocus());
    expect(screen.getByRole('button', { name: 'Sposta all’inizio: Contatti' })).toHaveAttribute('aria-disabled', 'true');
    await user.click(screen.getByRole('button', { name: 'Salva impostazioni' }));
    await screen.findByText('Impostazioni salvate con successo!');
    expect((await storedLinks(local)).map((l) => l.id)).toEqual([
      'contatti',
      'home',
      'camere',
      'servizi',
      'esperienze',
      'galleria',
      'posizione',
    ]);
  });

  it('asks before leaving with changes not saved, and not once they are saved, before the live settings show them', async () => {
    const { user, faults } = await openSettings();
    const name = await screen.findByLabelText('Nome del sito');
    // Leaving the page: the browser asks only when the page says so.
    const leaveAsks = () => !window.dispatchEvent(new Event('beforeunload', { cancelable: true }));
    expect(leaveAsks()).toBe(false);
    await user.type(name, ' Bis');
    expect(leaveAsks()).toBe(true);
    // The live settings answer slowly (a slow connection): saved, though the document has not come back yet.
    faults.delayMs = 1500;
    await user.click(screen.getByRole('button', { name: 'Salva impostazioni' }));
    await screen.findByText('Impostazioni salvate con successo!', {}, { timeout: 4000 });
    expect(name).toHaveValue('Locanda Bis');
    expect(leaveAsks()).toBe(false);
    await user.type(name, '!');
    expect(leaveAsks()).toBe(true);
  });

  it('says so when saving fails', async () => {
    const { user, local, faults } = await openSettings();
    await screen.findByLabelText('Nome del sito');
    await addLink(user, 'Offerte', '/offerte');
    faults.failWrites = true;
    await user.click(screen.getByRole('button', { name: 'Salva impostazioni' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Errore durante il salvataggio.');
    expect((await storedLinks(local)).some((l) => l.id === 'offerte')).toBe(false);
  });

  it('stores an uploaded logo at once, holds the save button while it uploads, and keeps it when saving', async () => {
    const { user, local } = await openSettings({ chunkDelayMs: 20 });
    await screen.findByLabelText('Nome del sito');
    const save = screen.getByRole('button', { name: 'Salva impostazioni' });
    await userEvent
      .setup({ applyAccept: false })
      .upload(screen.getByLabelText('Carica un logo'), pngFile('logo.png', 2 * 1024 * 1024));
    await waitFor(() => expect(save).toBeDisabled());
    await waitFor(() => expect(save).toBeEnabled(), { timeout: 8000 });
    const url = (await local.docs.get(DOC))!.siteLogoUrl as string;
    expect(url).toMatch(/^\/local-files\/images\/\d+_logo\.png$/);
    expect(screen.getByLabelText('Logo (URL o percorso)')).toHaveValue(url);
    // The upload's variant (here the image itself: it needed no smaller copy) marks the file as its own.
    expect((await local.docs.get(DOC))!.siteLogoUrlSmall).toBe(url);
    await user.click(save);
    expect(await screen.findByText('Impostazioni salvate con successo!')).toHaveAttribute('role', 'status');
    expect(await local.docs.get(DOC)).toMatchObject({ siteLogoUrl: url, siteLogoUrlSmall: url });
    // An address typed in its place is not an upload: no variant, so its file is never the site's to delete.
    await user.clear(screen.getByLabelText('Logo (URL o percorso)'));
    await user.type(screen.getByLabelText('Logo (URL o percorso)'), '/demo/logo.svg');
    await user.click(save);
    await waitFor(async () =>
      expect(await local.docs.get(DOC)).toMatchObject({ siteLogoUrl: '/demo/logo.svg', siteLogoUrlSmall: '' }),
    );
  });

  it('says so when the settings cannot be read', async () => {
    await openSettings({ setup: (f) => f.failReads.add(DOC) });
    expect(await screen.findByRole('alert')).toHaveTextContent('Errore nel caricamento delle impostazioni.');
    expect(screen.queryByLabelText('Nome del sito')).toBeNull();
  });

  it('creates a missing settings document with the defaults', async () => {
    const { local } = await openSettings({ seed: seedWithout('site_settings') });
    expect(await screen.findByLabelText('Nome del sito')).toHaveValue('Locanda');
    const stored = (await local.docs.get(DOC))!;
    expect(stored).toMatchObject({ ...defaultSiteSettings(), lastUpdatedBy: OWNER.email });
  });

  it('says so when a missing settings document cannot be created', async () => {
    const { local } = await openSettings({ seed: seedWithout('site_settings'), setup: (f) => (f.failWrites = true) });
    expect(await screen.findByRole('alert')).toHaveTextContent('Impossibile inizializzare le impostazioni.');
    expect(await local.docs.get(DOC)).toBeNull();
  });
});
