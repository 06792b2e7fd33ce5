/**
 * Settings → Backup, in the demo: the whole site downloaded as one file and put back from it, after a
 * confirmation that says what will be replaced, with a copy of the site taken first and an undo; a
 * wrong, newer or broken file gets a clear message and changes nothing.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { strToU8, zipSync } from 'fflate';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { demoDocuments } from '../../scripts/demo';
import { packBackup, unpackBackup } from '../../src/editing/backup/backupFile';
import { renderApp } from '../support/render';
import { zipBomb } from '../support/zipBomb';
import { AVAILABILITY_COLLECTION } from '../../src/content/availability';

const SETTINGS = '/admin-impostazioni-sito';
const seed = demoDocuments();
let downloads: { name: string; bytes: Uint8Array }[] = [];

beforeEach(() => {
  downloads = [];
  // The browser's download: the file handed over is kept here.
  const blobs = new Map<string, Blob>();
  let n = 0;
  vi.stubGlobal(
    'URL',
    Object.assign(URL, {
      createObjectURL: (b: Blob) => {
        const url = `blob:test/${++n}`;
        blobs.set(url, b);
        return url;
      },
      revokeObjectURL: () => undefined,
    }),
  );
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    const blob = blobs.get(this.href)!;
    const name = this.download;
    void blob.arrayBuffer().then((b) => downloads.push({ name, bytes: new Uint8Array(b) }));
  });
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

/** The backup with one more file, named in its manifest as `type`. */
function withFile(backup: Uint8Array, path: string, type: string, bytes: Uint8Array) {
  const x = unpackBackup(backup);
  const files = new Map([[path, bytes]]);
  const url = `/local-files/${path}`;
  const manifest = {
    ...x.manifest,
    counts: { ...x.manifest.counts, files: 1 },
    files: [{ url, path, type, size: bytes.length }],
  };
  return packBackup(manifest, { ...x.documents, 'gallery/extra': { imageUrl: url, order: 99 } }, files);
}

const zipFile = (bytes: Uint8Array, name = 'copia.zip') => new File([bytes as BlobPart], name, { type: 'application/zip' });

async function downloadBackup(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: 'Scarica una copia di sicurezza' }));
  expect(
    await screen.findByText(/^Copia scaricata: locanda-\d{4}-\d\d-\d\d-\d{4}\.zip \(\d+ documenti, 0 immagini\)\.$/),
  ).toHaveAttribute('role', 'status');
  await waitFor(() => expect(downloads).toHaveLength(1));
  return downloads[0];
}

