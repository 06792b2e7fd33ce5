/**
 * Nothing the owner starts stays stuck: a save that fails in a way nobody foresaw, an image the browser
 * cannot prepare, and answers that arrive after the question changed. Each of these once left a tool
 * waiting for ever (or a warning missing) with nothing said.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { demoDocuments } from '../../scripts/demo';
import { renderApp, storedFiles, type RenderOptions } from '../support/render';
import { pngFile } from '../support/environment';

// The image's save can be made to fail once, as when its code cannot be fetched right after a deploy.
const failNext = vi.hoisted(() => ({ commit: false }));
vi.mock('../../src/editing/uploads/images', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../src/editing/uploads/images')>();
  return {
    ...real,
    commitImage: ((...args: Parameters<typeof real.commitImage>) => {
      if (!failNext.commit) return real.commitImage(...args);
      failNext.commit = false;
      return Promise.reject(new TypeError('Failed to fetch dynamically imported module'));
    }) as typeof real.commitImage,
  };
});

const DOC = 'location_page/header';
const SEEDED = (demoDocuments()[DOC] as { backgroundImageUrl: string }).backgroundImageUrl;

async function openBackground(opts: RenderOptions = {}) {
  const user = userEvent.setup({ applyAccept: false });
  const rendered = await renderApp('/posizione', { signedIn: true, ...opts });
  const heading = await screen.findByRole('heading', { level: 1, name: 'Dove siamo' });
  await user.click(await within(heading.closest('section')!).findByRole('button', { name: 'Sfondo: cambia l’immagine' }));
  const dialog = await screen.findByRole('dialog', { name: 'Immagine di sfondo' });
  return { user, dialog, ...rendered };
}

afterEach(() => {
  failNext.commit = false;
  vi.unstubAllGlobals();
});

describe('a failed action never leaves its tool waiting', () => {
  it('a background save that throws unexpectedly says so, and the next save goes through', async () => {
    const { user, dialog, local } = await openBackground();
    failNext.commit = true;
    await user.upload(within(dialog).getByLabelText('Oppure carica un’immagine dal computer'), pngFile('colline.png'));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Errore salvataggio sfondo');
    expect((await local.docs.get(DOC))!.backgroundImageUrl).toBe(SEEDED);

    const url = within(dialog).getByLabelText('Indirizzo dell’immagine (URL o percorso)');
    await user.clear(url);
    await user.paste('https://example.com/sfondo.jpg');
    const apply = within(dialog).getByRole('button', { name: 'Usa questo indirizzo' });
    expect(apply).toBeEnabled();
    await user.click(apply);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect((await local.docs.get(DOC))!.backgroundImageUrl).toBe('https://example.com/sfondo.jpg');
  });

  it('an image the browser cannot prepare ends the upload with a message, and another file can be chosen', async () => {
    // A photo the browser decodes but cannot draw smaller (too many pixels for its canvas).
    vi.stubGlobal('createImageBitmap', async () => ({ width: 12000, height: 9000, close: () => undefined }));
    const draw = vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(() => {
      throw new RangeError('Canvas exceeds the maximum size');
    });
    const { user, dialog, local } = await openBackground();
    const input = within(dialog).getByLabelText('Oppure carica un’immagine dal computer');
    await user.upload(input, pngFile('enorme.png'));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Impossibile preparare questa immagine nel browser: salvala in formato JPEG o PNG più piccolo e caricala di nuovo.',
    );
    expect(within(dialog).queryByRole('progressbar')).toBeNull();
    expect(input).toBeEnabled();
    expect(await storedFiles(local)).toEqual([]);

    draw.mockRestore();
    vi.unstubAllGlobals();
    await user.upload(input, pngFile('colline.png'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect((await local.docs.get(DOC))!.backgroundImageUrl).toMatch(/^\/local-files\/images\/\d+_colline\.png$/);
  });
});

describe('answers that come after the question changed', () => {
  it('two links to missing listings added in quick succession are both flagged', async () => {
    const user = userEvent.setup();
    const { faults } = await renderApp('/admin-impostazioni-sito', { signedIn: true });
    await screen.findByRole('button', { name: 'Salva impostazioni' });
    // Each listing is looked up slowly: the second link comes while the first is still being asked about.
    faults.delayMs = 1500;
    const group = screen.getByRole('group', { name: 'Nuovo link' });
    const add = async (label: string, path: string) => {
      await user.click(within(group).getByLabelText('Etichetta'));
      await user.paste(label);
      await user.click(within(group).getByLabelText('Percorso'));
      await user.paste(path);
      await user.click(within(group).getByRole('button', { name: '+ Aggiungi link' }));
    };
    await add('Sparita', '/camere/non-esiste');
    await add('Svanita', '/esperienze/non-esiste');
    const flag = 'Nessuna pagina del sito ha questo percorso: i visitatori vedrebbero «Pagina non trovata».';
    const row = (path: string) => screen.getByText(path, { selector: 'code' }).closest('li')!;
    await waitFor(() => expect(within(row('/esperienze/non-esiste')).getByText(flag)).toBeInTheDocument());
    await waitFor(() => expect(within(row('/camere/non-esiste')).getByText(flag)).toBeInTheDocument());
  });
});
