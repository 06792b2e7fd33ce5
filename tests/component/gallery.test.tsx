import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { OWNER, renderApp, seedWithout, storedFiles } from '../support/render';
import { pngFile } from '../support/environment';

describe('gallery for visitors', () => {
  it('says when there are no images', async () => {
    await renderApp('/galleria', { seed: seedWithout('gallery_images') });
    expect(await screen.findByText('Nessuna immagine trovata nella galleria.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Apri la foto/ })).toBeNull();
  });

  it('says when the images cannot be read', async () => {
    await renderApp('/galleria', { setup: (f) => f.failReads.add('gallery_images') });
    expect(await screen.findByRole('alert')).toHaveTextContent('Impossibile caricare la galleria.');
  });

  it('opens the lightbox, moves with arrows and buttons, closes with Escape and gives focus back', async () => {
    const user = userEvent.setup();
    await renderApp('/galleria');
    const second = await screen.findByRole('link', { name: /^Apri la foto 2 di 8(:|$)/ });
    expect(screen.queryByRole('button', { name: /Elimina la foto/ })).toBeNull();
    await user.click(second);
    const dialog = await screen.findByRole('dialog', { name: 'Foto 2 di 8' });
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Chiudi' })).toHaveFocus());
    expect(within(dialog).getByText('2 / 8')).toBeInTheDocument();

    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('dialog', { name: 'Foto 3 di 8' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Successiva' }));
    expect(screen.getByRole('dialog', { name: 'Foto 4 di 8' })).toBeInTheDocument();
    await user.keyboard('{ArrowLeft}{ArrowLeft}{ArrowLeft}');
    expect(screen.getByRole('dialog', { name: 'Foto 1 di 8' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Precedente' }));
    expect(screen.getByRole('dialog', { name: 'Foto 8 di 8' })).toBeInTheDocument();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(second).toHaveFocus();
  });

  it('keeps Tab inside the lightbox', async () => {
    const user = userEvent.setup();
    await renderApp('/galleria');
    await user.click(await screen.findByRole('link', { name: /^Apri la foto 1 di 8(:|$)/ }));
    const dialog = await screen.findByRole('dialog');
    for (let i = 0; i < 4; i++) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
    await user.tab({ shift: true });
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
  });
});

describe('gallery for the owner', () => {
  it('adds an image, says so, and hides the message after 4 s', { timeout: 15_000 }, async () => {
    const user = userEvent.setup();
    const { local } = await renderApp('/galleria', { signedIn: true });
    await screen.findByRole('link', { name: /^Apri la foto 1 di 8(:|$)/ });
    const started = Date.now();
    await user.upload(await screen.findByLabelText('Aggiungi immagini'), pngFile('tramonto.png'));

    const message = await screen.findByText('Immagine aggiunta con successo!');
    expect(message).toHaveAttribute('role', 'status');
    expect(await screen.findByRole('link', { name: /^Apri la foto 1 di 9(:|$)/ })).toBeInTheDocument();
    const docs = await local.docs.list('gallery_images', { orderBy: [['createdAt', 'desc']] });
    expect(docs).toHaveLength(9);
    const added = docs[0].data;
    expect(added).toMatchObject({ caption: '', addedBy: OWNER.email });
    expect(added.createdAt).toEqual(expect.any(Number));
    expect(added.imageUrl).toMatch(/^\/local-files\/gallery\/\d+_tramonto\.png$/);
    expect(local.files.owns(added.imageUrl as string)).toBe(true);
    expect(await storedFiles(local)).toEqual([expect.stringMatching(/^gallery\/\d+_tramonto\.png$/)]);

    await waitFor(() => expect(screen.queryByText('Immagine aggiunta con successo!')).toBeNull(), { timeout: 6000 });
    expect(Date.now() - started).toBeGreaterThanOrEqual(4000);
  });

  it('removes the uploaded file again when the document cannot be written', async () => {
    const user = userEvent.setup();
    const { local, faults } = await renderApp('/galleria', { signedIn: true });
    await screen.findByRole('link', { name: /^Apri la foto 1 di 8(:|$)/ });
    faults.failWrites = true;
    await user.upload(await screen.findByLabelText('Aggiungi immagini'), pngFile());
    expect(await screen.findByRole('alert')).toHaveTextContent("Errore durante il salvataggio dell'immagine. Riprova.");
    await waitFor(async () => expect(await storedFiles(local)).toEqual([]));
    expect(await local.docs.list('gallery_images')).toHaveLength(8);
  });

  it('moves an image to the trash after an in-page confirmation', async () => {
    const user = userEvent.setup();
    const { local } = await renderApp('/galleria', { signedIn: true });
    await user.click(await screen.findByRole('button', { name: 'Elimina la foto 1' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Elimina la foto 1' });
    expect(dialog).toHaveTextContent('Spostare questa foto nel cestino?');
    expect(await local.docs.get('gallery_images/g1')).not.toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Elimina' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await local.docs.get('gallery_images/g1')).toBeNull();
    expect(await screen.findByRole('link', { name: /^Apri la foto 1 di 7(:|$)/ })).toBeInTheDocument();
    expect((await (await local.history()).trashed()).map((e) => e.path)).toEqual(['gallery_images/g1']);
  });

  it('says when a delete fails and keeps the image', async () => {
    const user = userEvent.setup();
    const { local, faults } = await renderApp('/galleria', { signedIn: true });
    await user.click(await screen.findByRole('button', { name: 'Elimina la foto 1' }));
    faults.failWrites = true;
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Elimina' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Errore eliminazione.');
    expect(await local.docs.get('gallery_images/g1')).not.toBeNull();
  });
});
