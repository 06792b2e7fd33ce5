/**
 * Menu links as the owner names them, in every language; the settings form's limits, each explained in the
 * interface language before anything is sent; a custom link that leads nowhere flagged before saving.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { defaultSiteSettings } from '../../src/content/siteSettings';
import type { NavbarLink } from '../../src/content/types';
import { renderApp, seedWith } from '../support/render';
import { languageLink } from '../support/languages';

const PATH = '/admin-impostazioni-sito';
const DOC = 'site_settings/global';
const nav = (name = 'Navigazione principale') => screen.getByRole('navigation', { name });
const footer = () => screen.getByRole('contentinfo');
const row = (path: string) => screen.getByText(path, { selector: 'code' }).closest('li')!;
const labelField = (path: string, language: RegExp) =>
  within(within(row(path)).getByRole('group', { name: /^Etichetta/ })).getByLabelText(language);
const save = () => screen.getByRole('button', { name: 'Salva impostazioni' });

async function settings(opts: Parameters<typeof renderApp>[1] = {}) {
  const user = userEvent.setup();
  const rendered = await renderApp(PATH, { signedIn: true, ...opts });
  await screen.findByRole('button', { name: /^(Salva impostazioni|Save settings)$/ });
  return { user, ...rendered };
}

async function switchTo(user: ReturnType<typeof userEvent.setup>, lang: string) {
  await user.click(languageLink(nav(), lang));
}

describe('menu labels', () => {
  it('a built-in link renamed by the owner is what visitors see, in the language it was written in', async () => {
    const { user, local } = await settings();
    const it = labelField('/camere', /^Italiano/);
    await user.clear(it);
    await user.type(it, 'Le stanze');
    await user.click(save());
    expect(await screen.findByText('Impostazioni salvate con successo!')).toHaveAttribute('role', 'status');
    expect(((await local.docs.get(DOC))!.navbarLinks as NavbarLink[])[1].label).toEqual({ it: 'Le stanze' });
    expect(await within(nav()).findByRole('link', { name: 'Le stanze' })).toHaveAttribute('href', '/camere');
    expect(within(footer()).getByRole('link', { name: 'Le stanze' })).toBeInTheDocument();

    // English has no label of the owner's: the site's own word.
    await switchTo(user, 'en');
    const en = await screen.findByRole('navigation', { name: 'Main navigation' });
    expect(within(en).getByRole('link', { name: 'Rooms' })).toBeInTheDocument();
    await user.click(within(within(row('/camere')).getByRole('group', { name: /^Label/ })).getByText(/^Other languages/));
    const english = within(within(row('/camere')).getByRole('group', { name: /^Label/ })).getByLabelText(/^English/);
    expect(english).toHaveAttribute('placeholder', 'Rooms');
    await user.type(english, 'Bedrooms');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await within(en).findByRole('link', { name: 'Bedrooms' })).toBeInTheDocument();
    expect(within(screen.getByRole('contentinfo')).getByRole('link', { name: 'Bedrooms' })).toBeInTheDocument();
  });

  it('a custom link has a label per language: the missing ones are marked, and visitors get the Italian there', async () => {
    const { user, local } = await settings();
    const group = screen.getByRole('group', { name: 'Nuovo link' });
    await user.type(within(group).getByLabelText('Etichetta'), 'Offerte');
    await user.type(within(group).getByLabelText('Percorso'), 'https://offerte.example/estate');
    await user.click(within(group).getByRole('button', { name: '+ Aggiungi link' }));
    const labels = within(row('https://offerte.example/estate')).getByRole('group', { name: /^Etichetta/ });
    await user.click(within(labels).getByText('Altre lingue · 4 mancanti'));
    expect(within(labels).getByLabelText('Deutsch · mancante')).toHaveAttribute('placeholder', 'Offerte');
    await user.type(within(labels).getByLabelText('English · mancante'), 'Special offers');
    expect(within(labels).getByText('Altre lingue · 3 mancanti')).toBeInTheDocument();
    await user.click(save());
    await screen.findByText('Impostazioni salvate con successo!');
    expect(((await local.docs.get(DOC))!.navbarLinks as NavbarLink[]).at(-1)!.label).toEqual({
      it: 'Offerte',
      en: 'Special offers',
    });
    await switchTo(user, 'en');
    expect(
      await within(await screen.findByRole('navigation', { name: 'Main navigation' })).findByRole('link', {
        name: 'Special offers',
      }),
    ).toBeInTheDocument();
    await user.click(languageLink(screen.getByRole('navigation', { name: 'Main navigation' }), 'de', 'Language'));
    expect(
      await within(await screen.findByRole('navigation', { name: 'Hauptnavigation' })).findByRole('link', { name: 'Offerte' }),
    ).toBeInTheDocument();
  });

  it('reads an older plain-string label as the Italian one, everywhere', async () => {
    const d = defaultSiteSettings();
    const old = {
      ...d,
      navbarLinks: [
        ...d.navbarLinks,
        { id: 'chi-siamo', label: 'Chi siamo', path: '/contatti', order: 80, enabled: true, type: 'link' },
      ],
    };
    await renderApp('/?lng=fr', { lang: 'fr', seed: seedWith({ [DOC]: old }) });
    expect(
      await within(await screen.findByRole('navigation', { name: 'Navigation principale' })).findByRole('link', {
        name: 'Chi siamo',
      }),
    ).toBeInTheDocument();
  });
});

describe('settings limits, each explained before anything is sent', () => {
  it('a site name over 80 characters', async () => {
    const { user, faults } = await settings();
    const name = screen.getByLabelText('Nome del sito');
    await user.clear(name);
    await user.click(name);
    await user.paste('N'.repeat(81));
    await user.click(save());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Nome del sito: 81 caratteri, il massimo è 80. Accorcialo prima di salvare.',
    );
    expect(faults.writes).toEqual([]);
  });

  it('a label over 40 characters in one language, named with its link and language, in English too', async () => {
    const { user, faults } = await settings({ lang: 'en' });
    await user.click(within(within(row('/camere')).getByRole('group', { name: /^Label/ })).getByText(/^Other languages/));
    const de = within(within(row('/camere')).getByRole('group', { name: /^Label/ })).getByLabelText(/^Deutsch/);
    await user.click(de);
    await user.paste('Z'.repeat(41));
    expect(de).toHaveAttribute('aria-invalid', 'true');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Label of link 2 (Deutsch): 41 characters, the maximum is 40. Shorten the text before saving.',
    );
    expect(faults.writes).toEqual([]);
  });

  it('a new link beyond 20, and a new label over 40 characters', async () => {
    const d = defaultSiteSettings();
    const many = Array.from({ length: 13 }, (_, i) => ({
      id: `l${i}`,
      label: { it: `Link ${i}` },
      path: '/contatti',
      order: 100 + i,
      enabled: false,
      type: 'link' as const,
    }));
    const { user } = await settings({ seed: seedWith({ [DOC]: { ...d, navbarLinks: [...d.navbarLinks, ...many] } }) });
    const group = screen.getByRole('group', { name: 'Nuovo link' });
    await user.type(within(group).getByLabelText('Etichetta'), 'Uno di troppo');
    await user.type(within(group).getByLabelText('Percorso'), '/contatti');
    await user.click(within(group).getByRole('button', { name: '+ Aggiungi link' }));
    expect(within(group).getByRole('alert')).toHaveTextContent('Al massimo 20 link nel menu: ora sono 21.');
    await user.click(screen.getByRole('button', { name: 'Elimina link Link 0' }));
    const label = within(group).getByLabelText('Etichetta');
    await user.clear(label);
    await user.click(label);
    await user.paste('E'.repeat(41));
    await user.click(within(group).getByRole('button', { name: '+ Aggiungi link' }));
    expect(within(group).getByRole('alert')).toHaveTextContent('Etichetta: 41 caratteri, il massimo è 40.');
  });
});

describe('a custom link that leads nowhere', () => {
  it('is flagged before saving; pages, existing listings and outside addresses are not', async () => {
    const { user } = await settings();
    const group = screen.getByRole('group', { name: 'Nuovo link' });
    const add = async (label: string, path: string) => {
      await user.type(within(group).getByLabelText('Etichetta'), label);
      await user.type(within(group).getByLabelText('Percorso'), path);
      await user.click(within(group).getByRole('button', { name: '+ Aggiungi link' }));
    };
    const flag = 'Nessuna pagina del sito ha questo percorso: i visitatori vedrebbero «Pagina non trovata».';
    await add('Offerte', 'offerte');
    await add('Suite', '/camere/suite-torretta');
    await add('Sparita', '/camere/non-esiste');
    await add('Fuori', 'https://www.example.com/');
    expect(within(row('/offerte')).getByText(flag)).toBeInTheDocument();
    await waitFor(() => expect(within(row('/camere/non-esiste')).getByText(flag)).toBeInTheDocument());
    expect(within(row('/camere/suite-torretta')).queryByText(flag)).toBeNull();
    expect(within(row('https://www.example.com/')).queryByText(flag)).toBeNull();
    expect(within(row('/galleria')).queryByText(flag)).toBeNull();
  });
});
