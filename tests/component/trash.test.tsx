/**
 * The trash in the settings page, the deletion of files when an item leaves it for good (by the
 * owner, or after 30 days), and the files of a pruned revision: the real app and backend.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { LocalBackend } from '../../src/backend/local/localBackend';
import type { DocData } from '../../src/backend/port';
import { REVISIONS_KEPT, TRASH_DAYS } from '../../src/content/constants';
import { restoreRevision, saveFields, sweepTrash } from '../../src/editing/core/saving';
import { imageFieldWrite } from '../../src/editing/core/writes';
import { pngFile } from '../support/environment';
import { OWNER, makeBackend, renderApp, storedFiles } from '../support/render';

const SETTINGS = '/admin-impostazioni-sito';
const DAY_MS = 24 * 60 * 60 * 1000;

async function upload(local: LocalBackend, folder: 'rooms/main' | 'rooms/details' | 'images', name: string) {
  const [url, urlSmall] = await Promise.all([
    local.files.startUpload(folder, pngFile(`${name}.png`), `${name}.png`).done,
    local.files.startUpload(folder, pngFile(`${name}-800.png`), `${name}-800.png`).done,
  ]);
  return { url, urlSmall };
}

/** A room with a main image and two detail images, each uploaded with its small variant. */
async function roomWithImages(local: LocalBackend, id: string, name: string): Promise<DocData> {
  const main = await upload(local, 'rooms/main', `${id}-main`);
  const a = await upload(local, 'rooms/details', `${id}-a`);
  const b = await upload(local, 'rooms/details', `${id}-b`);
  const data = {
    name: { it: name },
    shortDescription: { it: 'Una camera con tre immagini.' },
    price: '90',
    imageUrl: main.url,
    imageUrlSmall: main.urlSmall,
    detailContent: [
      { type: 'image', value: a.url, valueSmall: a.urlSmall, size: 'full', blockId: 'b1' },
      { type: 'text', value: { it: 'Silenzio.' }, size: 'normal', blockId: 'b2' },
      { type: 'image', value: b.url, valueSmall: b.urlSmall, size: 'medium', blockId: 'b3' },
    ],
    createdAt: 1_700_000_000_000,
  };
  await local.docs.setMerge(`rooms/${id}`, data);
  return (await local.docs.get(`rooms/${id}`))!;
}

const trashSection = async () => (await screen.findByRole('heading', { level: 2, name: 'Cestino' })).closest('section')!;

/** To the settings page through the menu, as the owner goes (the trash is read as the page opens). */
async function openSettings(user: ReturnType<typeof userEvent.setup>) {
  await user.click((await screen.findAllByRole('link', { name: 'Impostazioni' }))[0]);
  return trashSection();
}

