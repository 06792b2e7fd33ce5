import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { appReady, renderApp, seedWith, seedWithout } from '../support/render';
import { stubDevice } from '../support/environment';

beforeEach(() => stubDevice('desktop'));
// Unmounted first, so that no effect still pending runs without the stubbed device.
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('home page', () => {
  it('shows the hero, the welcome text, three featured rooms and three services', async () => {
    await renderApp('/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Una locanda tra gli ulivi dell’Umbria' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Benvenuti alla Locanda' })).toBeInTheDocument();
    const rooms = (await screen.findByRole('heading', { name: 'Le camere' })).closest('section')!;
    await waitFor(() => expect(within(rooms).getAllByRole('article')).toHaveLength(3));
    expect(
      within(rooms)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Camera Fienile', 'Camera Glicine', 'Camera Uliveto']);
    const services = screen.getByRole('heading', { name: 'I servizi' }).closest('section')!;
    await waitFor(() => expect(within(services).getAllByRole('article')).toHaveLength(3));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('reads the rooms and the services once each', async () => {
    const { faults } = await renderApp('/');
    await screen.findByRole('heading', { name: 'Benvenuti alla Locanda' });
    expect(faults.reads).toContainEqual({ op: 'list', path: 'rooms' });
    expect(faults.reads).toContainEqual({ op: 'list', path: 'services' });
  });

  it.each(['homepage/welcome', 'homepage/hero', 'homepage/cta'])('says so when %s cannot be read', async (doc) => {
    await renderApp('/', { setup: (f) => f.failReads.add(doc) });
    expect(await screen.findByText('Impossibile caricare i contenuti della pagina. Riprova più tardi.')).toHaveAttribute(
      'role',
      'alert',
    );
  });

  it('shows stored HTML and script as literal text', async () => {
    const evil = '<img src=x onerror="window.__pwned=1"><script>window.__pwned=1</script><b>grassetto</b>';
    await renderApp('/', {
      seed: seedWith({ 'homepage/welcome': { title: { it: evil }, paragraph1: 'Testo <i>semplice</i>' } }),
    });
    expect(await screen.findByRole('heading', { name: evil })).toBeInTheDocument();
    expect(screen.getByText('Testo <i>semplice</i>')).toBeInTheDocument();
    const main = screen.getByRole('main');
    expect(main.querySelector('script, b, i, img[src="x"]')).toBeNull();
    expect((window as unknown as { __pwned?: number }).__pwned).toBeUndefined();
  });

  it.each([
    ['it', '[Modifica titolo]', '[Modifica titolo principale]'],
    ['en', '[Edit title]', '[Edit main title]'],
    ['de', '[Bearbeiten: Titel]', '[Bearbeiten: Haupttitel]'],
    ['nl', '[Bewerken: titel]', '[Bewerken: hoofdtitel]'],
    ['fr', '[Modifier le titre]', '[Modifier le titre principal]'],
  ])(
    'shows the owner, in %s, the placeholder of a text missing in both the language and Italian, naming the field',
    async (lang, title, mainTitle) => {
      const elsewhere = lang === 'en' ? { de: 'Nur Deutsch' } : { en: 'Only English' };
      const seed = seedWith({ 'homepage/welcome': { title: elsewhere }, 'homepage/hero': { mainTitle: {} } });
      await renderApp('/', { lang, signedIn: true, seed });
      expect(await screen.findByRole('heading', { name: title })).toBeInTheDocument();
      expect(await screen.findByRole('heading', { name: mainTitle })).toBeInTheDocument();
      expect(document.body.textContent).not.toMatch(/mainTitle/);
    },
  );

  it.each(['it', 'de'])(
    'shows a visitor (%s) nothing where a text is missing, in an empty line that keeps the layout',
    async (lang) => {
      await renderApp('/', {
        lang,
        seed: seedWith({ 'homepage/welcome': { title: { en: 'Only English' }, paragraph1: { it: 'Primo paragrafo' } } }),
      });
      const shown = await screen.findByText('Primo paragrafo');
      const empty = shown.closest('section')!.querySelector('h2')!;
      expect(empty).toHaveAttribute('data-state', 'empty');
      expect(empty).toHaveAttribute('aria-hidden', 'true');
      expect(empty.textContent).toBe('\u00a0');
      expect(document.body.textContent).not.toMatch(/\[(Modifica|Bearbeiten)|mainTitle|paragraph2/);
    },
  );

  it('shows [Errore] for the texts of a document that cannot be read', async () => {
    await renderApp('/', { setup: (f) => f.failReads.add('homepage/welcome') });
    const heading = await screen.findByRole('heading', { level: 2, name: /^\[Errore\]/ });
    expect(heading).toHaveTextContent('[Errore] Errore caricamento');
  });
});

const KINDS = [
  {
    kind: 'rooms',
    path: '/camere',
    empty: 'Nessuna camera trovata.',
    loadError: 'Impossibile caricare le camere.',
    notFound: 'Camera non trovata.',
    missingId: 'ID camera mancante.',
    detailError: 'Errore nel caricamento dei dati della camera.',
    id: 'camera-uliveto',
    name: 'Camera Uliveto',
    cta: 'Verifica disponibilità',
    titleField: 'name',
    textField: 'shortDescription',
  },
  {
    kind: 'services',
    path: '/servizi',
    empty: 'Nessun servizio attualmente inserito.',
    loadError: 'Impossibile caricare i servizi.',
    notFound: 'Servizio non trovato.',
    missingId: 'ID servizio mancante.',
    detailError: 'Errore nel caricamento dei dati.',
    id: 'piscina',
    name: 'Piscina panoramica',
    cta: 'Richiedi informazioni',
    titleField: 'title',
    textField: 'description',
  },
  {
    kind: 'experiences',
    path: '/esperienze',
    empty: 'Nessuna esperienza attualmente inserita.',
    loadError: 'Impossibile caricare le esperienze.',
    notFound: 'Esperienza non trovata.',
    missingId: 'ID esperienza mancante.',
    detailError: 'Errore nel caricamento dei dati.',
    id: 'caccia-al-tartufo',
    name: 'A caccia di tartufi',
    cta: 'Richiedi informazioni',
    titleField: 'title',
    textField: 'description',
  },
] as const;

describe.each(KINDS)('$kind list', (k) => {
  const listSection = () => screen.getByRole('heading', { level: 2, name: /^Tutt[ei] / }).closest('section')!;

  it('is busy while loading, then shows the items', async () => {
    await renderApp(k.path, { setup: (f) => (f.delayMs = 150) });
    await appReady();
    await waitFor(() => expect(listSection()).toHaveAttribute('aria-busy', 'true'));
    expect(screen.queryByRole('article')).toBeNull();
    expect(screen.queryByText(k.empty)).toBeNull();
    expect(await screen.findAllByRole('article')).toHaveLength(4);
    expect(listSection()).toHaveAttribute('aria-busy', 'false');
    expect(screen.getByRole('link', { name: k.name })).toHaveAttribute('href', `${k.path}/${k.id}`);
  });

  it('shows the empty state', async () => {
    await renderApp(k.path, { seed: seedWithout(k.kind) });
    expect(await screen.findByText(k.empty)).toBeInTheDocument();
    expect(screen.queryByRole('article')).toBeNull();
  });

  it('shows the load error', async () => {
    await renderApp(k.path, { setup: (f) => f.failReads.add(k.kind) });
    expect(await screen.findByRole('alert')).toHaveTextContent(k.loadError);
    expect(screen.queryByRole('article')).toBeNull();
  });

  it('shows the Italian text in English when an item has only Italian', async () => {
    const item = {
      [k.titleField]: { it: 'Solo in italiano' },
      [k.textField]: 'Descrizione scritta una volta sola.',
      imageUrl: '/demo/room-uliveto.svg',
      order: 1,
      price: '90',
    };
    await renderApp(k.path, { lang: 'en', seed: seedWith({ [`${k.kind}/solo`]: item }) });
    const card = (await screen.findByRole('link', { name: 'Solo in italiano' })).closest('article')!;
    expect(within(card).getByText('Descrizione scritta una volta sola.')).toBeInTheDocument();
    expect(
      screen.getByRole('link', {
        name: { rooms: 'Olive Grove Room', services: 'Pool with a view', experiences: 'Truffle hunting' }[k.kind],
      }),
    ).toBeInTheDocument();
  });
});

describe.each(KINDS)('$kind detail', (k) => {
  it('shows the item and a call to action to the contact page carrying its name', async () => {
    const user = userEvent.setup();
    await renderApp(`${k.path}/${k.id}`);
    expect(await screen.findByRole('heading', { level: 1, name: k.name })).toBeInTheDocument();
    const cta = screen.getByRole('link', { name: k.cta });
    // A room with published nights carries itself too (its calendar then greys out its taken nights).
    const room = k.kind === 'rooms' ? `&room=${k.id}` : '';
    expect(cta).toHaveAttribute('href', `/contatti?interest=${encodeURIComponent(k.name)}${room}`);
    await user.click(cta);
    expect(await screen.findByText(k.name, { selector: 'strong' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/contatti');
    expect(new URLSearchParams(window.location.search).get('interest')).toBe(k.name);
  });

  it('says when the id is unknown', async () => {
    await renderApp(`${k.path}/non-esiste`);
    expect(await screen.findByRole('heading', { level: 1, name: k.notFound })).toBeInTheDocument();
  });

  it('says when the id is missing', async () => {
    await renderApp(`${k.path}/%20`);
    expect(await screen.findByRole('heading', { level: 1, name: k.missingId })).toBeInTheDocument();
  });

  it('says when the item cannot be read', async () => {
    await renderApp(`${k.path}/${k.id}`, { setup: (f) => f.failReads.add(`${k.kind}/${k.id}`) });
    expect(await screen.findByRole('heading', { level: 1, name: k.detailError })).toBeInTheDocument();
  });
});

describe('rooms list order and prices', () => {
  it('lists the rooms by Italian name, each with its price per night', async () => {
    await renderApp('/camere');
    const cards = await screen.findAllByRole('article');
    expect(cards.map((c) => within(c).getByRole('heading', { level: 3 }).textContent)).toEqual([
      'Camera Fienile',
      'Camera Glicine',
      'Camera Uliveto',
      'Suite della Torretta',
    ]);
    for (const card of cards) {
      expect(within(card).getByText('a partire da')).toBeInTheDocument();
      expect(within(card).getByText('a notte')).toBeInTheDocument();
    }
  });
});

describe('room detail', () => {
  it('shows the price per night and the detail blocks, and encodes awkward names in the contact link', async () => {
    const room = {
      name: { it: 'Camera "Sole & Luna" #1?' },
      shortDescription: { it: 'Breve' },
      imageUrl: '/demo/room-uliveto.svg',
      price: '95',
      detailContent: [
        { type: 'text', value: { it: 'Primo blocco' }, size: 'large', blockId: 'a' },
        { type: 'text', value: { en: 'Only English block' }, blockId: 'b' },
        { type: 'image', value: 'javascript:alert(1)', blockId: 'c' },
      ],
    };
    await renderApp('/camere/sole', { seed: seedWith({ 'rooms/sole': room }) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Camera "Sole & Luna" #1?' })).toBeInTheDocument();
    expect(screen.getByText('a partire da')).toBeInTheDocument();
    expect(screen.getByText('a notte')).toBeInTheDocument();
    expect(screen.getByText(/^95\s€$/)).toBeInTheDocument();
    expect(screen.getByText('Primo blocco')).toBeInTheDocument();
    expect(screen.queryByText('Only English block')).toBeNull();
    expect(document.querySelector('img[src^="javascript"]')).toBeNull();
    expect(screen.getByRole('link', { name: 'Verifica disponibilità' })).toHaveAttribute(
      'href',
      '/contatti?interest=Camera%20%22Sole%20%26%20Luna%22%20%231%3F',
    );
  });
});
