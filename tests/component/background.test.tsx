import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { DEFAULT_IMAGES } from '../../src/content/constants';

const DEFAULT_BACKGROUND = DEFAULT_IMAGES.background;
import { demoDocuments } from '../../scripts/demo';
import { OWNER, renderApp, seedWith, storedFiles } from '../support/render';
import { pngFile } from '../support/environment';

const DOC = 'location_page/header';
const SEEDED = (demoDocuments()[DOC] as { backgroundImageUrl: string }).backgroundImageUrl;
const INVALID = 'Inserisci un URL valido (es. https://example.com/immagine.jpg) o un percorso relativo (es. /immagine.jpg).';

/** The header section around the page title, and its background picture. */
const header = async () => (await screen.findByRole('heading', { level: 1, name: 'Dove siamo' })).closest('section')!;
const backgroundSrc = async () => (await header()).querySelector('img')?.getAttribute('src');

async function openEditor(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await within(await header()).findByRole('button', { name: 'Sfondo: cambia l’immagine' }));
  const dialog = await screen.findByRole('dialog', { name: 'Immagine di sfondo' });
  return { dialog, url: within(dialog).getByLabelText('Indirizzo dell’immagine (URL o percorso)') };
}

describe('editable background', () => {
  it('shows the stored image and no "Sfondo" button to visitors', async () => {
    await renderApp('/posizione');
    await waitFor(async () => expect(await backgroundSrc()).toBe(SEEDED));
    expect(screen.queryByRole('button', { name: 'Sfondo: cambia l’immagine' })).toBeNull();
  });

  it('shows the default image for a stored value that is not a usable URL', async () => {
    const doc = { ...(demoDocuments()[DOC] as object), backgroundImageUrl: 'javascript:alert(1)' };
    await renderApp('/posizione', { seed: seedWith({ [DOC]: doc }) });
    await waitFor(async () => expect(await backgroundSrc()).toBe(DEFAULT_BACKGROUND));
  });

  it('shows the default image and says so when the document cannot be read', async () => {
    await renderApp('/posizione', { signedIn: true, setup: (f) => f.failReads.add(DOC) });
    const section = (await screen.findByText('Errore caricamento sfondo')).closest('section')!;
    expect(screen.getByText('Errore caricamento sfondo')).toHaveAttribute('role', 'status');
    expect(section.querySelector('img')).toHaveAttribute('src', DEFAULT_BACKGROUND);
    expect(within(section).queryByRole('button', { name: 'Sfondo: cambia l’immagine' })).toBeNull();
  });

  it.each([
    'javascript:alert(1)',
    '//evil.example/x.jpg',
    'foto.jpg',
    'https://example.com/my photo.jpg',
    'data:image/png;base64,AAAA',
  ])('refuses %s with the SPEC’s alert and writes nothing', async (value) => {
    const user = userEvent.setup();
    const { faults } = await renderApp('/posizione', { signedIn: true });
    const { dialog, url } = await openEditor(user);
    expect(url).toHaveValue(SEEDED);
    await user.clear(url);
    await user.paste(value);
    await user.click(within(dialog).getByRole('button', { name: 'Usa questo indirizzo' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(INVALID);
    expect(url).toHaveAttribute('aria-invalid', 'true');
    expect(faults.writes).toEqual([]);
  });

  it('saves a valid https URL to the document and shows it', async () => {
    const user = userEvent.setup();
    const { local } = await renderApp('/posizione', { signedIn: true });
    const { dialog, url } = await openEditor(user);
    await user.clear(url);
    await user.paste('https://example.com/sfondo.jpg');
    await user.click(within(dialog).getByRole('button', { name: 'Usa questo indirizzo' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const stored = (await local.docs.get(DOC))!;
    expect(stored.backgroundImageUrl).toBe('https://example.com/sfondo.jpg');
    expect(stored.backgroundImageUrl_lastUpdatedBy).toBe(OWNER.email);
    expect(stored.updatedAt).toEqual(expect.any(Number));
    expect(stored.title).toEqual((demoDocuments()[DOC] as { title: unknown }).title);
    await waitFor(async () => expect(await backgroundSrc()).toBe('https://example.com/sfondo.jpg'));
  });

  it('accepts a relative path', async () => {
    const user = userEvent.setup();
    const { local } = await renderApp('/posizione', { signedIn: true });
    const { dialog, url } = await openEditor(user);
    await user.clear(url);
    await user.paste('/demo/hero-hills.svg');
    await user.click(within(dialog).getByRole('button', { name: 'Usa questo indirizzo' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect((await local.docs.get(DOC))!.backgroundImageUrl).toBe('/demo/hero-hills.svg');
  });

  it('says so when the write fails, and keeps the dialog open', async () => {
    const user = userEvent.setup();
    const { local, faults } = await renderApp('/posizione', { signedIn: true });
    const { dialog, url } = await openEditor(user);
    await user.clear(url);
    await user.paste('https://example.com/sfondo.jpg');
    faults.failWrites = true;
    await user.click(within(dialog).getByRole('button', { name: 'Usa questo indirizzo' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Errore salvataggio sfondo');
    expect((await local.docs.get(DOC))!.backgroundImageUrl).toBe(SEEDED);
  });

  it('stores an uploaded image in images/ and points the document at it', async () => {
    const user = userEvent.setup();
    const { local } = await renderApp('/posizione', { signedIn: true });
    const { dialog } = await openEditor(user);
    await user.upload(within(dialog).getByLabelText('Oppure carica un’immagine dal computer'), pngFile('colline.png'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const stored = (await local.docs.get(DOC))!;
    expect(stored.backgroundImageUrl).toMatch(/^\/local-files\/images\/\d+_colline\.png$/);
    expect(local.files.owns(stored.backgroundImageUrl as string)).toBe(true);
    expect(await storedFiles(local)).toEqual([expect.stringMatching(/^images\/\d+_colline\.png$/)]);
  });

  it('removes the uploaded file when the document write fails', async () => {
    const user = userEvent.setup();
    const { local, faults } = await renderApp('/posizione', { signedIn: true });
    const { dialog } = await openEditor(user);
    faults.failWrites = true;
    await user.upload(within(dialog).getByLabelText('Oppure carica un’immagine dal computer'), pngFile('colline.png'));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Errore salvataggio sfondo');
    await waitFor(async () => expect(await storedFiles(local)).toEqual([]));
  });

  it('replaces a previously uploaded background and keeps the old file for the revision that names it', async () => {
    const user = userEvent.setup();
    const { local } = await renderApp('/posizione', { signedIn: true });
    let { dialog } = await openEditor(user);
    await user.upload(within(dialog).getByLabelText('Oppure carica un’immagine dal computer'), pngFile('prima.png'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(async () => expect(await storedFiles(local)).toHaveLength(1));
    ({ dialog } = await openEditor(user));
    await user.upload(within(dialog).getByLabelText('Oppure carica un’immagine dal computer'), pngFile('dopo.png'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(async () => expect(await storedFiles(local)).toHaveLength(2));
    const files = await storedFiles(local);
    expect(files).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^images\/\d+_prima\.png$/),
        expect.stringMatching(/^images\/\d+_dopo\.png$/),
      ]),
    );
    // The replaced image is what the last revision holds: Undo or Restore can bring it back.
    const [latest] = await (await local.history()).revisions('location_page/header');
    expect(latest.before.backgroundImageUrl).toMatch(/^\/local-files\/images\/\d+_prima\.png$/);
  });
});
