import { act, renderHook, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { useUpload, type UploadPhase } from '../../src/editing/uploads/useUpload';
import { demoDocuments } from '../../scripts/demo';
import { providers, renderApp, storedFiles, type RenderOptions } from '../support/render';
import { pngFile } from '../support/environment';

const MB = 1024 * 1024;

async function uploadHook(opts: RenderOptions = {}) {
  const p = await providers({ signedIn: true, ...opts });
  const phases: UploadPhase[] = [];
  const hook = renderHook(
    () => {
      const u = useUpload();
      if (phases[phases.length - 1] !== u.phase) phases.push(u.phase);
      return u;
    },
    { wrapper: p.wrapper },
  );
  return { ...p, ...hook, phases };
}

describe('useUpload', () => {
  it('refuses a file that is not an image', async () => {
    const { result, phases } = await uploadHook();
    const text = new File(['ciao'], 'note.txt', { type: 'text/plain' });
    let out: unknown;
    await act(async () => {
      out = await result.current.start(text, 'images');
    });
    expect(out).toBeNull();
    expect(result.current.error).toBe('notImage');
    expect(phases).toEqual(['idle']);
  });

  it('refuses an image over 5 MB', async () => {
    const { result, local } = await uploadHook();
    let out: unknown;
    await act(async () => {
      out = await result.current.start(pngFile('grande.png', 6 * MB), 'images');
    });
    expect(out).toBeNull();
    expect(result.current.error).toBe('tooBig');
    expect(await storedFiles(local)).toEqual([]);
  });

  it('uploads with progress, then succeeds with a URL the store owns', async () => {
    const { result, local, phases } = await uploadHook({ chunkDelayMs: 5 });
    let done!: Promise<{ url: string; urlSmall?: string } | null>;
    act(() => {
      done = result.current.start(pngFile('camera.png', MB), 'rooms/main');
    });
    await waitFor(() => expect(result.current.phase).toBe('success'));
    const out = await done;
    expect(out).not.toBeNull();
    const { url, urlSmall } = out!;
    // jsdom cannot decode images, so the file is stored as given, without a smaller copy: the image
    // itself stands as its variant (which marks the file as this upload's own).
    expect(urlSmall).toBe(url);
    expect(url).toMatch(/^\/local-files\/rooms\/main\/\d+_camera\.png$/);
    expect(local.files.owns(url)).toBe(true);
    expect(await storedFiles(local)).toEqual([expect.stringMatching(/^rooms\/main\/\d+_camera\.png$/)]);
    expect(phases).toEqual(['idle', 'preparing', 'running', 'success']);
    expect(result.current.percent).toBe(100);
    expect(result.current.error).toBeNull();
    expect(result.current.busy).toBe(false);
  });

  it('pauses only while running, resumes from paused, and then finishes', async () => {
    const { result, local, phases } = await uploadHook({ chunkDelayMs: 25 });
    let done!: Promise<{ url: string } | null>;
    act(() => {
      done = result.current.start(pngFile('lenta.png', 4 * MB), 'images');
    });
    await waitFor(() => expect(result.current.phase).toBe('running'));
    expect(result.current.resume()).toBe(false);
    act(() => {
      expect(result.current.pause()).toBe(true);
    });
    await waitFor(() => expect(result.current.phase).toBe('paused'));
    expect(result.current.busy).toBe(true);
    expect(result.current.pause()).toBe(false);
    const pausedAt = result.current.percent;
    expect(pausedAt).toBeGreaterThan(0);
    expect(pausedAt).toBeLessThan(100);
    act(() => {
      expect(result.current.resume()).toBe(true);
    });
    let out: { url: string } | null = null;
    await act(async () => {
      out = await done;
    });
    expect(out).not.toBeNull();
    expect(phases).toEqual(['idle', 'preparing', 'running', 'pausing', 'paused', 'running', 'success']);
    expect(await storedFiles(local)).toHaveLength(1);
  });

  it('cancels a running upload: canceled, the SPEC’s message, and no file', async () => {
    const { result, local } = await uploadHook({ chunkDelayMs: 25 });
    let done!: Promise<unknown>;
    act(() => {
      done = result.current.start(pngFile('annullata.png', 4 * MB), 'images');
    });
    await waitFor(() => expect(result.current.phase).toBe('running'));
    act(() => {
      expect(result.current.cancel()).toBe(true);
    });
    await act(async () => {
      expect(await done).toBeNull();
    });
    expect(result.current.phase).toBe('canceled');
    expect(result.current.error).toBe('uploadCanceled');
    expect(await storedFiles(local)).toEqual([]);
  });

  it('cancels a paused upload', async () => {
    const { result, local } = await uploadHook({ chunkDelayMs: 25 });
    let done!: Promise<unknown>;
    act(() => {
      done = result.current.start(pngFile('ferma.png', 4 * MB), 'images');
    });
    await waitFor(() => expect(result.current.phase).toBe('running'));
    act(() => void result.current.pause());
    await waitFor(() => expect(result.current.phase).toBe('paused'));
    act(() => {
      expect(result.current.cancel()).toBe(true);
    });
    await act(async () => {
      expect(await done).toBeNull();
    });
    expect(result.current.error).toBe('uploadCanceled');
    expect(await storedFiles(local)).toEqual([]);
  });

  it('reports a refused upload as a Storage permissions error', async () => {
    const { result, local } = await uploadHook({ setup: (f) => (f.failUploads = true) });
    await act(async () => {
      expect(await result.current.start(pngFile(), 'images')).toBeNull();
    });
    expect(result.current.error).toBe('uploadFailed');
    expect(result.current.busy).toBe(false);
    expect(await storedFiles(local)).toEqual([]);
  });

  it('cancels the upload and leaves no file when the component goes away mid-upload', async () => {
    const { result, local, unmount } = await uploadHook({ chunkDelayMs: 25 });
    let done!: Promise<unknown>;
    act(() => {
      done = result.current.start(pngFile('abbandonata.png', 4 * MB), 'images');
    });
    await waitFor(() => expect(result.current.phase).toBe('running'));
    unmount();
    expect(await done).toBeNull();
    expect(await storedFiles(local)).toEqual([]);
  });
});

describe('uploading from the page', () => {
  const DOC = 'location_page/header';
  const SEEDED = (demoDocuments()[DOC] as { backgroundImageUrl: string }).backgroundImageUrl;

  async function openPicker(opts: RenderOptions = {}) {
    const user = userEvent.setup({ applyAccept: false });
    const rendered = await renderApp('/posizione', { signedIn: true, ...opts });
    const heading = await screen.findByRole('heading', { level: 1, name: 'Dove siamo' });
    await user.click(await within(heading.closest('section')!).findByRole('button', { name: 'Sfondo: cambia l’immagine' }));
    const dialog = await screen.findByRole('dialog', { name: 'Immagine di sfondo' });
    const input = within(dialog).getByLabelText('Oppure carica un’immagine dal computer');
    expect(input).toHaveAttribute('accept', 'image/jpeg,image/png,image/webp,image/gif');
    return { user, dialog, input, ...rendered };
  }

  it.each([
    ['firebase', 'Errore durante il caricamento. Controlla i permessi di Storage.'],
    ['local', 'Spazio di archiviazione esaurito nel browser.'],
  ] as const)('a full quota on %s: %s', async (kind, message) => {
    const { user, dialog, input, local } = await openPicker({
      kind,
      setup: (f) => {
        f.failUploads = true;
        f.failUploadsCode = 'quota-exceeded';
      },
    });
    await user.upload(input, pngFile());
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(new RegExp(`^${message.replace(/[.]/g, '\\.')}$`));
    expect((await local.docs.get(DOC))!.backgroundImageUrl).toBe(SEEDED);
  });

  it('refuses a text file', async () => {
    const { user, dialog, input, faults } = await openPicker();
    await user.upload(input, new File(['<svg/>'], 'logo.svg', { type: 'image/svg+xml' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Per favore, seleziona un file immagine (jpg, png, webp, gif).',
    );
    await user.upload(input, new File(['ciao'], 'note.txt', { type: 'text/plain' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Per favore, seleziona un file immagine (jpg, png, webp, gif).');
    expect(faults.writes).toEqual([]);
  });

  it('refuses an iPhone HEIC photo saying it is one browsers cannot show, and what to do', async () => {
    const { user, dialog, input, faults } = await openPicker();
    await user.upload(input, new File([new Uint8Array(2000)], 'IMG_0412.HEIC', { type: 'image/heic' }));
    const heic =
      'Questa foto è in formato HEIC (quello dell’iPhone), che i browser non sanno mostrare. Condividila o esportala come JPEG e caricala di nuovo: di solito basta sceglierla dalla libreria foto invece che da File, e il telefono la converte da sé.';
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(heic);
    // Most browsers give a HEIF file no type: its name says what it is.
    await user.upload(input, new File([new Uint8Array(2000)], 'IMG_0413.heif', { type: '' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(heic);
    expect(faults.writes).toEqual([]);
  });

  it('refuses a 6 MB image', async () => {
    const { user, dialog, input, local } = await openPicker();
    await user.upload(input, pngFile('enorme.png', 6 * MB));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent("L'immagine è troppo grande. Limite massimo: 5MB.");
    expect(await storedFiles(local)).toEqual([]);
  });

  it('says the upload failed when the store refuses it', async () => {
    const { user, dialog, input, local } = await openPicker({ setup: (f) => (f.failUploads = true) });
    await user.upload(input, pngFile());
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Errore durante il caricamento. Controlla i permessi di Storage.',
    );
    expect((await local.docs.get(DOC))!.backgroundImageUrl).toBe(SEEDED);
  });

  it('shows progress with pause and resume, then stores the image', async () => {
    const { user, dialog, input, local } = await openPicker({ chunkDelayMs: 40 });
    await user.upload(input, pngFile('panorama.png', 4 * MB));
    await user.click(await within(dialog).findByRole('button', { name: 'Pausa' }));
    const paused = await within(dialog).findByRole('progressbar', { name: /^In pausa: \d+%$/ });
    expect(paused).toHaveAttribute('max', '100');
    expect(within(dialog).queryByRole('button', { name: 'Pausa' })).toBeNull();
    expect(within(dialog).getByRole('button', { name: 'Annulla caricamento' })).toBeInTheDocument();
    await user.click(await within(dialog).findByRole('button', { name: 'Riprendi' }));
    expect(await within(dialog).findByRole('progressbar', { name: /^Caricamento: \d+%$/ })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), { timeout: 8000 });
    expect((await local.docs.get(DOC))!.backgroundImageUrl).toMatch(/^\/local-files\/images\/\d+_panorama\.png$/);
  });

  it('cancels on request, says so, and stores nothing', async () => {
    const { user, dialog, input, local } = await openPicker({ chunkDelayMs: 40 });
    await user.upload(input, pngFile('panorama.png', 4 * MB));
    await user.click(await within(dialog).findByRole('button', { name: 'Annulla caricamento' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Caricamento fallito o annullato.');
    expect(within(dialog).queryByRole('progressbar')).toBeNull();
    expect(await storedFiles(local)).toEqual([]);
    expect((await local.docs.get(DOC))!.backgroundImageUrl).toBe(SEEDED);
  });
});
