/**
 * The owner's translations overview in the settings, the CIN, the privacy page and the owner's
 * order of lists, through the real application on the demo backend.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { demoDocuments } from '../../scripts/demo';
import { PAGE_DOCUMENTS } from '../../src/content/pages';
import { textFingerprint } from '../../src/content/translations';
import { renderApp, seedWith } from '../support/render';

const SETTINGS = '/admin-impostazioni-sito';
const seed = demoDocuments();
const welcome = seed['homepage/welcome'] as Record<string, Record<string, string>>;
const piscina = seed['services/piscina'] as Record<string, unknown>;

/** The overview's table row of a page or listing, cell by language. */
async function overviewRow(name: string) {
  const table = await screen.findByRole('table', { name: /Testi mancanti e da aggiornare/ });
  const head = within(table).getByRole('rowheader', { name });
  const cells = within(head.closest('tr')!).getAllByRole('cell');
  return Object.fromEntries(['it', 'en', 'de', 'nl', 'fr'].map((l, i) => [l, cells[i]]));
}

describe('translations overview', () => {
  it('says every text is in step when it is, reading each page document and listing once', async () => {
    const { faults } = await renderApp(SETTINGS, { signedIn: true });
    expect(await screen.findByText('Tutti i testi sono scritti in cinque lingue e aggiornati.')).toBeInTheDocument();
    const home = await overviewRow('Pagina iniziale');
    for (const cell of Object.values(home)) expect(cell).toHaveTextContent('tutto tradotto');
    // The footer's address, phone and e-mail read the same in every language: nothing is missing.
    for (const cell of Object.values(await overviewRow('Piè di pagina'))) expect(cell).toHaveTextContent('tutto tradotto');
    expect(screen.getByRole('rowheader', { name: 'Servizio: Piscina panoramica' })).toBeInTheDocument();
    // Each language's column is named in that language, and marked as such for a voice reading it.
    const de = screen.getByRole('columnheader', { name: 'DE' }).querySelector('abbr')!;
    expect(de).toHaveAttribute('title', 'Deutsch');
    expect(de).toHaveAttribute('lang', 'de');
    for (const d of PAGE_DOCUMENTS) expect(faults.reads.filter((r) => r.op === 'get' && r.path === d.path)).toHaveLength(1);
    for (const c of ['rooms', 'services', 'experiences', 'gallery_images'])
      expect(faults.reads.filter((r) => r.op === 'list' && r.path === c)).toHaveLength(1);
  });

  it('counts missing and outdated texts per language, and takes the owner to each one in place', async () => {
    const user = userEvent.setup();
    const oldItalian = 'Benvenuti alla vecchia Locanda';
    await renderApp(SETTINGS, {
      signedIn: true,
      seed: seedWith({
        // The title's translations were made from an older Italian; German was never written.
        'homepage/welcome': {
          ...welcome,
          title: { ...welcome.title, de: '' },
          title_fromIt: {
            en: textFingerprint(oldItalian),
            nl: textFingerprint(oldItalian),
            fr: textFingerprint(welcome.title.it),
          },
        },
        // A service whose main image has no description yet.
        'services/piscina': { ...piscina, imageAlt: {} },
      }),
    });
    const home = await overviewRow('Pagina iniziale');
    expect(home.it).toHaveTextContent('tutto tradotto');
    expect(home.en).toHaveTextContent('1 da aggiornare');
    expect(home.de).toHaveTextContent('1 mancante');
    expect(home.nl).toHaveTextContent('1 da aggiornare');
    expect(home.fr).toHaveTextContent('tutto tradotto');
    const pool = await overviewRow('Servizio: Piscina panoramica');
    for (const l of ['it', 'en', 'de', 'nl', 'fr']) expect(pool[l]).toHaveTextContent('1 mancante');

    const item = screen.getByRole('link', { name: `Titolo — «${welcome.title.it}»` }).closest('li')!;
    expect(item).toHaveTextContent('Traduzioni mancanti: DE');
    expect(item).toHaveTextContent('Traduzioni da aggiornare: EN, NL');
    await user.click(within(item).getByRole('link'));
    // On the homepage, that text's editor is open, with its marks.
    const editor = await screen.findByRole('form', { name: 'Modifica titolo' });
    expect(within(editor).getByLabelText('Italiano')).toHaveValue(welcome.title.it);
    expect(within(editor).getAllByText('da aggiornare')).toHaveLength(2);
    expect(window.location.hash).toBe('');
  });

  it('counts a menu link’s missing labels as its row in the settings does', async () => {
    const settings = seed['site_settings/global'] as { navbarLinks: unknown[] };
    const offer = { id: 'offerte', label: { it: 'Offerte' }, path: '/offerte', type: 'link', order: 80, enabled: true };
    await renderApp(SETTINGS, {
      signedIn: true,
      seed: seedWith({ 'site_settings/global': { ...settings, navbarLinks: [...settings.navbarLinks, offer] } }),
    });
    // The link's row: four languages missing.
    const label = await screen.findByRole('group', { name: /^Etichetta — link 8, Offerte/ });
    expect(within(label).getByText('Altre lingue · 4 mancanti')).toBeInTheDocument();
    // The overview: the same four, and none for the site's own links (each language has the site's word).
    const menu = await overviewRow('Link del menu');
    expect(menu.it).toHaveTextContent('tutto tradotto');
    for (const l of ['en', 'de', 'nl', 'fr']) expect(menu[l]).toHaveTextContent('1 mancante');
    const item = screen.getByRole('link', { name: 'Etichetta — «Offerte»' }).closest('li')!;
    expect(item).toHaveTextContent('Traduzioni mancanti: EN, DE, NL, FR');
    expect(screen.queryByText('Tutti i testi sono scritti in cinque lingue e aggiornati.')).toBeNull();
  });

  it('names listings and texts in French with its own spacing and quotation marks', async () => {
    await renderApp(SETTINGS, {
      signedIn: true,
      lang: 'fr',
      seed: seedWith({ 'homepage/welcome': { ...welcome, title: { ...welcome.title, de: '' } } }),
    });
    const table = await screen.findByRole('table', { name: /Textes manquants/ });
    expect(within(table).getByRole('rowheader', { name: 'Service\u00a0: Piscine panoramique' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: `Le titre — «\u00a0${welcome.title.it}\u00a0»` })).toBeInTheDocument();
  });

  it('opens a listing’s form from the overview', async () => {
    const user = userEvent.setup();
    await renderApp(SETTINGS, { signedIn: true, seed: seedWith({ 'services/piscina': { ...piscina, imageAlt: {} } }) });
    await user.click(await screen.findByRole('link', { name: 'Testo alternativo dell’immagine' }));
    const dialog = await screen.findByRole('dialog', { name: 'Modifica servizio' });
    expect(within(within(dialog).getByRole('group', { name: /^Titolo/ })).getByLabelText('Italiano')).toHaveValue(
      'Piscina panoramica',
    );
    expect(window.location.pathname).toBe('/servizi');
  });

  it('is not in the page for visitors', async () => {
    await renderApp(SETTINGS);
    await screen.findByRole('heading', { name: 'Accesso gestione' });
    expect(screen.queryByRole('heading', { name: 'Traduzioni' })).toBeNull();
  });
});

