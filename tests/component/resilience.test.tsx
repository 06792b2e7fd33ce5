/**
 * Resilience, with faults injected at the backend port around the real local backend:
 * slow responses, failed reads, failed writes, an upload dropped at 60 %, a full browser
 * storage, and a burst of edits.
 */
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { demoDocuments } from '../../scripts/demo';
import { appReady, OWNER, renderApp, seedWithout, storedFiles, type RenderOptions } from '../support/render';
import { pngFile, stubDevice } from '../support/environment';

type User = ReturnType<typeof userEvent.setup>;
const MB = 1024 * 1024;
const UPLOAD_FAILED = 'Errore durante il caricamento. Controlla i permessi di Storage.';
const seeded = demoDocuments() as Record<string, Record<string, unknown>>;
const it_ = (doc: string, field: string) => (seeded[doc][field] as Record<string, string>).it;
const busy = () => document.querySelectorAll('[aria-busy="true"]');

// Unmounted first, so that no effect still pending runs without the stubbed device.
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('slow responses', () => {
  it('the home page shows its texts loading, then the content, and nothing stays busy', async () => {
    await renderApp('/', { setup: (f) => (f.delayMs = 300) });
    await appReady();
    // Its texts wait for their documents, each shown as a busy '...'.
    const loading = await screen.findAllByText('...');
    expect(loading.length).toBeGreaterThan(5);
    for (const text of loading) expect(text).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByRole('article')).toBeNull();
    expect(await screen.findByRole('heading', { level: 1, name: it_('homepage/hero', 'mainTitle') })).not.toHaveAttribute(
      'aria-busy',
    );
    await waitFor(() => expect(busy()).toHaveLength(0));
    expect(screen.getAllByRole('article')).toHaveLength(6);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('a detail page is busy, then shows the item', async () => {
    await renderApp('/camere/camera-uliveto', { setup: (f) => (f.delayMs = 300) });
    await appReady();
    await waitFor(() => expect(document.querySelector('main [aria-busy="true"]')).not.toBeNull());
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
    expect(await screen.findByRole('heading', { level: 1, name: 'Camera Uliveto' })).toBeInTheDocument();
    expect(busy()).toHaveLength(0);
  });

  it('the settings page says it is loading, then shows the form', async () => {
    // The form edits the settings the whole site reads (live for the owner): slower than the page's code arrives.
    await renderApp('/admin-impostazioni-sito', { signedIn: true, setup: (f) => (f.delayMs = 1500) });
    expect(await screen.findByText('Caricamento delle impostazioni…')).toHaveAttribute('aria-busy', 'true');
    expect(await screen.findByLabelText('Nome del sito')).toHaveValue('Locanda');
    expect(screen.queryByText('Caricamento delle impostazioni…')).toBeNull();
  });

  it('a slow save keeps the editor busy (Save disabled, one write), then closes it with the new text', async () => {
    const user = userEvent.setup();
    const { faults, local } = await renderApp('/', { signedIn: true });
    await user.click(await screen.findByRole('button', { name: /^Modifica titolo principale/ }));
    const form = await screen.findByRole('form', { name: 'Modifica titolo principale' });
    await user.clear(within(form).getByLabelText('Italiano'));
    await user.paste('Titolo lento');
    faults.delayMs = 400;
    await user.click(within(form).getByRole('button', { name: 'Salva' }));
    expect(within(form).getByRole('button', { name: 'Salva' })).toBeDisabled();
    expect(within(form).getByRole('button', { name: 'Annulla' })).toBeDisabled();
    expect(await screen.findByRole('heading', { level: 1, name: 'Titolo lento' })).toBeInTheDocument();
    expect(screen.queryByRole('form')).toBeNull();
    expect(faults.writes.filter((w) => w.path === 'homepage/hero')).toHaveLength(1);
    expect(((await local.docs.get('homepage/hero'))!.mainTitle as Record<string, string>).it).toBe('Titolo lento');
  });
});

describe('failed reads: each message of the catalogue, and the page still works', () => {
  const CASES: { url: string; messages: string[]; signedIn?: boolean }[] = [
    {
      url: '/',
      messages: [
        'Impossibile caricare i contenuti della pagina. Riprova più tardi.',
        'Errore caricamento sfondo',
        'Impossibile caricare le camere.',
        'Impossibile caricare i servizi.',
      ],
    },
    { url: '/camere', messages: ['Impossibile caricare le camere.', 'Errore caricamento sfondo'] },
    { url: '/servizi', messages: ['Impossibile caricare i servizi.'] },
    { url: '/esperienze', messages: ['Impossibile caricare le esperienze.'] },
    { url: '/camere/camera-uliveto', messages: ['Errore nel caricamento dei dati della camera.'] },
    { url: '/servizi/piscina', messages: ['Errore nel caricamento dei dati.'] },
    { url: '/esperienze/caccia-al-tartufo', messages: ['Errore nel caricamento dei dati.'] },
    { url: '/galleria', messages: ['Impossibile caricare la galleria.'] },
    { url: '/admin-impostazioni-sito', messages: ['Errore nel caricamento delle impostazioni.'], signedIn: true },
  ];

  it.each(CASES)('$url with every read failing', async ({ url, messages, signedIn }) => {
    await renderApp(url, { signedIn, setup: (f) => f.failReads.add('*') });
    await appReady();
    for (const m of messages) expect((await screen.findAllByText(m)).length).toBeGreaterThan(0);
    // The shell stays usable: the navbar with its default links, the footer saying its texts failed.
    const nav = screen.getByRole('navigation', { name: 'Navigazione principale' });
    expect(within(nav).getByRole('link', { name: 'Camere' })).toHaveAttribute('href', '/camere');
    expect((await within(screen.getByRole('contentinfo')).findAllByText('Errore caricamento')).length).toBeGreaterThan(0);
    await waitFor(() => expect(busy()).toHaveLength(0));
  });

  it('a text that cannot be read shows [Errore] with Errore caricamento', async () => {
    stubDevice('desktop');
    await renderApp('/contatti', { setup: (f) => f.failReads.add('contact_page/details') });
    const failed = await screen.findByRole('heading', { level: 2, name: /^\[Errore\]/ });
    expect(failed).toHaveTextContent('[Errore] Errore caricamento');
    expect(failed).toHaveAttribute('data-state', 'error');
  });

  it('the map shows no place rather than a wrong one', async () => {
    await renderApp('/posizione', { setup: (f) => f.failReads.add('*') });
    expect(await screen.findByText('La mappa non è ancora disponibile.')).toBeInTheDocument();
    expect(document.querySelector('iframe')).toBeNull();
  });

  it('settings that are missing and cannot be created', async () => {
    await renderApp('/admin-impostazioni-sito', {
      signedIn: true,
      seed: seedWithout('site_settings'),
      setup: (f) => (f.failWrites = true),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Impossibile inizializzare le impostazioni.');
  });

  it('a list that failed is read again on the next visit, however soon it comes', async () => {
    const { faults } = await renderApp('/camere', { setup: (f) => f.failReads.add('rooms') });
    expect(await screen.findByRole('alert')).toHaveTextContent('Impossibile caricare le camere.');
    faults.failReads.clear();
    const nav = screen.getByRole('navigation', { name: 'Navigazione principale' });
    fireEvent.click(within(nav).getByRole('link', { name: 'Galleria' }));
    await waitFor(() => expect(document.querySelector('main h1')).toHaveTextContent('Galleria'));
    // Straight back, before the page's reads are dropped: the failed one must not be served again.
    fireEvent.click(within(nav).getByRole('link', { name: 'Camere' }));
    expect(await screen.findAllByRole('article')).toHaveLength(4);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(faults.reads.filter((r) => r.op === 'list' && r.path === 'rooms')).toHaveLength(2);
  });
});

/** A quick user: click, paste. */
async function fill(user: User, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}
const langField = (dialog: HTMLElement, group: RegExp, lang: string) =>
  within(within(dialog).getByRole('group', { name: group })).getByLabelText(lang);

describe('failed writes: nothing lost, the input kept, a retry saves', () => {
  it('the service form keeps every field and its uploaded image, and saves on retry', async () => {
    const user = userEvent.setup();
    const { local, faults } = await renderApp('/servizi', { signedIn: true });
    await user.click(await screen.findByRole('button', { name: '+ Aggiungi servizio' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nuovo servizio' });
    await fill(user, langField(dialog, /^Titolo/, 'Italiano'), 'Navetta');
    await fill(user, langField(dialog, /^Descrizione/, 'Italiano'), 'Dalla stazione di Orvieto.');
    await user.upload(
      within(within(dialog).getByRole('group', { name: /^Immagine principale/ })).getByLabelText('Scegli un’immagine'),
      pngFile('navetta.png'),
    );
    const save = within(dialog).getByRole('button', { name: 'Salva' });
    await waitFor(() => expect(save).toBeEnabled());
    const preview = () => dialog.querySelector('fieldset img')?.getAttribute('src');
    const image = preview();
    expect(image).toMatch(/^\/local-files\/services\/main\/\d+_navetta\.png$/);

    faults.failWrites = true;
    await user.click(save);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(/^Errore durante il salvataggio\.$/);
    expect(langField(dialog, /^Titolo/, 'Italiano')).toHaveValue('Navetta');
    expect(langField(dialog, /^Descrizione/, 'Italiano')).toHaveValue('Dalla stazione di Orvieto.');
    expect(preview()).toBe(image);
    expect(await storedFiles(local)).toHaveLength(1);
    expect(await local.docs.list('services')).toHaveLength(4);

    faults.failWrites = false;
    await user.click(save);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const added = (await local.docs.list('services')).find((d) => (d.data.title as { it?: string }).it === 'Navetta');
    expect(added?.data).toMatchObject({
      description: { it: 'Dalla stazione di Orvieto.' },
      order: 999,
      imageUrl: image,
      lastUpdatedBy: OWNER.email,
    });
    expect(await storedFiles(local)).toHaveLength(1);
    expect(await screen.findByRole('link', { name: 'Navetta' })).toBeInTheDocument();
  });

  it('the settings keep the edited name and save on retry', async () => {
    const user = userEvent.setup();
    const { local, faults } = await renderApp('/admin-impostazioni-sito', { signedIn: true });
    const name = await screen.findByLabelText('Nome del sito');
    await user.clear(name);
    await user.paste('Casa Aurelio');
    faults.failWrites = true;
    await user.click(screen.getByRole('button', { name: 'Salva impostazioni' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Errore durante il salvataggio.');
    expect(name).toHaveValue('Casa Aurelio');
    expect((await local.docs.get('site_settings/global'))!.siteName).toBe('Locanda');

    faults.failWrites = false;
    await user.click(screen.getByRole('button', { name: 'Salva impostazioni' }));
    expect(await screen.findByText('Impostazioni salvate con successo!')).toHaveAttribute('role', 'status');
    expect(screen.queryByRole('alert')).toBeNull();
    expect((await local.docs.get('site_settings/global'))!.siteName).toBe('Casa Aurelio');
  });

  it('the background dialog keeps the typed address and saves on retry', async () => {
    const user = userEvent.setup();
    const { local, faults } = await renderApp('/posizione', { signedIn: true });
    const section = (await screen.findByRole('heading', { level: 1, name: 'Dove siamo' })).closest('section')!;
    await user.click(within(section).getByRole('button', { name: 'Sfondo: cambia l’immagine' }));
    const dialog = await screen.findByRole('dialog', { name: 'Immagine di sfondo' });
    const url = within(dialog).getByLabelText('Indirizzo dell’immagine (URL o percorso)');
    await user.clear(url);
    await user.paste('https://example.com/sfondo.jpg');
    faults.failWrites = true;
    await user.click(within(dialog).getByRole('button', { name: 'Usa questo indirizzo' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Errore salvataggio sfondo');
    expect(url).toHaveValue('https://example.com/sfondo.jpg');

    faults.failWrites = false;
    await user.click(within(dialog).getByRole('button', { name: 'Usa questo indirizzo' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(section.querySelector('img')).toHaveAttribute('src', 'https://example.com/sfondo.jpg'));
    expect((await local.docs.get('location_page/header'))!.backgroundImageUrl).toBe('https://example.com/sfondo.jpg');
  });

  it('a failed delete keeps the experience, and the retry deletes it', async () => {
    const user = userEvent.setup();
    const { local, faults } = await renderApp('/esperienze', { signedIn: true });
    await user.click(await screen.findByRole('button', { name: 'Elimina esperienza: A caccia di tartufi' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Elimina esperienza: A caccia di tartufi' });
    faults.failWrites = true;
    await user.click(within(dialog).getByRole('button', { name: 'Elimina' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent("Errore durante l'eliminazione.");
    expect(await local.docs.get('experiences/caccia-al-tartufo')).not.toBeNull();
    expect(screen.getAllByRole('article')).toHaveLength(4);

    faults.failWrites = false;
    await user.click(within(dialog).getByRole('button', { name: 'Elimina' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await local.docs.get('experiences/caccia-al-tartufo')).toBeNull();
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(3));
  });
});

describe('an upload that fails at 60 %', () => {
  const BG_DOC = 'location_page/header';
  const SEEDED_BG = seeded[BG_DOC].backgroundImageUrl as string;
  // Ten 256 KB chunks: the failure comes at exactly 60 %.
  const TEN_CHUNKS = 10 * 256 * 1024;
  const at60: RenderOptions = { signedIn: true, chunkDelayMs: 5, setup: (f) => (f.failUploadsAt = 0.6) };

  it('in the background dialog: the message, no progress left, the previous image, no file; a retry works', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const { local, faults } = await renderApp('/posizione', at60);
    const section = (await screen.findByRole('heading', { level: 1, name: 'Dove siamo' })).closest('section')!;
    await user.click(within(section).getByRole('button', { name: 'Sfondo: cambia l’immagine' }));
    const dialog = await screen.findByRole('dialog', { name: 'Immagine di sfondo' });
    const input = within(dialog).getByLabelText('Oppure carica un’immagine dal computer');
    await user.upload(input, pngFile('panorama.png', TEN_CHUNKS));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(UPLOAD_FAILED);
    expect(faults.failedUploads).toEqual([{ name: 'panorama.png', bytesTransferred: 6 * 256 * 1024, totalBytes: TEN_CHUNKS }]);
    expect(within(dialog).queryByRole('progressbar')).toBeNull();
    expect(input).toBeEnabled();
    expect(await storedFiles(local)).toEqual([]);
    expect((await local.docs.get(BG_DOC))!.backgroundImageUrl).toBe(SEEDED_BG);
    expect(section.querySelector('img')).toHaveAttribute('src', SEEDED_BG);
    expect(faults.writes).toEqual([]);

    faults.failUploadsAt = null;
    await user.upload(input, pngFile('panorama.png', TEN_CHUNKS));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await storedFiles(local)).toEqual([expect.stringMatching(/^images\/\d+_panorama\.png$/)]);
    await waitFor(() =>
      expect(section.querySelector('img')!.getAttribute('src')).toMatch(/^\/local-files\/images\/\d+_panorama\.png$/),
    );
  });

  it('in a room’s edit form: the preview keeps the room’s image, which is still saved with the room', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const { local, faults } = await renderApp('/camere', at60);
    const before = (await local.docs.get('rooms/camera-uliveto'))!;
    await user.click(await screen.findByRole('button', { name: 'Modifica camera: Camera Uliveto' }));
    const dialog = await screen.findByRole('dialog', { name: 'Modifica camera' });
    const group = within(dialog).getByRole('group', { name: /^Immagine principale/ });
    expect(group.querySelector('img')).toHaveAttribute('src', before.imageUrl as string);
    await user.upload(within(group).getByLabelText('Scegli un’immagine'), pngFile('nuova.png', TEN_CHUNKS));
    expect(await within(group).findByRole('alert')).toHaveTextContent(UPLOAD_FAILED);
    expect(faults.failedUploads).toHaveLength(1);
    expect(group.querySelector('img')).toHaveAttribute('src', before.imageUrl as string);
    expect(within(group).queryByRole('progressbar')).toBeNull();
    expect(await storedFiles(local)).toEqual([]);

    await user.click(within(dialog).getByRole('button', { name: 'Salva' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect((await local.docs.get('rooms/camera-uliveto'))!.imageUrl).toBe(before.imageUrl);
    expect(await storedFiles(local)).toEqual([]);
  });

  it('in the gallery: the message, no new picture, no file', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const { local } = await renderApp('/galleria', at60);
    await screen.findByRole('link', { name: /^Apri la foto 8 di 8(:|$)/ });
    await user.upload(await screen.findByLabelText('Aggiungi immagini'), pngFile('tramonto.png', TEN_CHUNKS));
    expect(await screen.findByRole('alert')).toHaveTextContent(UPLOAD_FAILED);
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.getByRole('link', { name: /^Apri la foto 8 di 8(:|$)/ })).toBeInTheDocument();
    expect(await local.docs.list('gallery_images')).toHaveLength(8);
    expect(await storedFiles(local)).toEqual([]);
  });
});

describe('the browser’s storage is full', () => {
  it('an upload says so clearly, changes nothing, and works once there is room again', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const { local, faults } = await renderApp('/posizione', { signedIn: true });
    const section = (await screen.findByRole('heading', { level: 1, name: 'Dove siamo' })).closest('section')!;
    // IndexedDB refuses to store the file, as a browser does when the origin's quota is used up.
    const put = IDBObjectStore.prototype.put;
    const full = vi.spyOn(IDBObjectStore.prototype, 'put').mockImplementation(function (
      this: IDBObjectStore,
      ...args: Parameters<IDBObjectStore['put']>
    ) {
      if (this.name === 'files') throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      return put.apply(this, args);
    });
    await user.click(within(section).getByRole('button', { name: 'Sfondo: cambia l’immagine' }));
    const dialog = await screen.findByRole('dialog', { name: 'Immagine di sfondo' });
    const input = within(dialog).getByLabelText('Oppure carica un’immagine dal computer');
    await user.upload(input, pngFile('colline.png', MB));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(/^Spazio di archiviazione esaurito nel browser\.$/);
    expect(full).toHaveBeenCalled();
    expect(within(dialog).queryByRole('progressbar')).toBeNull();
    expect(faults.writes).toEqual([]);
    expect(section.querySelector('img')).toHaveAttribute('src', seeded['location_page/header'].backgroundImageUrl);

    full.mockRestore();
    expect(await storedFiles(local)).toEqual([]);
    await user.upload(input, pngFile('colline.png', MB));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await storedFiles(local)).toEqual([expect.stringMatching(/^images\/\d+_colline\.png$/)]);
  });
});

describe('a burst of edits', () => {
  const N = 200;
  const HERO = 'homepage/hero';

  it('200 through the port, all at once while the owner’s page is open: nothing lost, the last value wins and shows', async () => {
    const { backend, local } = await renderApp('/', { signedIn: true });
    await screen.findByRole('heading', { level: 1, name: it_(HERO, 'mainTitle') });
    await act(async () => {
      const writes: Promise<void>[] = [];
      for (let i = 1; i <= N; i++) {
        writes.push(
          backend.docs.setFields(HERO, {
            mainTitle: { it: `Titolo ${i}`, en: `Title ${i}` },
            mainTitle_lastUpdatedBy: OWNER.email,
          }),
        );
        // Each edit also leaves its own mark: none may be lost to another's write.
        writes.push(backend.docs.setMerge(HERO, { burst: { [`e${i}`]: i } }));
      }
      await Promise.all(writes);
    });
    const stored = (await local.docs.get(HERO))!;
    expect(stored.mainTitle).toEqual({ it: `Titolo ${N}`, en: `Title ${N}` });
    expect(Object.keys(stored.burst as object)).toHaveLength(N);
    expect(stored.burst).toEqual(Object.fromEntries(Array.from({ length: N }, (_, i) => [`e${i + 1}`, i + 1])));
    expect(stored.subtitle).toEqual(seeded[HERO].subtitle);
    expect(await screen.findByRole('heading', { level: 1, name: `Titolo ${N}` })).toBeInTheDocument();
  });

  // Each round waits for the page (the editor closes only once saved), so fewer rounds keep the suite quick.
  it('through the editor, 50 saves one after another as fast as the page allows: the last value is stored and shown', async () => {
    const ROUNDS = 50;
    const { faults, local } = await renderApp('/', { signedIn: true });
    const hero = (await screen.findByRole('heading', { level: 1, name: it_(HERO, 'mainTitle') })).closest('section')!;
    // Plain selectors: role queries over the whole page, round after round, would be slow.
    const find = <T extends Element>(selector: string) =>
      waitFor(() => {
        const el = hero.querySelector<T>(selector);
        if (!el) throw new Error(`no ${selector}`);
        return el;
      });
    const h1 = () => hero.querySelector('h1');
    for (let i = 1; i <= ROUNDS; i++) {
      fireEvent.click(await find('button[aria-label^="Modifica titolo principale"]'));
      const form = await find('form');
      fireEvent.change(form.querySelector('input[lang="it"]')!, { target: { value: `Titolo ${i}` } });
      fireEvent.submit(form);
      await waitFor(() => expect(h1()).toHaveTextContent(`Titolo ${i}`));
    }
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(`Titolo ${ROUNDS}`);
    expect(faults.writes.filter((w) => w.path === HERO)).toHaveLength(ROUNDS);
    const stored = (await local.docs.get(HERO))!;
    expect((stored.mainTitle as Record<string, string>).it).toBe(`Titolo ${ROUNDS}`);
    expect((stored.mainTitle as Record<string, string>).en).toBe((seeded[HERO].mainTitle as Record<string, string>).en);
    expect(stored.subtitle).toEqual(seeded[HERO].subtitle);
  });
});