describe('the trash in the settings', () => {
  it('lists a deleted room with its kind and dates, restores it exactly, and deletes it for good with its files', async () => {
    const user = userEvent.setup();
    const { local } = await renderApp('/', { signedIn: true });
    const original = await roomWithImages(local, 'stanza-prova', 'Stanza di prova');
    const files = await storedFiles(local);
    expect(files).toHaveLength(6);
    const history = await local.history();
    // A save first, so the room has a revision holding files too.
    await saveFields(local, 'rooms/stanza-prova', (owner) => ({ price: '95', lastUpdatedBy: owner }));
    await history.trash('rooms/stanza-prova');

    const section = await openSettings(user);
    const item = await within(section).findByRole('listitem');
    const today = new Intl.DateTimeFormat('it', { dateStyle: 'medium' }).format(Date.now());
    const until = new Intl.DateTimeFormat('it', { dateStyle: 'medium' }).format(Date.now() + TRASH_DAYS * DAY_MS);
    expect(item).toHaveTextContent('Stanza di prova');
    expect(item).toHaveTextContent(`Camera · nel cestino dal ${today} · resta fino al ${until}`);

    await user.click(within(item).getByRole('button', { name: 'Ripristina Stanza di prova' }));
    await waitFor(() => expect(within(section).queryByRole('listitem')).toBeNull());
    expect(await within(section).findByText('Il cestino è vuoto.')).toBeInTheDocument();
    expect(await screen.findByText('Ripristino completato.')).toBeInTheDocument();
    expect(await local.docs.get('rooms/stanza-prova')).toEqual({ ...original, price: '95', lastUpdatedBy: OWNER.email });
    expect((await storedFiles(local)).sort()).toEqual([...files].sort());

    // The notice's Undo puts it back in the trash, and the section follows.
    await user.click(await screen.findByRole('button', { name: 'Annulla ripristino' }));
    expect(await within(section).findByRole('listitem')).toHaveTextContent('Stanza di prova');
    await user.click(within(section).getByRole('button', { name: 'Elimina definitivamente Stanza di prova' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Elimina definitivamente Stanza di prova' });
    expect(dialog).toHaveTextContent('Eliminare definitivamente «Stanza di prova» con le sue immagini?');
    await user.click(within(dialog).getByRole('button', { name: 'Elimina definitivamente' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await within(section).findByText('Hai eliminato definitivamente «Stanza di prova».')).toHaveAttribute(
      'role',
      'status',
    );
    await waitFor(async () => expect(await storedFiles(local)).toEqual([]));
    expect(await history.trashed()).toEqual([]);
    expect(await history.revisions('rooms/stanza-prova')).toEqual([]);
    expect(await local.docs.get('rooms/stanza-prova')).toBeNull();
  });

  it('empties the trash: every item and every file goes', async () => {
    const user = userEvent.setup();
    const { local } = await renderApp('/', { signedIn: true });
    await roomWithImages(local, 'uno', 'Camera Uno');
    await roomWithImages(local, 'due', 'Camera Due');
    const history = await local.history();
    await history.trash('rooms/uno');
    await history.trash('rooms/due');
    await history.trash('gallery_images/g1');
    const section = await openSettings(user);
    await waitFor(() => expect(within(section).queryAllByRole('listitem')).toHaveLength(3));
    expect(within(section).getByText('Foto della galleria')).toBeInTheDocument();
    await user.click(within(section).getByRole('button', { name: 'Svuota il cestino' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Svuota il cestino' });
    await user.click(within(dialog).getByRole('button', { name: 'Svuota il cestino' }));
    expect(await within(section).findByText('Il cestino è stato svuotato.')).toBeInTheDocument();
    expect(await within(section).findByText('Il cestino è vuoto.')).toBeInTheDocument();
    expect(await storedFiles(local)).toEqual([]);
    expect(await history.trashed()).toEqual([]);
  });

  it('keeps the item and its files when a restore or a deletion fails', async () => {
    const user = userEvent.setup();
    const { local, faults } = await renderApp('/', { signedIn: true });
    await roomWithImages(local, 'tenace', 'Camera Tenace');
    await (await local.history()).trash('rooms/tenace');
    const section = await openSettings(user);
    const item = await within(section).findByRole('listitem');
    faults.failHistoryWrites = true;
    await user.click(within(item).getByRole('button', { name: 'Ripristina Camera Tenace' }));
    expect(await within(section).findByRole('alert')).toHaveTextContent('Operazione non riuscita. Riprova.');
    expect(await local.docs.get('rooms/tenace')).toBeNull();

    await user.click(within(item).getByRole('button', { name: 'Elimina definitivamente Camera Tenace' }));
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Elimina definitivamente' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Operazione non riuscita. Riprova.');
    expect(await storedFiles(local)).toHaveLength(6);
    expect((await (await local.history()).trashed()).map((e) => e.path)).toEqual(['rooms/tenace']);
  });

  it('says so when the trash cannot be read', async () => {
    await renderApp(SETTINGS, { signedIn: true, setup: (f) => f.failReads.add('trash') });
    expect(await within(await trashSection()).findByRole('alert')).toHaveTextContent('Impossibile caricare il cestino.');
  });
});

describe('after 30 days', () => {
  it('the owner’s browser deletes older items for good, with their files, and keeps the recent ones', async () => {
    const local = makeBackend();
    await local.auth.signIn(OWNER.email, OWNER.password);
    await roomWithImages(local, 'vecchia', 'Camera Vecchia');
    await roomWithImages(local, 'recente', 'Camera Recente');
    const history = await local.history();
    const old = await history.trash('rooms/vecchia');
    await history.trash('rooms/recente');
    await local.docs.setMerge(`trash/${old.id}`, { deletedAt: Date.now() - (TRASH_DAYS + 1) * DAY_MS });
    expect(await sweepTrash(local)).toBe(1);
    expect((await history.trashed()).map((e) => e.path)).toEqual(['rooms/recente']);
    const files = await storedFiles(local);
    expect(files).toHaveLength(6);
    expect(files.every((f) => f.includes('recente'))).toBe(true);
    local.close();
  });

  it('does so by itself shortly after the owner’s pages open', async () => {
    const { local } = await renderApp('/', {
      signedIn: true,
      seed: () => ({
        'trash/rooms~antica': {
          path: 'rooms/antica',
          data: { name: { it: 'Antica' } },
          deletedAt: Date.now() - (TRASH_DAYS + 2) * DAY_MS,
          uid: 'demo-owner',
        },
      }),
    });
    await waitFor(async () => expect(await (await local.history()).trashed()).toEqual([]), { timeout: 8000 });
  });
});

describe('a replaced image', () => {
  const DOC = 'homepage/hero';
  const FIELD = 'backgroundImageUrl';

  async function setUp() {
    const local = makeBackend();
    await local.auth.signIn(OWNER.email, OWNER.password);
    const first = await upload(local, 'images', 'primo');
    await local.docs.setFields(DOC, { [FIELD]: first.url, [`${FIELD}Small`]: first.urlSmall });
    return { local, first };
  }
  const typed = (n: number) => (owner: string) => imageFieldWrite(FIELD, { url: `/demo/sfondo-${n}.svg` }, owner);

  it(`keeps its files while a revision names them, and deletes them when the last one is pruned (after ${REVISIONS_KEPT} more saves)`, async () => {
    const { local, first } = await setUp();
    for (let i = 1; i <= REVISIONS_KEPT; i++) await saveFields(local, DOC, typed(i));
    expect((await storedFiles(local)).length).toBe(2);
    const [oldest] = (await (await local.history()).revisions(DOC)).slice(-1);
    expect(oldest.before).toMatchObject({ [FIELD]: first.url, [`${FIELD}Small`]: first.urlSmall });
    const out = await saveFields(local, DOC, typed(REVISIONS_KEPT + 1));
    expect(out.pruned?.seq).toBe(1);
    await waitFor(async () => expect(await storedFiles(local)).toEqual([]));
    local.close();
  }, 30_000);

  it('keeps them when a later revision names them again, or the document uses them', async () => {
    const { local, first } = await setUp();
    const { revision } = await saveFields(local, DOC, typed(1));
    // Restored, then replaced again: a second revision names the first image.
    await restoreRevision(local, revision);
    await saveFields(local, DOC, typed(2));
    for (let i = 3; i < REVISIONS_KEPT; i++) await saveFields(local, DOC, typed(i));
    expect((await (await local.history()).revisions(DOC)).length).toBe(REVISIONS_KEPT);
    const out = await saveFields(local, DOC, typed(REVISIONS_KEPT));
    expect(out.pruned?.before[FIELD]).toBe(first.url);
    // Give the clean-up its chance to (wrongly) delete.
    await new Promise((r) => setTimeout(r, 200));
    expect((await storedFiles(local)).length).toBe(2);
    local.close();
  }, 30_000);

  it('never deletes an address the owner typed, even one of the store’s files', async () => {
    const local = makeBackend();
    await local.auth.signIn(OWNER.email, OWNER.password);
    const file = await local.files.startUpload('images', pngFile('scritto.png'), 'scritto.png').done;
    await local.docs.setFields(DOC, { [FIELD]: file, [`${FIELD}Small`]: '' });
    for (let i = 1; i <= REVISIONS_KEPT + 1; i++) await saveFields(local, DOC, typed(i));
    await new Promise((r) => setTimeout(r, 200));
    expect(await storedFiles(local)).toHaveLength(1);
    local.close();
  }, 30_000);
});