describe('the CIN', () => {
  it('is edited in the settings, refused when it cannot be one, and shown in the footer', async () => {
    const user = userEvent.setup();
    const { local } = await renderApp(SETTINGS, { signedIn: true });
    const field = await screen.findByLabelText('CIN (codice identificativo nazionale)');
    expect(field).toHaveValue('IT055023C2DEMO0001');
    const footer = screen.getByRole('contentinfo');
    expect(await within(footer).findByText('CIN IT055023C2DEMO0001')).toBeInTheDocument();

    await user.clear(field);
    await user.type(field, 'it-12');
    expect(field).toHaveValue('IT12');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('alert')).toHaveTextContent(/Questo non sembra un CIN/);
    expect(screen.getByRole('button', { name: 'Salva impostazioni' })).toBeDisabled();

    await user.clear(field);
    await user.type(field, 'it 055 023 b4 xyz 12345');
    expect(field).toHaveValue('IT055023B4XYZ12345');
    await user.click(screen.getByRole('button', { name: 'Salva impostazioni' }));
    expect(await screen.findByText('Impostazioni salvate con successo!')).toBeInTheDocument();
    expect((await local.docs.get('site_settings/global'))!.cin).toBe('IT055023B4XYZ12345');
    await waitFor(() => expect(within(footer).getByText('CIN IT055023B4XYZ12345')).toBeInTheDocument());
  });

  it('is not shown when there is none', async () => {
    await renderApp('/', { seed: seedWith({ 'site_settings/global': { ...seed['site_settings/global'], cin: '' } }) });
    const footer = await screen.findByRole('contentinfo');
    await within(footer).findByRole('link', { name: 'Privacy' });
    expect(within(footer).queryByText(/^CIN/)).toBeNull();
  });
});

