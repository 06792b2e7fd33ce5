/**
 * Undo after a save, the History of a text and of a listing, with their failures: the real app on the
 * local backend, as the owner uses it.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { demoDocuments } from '../../scripts/demo';
import { UNDO_NOTICE_MS } from '../../src/content/constants';
import { announce } from '../../src/editing/core/notices';
import { SaveNotice } from '../../src/editing/core/SaveNotice';
import { OWNER, renderApp, renderWithProviders } from '../support/render';

const DOC = 'homepage/welcome';
const seeded = demoDocuments()[DOC] as Record<string, Record<string, string>>;
const LANGS = ['Italiano', 'English', 'Deutsch', 'Nederlands', 'Français'];
const pencil = () => screen.findByRole('button', { name: /^Modifica primo paragrafo/ });
const when = (ms: number) => new Intl.DateTimeFormat('it', { dateStyle: 'medium', timeStyle: 'short' }).format(ms);

type User = ReturnType<typeof userEvent.setup>;

async function openEditor(user: User) {
  await user.click(await pencil());
  const form = await screen.findByRole('form', { name: /^Modifica primo paragrafo/ });
  const fields = Object.fromEntries(LANGS.map((l) => [l, within(form).getByLabelText(new RegExp(`^${l}`))])) as Record<
    string,
    HTMLTextAreaElement
  >;
  return { form, fields };
}

/** Saves the first paragraph with these Italian and English texts, through the editor. */
async function saveParagraph(user: User, it: string, en: string, { clear = [] as string[] } = {}) {
  const { form, fields } = await openEditor(user);
  await user.clear(fields.Italiano);
  await user.paste(it);
  await user.clear(fields.English);
  await user.paste(en);
  for (const l of clear) await user.clear(fields[l]);
  await user.click(within(form).getByRole('button', { name: 'Salva' }));
  await waitFor(() => expect(screen.queryByRole('form')).toBeNull());
  expect(await screen.findByText(it)).toBeInTheDocument();
}

const notice = () => screen.findByText('Modifica salvata.');

