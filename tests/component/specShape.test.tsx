/**
 * Documents written in SPEC §3's shape: rooms without `order`, a service without it, texts and a
 * menu label stored as plain strings. They show in every list, every submenu and the owner's order
 * dialog: in the owner's order (none counts as 999), then by Italian name or title.
 */
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { demoDocuments } from '../../scripts/demo';
import type { DocData } from '../../src/backend/port';
import { renderApp } from '../support/render';
import { stubDevice } from '../support/environment';

beforeEach(() => stubDevice('desktop'));
// Unmounted first, so that no effect still pending runs without the stubbed device.
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const room = (name: unknown, extra: DocData = {}): DocData => ({
  name,
  shortDescription: 'Una camera come la descrive la specifica.',
  imageUrl: '/demo/room-uliveto.svg',
  price: '90',
  ...extra,
});

function specShaped(): Record<string, DocData> {
  const docs = Object.fromEntries(Object.entries(demoDocuments()).filter(([p]) => !p.startsWith('rooms/')));
  const settings = docs['site_settings/global'] as { navbarLinks: { id: string; label: unknown }[] };
  return {
    ...docs,
    'rooms/z': room({ it: 'Zafferano', en: 'Saffron' }),
    'rooms/a': room('Alloro'),
    'rooms/b': room({ it: 'Betulla' }, { order: 5 }),
    'rooms/c': room({ it: 'Ciliegio' }),
    'services/aperitivo': {
      title: 'Aperitivo in terrazza',
      description: 'Al tramonto.',
      imageUrl: '/demo/service-breakfast.svg',
    },
    'site_settings/global': {
      ...settings,
      navbarLinks: settings.navbarLinks.map((l) => (l.id === 'camere' ? { ...l, label: 'Le stanze' } : l)),
    },
  };
}

const ROOMS = ['Betulla', 'Alloro', 'Ciliegio', 'Zafferano'];
const h3s = (root: HTMLElement) =>
  within(root)
    .getAllByRole('heading', { level: 3 })
    .map((h) => h.textContent);

describe('documents in the specification’s shape', () => {
  it('are listed on the rooms page, in the owner’s order then by Italian name', async () => {
    await renderApp('/camere', { seed: specShaped });
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(4));
    expect(h3s(screen.getByRole('main'))).toEqual(ROOMS);
    expect(screen.getAllByText('Una camera come la descrive la specifica.')).toHaveLength(4);
  });

  it('fill the homepage’s first three', async () => {
    await renderApp('/', { seed: specShaped });
    const rooms = (await screen.findByRole('heading', { name: 'Le camere' })).closest('section')!;
    await waitFor(() => expect(within(rooms).getAllByRole('article')).toHaveLength(3));
    expect(h3s(rooms)).toEqual(ROOMS.slice(0, 3));
  });

  it('list a service without `order` after the placed ones, its plain-string title read as Italian', async () => {
    await renderApp('/servizi?lng=de', { seed: specShaped, lang: 'de' });
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(5));
    expect(h3s(screen.getByRole('main')).at(-1)).toBe('Aperitivo in terrazza');
  });

  it('show in the submenu, under a menu label stored as a plain string', async () => {
    const user = userEvent.setup();
    await renderApp('/contatti', { seed: specShaped });
    const nav = await screen.findByRole('navigation', { name: /principale|main/i });
    await user.click(await within(nav).findByRole('button', { name: 'Mostra l’elenco: Le stanze' }));
    await waitFor(() => expect(within(nav).getByRole('link', { name: 'Zafferano' })).toBeInTheDocument());
    const names = ROOMS.map((n) => within(nav).getByRole('link', { name: n }));
    expect(names.map((a) => a.getAttribute('href'))).toEqual(['/camere/b', '/camere/a', '/camere/c', '/camere/z']);
    // In the document's order too.
    for (let i = 1; i < names.length; i++)
      expect(names[i - 1].compareDocumentPosition(names[i]) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('come in the same order into the owner’s order dialog, which places them all', async () => {
    const user = userEvent.setup();
    const { local } = await renderApp('/camere', { seed: specShaped, signedIn: true });
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(4));
    await user.click(screen.getByRole('button', { name: 'Cambia l’ordine' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ordine delle camere' });
    expect(
      within(dialog)
        .getAllByRole('listitem')
        .map((li) => li.textContent?.replace(/[↑↓⤒⤓⠿]/g, '')),
    ).toEqual(ROOMS);
    await user.click(within(dialog).getByRole('button', { name: 'Sposta prima: Zafferano' }));
    await user.click(within(dialog).getByRole('button', { name: 'Salva l’ordine' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const orders = Object.fromEntries((await local.docs.list('rooms')).map((d) => [d.id, d.data.order]));
    expect(orders).toEqual({ b: 10, a: 20, z: 30, c: 40 });
    await waitFor(() => expect(h3s(screen.getByRole('main'))).toEqual(['Betulla', 'Alloro', 'Zafferano', 'Ciliegio']));
  });
});
