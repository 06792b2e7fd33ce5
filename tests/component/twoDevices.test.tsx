/**
 * The same content open on two devices: a save whose document was saved meanwhile (here through the
 * backend directly, as the other tab's save arrives) never overwrites it silently. The owner sees what
 * was saved beside their own text and chooses: keep mine, take theirs, or edit.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { demoDocuments } from '../../scripts/demo';
import { SERVER_TIME, type Backend } from '../../src/backend/port';
import { OWNER, renderApp } from '../support/render';

const DOC = 'homepage/welcome';
const seeded = demoDocuments()[DOC] as Record<string, Record<string, string>>;

/** The other device's save: a plain save of the owner's, with its revision. */
async function savedElsewhere(backend: Backend, path: string, data: Record<string, unknown>) {
  await (await backend.history()).save(path, { ...data, updatedAt: SERVER_TIME });
}

async function editTitle(user: ReturnType<typeof userEvent.setup>, typed: string) {
  await user.click(await screen.findByRole('button', { name: /^Modifica titolo: Benvenuti/ }));
  const form = await screen.findByRole('form', { name: /^Modifica titolo/ });
  const italian = within(form).getByLabelText(/^Italiano/);
  await user.clear(italian);
  await user.type(italian, typed);
  return form;
}

describe('a page text saved meanwhile on another device', () => {
  async function conflict(user: ReturnType<typeof userEvent.setup>) {
    const rendered = await renderApp('/', { signedIn: true });
    const form = await editTitle(user, 'Dal portatile');
    await savedElsewhere(rendered.local, DOC, {
      title: { ...seeded.title, it: 'Dal telefono' },
      title_lastUpdatedBy: OWNER.email,
    });
    await user.click(within(form).getByRole('button', { name: 'Salva' }));
    const dialog = await screen.findByRole('dialog', { name: 'Salvato nel frattempo altrove' });
    return { ...rendered, form, dialog };
  }

  it('is not overwritten: the owner sees it beside their text, per language, the dialog on Edit', async () => {
    const user = userEvent.setup();
    const { local, dialog } = await conflict(user);
    const italian = within(dialog).getByRole('group', { name: 'titolo · Italiano' });
    expect(within(italian).getByText('Dal telefono')).toBeInTheDocument();
    expect(within(italian).getByText('Dal portatile')).toBeInTheDocument();
    expect(
      within(italian)
        .getAllByRole('heading')
        .map((h) => h.textContent),
    ).toEqual(['Salvato nel frattempo', 'Il tuo testo']);
    // Only the languages that differ.
    expect(within(dialog).queryByRole('group', { name: 'titolo · English' })).toBeNull();
    expect(within(dialog).getByRole('button', { name: 'Modifica' })).toHaveFocus();
    expect((await local.docs.get(DOC))!.title).toMatchObject({ it: 'Dal telefono' });
  });

  it('Edit (or Escape) goes back to the text as typed; the next save is the owner’s', async () => {
    const user = userEvent.setup();
    const { local, form } = await conflict(user);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(within(form).getByLabelText(/^Italiano/)).toHaveValue('Dal portatile');
    await user.type(within(form).getByLabelText(/^Italiano/), '!');
    await user.click(within(form).getByRole('button', { name: 'Salva' }));
    await waitFor(() => expect(screen.queryByRole('form')).toBeNull());
    expect((await local.docs.get(DOC))!.title).toMatchObject({ it: 'Dal portatile!' });
    // Both saves are in the history: nothing was lost.
    const revisions = await (await local.history()).revisions(DOC);
    expect(revisions.map((r) => (r.before.title as { it: string }).it)).toEqual(['Dal telefono', seeded.title.it]);
  });

  it('Keep mine saves the owner’s text over it, with the keyboard alone', async () => {
    const user = userEvent.setup();
    const { local } = await conflict(user);
    await user.tab();
    expect(screen.getByRole('button', { name: 'Tieni il mio' })).toHaveFocus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('form')).toBeNull());
    expect((await local.docs.get(DOC))!.title).toMatchObject({ it: 'Dal portatile' });
    expect(await screen.findByRole('heading', { name: 'Dal portatile' })).toBeInTheDocument();
  });

  it('Take theirs closes the editor on what was saved meanwhile, writing nothing', async () => {
    const user = userEvent.setup();
    const { local, faults, dialog } = await conflict(user);
    const writes = faults.writes.length;
    await user.click(within(dialog).getByRole('button', { name: 'Tieni quello salvato' }));
    await waitFor(() => expect(screen.queryByRole('form')).toBeNull());
    expect(await screen.findByRole('heading', { name: 'Dal telefono' })).toBeInTheDocument();
    expect((await local.docs.get(DOC))!.title).toMatchObject({ it: 'Dal telefono' });
    expect(faults.writes).toHaveLength(writes);
  });

  it('a change to another text of the same page is no conflict', async () => {
    const user = userEvent.setup();
    const { local } = await renderApp('/', { signedIn: true });
    const form = await editTitle(user, 'Dal portatile');
    await savedElsewhere(local, DOC, { paragraph2: { it: 'Altro paragrafo' }, paragraph2_lastUpdatedBy: OWNER.email });
    await user.click(within(form).getByRole('button', { name: 'Salva' }));
    await waitFor(() => expect(screen.queryByRole('form')).toBeNull());
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(await local.docs.get(DOC)).toMatchObject({ title: { it: 'Dal portatile' }, paragraph2: { it: 'Altro paragrafo' } });
  });

  it('speaks the interface language', async () => {
    const user = userEvent.setup();
    const { local } = await renderApp('/', { signedIn: true, lang: 'de' });
    await user.click(await screen.findByRole('button', { name: /^Bearbeiten: Titel: Willkommen/ }));
    const form = await screen.findByRole('form', { name: /^Bearbeiten: Titel/ });
    await user.type(within(form).getByLabelText(/^Deutsch/), ' (Laptop)');
    await savedElsewhere(local, DOC, { title: { ...seeded.title, de: 'Vom Handy' }, title_lastUpdatedBy: OWNER.email });
    await user.click(within(form).getByRole('button', { name: 'Speichern' }));
    const dialog = await screen.findByRole('dialog', { name: 'Inzwischen anderswo gespeichert' });
    expect(within(dialog).getByRole('group', { name: 'Titel · Deutsch' })).toHaveTextContent('Vom Handy');
    for (const name of ['Bearbeiten', 'Meinen behalten', 'Den gespeicherten übernehmen'])
      expect(within(dialog).getByRole('button', { name })).toBeInTheDocument();
  });
});

