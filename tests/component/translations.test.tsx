/**
 * Translation drafts in the owner's browser and outdated translations, through the real editor and
 * listing form. The browser's Translator API is played by a stand-in installed on `window` by the
 * tests only (tests/support/fakeTranslator.ts); without it the editor offers no button.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { demoDocuments } from '../../scripts/demo';
import { textFingerprint } from '../../src/content/translations';
import { forgetTranslators } from '../../src/editing/translate/translator';
import { installFakeTranslator, type FakeTranslatorLog, type FakeTranslatorOptions } from '../support/fakeTranslator';
import { renderApp } from '../support/render';
import { pngFile } from '../support/environment';

type User = ReturnType<typeof userEvent.setup>;
const DOC = 'homepage/welcome';
const seeded = demoDocuments()[DOC] as Record<string, Record<string, string>>;
const IT = seeded.paragraph1.it;
const LABELS = { it: 'Italiano', en: 'English', de: 'Deutsch', nl: 'Nederlands', fr: 'Français' } as const;
type L = keyof typeof LABELS;

const install = (o: FakeTranslatorOptions = {}) => installFakeTranslator(o, window);
const log = () => (window as unknown as { __translator: FakeTranslatorLog }).__translator;

beforeEach(() => forgetTranslators());
afterEach(() => {
  delete (window as unknown as { Translator?: unknown }).Translator;
});

async function openEditor(user: User) {
  await user.click(await screen.findByRole('button', { name: /^Modifica primo paragrafo/ }));
  const form = await screen.findByRole('form', { name: /^Modifica primo paragrafo/ });
  const field = (l: L) => within(form).getByLabelText(LABELS[l]) as HTMLTextAreaElement;
  return { form, field };
}

/** The translate bar of a form, once the browser has said which pairs it has. */
const bar = async (form: HTMLElement) => within(await within(form).findByRole('group', { name: 'Bozze di traduzione' }));

