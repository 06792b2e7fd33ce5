import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { DocData } from '../../src/backend/port';
import { OWNER, renderApp, storedFiles } from '../support/render';
import { pngFile } from '../support/environment';

type User = ReturnType<typeof userEvent.setup>;

/** Puts a text into a field the way a quick user does: click, paste. */
async function fill(user: User, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

async function openAddForm(user: User, button: string, title: string) {
  await user.click(await screen.findByRole('button', { name: `+ ${button}` }));
  return screen.findByRole('dialog', { name: title });
}

const langField = (dialog: HTMLElement, group: RegExp, lang: RegExp | string) =>
  within(within(dialog).getByRole('group', { name: group })).getByLabelText(lang);

async function uploadMainImage(user: User, dialog: HTMLElement, name = 'nuova.png') {
  const group = within(dialog).getByRole('group', { name: /^Immagine principale/ });
  await user.upload(within(group).getByLabelText('Scegli un’immagine'), pngFile(name));
  await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Salva' })).toBeEnabled());
}

const findDoc = async (
  local: { docs: { list(c: string): Promise<{ id: string; data: DocData }[]> } },
  collection: string,
  field: string,
  it: string,
) => (await local.docs.list(collection)).find((d) => (d.data[field] as { it?: string } | undefined)?.it === it);

describe('rooms form', () => {
  it('is not offered to visitors', async () => {
    await renderApp('/camere');
    await screen.findAllByRole('article');
    expect(screen.queryByRole('button', { name: '+ Aggiungi camera' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Elimina camera/ })).toBeNull();
  });

  it('says beside Save what is missing: the main image, the name and the description', async () => {
    const user = userEvent.setup();
    const { faults } = await renderApp('/camere', { signedIn: true });
    const dialog = await openAddForm(user, 'Aggiungi camera', 'Nuova camera');
    expect(within(dialog).getByText('L’immagine principale è obbligatoria.')).toBeInTheDocument();
    await fill(user, langField(dialog, /^Nome/, 'Italiano'), 'Camera');
    await fill(user, langField(dialog, /^Descrizione/, 'Italiano'), 'Una camera.');
    await user.click(within(dialog).getByRole('button', { name: 'Salva' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('L’immagine principale è obbligatoria.');
    await user.clear(langField(dialog, /^Nome/, 'Italiano'));
    await user.clear(langField(dialog, /^Descrizione/, 'Italiano'));

    await uploadMainImage(user, dialog);
    await fill(user, langField(dialog, /^Nome/, /^English/), 'Only English');
    await user.click(within(dialog).getByRole('button', { name: 'Salva' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Campo obbligatorio (almeno in italiano): Nome');

    await fill(user, langField(dialog, /^Nome/, 'Italiano'), 'Camera Nuova');
    await user.click(within(dialog).getByRole('button', { name: 'Salva' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Campo obbligatorio (almeno in italiano): Descrizione breve');
    expect(faults.writes).toEqual([]);
  });

  it('adds a room with its language maps, trimmed price, image and stamps', async () => {
    const user = userEvent.setup();
    const { local } = await renderApp('/camere', { signedIn: true });
    const dialog = await openAddForm(user, 'Aggiungi camera', 'Nuova camera');
    await fill(user, langField(dialog, /^Nome/, 'Italiano'), 'Camera Nuova');
    await fill(user, langField(dialog, /^Nome/, /^English/), 'New Room');
    await fill(user, langField(dialog, /^Nome/, /^Deutsch/), '   ');
    await fill(user, langField(dialog, /^Descrizione breve/, 'Italiano'), 'Luminosa, con vista sul lago.');
    await fill(user, within(dialog).getByLabelText('Prezzo a notte (€)'), '  120  ');
    await user.click(within(dialog).getByRole('button', { name: '+ Aggiungi testo' }));
    const block = within(dialog).getByRole('group', { name: 'Blocco di testo 1' });
    await fill(user, within(block).getByLabelText('Italiano'), 'Letto matrimoniale.');
    await uploadMainImage(user, dialog, 'nuova camera.png');
    await user.click(within(dialog).getByRole('button', { name: 'Salva' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByRole('link', { name: 'Camera Nuova' })).toBeInTheDocument();
    const doc = (await findDoc(local, 'rooms', 'name', 'Camera Nuova'))!;
    expect(doc).toBeDefined();
    expect(doc.data).toMatchObject({
      name: { it: 'Camera Nuova', en: 'New Room' },
      shortDescription: { it: 'Luminosa, con vista sul lago.' },
      price: '120',
      lastUpdatedBy: OWNER.email,
      createdAt: expect.any(Number),
      updatedAt: expect.any(Number),
    });
    expect(doc.data.name).not.toHaveProperty('de');
    // Not placed by the owner: after the rooms placed, by name (SPEC §7).
    expect(doc.data.order).toBe(999);
    // The English name follows this Italian name; nothing else is translated yet.
    expect(doc.data.fromIt).toEqual({ name: { en: expect.any(String) }, shortDescription: {}, imageAlt: {} });
    expect(doc.data.imageAlt).toEqual({});
    expect(doc.data.imageUrl).toMatch(/^\/local-files\/rooms\/main\/\d+_nuova%20camera\.png$/);
    expect(local.files.owns(doc.data.imageUrl as string)).toBe(true);
    expect(doc.data.detailContent).toEqual([
      { type: 'text', value: { it: 'Letto matrimoniale.' }, size: 'normal', blockId: expect.any(String) },
    ]);
  });

  it('moves the last block to the front in one press, and saves the blocks in that order', async () => {
    const user = userEvent.setup();
    const { local } = await renderApp('/camere', { signedIn: true });
    const dialog = await openAddForm(user, 'Aggiungi camera', 'Nuova camera');
    await fill(user, langField(dialog, /^Nome/, 'Italiano'), 'Camera dei Blocchi');
    await fill(user, langField(dialog, /^Descrizione breve/, 'Italiano'), 'Tre blocchi.');
    for (const [n, text] of [
      [1, 'Primo.'],
      [2, 'Secondo.'],
      [3, 'Terzo.'],
    ] as const) {
      await user.click(within(dialog).getByRole('button', { name: '+ Aggiungi testo' }));
      const block = within(dialog).getByRole('group', { name: `Blocco di testo ${n}` });
      await fill(user, within(block).getByLabelText('Italiano'), text);
    }
    await user.click(within(dialog).getByRole('button', { name: 'Sposta all’inizio: Blocco di testo 3' }));
    expect(within(within(dialog).getByRole('group', { name: 'Blocco di testo 1' })).getByLabelText('Italiano')).toHaveValue(
      'Terzo.',
    );
    await uploadMainImage(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Salva' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const doc = (await findDoc(local, 'rooms', 'name', 'Camera dei Blocchi'))!;
    expect((doc.data.detailContent as { value: { it: string } }[]).map((b) => b.value.it)).toEqual([
      'Terzo.',
      'Primo.',
      'Secondo.',
    ]);
  });

  it('waits for a block image still uploading before it can be saved, and saves the block with it', async () => {
    const user = userEvent.setup();
    const { local } = await renderApp('/camere', { signedIn: true, chunkDelayMs: 150 });
    const dialog = await openAddForm(user, 'Aggiungi camera', 'Nuova camera');
    await fill(user, langField(dialog, /^Nome/, 'Italiano'), 'Camera con Foto');
    await fill(user, langField(dialog, /^Descrizione breve/, 'Italiano'), 'Con una foto nei dettagli.');
    await uploadMainImage(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: '+ Aggiungi immagine' }));
    const block = within(dialog).getByRole('group', { name: 'Immagine 1' });
    await user.upload(within(block).getByLabelText(/Scegli un’immagine/), pngFile('dettaglio.png', 1024 * 1024));
    await user.click(await within(block).findByRole('button', { name: 'Pausa' }));
    await within(block).findByRole('progressbar', { name: /^In pausa: \d+%$/ });
    // Neither Save nor Cancel while the block's image is on its way: it would be lost.
    expect(within(dialog).getByRole('button', { name: 'Salva' })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Annulla' })).toBeDisabled();
    await user.click(await within(block).findByRole('button', { name: 'Riprendi' }));
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Salva' })).toBeEnabled(), { timeout: 15000 });
    await user.click(within(dialog).getByRole('button', { name: 'Salva' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const doc = (await findDoc(local, 'rooms', 'name', 'Camera con Foto'))!;
    const [image] = doc.data.detailContent as { type: string; value: string }[];
    expect(image.type).toBe('image');
    expect(image.value).toMatch(/dettaglio/);
    expect(await storedFiles(local)).toContainEqual(expect.stringMatching(/dettaglio/));
  });

  it('says so when the room cannot be saved, in the rooms’ words', async () => {
    const user = userEvent.setup();
    const { local, faults } = await renderApp('/camere', { signedIn: true });
    const dialog = await openAddForm(user, 'Aggiungi camera', 'Nuova camera');
    await fill(user, langField(dialog, /^Nome/, 'Italiano'), 'Camera Nuova');
    await fill(user, langField(dialog, /^Descrizione breve/, 'Italiano'), 'Descrizione');
    await uploadMainImage(user, dialog);
    faults.failWrites = true;
    await user.click(within(dialog).getByRole('button', { name: 'Salva' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Errore durante il salvataggio. Riprova.');
    expect(langField(dialog, /^Nome/, 'Italiano')).toHaveValue('Camera Nuova');
    expect(await findDoc(local, 'rooms', 'name', 'Camera Nuova')).toBeUndefined();
  });

  it('asks before closing with an upload, keeps the file until the owner answers, and deletes it on discard', async () => {
    const user = userEvent.setup();
    const { local } = await renderApp('/camere', { signedIn: true });
    const dialog = await openAddForm(user, 'Aggiungi camera', 'Nuova camera');
    await uploadMainImage(user, dialog);
    expect(await storedFiles(local)).toHaveLength(1);
    await user.click(within(dialog).getByRole('button', { name: 'Annulla' }));
    const question = await screen.findByRole('alertdialog', { name: 'Modifiche non salvate' });
    expect(question).toHaveTextContent('Le modifiche in «Nuova camera» non sono ancora salvate');
    expect(within(question).getByRole('button', { name: 'Continua a modificare' })).toHaveFocus();
    expect(await storedFiles(local)).toHaveLength(1);
    await user.click(within(question).getByRole('button', { name: 'Scarta' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(async () => expect(await storedFiles(local)).toEqual([]));
  });

  it('keeps the saved upload once the form closes, and deletes the one it replaced before the save', async () => {
    const user = userEvent.setup();
    const { local } = await renderApp('/camere', { signedIn: true });
    const dialog = await openAddForm(user, 'Aggiungi camera', 'Nuova camera');
    await fill(user, langField(dialog, /^Nome/, 'Italiano'), 'Camera Salvata');
    await fill(user, langField(dialog, /^Descrizione breve/, 'Italiano'), 'Descrizione');
    await uploadMainImage(user, dialog, 'prima.png');
    await uploadMainImage(user, dialog, 'seconda.png');
    expect(await storedFiles(local)).toHaveLength(2);
    await user.click(within(dialog).getByRole('button', { name: 'Salva' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const saved = await findDoc(local, 'rooms', 'name', 'Camera Salvata');
    await waitFor(async () => expect(await storedFiles(local)).toHaveLength(1));
    expect(saved?.data.imageUrl).toContain((await storedFiles(local))[0]);
  });

  it('Escape with unsaved text asks; continuing keeps the text, and a form without changes closes at once', async () => {
    const user = userEvent.setup();
    await renderApp('/camere', { signedIn: true });
    let dialog = await openAddForm(user, 'Aggiungi camera', 'Nuova camera');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    dialog = await openAddForm(user, 'Aggiungi camera', 'Nuova camera');
    await fill(user, langField(dialog, /^Nome/, 'Italiano'), 'Camera del Pozzo');
    await user.keyboard('{Escape}');
    const question = await screen.findByRole('alertdialog', { name: 'Modifiche non salvate' });
    expect(within(question).getByRole('button', { name: 'Continua a modificare' })).toHaveFocus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(langField(dialog, /^Nome/, 'Italiano')).toHaveValue('Camera del Pozzo');
    expect(langField(dialog, /^Nome/, 'Italiano')).toHaveFocus();
    await user.keyboard('{Escape}');
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Scarta' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('edits a room and keeps its creation date', async () => {
    const user = userEvent.setup();
    const { local } = await renderApp('/camere', { signedIn: true });
    const before = (await local.docs.get('rooms/camera-uliveto'))!;
    await user.click(await screen.findByRole('button', { name: 'Modifica camera: Camera Uliveto' }));
    const dialog = await screen.findByRole('dialog', { name: 'Modifica camera' });
    expect(langField(dialog, /^Nome/, 'Italiano')).toHaveValue('Camera Uliveto');
    const price = within(dialog).getByLabelText('Prezzo a notte (€)');
    await user.clear(price);
    await fill(user, price, '99');
    await user.click(within(dialog).getByRole('button', { name: 'Salva' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const after = (await local.docs.get('rooms/camera-uliveto'))!;
    expect(after.price).toBe('99');
    expect(after.createdAt).toBe(before.createdAt);
    expect(after.name).toEqual(before.name);
    expect(after.lastUpdatedBy).toBe(OWNER.email);
  });

  it('moves a room to the trash after an in-page confirmation', async () => {
    const user = userEvent.setup();
    const { local } = await renderApp('/camere', { signedIn: true });
    await user.click(await screen.findByRole('button', { name: 'Elimina camera: Camera Uliveto' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Elimina camera: Camera Uliveto' });
    expect(dialog).toHaveTextContent('Spostare la camera «Camera Uliveto» nel cestino? Vi resterà 30 giorni');
    await user.click(within(dialog).getByRole('button', { name: 'Annulla' }));
    expect(await local.docs.get('rooms/camera-uliveto')).not.toBeNull();

    await user.click(screen.getByRole('button', { name: 'Elimina camera: Camera Uliveto' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Elimina' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await local.docs.get('rooms/camera-uliveto')).toBeNull();
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Camera Uliveto' })).toBeNull());
    expect(screen.getAllByRole('article')).toHaveLength(3);
    const [entry] = await (await local.history()).trashed();
    expect(entry).toMatchObject({ path: 'rooms/camera-uliveto', data: { name: { it: 'Camera Uliveto' } } });
  });

  it('says so when a delete fails, and keeps the room', async () => {
    const user = userEvent.setup();
    const { local, faults } = await renderApp('/camere', { signedIn: true });
    await user.click(await screen.findByRole('button', { name: 'Elimina camera: Camera Uliveto' }));
    const dialog = await screen.findByRole('alertdialog');
    faults.failWrites = true;
    await user.click(within(dialog).getByRole('button', { name: 'Elimina' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent("Errore durante l'eliminazione.");
    expect(await local.docs.get('rooms/camera-uliveto')).not.toBeNull();
  });
});

describe('services form', () => {
  it('says so when the service cannot be saved, in the services’ words', async () => {
    const user = userEvent.setup();
    const { faults } = await renderApp('/servizi', { signedIn: true });
    const dialog = await openAddForm(user, 'Aggiungi servizio', 'Nuovo servizio');
    await fill(user, langField(dialog, /^Titolo/, 'Italiano'), 'Navetta');
    await fill(user, langField(dialog, /^Descrizione/, 'Italiano'), 'Dalla stazione di Orvieto.');
    await uploadMainImage(user, dialog);
    faults.failWrites = true;
    await user.click(within(dialog).getByRole('button', { name: 'Salva' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent(/^Errore durante il salvataggio\.$/);
  });

  it('asks for the title first', async () => {
    const user = userEvent.setup();
    await renderApp('/servizi', { signedIn: true });
    const dialog = await openAddForm(user, 'Aggiungi servizio', 'Nuovo servizio');
    await uploadMainImage(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Salva' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Campo obbligatorio (almeno in italiano): Titolo');
  });

  it('stores order 999 for a new service, put in place in the order dialog rather than by a number in the form', async () => {
    const user = userEvent.setup();
    const { local } = await renderApp('/servizi', { signedIn: true });
    const dialog = await openAddForm(user, 'Aggiungi servizio', 'Nuovo servizio');
    expect(within(dialog).queryByLabelText('Ordine')).toBeNull();
    await fill(user, langField(dialog, /^Titolo/, 'Italiano'), 'Navetta');
    await fill(user, langField(dialog, /^Descrizione/, 'Italiano'), 'Dalla stazione.');
    await uploadMainImage(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Salva' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const navetta = (await findDoc(local, 'services', 'title', 'Navetta'))!;
    expect(navetta.data).toMatchObject({ title: { it: 'Navetta' }, description: { it: 'Dalla stazione.' }, order: 999 });
    expect(navetta.data).not.toHaveProperty('price');
    expect(within(screen.getAllByRole('article').at(-1)!).getByRole('link')).toHaveTextContent('Navetta');
  });
});