describe('the partita IVA', () => {
  it('is checked digit by digit as it is typed, saved once sound, and shown in the footer', async () => {
    const user = userEvent.setup();
    const { local } = await renderApp(SETTINGS, { signedIn: true });
    const field = await screen.findByLabelText('Partita IVA');
    expect(field).toHaveValue('01234560553');
    const footer = screen.getByRole('contentinfo');
    expect(await within(footer).findByText('P. IVA 01234560553')).toBeInTheDocument();
    const save = screen.getByRole('button', { name: 'Salva impostazioni' });

    await user.clear(field);
    await user.type(field, '0074311015');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('alert')).toHaveTextContent(/^Una partita IVA è fatta di 11 cifre, senza lettere/);
    expect(save).toBeDisabled();
    // Two digits swapped: eleven digits, but the check digit does not match.
    await user.clear(field);
    await user.type(field, 'IT 074 431 101 57');
    expect(field).toHaveValue('07443110157');
    expect(screen.getByRole('alert')).toHaveTextContent(/^La cifra di controllo \(l’ultima\) non torna/);
    expect(save).toBeDisabled();

    await user.clear(field);
    await user.type(field, '007 431 101 57');
    expect(field).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByRole('alert')).toBeNull();
    await user.click(save);
    expect(await screen.findByText('Impostazioni salvate con successo!')).toBeInTheDocument();
    expect((await local.docs.get('site_settings/global'))!.vatNumber).toBe('00743110157');
    await waitFor(() => expect(within(footer).getByText('P. IVA 00743110157')).toBeInTheDocument());
  });

  it.each([
    ['en', 'The check digit (the last one) does not match'],
    ['de', 'Die Prüfziffer (die letzte Ziffer) stimmt nicht'],
    ['nl', 'Het controlecijfer (het laatste) klopt niet'],
    ['fr', 'Le chiffre de contrôle (le dernier) ne correspond pas'],
  ])('says in %s what is wrong with one that fails the check', async (lang, message) => {
    const user = userEvent.setup();
    await renderApp(SETTINGS, { signedIn: true, lang });
    const field = (await screen.findAllByRole('textbox')).find((f) => (f as HTMLInputElement).value === '01234560553')!;
    await user.clear(field);
    await user.type(field, '01234560554');
    expect(screen.getByRole('alert')).toHaveTextContent(message);
  });

  it('can be cleared, and is then not shown', async () => {
    const user = userEvent.setup();
    const { local } = await renderApp(SETTINGS, { signedIn: true });
    await user.clear(await screen.findByLabelText('Partita IVA'));
    await user.click(screen.getByRole('button', { name: 'Salva impostazioni' }));
    expect(await screen.findByText('Impostazioni salvate con successo!')).toBeInTheDocument();
    expect((await local.docs.get('site_settings/global'))!.vatNumber).toBe('');
    await waitFor(() => expect(within(screen.getByRole('contentinfo')).queryByText(/IVA/)).toBeNull());
  });
});

describe('the privacy page', () => {
  it('is linked from the footer and shows the notice in the visitor’s language', async () => {
    const user = userEvent.setup();
    await renderApp('/?lng=de', { lang: 'de' });
    await user.click(within(await screen.findByRole('contentinfo')).getByRole('link', { name: 'Datenschutz' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Datenschutzhinweise' })).toBeInTheDocument();
    for (const name of ['Welche Daten wir verarbeiten und warum', 'Was in Ihrem Browser gespeichert wird', 'Ihre Rechte'])
      expect(screen.getByRole('heading', { level: 2, name })).toBeInTheDocument();
    expect(screen.getByText(/siteCookieConsent/)).toBeInTheDocument();
  });

  it('is edited in place by the owner', async () => {
    await renderApp('/privacy', { signedIn: true });
    expect(await screen.findByRole('button', { name: /^Modifica titolo: Informativa sulla privacy/ })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /^Modifica testo/ })).toHaveLength(4);
  });
});

describe('the owner’s order', () => {
  it('moves a service earlier with the keyboard and saves only the places that changed', async () => {
    const user = userEvent.setup();
    const { local, faults } = await renderApp('/servizi', { signedIn: true });
    const titles = async () => (await screen.findAllByRole('heading', { level: 3 })).map((h) => h.textContent);
    const before = await titles();
    await user.click(screen.getByRole('button', { name: 'Cambia l’ordine' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ordine dei servizi' });
    const third = before[2]!;
    within(dialog)
      .getByRole('button', { name: `Sposta prima: ${third}` })
      .focus();
    await user.keyboard('{Enter}');
    // The moved item's button keeps the focus; moving again goes on from there.
    expect(within(dialog).getByRole('button', { name: `Sposta prima: ${third}` })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(within(dialog).getByRole('button', { name: `Sposta prima: ${third}` })).toHaveAttribute('aria-disabled', 'true');
    await user.click(within(dialog).getByRole('button', { name: 'Salva l’ordine' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(async () => expect(await titles()).toEqual([third, before[0], before[1], before[3]]));
    const orders = Object.fromEntries((await local.docs.list('services')).map((d) => [d.id, d.data.order]));
    expect(Object.values(orders).sort()).toEqual([10, 20, 30, 40]);
    // The seed's services were 10, 20, 30, 40: three of them moved, the fourth kept its place.
    expect(faults.writes).toHaveLength(3);
  });
});
