/**
 * The owner's backup in the browser (the demo): downloaded as one file with an uploaded photo in it,
 * everything changed (the photo deleted for good, its file gone), restored from the file after the
 * confirmation, and the page shows the photo again from the file put back. A wrong file changes nothing.
 */
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { test, expect, signIn, navigate, pngFile, expectImageLoaded, storedDoc, fetchInPage } from './fixtures';

const SETTINGS = '/admin-impostazioni-sito';

async function download(page: Page, click: () => Promise<void>): Promise<{ name: string; bytes: Buffer }> {
  const [file] = await Promise.all([page.waitForEvent('download'), click()]);
  return { name: file.suggestedFilename(), bytes: await readFile((await file.path())!) };
}

test('a backup round trip: download, change everything, restore, and it is all back', async ({ page }) => {
  test.setTimeout(60_000);
  await signIn(page, '/galleria');
  await page.getByLabel('Aggiungi immagini').setInputFiles(await pngFile(page, 'portico.png', 90, 60, '#5b6840'));
  const photo = page.getByRole('link', { name: /^Apri la foto 1 di 9(:|$)/ }).locator('img');
  await expect(photo).toHaveAttribute('src', /^\/local-files\/gallery\/\d+_portico\.webp$/);
  const photoUrl = (await photo.getAttribute('src'))!;
  const seededHero = await storedDoc(page, 'homepage/hero');

  await navigate(page, SETTINGS);
  const section = page.getByRole('region', { name: 'Copia di sicurezza' });
  const backup = await download(page, () => section.getByRole('button', { name: 'Scarica una copia di sicurezza' }).click());
  expect(backup.name).toMatch(/^locanda-\d{4}-\d\d-\d\d-\d{4}\.zip$/);
  await expect(section.getByRole('status')).toContainText(`Copia scaricata: ${backup.name}`);
  await expect(section.getByRole('status')).toContainText(/\d+ immagin[ei]\)/);

  // Everything changes: the photo is deleted for good (its file goes), the hero's title is rewritten.
  await navigate(page, '/galleria');
  await page.getByRole('button', { name: 'Elimina la foto 1' }).click();
  await page
    .getByRole('alertdialog', { name: 'Elimina la foto 1' })
    .getByRole('button', { name: 'Elimina', exact: true })
    .click();
  await navigate(page, SETTINGS);
  const trash = page.getByRole('region', { name: 'Cestino' });
  await trash
    .getByRole('button', { name: /^Elimina definitivamente/ })
    .first()
    .click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Elimina definitivamente' }).click();
  await expect.poll(async () => (await fetchInPage(page, photoUrl)).status).toBe(404);
  await navigate(page, '/');
  await page.getByRole('button', { name: /^Modifica titolo principale/ }).click();
  await page
    .getByRole('form', { name: /^Modifica titolo principale/ })
    .getByLabel('Italiano')
    .fill('Un titolo cambiato');
  await page
    .getByRole('form', { name: /^Modifica titolo principale/ })
    .getByRole('button', { name: 'Salva' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Un titolo cambiato' })).toBeVisible();

  // A file that is not a backup: a clear message, nothing changes.
  await navigate(page, SETTINGS);
  await section.getByLabel('Ripristina da una copia').setInputFiles({
    name: 'foto.zip',
    mimeType: 'application/zip',
    buffer: Buffer.from('PK\u0003\u0004 not really a zip'),
  });
  await expect(section.getByRole('alert')).toContainText('Il file della copia è incompleto o danneggiato');
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // The backup: confirmed (the dialog opens on Cancel), the site as it is downloaded first, then restored.
  await section.getByLabel('Ripristina da una copia').setInputFiles({
    name: backup.name,
    mimeType: 'application/zip',
    buffer: backup.bytes,
  });
  const confirm = page.getByRole('alertdialog', { name: /^Ripristinare la copia del / });
  await expect(confirm.getByRole('button', { name: 'Annulla' })).toBeFocused();
  await expect(confirm.getByRole('row', { name: /^Foto della galleria/ })).toHaveText(/8\s*9/);
  const before = await download(page, () => confirm.getByRole('button', { name: 'Ripristina' }).click());
  expect(before.name).toMatch(/^locanda-.*\.zip$/);
  await expect(section.getByRole('status')).toContainText(/^Copia ripristinata: \d+ documenti e 1 immagine\./);
  expect(await storedDoc(page, 'homepage/hero')).toEqual(seededHero);

  await navigate(page, '/galleria');
  const back = page.getByRole('link', { name: /^Apri la foto 1 di 9(:|$)/ }).locator('img');
  await expect(back).toHaveAttribute('src', photoUrl);
  await expectImageLoaded(back);
  await navigate(page, '/');
  await expect(page.getByRole('heading', { level: 1, name: 'Una locanda tra gli ulivi dell’Umbria' })).toBeVisible();
});

test('a file the demo stores is served as a file, never as a page of the site: a web page in it runs nothing', async ({
  page,
}) => {
  await signIn(page);
  // A file stored with a hostile type, as an older version let a backup put it.
  await page.evaluate(
    () =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open('locanda-local');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const tx = open.result.transaction('files', 'readwrite');
          const bytes = new TextEncoder().encode('<title>pagina</title><script>document.title = "eseguito"</script>').buffer;
          tx.objectStore('files').put({ key: 'gallery/attacco.html', bytes, contentType: 'text/html' });
          tx.oncomplete = () => resolve(open.result.close());
          tx.onerror = () => reject(tx.error);
        };
      }),
  );
  for (const url of ['/local-files/gallery/attacco.html', '/local-files/gallery/nessuno.png']) {
    const headers = await page.evaluate(async (url) => Object.fromEntries((await fetch(url)).headers), url);
    expect(headers).toMatchObject({ 'x-content-type-options': 'nosniff', 'content-security-policy': 'sandbox' });
  }
  // Opened as a page of its own (a link to it, a menu entry), in the same browser.
  const file = await page.context().newPage();
  const response = await file.goto('/local-files/gallery/attacco.html');
  expect(response!.fromServiceWorker()).toBe(true);
  await expect(file).toHaveTitle('pagina');
  // The page is sandboxed: its script never ran.
  await file.waitForTimeout(300);
  expect(await file.title()).toBe('pagina');
});