describe('a listing saved meanwhile on another device', () => {
  it('shows its name per language and the other fields by name; Keep mine saves the form', async () => {
    const user = userEvent.setup();
    const { local } = await renderApp('/camere', { signedIn: true });
    await user.click(await screen.findByRole('button', { name: 'Modifica camera: Camera Glicine' }));
    const form = await screen.findByRole('dialog', { name: 'Modifica camera' });
    const name = within(form).getAllByLabelText(/^Italiano/)[0];
    await user.clear(name);
    await user.type(name, 'Glicine in fiore');
    await savedElsewhere(local, 'rooms/camera-glicine', {
      name: { it: 'Glicine (telefono)', en: 'Wisteria (phone)' },
      price: '120',
      lastUpdatedBy: OWNER.email,
    });
    await user.click(within(form).getByRole('button', { name: 'Salva' }));
    const dialog = await screen.findByRole('dialog', { name: 'Salvato nel frattempo altrove' });
    expect(within(dialog).getByRole('group', { name: 'Nome · Italiano' })).toHaveTextContent(
      /Glicine \(telefono\).*Glicine in fiore/,
    );
    expect(within(dialog).getByRole('group', { name: 'Nome · English' })).toHaveTextContent('Wisteria (phone)');
    expect(within(dialog).getByText('Cambiati nel frattempo anche: Prezzo a notte (€).')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Tieni il mio' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const stored = (await local.docs.get('rooms/camera-glicine'))!;
    expect(stored.name).toMatchObject({ it: 'Glicine in fiore' });
  });
});

describe('settings saved meanwhile on another device', () => {
  it('shows the site name saved meanwhile beside the owner’s; Take theirs reloads the form', async () => {
    const user = userEvent.setup();
    const { local } = await renderApp('/admin-impostazioni-sito', { signedIn: true });
    const field = await screen.findByLabelText('Nome del sito');
    await user.clear(field);
    await user.type(field, 'Locanda dal portatile');
    await savedElsewhere(local, 'site_settings/global', { siteName: 'Locanda dal telefono', lastUpdatedBy: OWNER.email });
    await user.click(screen.getByRole('button', { name: 'Salva impostazioni' }));
    const dialog = await screen.findByRole('dialog', { name: 'Salvato nel frattempo altrove' });
    expect(within(dialog).getByRole('group', { name: 'Nome del sito' })).toHaveTextContent(
      /Locanda dal telefono.*Locanda dal portatile/,
    );
    expect((await local.docs.get('site_settings/global'))!.siteName).toBe('Locanda dal telefono');
    await user.click(within(dialog).getByRole('button', { name: 'Tieni quello salvato' }));
    await waitFor(() => expect(screen.getByLabelText('Nome del sito')).toHaveValue('Locanda dal telefono'));
  });
});