describe('undo after a save', () => {
  it('offers Undo in a polite notice without taking the focus; Undo restores the text and is saved like any edit', async () => {
    const user = userEvent.setup();
    const { local } = await renderApp('/', { signedIn: true });
    await saveParagraph(user, 'Un paragrafo sovrascritto per sbaglio', 'Overwritten by mistake');

    const message = await notice();
    expect(message).toHaveAttribute('role', 'status');
    expect(message).toHaveAttribute('aria-live', 'polite');
    // The focus went back to the pencil, as after any save: the notice does not take it.
    await waitFor(async () => expect(await pencil()).toHaveFocus());

    await user.click(screen.getByRole('button', { name: 'Annulla modifica' }));
    expect(await screen.findByText('Modifica annullata.')).toHaveAttribute('role', 'status');
    expect(await screen.findByText(seeded.paragraph1.it)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Annulla modifica' })).toBeNull();
    const stored = (await local.docs.get(DOC))!;
    expect(stored.paragraph1).toEqual(seeded.paragraph1);
    expect(stored.paragraph1_lastUpdatedBy).toBe(OWNER.email);
    // The save and its undo: two revisions, the newest holding the overwritten text.
    const revisions = await (await local.history()).revisions(DOC);
    expect(revisions.map((r) => r.seq)).toEqual([2, 1]);
    expect(revisions[0].before.paragraph1).toEqual({
      ...seeded.paragraph1,
      it: 'Un paragrafo sovrascritto per sbaglio',
      en: 'Overwritten by mistake',
    });
    expect(revisions[1].before.paragraph1).toEqual(seeded.paragraph1);
  });

  it('undoes with Ctrl+Z outside a text field', async () => {
    const user = userEvent.setup();
    const { local } = await renderApp('/', { signedIn: true });
    await saveParagraph(user, 'Da annullare con la tastiera', 'Undone from the keyboard');
    await notice();
    await waitFor(async () => expect(await pencil()).toHaveFocus());
    await user.keyboard('{Control>}z{/Control}');
    expect(await screen.findByText('Modifica annullata.')).toBeInTheDocument();
    await waitFor(async () => expect((await local.docs.get(DOC))!.paragraph1).toEqual(seeded.paragraph1));
  });

  it('undoes a background exactly: the image and its small variant come back', async () => {
    const user = userEvent.setup();
    const { local } = await renderApp('/posizione', { signedIn: true });
    const doc = 'location_page/header';
    await local.docs.setFields(doc, {
      backgroundImageUrl: '/demo/hero-hills.svg',
      backgroundImageUrlSmall: '/demo/hero-hills-800.svg',
    });
    const header = (await screen.findByRole('heading', { level: 1, name: 'Dove siamo' })).closest('section')!;
    await user.click(await within(header).findByRole('button', { name: 'Sfondo: cambia l’immagine' }));
    const dialog = await screen.findByRole('dialog', { name: 'Immagine di sfondo' });
    const url = within(dialog).getByLabelText('Indirizzo dell’immagine (URL o percorso)');
    await user.clear(url);
    await user.paste('/demo/cta-sunset.svg');
    await user.click(within(dialog).getByRole('button', { name: 'Usa questo indirizzo' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await local.docs.get(doc)).toMatchObject({ backgroundImageUrl: '/demo/cta-sunset.svg', backgroundImageUrlSmall: '' });

    await user.click(await screen.findByRole('button', { name: 'Annulla modifica' }));
    await screen.findByText('Modifica annullata.');
    expect(await local.docs.get(doc)).toMatchObject({
      backgroundImageUrl: '/demo/hero-hills.svg',
      backgroundImageUrlSmall: '/demo/hero-hills-800.svg',
    });
  });

  it('undoes a move to the trash, and the addition of a gallery image', async () => {
    const user = userEvent.setup();
    const { local } = await renderApp('/galleria', { signedIn: true });
    await user.click(await screen.findByRole('button', { name: 'Elimina la foto 1' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Elimina' }));
    expect(await screen.findByText('Ora è nel cestino.')).toBeInTheDocument();
    expect(await local.docs.get('gallery_images/g1')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Annulla eliminazione' }));
    await screen.findByText('Modifica annullata.');
    expect(await local.docs.get('gallery_images/g1')).toEqual(demoDocuments()['gallery_images/g1']);
    expect(await (await local.history()).trashed()).toEqual([]);
    expect(await screen.findByRole('link', { name: /^Apri la foto 1 di 8\b/ })).toBeInTheDocument();
  });

  it('says so when Undo fails, keeps everything as it was, and offers it again', async () => {
    const user = userEvent.setup();
    const { local, faults } = await renderApp('/', { signedIn: true });
    await saveParagraph(user, 'Testo nuovo', 'New text');
    await notice();
    faults.failWrites = true;
    await user.click(screen.getByRole('button', { name: 'Annulla modifica' }));
    expect(await screen.findByText('Non è stato possibile annullare. Riprova.')).toBeInTheDocument();
    expect(((await local.docs.get(DOC))!.paragraph1 as Record<string, string>).it).toBe('Testo nuovo');
    faults.failWrites = false;
    await user.click(screen.getByRole('button', { name: 'Riprova ad annullare' }));
    await screen.findByText('Modifica annullata.');
    expect((await local.docs.get(DOC))!.paragraph1).toEqual(seeded.paragraph1);
  });

  it('keeps the typed text when the save with its revision fails', async () => {
    const user = userEvent.setup();
    const { local, faults } = await renderApp('/', { signedIn: true });
    const { form, fields } = await openEditor(user);
    await user.clear(fields.Italiano);
    await user.paste('Non deve andare perso');
    faults.failHistoryWrites = true;
    await user.click(within(form).getByRole('button', { name: 'Salva' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('Errore durante il salvataggio.');
    expect(fields.Italiano).toHaveValue('Non deve andare perso');
    expect((await local.docs.get(DOC))!.paragraph1).toEqual(seeded.paragraph1);
    expect(await (await local.history()).revisions(DOC)).toEqual([]);
    expect(screen.queryByText('Modifica salvata.')).toBeNull();
  });
});

describe('the notice', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('goes after about ten seconds, but stays while the pointer or the focus is on it', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const { i18n } = await renderWithProviders(<SaveNotice />, { signedIn: true });
    // The owner's strings arrive with the sign-in, as in the app (where the notice shows only then).
    await waitFor(() => expect(i18n.t('history.dismiss')).toBe('Chiudi l’avviso'));
    const undo = vi.fn(async () => undefined);
    act(() => void announce({ kind: 'saved', paths: ['homepage/hero'], undo }));
    expect(await screen.findByText('Modifica salvata.')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(UNDO_NOTICE_MS - 500));
    expect(screen.getByText('Modifica salvata.')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1000));
    await waitFor(() => expect(screen.queryByText('Modifica salvata.')).toBeNull());
    expect(screen.getByRole('status')).toBeEmptyDOMElement();

    act(() => void announce({ kind: 'saved', paths: ['homepage/hero'], undo }));
    const button = await screen.findByRole('button', { name: 'Annulla modifica' });
    expect(button).toHaveAttribute('aria-keyshortcuts', 'Control+Z Meta+Z');
    await user.tab();
    expect(button).toHaveFocus();
    act(() => vi.advanceTimersByTime(UNDO_NOTICE_MS * 2));
    expect(screen.getByText('Modifica salvata.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Chiudi l’avviso' }));
    expect(screen.queryByText('Modifica salvata.')).toBeNull();
    expect(undo).not.toHaveBeenCalled();
  });
});

describe('history of a text', () => {
  it('lists earlier versions with their dates and every language, and restores one as a new save', async () => {
    const user = userEvent.setup();
    const { local } = await renderApp('/', { signedIn: true });
    await saveParagraph(user, 'Prima versione', 'First version', { clear: ['Deutsch', 'Nederlands', 'Français'] });
    await saveParagraph(user, 'Seconda versione', 'Second version');
    await saveParagraph(user, 'Terza versione', 'Third version');
    // (The editor keeps what the languages held: only the first save cleared three of them.)

    const { form } = await openEditor(user);
    const toggle = within(form).getByRole('button', { name: 'Cronologia' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const panel = await within(form).findByRole('region', { name: 'Versioni precedenti' });
    const items = await within(panel).findAllByRole('listitem');
    expect(items).toHaveLength(3);
    const revisions = await (await local.history()).revisions(DOC);
    expect(items[0]).toHaveTextContent(`Sostituita il ${when(revisions[0].at)}`);
    expect(items[0]).toHaveTextContent('Seconda versione');
    expect(items[0]).toHaveTextContent('Second version');
    // The oldest is the seeded text, in all five languages.
    for (const text of Object.values(seeded.paragraph1)) expect(items[2]).toHaveTextContent(text.slice(0, 60));
    expect(
      within(items[0])
        .getAllByRole('term')
        .map((t) => t.textContent),
    ).toEqual(['IT', 'EN', 'DE', 'NL', 'FR']);
    // The languages the first save cleared show as empty in the versions that followed it.
    expect(within(items[0]).getAllByText('(vuoto)', { selector: 'dd' })).toHaveLength(3);

    await user.click(
      within(items[1]).getByRole('button', { name: `Ripristina la versione sostituita il ${when(revisions[1].at)}` }),
    );
    await waitFor(() => expect(screen.queryByRole('form')).toBeNull());
    expect(await screen.findByText('Prima versione')).toBeInTheDocument();
    expect(await screen.findByText('Ripristino completato.')).toBeInTheDocument();
    expect((await local.docs.get(DOC))!.paragraph1).toEqual({ it: 'Prima versione', en: 'First version' });
    // History is never rewritten: the restore is one more revision, holding what it replaced.
    const after = await (await local.history()).revisions(DOC);
    expect(after).toHaveLength(4);
    expect(after[0].before.paragraph1).toEqual({ it: 'Terza versione', en: 'Third version' });
  });

  it('lists only the revisions of its own field', async () => {
    const user = userEvent.setup();
    const { local } = await renderApp('/', { signedIn: true });
    await (await local.history()).save(DOC, { title: { it: 'Un altro campo' }, title_lastUpdatedBy: OWNER.email });
    const { form } = await openEditor(user);
    await user.click(within(form).getByRole('button', { name: 'Cronologia' }));
    expect(await within(form).findByText('Nessuna versione precedente.')).toBeInTheDocument();
  });

  it('says so when the history cannot be read, or a restore fails, and keeps the editor and the text', async () => {
    const user = userEvent.setup();
    const { local, faults } = await renderApp('/', { signedIn: true });
    await saveParagraph(user, 'Testo attuale', 'Current text');
    faults.failReads.add('revisions');
    let { form } = await openEditor(user);
    await user.click(within(form).getByRole('button', { name: 'Cronologia' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('Impossibile caricare la cronologia.');
    await user.click(within(form).getByRole('button', { name: 'Annulla' }));

    faults.failReads.delete('revisions');
    ({ form } = await openEditor(user));
    await user.click(within(form).getByRole('button', { name: 'Cronologia' }));
    const [item] = await within(form).findAllByRole('listitem');
    faults.failHistoryWrites = true;
    await user.click(within(item).getByRole('button', { name: /^Ripristina/ }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'Non è stato possibile ripristinare questa versione. Riprova.',
    );
    expect(screen.getByRole('form')).toBeInTheDocument();
    expect(((await local.docs.get(DOC))!.paragraph1 as Record<string, string>).it).toBe('Testo attuale');
  });
});

describe('history of a listing', () => {
  it('lists the earlier versions of a room in its form and restores one', async () => {
    const user = userEvent.setup();
    const { local } = await renderApp('/camere', { signedIn: true });
    const seededRoom = demoDocuments()['rooms/camera-uliveto'] as Record<string, unknown>;

    await user.click(await screen.findByRole('button', { name: 'Modifica camera: Camera Uliveto' }));
    let dialog = await screen.findByRole('dialog', { name: 'Modifica camera' });
    const name = within(dialog).getByRole('group', { name: 'Nome *' });
    await user.clear(within(name).getByLabelText('Italiano'));
    await user.paste('Camera degli Ulivi');
    await user.click(within(dialog).getByRole('button', { name: 'Salva' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByRole('link', { name: 'Camera degli Ulivi' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Modifica camera: Camera degli Ulivi' }));
    dialog = await screen.findByRole('dialog', { name: 'Modifica camera' });
    await user.click(within(dialog).getByRole('button', { name: 'Cronologia' }));
    const panel = await within(dialog).findByRole('region', { name: 'Versioni precedenti' });
    const [item] = await within(panel).findAllByRole('listitem');
    expect(item).toHaveTextContent('Nome');
    expect(item).toHaveTextContent('Camera Uliveto');
    expect(within(item).getByRole('img', { name: 'L’immagine di allora' })).toBeInTheDocument();
    await user.click(within(item).getByRole('button', { name: /^Ripristina/ }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByRole('link', { name: 'Camera Uliveto' })).toBeInTheDocument();
    const stored = (await local.docs.get('rooms/camera-uliveto'))!;
    expect(stored.name).toEqual(seededRoom.name);
    expect(stored.detailContent).toEqual(seededRoom.detailContent);
  });
});
