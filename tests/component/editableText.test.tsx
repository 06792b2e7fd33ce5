import { act, renderHook, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { demoDocuments } from '../../scripts/demo';
import { useEditableText } from '../../src/editing/text/useEditableText';
import { OWNER, providers, renderApp } from '../support/render';

const DOC = 'homepage/welcome';
const seeded = demoDocuments()[DOC] as Record<string, Record<string, string>>;
/** The pencil is a new element each time the editor closes. */
const pencil = () => screen.getByRole('button', { name: /^Modifica primo paragrafo/ });
const LANGS = ['Italiano', 'English', 'Deutsch', 'Nederlands', 'Français'];

async function openEditor(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: /^Modifica primo paragrafo/ }));
  const form = await screen.findByRole('form', { name: /^Modifica primo paragrafo/ });
  const fields = Object.fromEntries(LANGS.map((l) => [l, within(form).getByLabelText(new RegExp(`^${l}`))])) as Record<
    string,
    HTMLTextAreaElement
  >;
  return { form, fields };
}

describe('editable text', () => {
  it('shows no pencil to visitors', async () => {
    await renderApp('/');
    expect(await screen.findByText(seeded.paragraph1.it)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Modifica / })).toBeNull();
  });

  it('gives the owner a pencil that opens the five languages, each labelled, with the stored texts', async () => {
    const user = userEvent.setup();
    await renderApp('/', { signedIn: true });
    const { form, fields } = await openEditor(user);
    for (const [label, lang] of [
      ['Italiano', 'it'],
      ['English', 'en'],
      ['Deutsch', 'de'],
      ['Nederlands', 'nl'],
      ['Français', 'fr'],
    ]) {
      expect(fields[label]).toHaveValue(seeded.paragraph1[lang]);
      expect(fields[label].tagName).toBe('TEXTAREA');
      expect(fields[label]).toHaveAttribute('rows', '3');
      expect(fields[label]).toHaveAttribute('lang', lang);
    }
    expect(fields.Italiano).toHaveFocus();
    expect(within(form).getByRole('button', { name: 'Salva' })).toBeEnabled();
    expect(within(form).getByRole('button', { name: 'Annulla' })).toBeEnabled();
  });

  it('saves the language map whole: a cleared or blank language disappears, other fields stay', async () => {
    const user = userEvent.setup();
    const { local, faults } = await renderApp('/', { signedIn: true });
    const { form, fields } = await openEditor(user);
    await user.clear(fields.Italiano);
    await user.paste('Nuovo testo italiano');
    await user.clear(fields.English);
    await user.clear(fields.Deutsch);
    await user.type(fields.Deutsch, '   ');
    await user.click(within(form).getByRole('button', { name: 'Salva' }));

    expect(await screen.findByText('Nuovo testo italiano')).toBeInTheDocument();
    expect(screen.queryByRole('form')).toBeNull();
    await waitFor(() => expect(pencil()).toHaveFocus());
    const stored = (await local.docs.get(DOC))!;
    expect(stored.paragraph1).toEqual({ it: 'Nuovo testo italiano', nl: seeded.paragraph1.nl, fr: seeded.paragraph1.fr });
    expect(stored.paragraph1_lastUpdatedBy).toBe(OWNER.email);
    expect(stored.updatedAt).toEqual(expect.any(Number));
    expect(stored.title).toEqual(seeded.title);
    expect(stored.paragraph2).toEqual(seeded.paragraph2);
    expect(faults.writes).toEqual([
      // One save, with its revision (the history's save).
      { op: 'save', path: DOC, data: expect.objectContaining({ paragraph1: stored.paragraph1 }) },
    ]);
  });

  it('cancel restores the last saved values', async () => {
    const user = userEvent.setup();
    const { local, faults } = await renderApp('/', { signedIn: true });
    let { form, fields } = await openEditor(user);
    await user.clear(fields.Italiano);
    await user.paste('Da buttare');
    await user.click(within(form).getByRole('button', { name: 'Annulla' }));
    await user.click(
      within(await screen.findByRole('alertdialog', { name: 'Modifiche non salvate' })).getByRole('button', { name: 'Scarta' }),
    );
    expect(screen.queryByRole('form')).toBeNull();
    expect(screen.getByText(seeded.paragraph1.it)).toBeInTheDocument();
    expect(screen.queryByText('Da buttare')).toBeNull();
    ({ form, fields } = await openEditor(user));
    expect(fields.Italiano).toHaveValue(seeded.paragraph1.it);
    expect(faults.writes).toEqual([]);
    expect(((await local.docs.get(DOC))!.paragraph1 as Record<string, string>).it).toBe(seeded.paragraph1.it);
  });

  it('Escape without changes closes at once and gives focus back to the pencil', async () => {
    const user = userEvent.setup();
    await renderApp('/', { signedIn: true });
    await openEditor(user);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('form')).toBeNull();
    await waitFor(() => expect(pencil()).toHaveFocus());
  });

  it('Escape with unsaved text asks first: continuing keeps the text, discarding gives focus back to the pencil', async () => {
    const user = userEvent.setup();
    const { faults } = await renderApp('/', { signedIn: true });
    const { fields } = await openEditor(user);
    await user.type(fields.Italiano, ' e altro');
    await user.keyboard('{Escape}');
    let question = await screen.findByRole('alertdialog', { name: 'Modifiche non salvate' });
    expect(within(question).getByRole('button', { name: 'Continua a modificare' })).toHaveFocus();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(fields.Italiano).toHaveValue(`${seeded.paragraph1.it} e altro`);
    expect(fields.Italiano).toHaveFocus();
    await user.keyboard('{Escape}');
    question = await screen.findByRole('alertdialog', { name: 'Modifiche non salvate' });
    await user.click(within(question).getByRole('button', { name: 'Scarta' }));
    expect(screen.queryByRole('form')).toBeNull();
    await waitFor(() => expect(pencil()).toHaveFocus());
    expect(screen.getByText(seeded.paragraph1.it)).toBeInTheDocument();
    expect(faults.writes).toEqual([]);
  });

  it('on a failed write says so in an alert, keeps the typed text, and a retry saves', async () => {
    const user = userEvent.setup();
    const { local, faults } = await renderApp('/', { signedIn: true });
    const { form, fields } = await openEditor(user);
    await user.clear(fields.Italiano);
    await user.paste('Testo da salvare');
    faults.failWrites = true;
    await user.click(within(form).getByRole('button', { name: 'Salva' }));
    const alert = await within(form).findByRole('alert');
    expect(alert).toHaveTextContent('Errore durante il salvataggio.');
    expect(alert).toHaveTextContent('Errore salvataggio');
    expect(fields.Italiano).toHaveValue('Testo da salvare');
    expect(((await local.docs.get(DOC))!.paragraph1 as Record<string, string>).it).toBe(seeded.paragraph1.it);

    faults.failWrites = false;
    await user.click(within(form).getByRole('button', { name: 'Salva' }));
    expect(await screen.findByText('Testo da salvare')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(((await local.docs.get(DOC))!.paragraph1 as Record<string, string>).it).toBe('Testo da salvare');
  });

  it('refuses a text over 10 000 characters', async () => {
    const user = userEvent.setup();
    const { faults } = await renderApp('/', { signedIn: true });
    const { form, fields } = await openEditor(user);
    await user.clear(fields.English);
    await user.click(fields.English);
    await user.paste('x'.repeat(10_001));
    expect(fields.English).toHaveAttribute('aria-invalid', 'true');
    await user.click(within(form).getByRole('button', { name: 'Salva' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'Primo paragrafo (English): 10.001 caratteri, il massimo è 10.000. Accorcia il testo prima di salvare.',
    );
    expect(faults.writes).toEqual([]);
    expect(fields.English).toHaveValue('x'.repeat(10_001));
  });

  it('keeps a one-line text to 300 characters, and says so in the interface language', async () => {
    const user = userEvent.setup();
    const { faults } = await renderApp('/', { signedIn: true, lang: 'de' });
    await user.click(await screen.findByRole('button', { name: /^Bearbeiten: Haupttitel/ }));
    const form = await screen.findByRole('form', { name: /^Bearbeiten: Haupttitel/ });
    const german = within(form).getByLabelText(/^Deutsch/);
    await user.clear(german);
    await user.paste('Ü'.repeat(301));
    expect(german).toHaveAttribute('aria-invalid', 'true');
    await user.click(within(form).getByRole('button', { name: 'Speichern' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'Haupttitel (Deutsch): 301 Zeichen, erlaubt sind höchstens 300. Bitte kürzen Sie den Text vor dem Speichern.',
    );
    expect(faults.writes).toEqual([]);
    expect(german).toHaveValue('Ü'.repeat(301));
  });

  it('accepts exactly 10 000 characters', async () => {
    const user = userEvent.setup();
    const { local } = await renderApp('/', { signedIn: true });
    const { form, fields } = await openEditor(user);
    await user.clear(fields.English);
    await user.click(fields.English);
    await user.paste('y'.repeat(10_000));
    await user.click(within(form).getByRole('button', { name: 'Salva' }));
    await waitFor(() => expect(screen.queryByRole('form')).toBeNull());
    expect(((await local.docs.get(DOC))!.paragraph1 as Record<string, string>).en).toHaveLength(10_000);
  });

  it('writes once when Save is double-clicked', async () => {
    const user = userEvent.setup();
    const { faults } = await renderApp('/', { signedIn: true });
    const { form, fields } = await openEditor(user);
    await user.type(fields.Italiano, '!');
    faults.delayMs = 100;
    await user.dblClick(within(form).getByRole('button', { name: 'Salva' }));
    await waitFor(() => expect(screen.queryByRole('form')).toBeNull());
    expect(faults.writes.filter((w) => w.path === DOC)).toHaveLength(1);
  });

  it('does not save once the owner has been signed out', async () => {
    const user = userEvent.setup();
    const { local, faults } = await renderApp('/', { signedIn: true });
    const { form, fields } = await openEditor(user);
    await user.type(fields.Italiano, ' (modificato)');
    await act(() => local.auth.signOut());
    await user.click(within(form).getByRole('button', { name: 'Salva' }));
    expect(faults.writes).toEqual([]);
    expect(((await local.docs.get(DOC))!.paragraph1 as Record<string, string>).it).toBe(seeded.paragraph1.it);
  });

  it('refuses a title emptied in every language, saying so in the interface language, and stores nothing', async () => {
    const user = userEvent.setup();
    const { local, faults } = await renderApp('/', { signedIn: true });
    const before = (await local.docs.get('homepage/hero'))!.mainTitle;
    await user.click(await screen.findByRole('button', { name: /^Modifica titolo principale/ }, { timeout: 10_000 }));
    const form = await screen.findByRole('form', { name: 'Modifica titolo principale' });
    for (const l of LANGS) await user.clear(within(form).getByLabelText(new RegExp(`^${l}`)));
    await user.type(within(form).getByLabelText(/^Deutsch/), '   ');
    await user.click(within(form).getByRole('button', { name: 'Salva' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'Titolo principale: scrivi il testo almeno in una lingua. Un titolo non può restare vuoto; non è stato salvato nulla.',
    );
    // The editor stays open with what was typed; no “saved” notice; the stored title is the same.
    expect(screen.getByRole('form', { name: 'Modifica titolo principale' })).toBeInTheDocument();
    expect(screen.queryByText('Modifica salvata.')).toBeNull();
    expect(faults.writes).toEqual([]);
    expect((await local.docs.get('homepage/hero'))!.mainTitle).toEqual(before);
  });

  it('lets a caption (optional) be emptied in every language', async () => {
    const p = await providers({ signedIn: true, seed: () => ({ [DOC]: { title: { it: 'Titolo' } } }) });
    const { result } = renderHook(() => useEditableText(DOC, 'paragraph2', { optional: true }), { wrapper: p.wrapper });
    await waitFor(() => expect(result.current.canEdit).toBe(true));
    act(() => result.current.edit());
    act(() => result.current.change('it', ''));
    await expect(act(() => result.current.save())).resolves.toBe(true);
    expect((await p.local.docs.get(DOC))!.paragraph2).toEqual({});
  });

  it('uses a one-line field for a title', async () => {
    const user = userEvent.setup();
    await renderApp('/', { signedIn: true });
    await user.click(await screen.findByRole('button', { name: /^Modifica titolo principale/ }));
    const form = await screen.findByRole('form', { name: 'Modifica titolo principale' });
    expect(within(form).getByLabelText('Italiano').tagName).toBe('INPUT');
  });
});

describe('useEditableText with the real providers', () => {
  it('loads, then will not edit or save without a signed-in user', async () => {
    const p = await providers();
    const { result } = renderHook(() => useEditableText(DOC, 'title'), { wrapper: p.wrapper });
    expect(result.current.status).toBe('loading');
    await waitFor(() => expect(result.current.status).toBe('display'));
    expect(result.current.saved).toEqual(seeded.title);
    expect(result.current.canEdit).toBe(false);
    act(() => result.current.edit());
    expect(result.current.status).toBe('display');
    await expect(act(() => result.current.save())).resolves.toBe(false);
    expect(p.faults.writes).toEqual([]);
  });

  it('reports a failed read as the error state', async () => {
    const p = await providers({ setup: (f) => f.failReads.add(DOC) });
    const { result } = renderHook(() => useEditableText(DOC, 'title'), { wrapper: p.wrapper });
    await waitFor(() => expect(result.current.status).toBe('error'));
  });

  it('reads an older plain string as Italian and drops blank languages on save', async () => {
    const p = await providers({
      signedIn: true,
      seed: () => ({ [DOC]: { title: 'Titolo vecchio', paragraph2: { it: 'resta' } } }),
    });
    const { result } = renderHook(() => useEditableText(DOC, 'title'), { wrapper: p.wrapper });
    await waitFor(() => expect(result.current.canEdit).toBe(true));
    expect(result.current.saved).toEqual({ it: 'Titolo vecchio' });
    act(() => result.current.edit());
    act(() => {
      result.current.change('en', 'Old title');
      result.current.change('fr', ' \n ');
    });
    await expect(act(() => result.current.save())).resolves.toBe(true);
    const stored = (await p.local.docs.get(DOC))!;
    expect(stored.title).toEqual({ it: 'Titolo vecchio', en: 'Old title' });
    expect(stored.paragraph2).toEqual({ it: 'resta' });
    expect(stored.title_lastUpdatedBy).toBe(OWNER.email);
  });
});
