/**
 * Resilience that needs a real browser: the origin's storage quota really running out in Chromium's
 * IndexedDB, and a page closed in the middle of an upload. Faults injected at the backend port are
 * covered, faster, by tests/component/resilience.test.tsx.
 */
import type { Page } from '@playwright/test';
import {
  test,
  expect,
  signIn,
  storedDoc,
  expectImageLoaded,
  noisyPng,
  startHeldUpload,
  heroImage,
  heroBackground,
} from './fixtures';

const QUOTA = 'Spazio di archiviazione esaurito nel browser.';

/** The keys of the files the demo backend holds in IndexedDB. */
async function storedFiles(page: Page): Promise<string[]> {
  return page.evaluate(
    () =>
      new Promise<string[]>((resolve, reject) => {
        const open = indexedDB.open('locanda-local');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const keys = open.result.transaction('files').objectStore('files').getAllKeys();
          keys.onsuccess = () => {
            open.result.close();
            resolve(keys.result.map(String));
          };
          keys.onerror = () => reject(keys.error);
        };
      }),
  );
}

async function openBackgroundDialog(page: Page) {
  await heroBackground(page).click();
  const dialog = page.getByRole('dialog', { name: 'Immagine di sfondo' });
  return { dialog, file: dialog.getByLabel('Oppure carica un’immagine dal computer') };
}

// Once Chromium has refused a write for quota, it may refuse even tiny ones for a while, so the
// retry that works once there is room again is covered by the component test, not here.
test('when the browser’s storage is really full, an upload says so and changes nothing', async ({ page, baseURL }) => {
  // Chromium's own quota for the site, set before it stores anything: room for the demo content
  // (about 170 KB), not for a photo.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Storage.overrideQuotaForOrigin', { origin: new URL(baseURL!).origin, quotaSize: 400 * 1024 });
  await signIn(page);
  await expect(heroImage(page)).toHaveAttribute('src', '/demo/hero-hills.svg');
  const before = await storedDoc(page, 'homepage/hero');

  const { dialog, file } = await openBackgroundDialog(page);
  await file.setInputFiles(await noisyPng(page, 'colline.png'));
  await expect(dialog.getByRole('alert')).toHaveText(QUOTA);
  await expect(dialog.getByRole('progressbar')).toHaveCount(0);
  await expect(file).toBeEnabled();
  expect(await storedFiles(page)).toEqual([]);
  expect(await storedDoc(page, 'homepage/hero')).toEqual(before);
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(heroImage(page)).toHaveAttribute('src', '/demo/hero-hills.svg');
  await expectImageLoaded(heroImage(page));
});

test('a page closed in the middle of an upload leaves no file behind', async ({ page }) => {
  await signIn(page, '/galleria');
  await expect(page.getByRole('link', { name: 'Apri la foto 8 di 8' })).toBeVisible();
  await startHeldUpload(page, page.getByLabel('Aggiungi immagini'), 'a-meta.png');

  await page.reload();
  await expect(page.getByRole('link', { name: 'Apri la foto 8 di 8' })).toBeVisible();
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  expect(await storedFiles(page)).toEqual([]);
  await expect(page.getByRole('link', { name: 'Apri la foto 9 di 9' })).toHaveCount(0);
});