describe('the owner’s backup', () => {
  it('downloads every document the site shows in one file, with its manifest', async () => {
    const user = userEvent.setup();
    await renderApp(SETTINGS, { signedIn: true });
    const file = await downloadBackup(user);
    const backup = unpackBackup(file.bytes);
    expect(backup.manifest).toMatchObject({
      format: 'locanda-backup',
      version: 1,
      siteName: 'Locanda',
      source: 'local',
      counts: { rooms: 4, services: 4, experiences: 4, gallery: 8, files: 0 },
    });
    expect(Date.now() - Date.parse(backup.manifest.createdAt)).toBeLessThan(60_000);
    // Every document but the rooms' published nights, which their calendars make again (the demo backend,
    // the calendar function) and a backup therefore leaves out.
    expect(backup.documents).toEqual(
      Object.fromEntries(Object.entries(seed).filter(([path]) => !path.startsWith(`${AVAILABILITY_COLLECTION}/`))),
    );
  });

  it('restores it after a confirmation opened on Cancel, saying what will be replaced; the restore can be undone', async () => {
    const user = userEvent.setup();
    const { local } = await renderApp(SETTINGS, { signedIn: true });
    const file = await downloadBackup(user);

    // Everything changes meanwhile.
    const history = await local.history();
    await history.save('homepage/hero', { mainTitle: { it: 'Cambiato' } });
    await history.trash('rooms/camera-glicine');
    await local.docs.setMerge('rooms/nuova', { name: { it: 'Nuova' }, order: 1 });
    const changed = await local.docs.get('homepage/hero');

    await user.upload(screen.getByLabelText('Ripristina da una copia'), zipFile(file.bytes));
    const dialog = await screen.findByRole('alertdialog', { name: /^Ripristinare la copia del / });
    expect(within(dialog).getByRole('button', { name: 'Annulla' })).toHaveFocus();
    expect(dialog).toHaveTextContent('Tutto il contenuto del sito verrà sostituito con quello della copia di «Locanda»');
    const rooms = within(dialog).getByRole('row', { name: /^Camere/ });
    expect(
      within(rooms)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['4', '4']);
    expect(dialog).toHaveTextContent('Prima di cambiare qualcosa verrà scaricata una copia del sito com’è adesso');
    // Cancel (Escape) changes nothing.
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(await local.docs.get('homepage/hero')).toEqual(changed);

    await user.upload(screen.getByLabelText('Ripristina da una copia'), zipFile(file.bytes));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Ripristina' }));
    expect(
      await screen.findByText(/^Copia ripristinata: \d+ documenti e 0 immagini\./, {}, { timeout: 20_000 }),
    ).toBeInTheDocument();
    expect(await local.docs.get('homepage/hero')).toEqual(seed['homepage/hero']);
    expect(await local.docs.get('rooms/camera-glicine')).toEqual(seed['rooms/camera-glicine']);
    expect(await local.docs.get('rooms/nuova')).toBeNull();
    // The copy of the site as it was just before was downloaded first.
    await waitFor(() => expect(downloads).toHaveLength(2));
    expect(unpackBackup(downloads[1].bytes).documents['homepage/hero']).toEqual(changed);

    await user.click(screen.getByRole('button', { name: 'Annulla il ripristino' }));
    // Putting the whole site back takes a while on a busy machine.
    expect(
      await screen.findByText('Il sito è tornato com’era prima del ripristino.', {}, { timeout: 20_000 }),
    ).toBeInTheDocument();
    expect(await local.docs.get('homepage/hero')).toEqual(changed);
    expect(await local.docs.get('rooms/nuova')).toMatchObject({ name: { it: 'Nuova' } });
    expect(await local.docs.get('rooms/camera-glicine')).toBeNull();
  }, 90_000); // Two whole-site writes in jsdom: up to 20 s each on a busy two-core machine.

  it.each([
    [
      'someone else’s zip',
      () => zipSync({ 'foto.jpg': new Uint8Array([255, 216, 255]), 'leggimi.txt': strToU8('ciao') }),
      /^Questo file non è una copia di sicurezza del sito\./,
    ],
    ['a file that is no zip', () => strToU8('%PDF-1.7 …'), /^Questo file non è una copia di sicurezza del sito\./],
    [
      'a newer format',
      (b: Uint8Array) => {
        const x = unpackBackup(b);
        return packBackup({ ...x.manifest, version: 7 }, x.documents, x.files);
      },
      /^Questa copia è stata fatta da una versione più recente del sito \(formato 7\)/,
    ],
    [
      'a cut-short download',
      (b: Uint8Array) => b.slice(0, Math.floor(b.length / 2)),
      /^Il file della copia è incompleto o danneggiato/,
    ],
    [
      'a “photo” that is a web page (it would run on the site’s own address)',
      (b: Uint8Array) => withFile(b, 'gallery/foto.html', 'text/html', strToU8('<script>alert(1)</script>')),
      /^Questa copia contiene un file che non è un’immagine accettata dal sito \(jpg, png, webp o gif, al massimo 5 MB\): gallery\/foto\.html\. Non è cambiato nulla\.$/,
    ],
    [
      'a drawing with a script in it',
      (b: Uint8Array) =>
        withFile(b, 'gallery/logo.svg', 'image/svg+xml', strToU8('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>')),
      /^Questa copia contiene un file che non è un’immagine accettata dal sito .*: gallery\/logo\.svg\. Non è cambiato nulla\.$/,
    ],
    [
      'a file over 5 MB',
      (b: Uint8Array) => withFile(b, 'gallery/grande.png', 'image/png', new Uint8Array(5 * 1024 * 1024 + 1)),
      /^Questa copia contiene un file che non è un’immagine accettata dal sito .*: gallery\/grande\.png\./,
    ],
    [
      'a date that is no date',
      (b: Uint8Array) => {
        const x = unpackBackup(b);
        return packBackup({ ...x.manifest, createdAt: 'ieri sera' }, x.documents, x.files);
      },
      /^Il file della copia è incompleto o danneggiato/,
    ],
    [
      'files that would unpack to more than 300 MB',
      (b: Uint8Array) => zipBomb(unpackBackup(b), 200, true),
      /^Questa copia contiene più di 300 MB di immagini, più di quanti ne contenga mai una copia del sito, quindi non viene aperta\. Non è cambiato nulla\.$/,
    ],
  ])('refuses %s with a clear message, changing nothing', async (_, make, message) => {
    const user = userEvent.setup();
    const { local, faults } = await renderApp(SETTINGS, { signedIn: true });
    const file = await downloadBackup(user);
    await local.docs.setFields('homepage/hero', { mainTitle: { it: 'Cambiato' } });
    const writes = faults.writes.length;
    await user.upload(screen.getByLabelText('Ripristina da una copia'), zipFile(make(file.bytes)));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByRole('alert')).toHaveTextContent(/Non è cambiato nulla/);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(faults.writes).toHaveLength(writes);
    expect((await local.docs.get('homepage/hero'))!.mainTitle).toEqual({ it: 'Cambiato' });
  });

  it('speaks the interface language', async () => {
    const user = userEvent.setup();
    await renderApp(SETTINGS, { signedIn: true, lang: 'fr' });
    await user.upload(await screen.findByLabelText('Restaurer une copie'), zipFile(strToU8('pas un zip')));
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Ce fichier n’est pas une copie de sauvegarde du site\./);
  });
});