describe('translation drafts in the text editor', () => {
  it('offers no button where the browser has no translator, and says which browsers do', async () => {
    const user = userEvent.setup();
    await renderApp('/', { signedIn: true });
    const { form } = await openEditor(user);
    expect(
      within(form).getByText(
        'Le bozze di traduzione sul tuo computer sono offerte da Chrome (dalla versione 138) ed Edge per computer.',
      ),
    ).toBeInTheDocument();
    expect(within(form).queryByRole('group', { name: 'Bozze di traduzione' })).toBeNull();
    expect(within(form).queryByRole('button', { name: 'Tutte le lingue' })).toBeNull();
  });

  it('fills the empty languages with drafts, marked until edited or accepted; nothing is saved until Save', async () => {
    install();
    const user = userEvent.setup();
    const { local, faults } = await renderApp('/', { signedIn: true });
    const { form, field } = await openEditor(user);
    await user.clear(field('en'));
    await user.clear(field('de'));
    await user.click((await bar(form)).getByRole('button', { name: 'Tutte le lingue' }));

    await waitFor(() => expect(field('de')).toHaveValue(`[de] ${IT}`));
    expect(field('en')).toHaveValue(`[en] ${IT}`);
    // Languages already written are left alone.
    expect(field('nl')).toHaveValue(seeded.paragraph1.nl);
    expect(field('fr')).toHaveValue(seeded.paragraph1.fr);
    expect(log().translated.map((x) => x.lang)).toEqual(['en', 'de']);
    expect(within(form).getAllByText('bozza')).toHaveLength(2);
    expect(within(form).getByRole('status')).toHaveTextContent('Bozze pronte: English, Deutsch. Rileggile prima di salvare.');
    expect(within(form).getByRole('status')).toHaveTextContent('Bozze da rivedere: English, Deutsch.');
    expect(faults.writes).toEqual([]);

    await user.click(within(form).getByRole('button', { name: 'Accetta', description: 'English' }));
    expect(within(form).getAllByText('bozza')).toHaveLength(1);
    await user.type(field('de'), ' (rivisto)');
    expect(within(form).queryByText('bozza')).toBeNull();
    await user.click(within(form).getByRole('button', { name: 'Salva' }));

    await waitFor(() => expect(screen.queryByRole('form')).toBeNull());
    const stored = (await local.docs.get(DOC))!;
    expect(stored.paragraph1).toMatchObject({ en: `[en] ${IT}`, de: `[de] ${IT} (rivisto)`, nl: seeded.paragraph1.nl });
    // Each translation now follows this Italian.
    const now = textFingerprint(IT);
    expect(stored.paragraph1_fromIt).toEqual({ en: now, de: now, nl: now, fr: now });
  });

  it('replaces every language when asked, one language at a time', async () => {
    install();
    const user = userEvent.setup();
    await renderApp('/', { signedIn: true });
    const { form, field } = await openEditor(user);
    const b = await bar(form);
    await user.click(b.getByRole('checkbox', { name: 'Sostituisci anche le traduzioni già scritte' }));
    await user.click(b.getByRole('button', { name: 'Traduci in Français' }));
    await waitFor(() => expect(field('fr')).toHaveValue(`[fr] ${IT}`));
    expect(field('en')).toHaveValue(seeded.paragraph1.en);
  });

  it('has no button for a pair the browser cannot translate, and a hint naming the browsers that can', async () => {
    install({ availability: { nl: 'unavailable' } });
    const user = userEvent.setup();
    await renderApp('/', { signedIn: true });
    const { form } = await openEditor(user);
    const b = await bar(form);
    expect(b.getAllByRole('button').map((x) => x.textContent)).toEqual([
      'Traduci in English',
      'Traduci in Deutsch',
      'Traduci in Français',
      'Tutte le lingue',
    ]);
    expect(
      b.getByText(
        'Non disponibile in questo browser: Nederlands. Le bozze di traduzione sul computer sono offerte da Chrome (dalla versione 138) ed Edge per computer.',
      ),
    ).toBeInTheDocument();
  });

  it('shows the language pack download the first time, then drafts', async () => {
    install({ availability: { de: 'downloadable' }, steps: 4, delayMs: 40 });
    const user = userEvent.setup();
    await renderApp('/', { signedIn: true });
    const { form, field } = await openEditor(user);
    const b = await bar(form);
    expect(b.getByText(/La prima volta il browser scarica il pacchetto linguistico per: Deutsch\./)).toBeInTheDocument();
    await user.clear(field('de'));
    await user.click(b.getByRole('button', { name: 'Traduci in Deutsch' }));
    expect(
      await within(form).findByRole('progressbar', { name: /^Deutsch: scaricamento del pacchetto linguistico, \d+%$/ }),
    ).toBeInTheDocument();
    await waitFor(() => expect(field('de')).toHaveValue(`[de] ${IT}`));
    expect(
      log()
        .progress.filter((p) => p.lang === 'de')
        .map((p) => p.loaded),
    ).toEqual([0, 0.25, 0.5, 0.75, 1]);
    expect(within(form).queryByRole('progressbar')).toBeNull();
  });

  it('says so when a language pack cannot be had, and drafts the other languages', async () => {
    install({ availability: { fr: 'downloadable' }, failCreate: ['fr'], delayMs: 5 });
    const user = userEvent.setup();
    const { faults } = await renderApp('/', { signedIn: true });
    const { form, field } = await openEditor(user);
    const b = await bar(form);
    await user.click(b.getByRole('checkbox', { name: 'Sostituisci anche le traduzioni già scritte' }));
    await user.click(b.getByRole('button', { name: 'Tutte le lingue' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'Traduzione interrotta (Français): bozze fatte 0 su 1; il resto è rimasto com’era. Riprova.',
    );
    expect(field('fr')).toHaveValue(seeded.paragraph1.fr);
    expect(field('nl')).toHaveValue(`[nl] ${IT}`);
    expect(faults.writes).toEqual([]);
  });
});

describe('outdated translations', () => {
  it('marks the other languages when the Italian changes, until each is saved again or kept', async () => {
    const user = userEvent.setup();
    const { local } = await renderApp('/', { signedIn: true });
    let { form, field } = await openEditor(user);
    await user.clear(field('it'));
    await user.paste('Il casale fu costruito nel Settecento.');
    // Marked while editing, before anything is saved…
    expect(within(form).getAllByText('da aggiornare')).toHaveLength(4);
    await user.click(within(form).getByRole('button', { name: 'Salva' }));
    await waitFor(() => expect(screen.queryByRole('form')).toBeNull());
    // …and on the pencil afterwards, distinct from missing.
    const pencil = await screen.findByRole('button', { name: /^Modifica primo paragrafo/ });
    expect(await within(pencil).findByText('Traduzioni da aggiornare: EN, DE, NL, FR')).toBeInTheDocument();
    expect(within(pencil).queryByText(/mancanti/)).toBeNull();

    ({ form, field } = await openEditor(user));
    expect(within(form).getAllByText('da aggiornare')).toHaveLength(4);
    // The Italian stands beside each as the guide.
    expect(within(form).getAllByText('Il casale fu costruito nel Settecento.', { selector: 'p' })).toHaveLength(4);
    await user.click(within(form).getByRole('button', { name: 'Ancora valida', description: 'English' }));
    await user.type(field('de'), ' Neu.');
    expect(within(form).getAllByText('da aggiornare')).toHaveLength(2);
    await user.click(within(form).getByRole('button', { name: 'Salva' }));
    await waitFor(() => expect(screen.queryByRole('form')).toBeNull());
    const after = await screen.findByRole('button', { name: /^Modifica primo paragrafo/ });
    expect(await within(after).findByText('Traduzioni da aggiornare: NL, FR')).toBeInTheDocument();

    const stored = (await local.docs.get(DOC))!;
    const now = textFingerprint('Il casale fu costruito nel Settecento.');
    const before = textFingerprint(IT);
    expect(stored.paragraph1_fromIt).toEqual({ en: now, de: now, nl: before, fr: before });
  });

  it('marks a listing’s translations outdated in its form when its Italian changes', async () => {
    const user = userEvent.setup();
    await renderApp('/servizi', { signedIn: true });
    await user.click(await screen.findByRole('button', { name: /^Modifica servizio: Piscina/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Modifica servizio' });
    const title = within(dialog).getByRole('group', { name: /^Titolo/ });
    expect(within(title).queryByText('da aggiornare')).toBeNull();
    await user.type(within(title).getByLabelText('Italiano'), ' riscaldata');
    expect(within(title).getAllByText('da aggiornare')).toHaveLength(4);
    await user.click(within(title).getByRole('button', { name: 'Ancora valida', description: 'Français' }));
    expect(within(title).getAllByText('da aggiornare')).toHaveLength(3);
  });
});

describe('translation drafts in the listing form', () => {
  it('drafts every text of a new service; a language that fails part-way keeps what it drafted and says so', async () => {
    install({ failAfter: { de: 1 }, delayMs: 5 });
    const user = userEvent.setup();
    const { local } = await renderApp('/servizi', { signedIn: true });
    await user.click(await screen.findByRole('button', { name: '+ Aggiungi servizio' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nuovo servizio' });
    const group = (name: RegExp) => within(within(dialog).getByRole('group', { name }));
    await user.click(group(/^Titolo/).getByLabelText('Italiano'));
    await user.paste('Noleggio e-bike');
    await user.click(group(/^Descrizione \*/).getByLabelText('Italiano'));
    await user.paste('Biciclette elettriche per le colline.');
    await user.click(group(/^Testo alternativo/).getByLabelText('Italiano'));
    await user.paste('Due biciclette rosse davanti al casale');
    await user.upload(group(/^Immagine principale/).getByLabelText('Scegli un’immagine'), pngFile('bici.png'));
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Salva' })).toBeEnabled());

    await user.click((await bar(dialog)).getByRole('button', { name: 'Tutte le lingue' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Traduzione interrotta (Deutsch): bozze fatte 1 su 3; il resto è rimasto com’era. Riprova.',
    );
    await waitFor(() => expect(group(/^Titolo/).getByLabelText('Français')).toHaveValue('[fr] Noleggio e-bike'));
    expect(group(/^Titolo/).getByLabelText('Deutsch')).toHaveValue('[de] Noleggio e-bike');
    expect(group(/^Descrizione \*/).getByLabelText('Deutsch')).toHaveValue('');
    expect(group(/^Testo alternativo/).getByLabelText('English')).toHaveValue('[en] Due biciclette rosse davanti al casale');

    await user.click(within(dialog).getByRole('button', { name: 'Salva' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const saved = (await local.docs.list('services')).find((d) => (d.data.title as { it?: string }).it === 'Noleggio e-bike')!;
    expect(saved.data.imageAlt).toMatchObject({
      it: 'Due biciclette rosse davanti al casale',
      nl: '[nl] Due biciclette rosse davanti al casale',
    });
    expect((saved.data.fromIt as Record<string, unknown>).title).toEqual({
      en: textFingerprint('Noleggio e-bike'),
      de: textFingerprint('Noleggio e-bike'),
      nl: textFingerprint('Noleggio e-bike'),
      fr: textFingerprint('Noleggio e-bike'),
    });
  });
});
