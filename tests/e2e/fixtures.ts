import { test as base, expect, type Locator, type Page } from '@playwright/test';

export const OWNER = { email: 'admin@locanda.test', password: 'locanda-demo' };
export const ADMIN_PATH = '/gestione-7f3c9e';

/** Each test gets a fresh browser context, so a fresh demo database; the cookie notice is pre-accepted unless asked. */
export const test = base.extend<{ acceptCookies: boolean; waitForApp: boolean }>({
  acceptCookies: [true, { option: true }],
  waitForApp: [true, { option: true }],
  // The fixture callback is named `provide`, not `use`: the React hooks lint rule would take `use` for React's hook.
  page: async ({ page, acceptCookies, waitForApp, baseURL }, provide) => {
    if (acceptCookies) await page.context().addCookies([{ name: 'siteCookieConsent', value: 'true', url: baseURL! }]);
    // A saved page works as a page at once, and as the application once it has started and read what it shows
    // (html[data-ready], src/app/startUp.ts): tests act on the application, so navigations wait for that.
    // tests/e2e/prerender.spec.ts covers the page before it.
    for (const method of waitForApp ? (['goto', 'reload'] as const) : []) {
      const original = page[method].bind(page) as (...args: unknown[]) => ReturnType<Page['goto']>;
      page[method] = (async (...args: unknown[]) => {
        const response = await original(...args);
        await page.waitForFunction(() => document.documentElement.hasAttribute('data-ready'));
        return response;
      }) as never;
    }
    const dialogs: string[] = [];
    page.on('dialog', (d) => {
      dialogs.push(d.message());
      void d.dismiss();
    });
    await provide(page);
    // The product never uses window.alert/confirm/prompt.
    expect(dialogs).toEqual([]);
  },
});
export { expect };

/** Signs the owner in (which leads to the homepage), then goes on to `to` inside the application. */
export async function signIn(page: Page, to?: string) {
  await page.goto(ADMIN_PATH);
  await page.getByLabel(/e-mail/i).fill(OWNER.email);
  await page.getByLabel(/password/i).fill(OWNER.password);
  await page.getByRole('button', { name: /accedi|sign in/i }).click();
  await expect(page).toHaveURL(/\/$/);
  if (to) await navigate(page, to);
}

/**
 * This browser's demo database, created and filled with the demo as the owner's first visit does: a visitor
 * of saved pages reads what was published and never opens it; the application shell (here for a room with
 * no saved page) reads from it.
 */
export async function openDemoDatabase(page: Page) {
  await page.goto('/camere/camera-in-arrivo');
  await expect(page.locator('footer')).toContainText('Località');
}

/** Documents the demo backend has read in this page (none while nothing has needed the backend at all). */
export async function reads(page: Page): Promise<number> {
  return page.evaluate(() => (window as unknown as { __locandaStats?: { reads: number } }).__locandaStats?.reads ?? 0);
}

/** The site's public address in the e2e build (playwright.config.ts sets VITE_SITE_URL). */
export const SITE_URL = 'https://www.locanda.example';
export const LANGS = ['it', 'en', 'de', 'nl', 'fr'] as const;
export type Lng = (typeof LANGS)[number];

export interface FilePayload {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

/** A small, real PNG drawn on a canvas in the page (so the browser can decode it). */
export async function pngFile(page: Page, name = 'foto.png', width = 64, height = 48, color = '#a84b28'): Promise<FilePayload> {
  const base64 = await page.evaluate(
    async ({ width, height, color }) => {
      const canvas = document.createElement('canvas');
      canvas.width = width;
      canvas.height = height;
      const ctx = canvas.getContext('2d')!;
      ctx.fillStyle = color;
      ctx.fillRect(0, 0, width, height);
      ctx.fillStyle = '#fffdf9';
      ctx.fillRect(width / 4, height / 4, width / 2, height / 2);
      const blob = await new Promise<Blob>((resolve) => canvas.toBlob((b) => resolve(b!), 'image/png'));
      const bytes = new Uint8Array(await blob.arrayBuffer());
      let s = '';
      for (const b of bytes) s += String.fromCharCode(b);
      return btoa(s);
    },
    { width, height, color },
  );
  return { name, mimeType: 'image/png', buffer: Buffer.from(base64, 'base64') };
}

/** The image has been fetched and decoded (naturalWidth > 0); lazy images are scrolled into view first. */
/** The home page's hero: its picture, and its own background button (other backgrounds' buttons may be drawn before it). */
const hero = (page: Page) => page.locator('main section[data-bg-state]').first();
export const heroImage = (page: Page) => hero(page).locator('img').first();
export const heroBackground = (page: Page) => hero(page).getByRole('button', { name: 'Sfondo: cambia l’immagine' });

export async function expectImageLoaded(img: Locator) {
  await img.scrollIntoViewIfNeeded();
  await expect
    .poll(() => img.evaluate((el: HTMLImageElement) => (el.complete ? el.naturalWidth : 0)), { message: 'image decoded' })
    .toBeGreaterThan(0);
}

/** A document as the local demo backend stored it in IndexedDB (not counted as a read). */
export async function storedDoc(page: Page, path: string): Promise<Record<string, unknown> | null> {
  return page.evaluate(
    (path) =>
      new Promise<Record<string, unknown> | null>((resolve, reject) => {
        const open = indexedDB.open('locanda-local');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          const get = db.transaction('docs').objectStore('docs').get(path);
          get.onsuccess = () => {
            db.close();
            resolve((get.result as { data?: Record<string, unknown> } | undefined)?.data ?? null);
          };
          get.onerror = () => reject(get.error);
        };
      }),
    path,
  );
}

/** Fetches a URL from inside the page (so the service worker answers /local-files/…). */
export async function fetchInPage(page: Page, url: string): Promise<{ status: number; type: string; size: number }> {
  return page.evaluate(async (url) => {
    const r = await fetch(url, { cache: 'no-store' });
    const size = (await r.arrayBuffer()).byteLength;
    return { status: r.status, type: r.headers.get('content-type') ?? '', size };
  }, url);
}

/**
 * A photo of noise, about 3 MB, drawn in the page: it stays large after the in-browser resize,
 * so its upload runs in many 256 KB chunks.
 */
export async function noisyPng(page: Page, name: string): Promise<{ name: string; mimeType: string; buffer: Buffer }> {
  const base64 = await page.evaluate(async () => {
    const canvas = document.createElement('canvas');
    canvas.width = 1100;
    canvas.height = 800;
    const ctx = canvas.getContext('2d')!;
    const img = ctx.createImageData(canvas.width, canvas.height);
    const words = new Uint32Array(img.data.buffer);
    for (let i = 0; i < words.length; i += 16384) crypto.getRandomValues(words.subarray(i, i + 16384));
    for (let i = 3; i < img.data.length; i += 4) img.data[i] = 255;
    ctx.putImageData(img, 0, 0);
    const blob = await new Promise<Blob>((resolve) => canvas.toBlob((b) => resolve(b!), 'image/png'));
    const bytes = new Uint8Array(await blob.arrayBuffer());
    let s = '';
    for (let i = 0; i < bytes.length; i += 32768) s += String.fromCharCode(...bytes.subarray(i, i + 32768));
    return btoa(s);
  });
  return { name, mimeType: 'image/png', buffer: Buffer.from(base64, 'base64') };
}

/**
 * Uploads a large photo through the given file input and holds the upload in progress: its Pause button is
 * pressed the moment it appears, from inside the page, so the state does not depend on how fast the test
 * machine is. Returns the paused progress bar, once it shows.
 */
export async function startHeldUpload(page: Page, input: Locator, name: string): Promise<Locator> {
  await page.evaluate(() => {
    const observer = new MutationObserver(() => {
      const pause = Array.from(document.querySelectorAll('button')).find((b) => b.textContent?.trim() === 'Pausa');
      if (!pause) return;
      observer.disconnect();
      pause.click();
    });
    observer.observe(document.body, { childList: true, subtree: true });
  });
  await input.setInputFiles(await noisyPng(page, name));
  const progress = page.getByRole('progressbar', { name: /^In pausa: \d+%$/ });
  await expect(progress).toBeVisible();
  return progress;
}

/** What shows that a page's data has arrived. */
export type Ready = (page: Page) => Locator;

/** Every public route, each with what shows that its data has arrived. */
export const ROUTES: { path: string; ready: Ready }[] = [
  { path: '/', ready: (p) => p.locator('main article').nth(5) },
  { path: '/camere', ready: (p) => p.locator('main article').nth(3) },
  { path: '/camere/suite-torretta', ready: (p) => p.locator('main h1') },
  { path: '/servizi', ready: (p) => p.locator('main article').nth(3) },
  { path: '/servizi/piscina', ready: (p) => p.locator('main h1') },
  { path: '/esperienze', ready: (p) => p.locator('main article').first() },
  { path: '/esperienze/caccia-al-tartufo', ready: (p) => p.locator('main h1') },
  { path: '/galleria', ready: (p) => p.locator('main li a').nth(7) },
  // The map's button for a visitor; the owner sees the map itself.
  {
    path: '/posizione',
    ready: (p) => p.getByRole('link', { name: /\((OpenStreetMap|Google Maps)\)$/ }).or(p.locator('main iframe')),
  },
  { path: '/contatti', ready: (p) => p.getByTestId('compose') },
  { path: '/pagina-che-non-esiste', ready: (p) => p.locator('main h1') },
];

/** The route's data has arrived, nothing is busy and the loader has gone. */
export async function settled(page: Page, ready: Ready) {
  await expect(ready(page)).toBeAttached();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await expect(page.locator('[data-loader]')).toHaveCount(0);
}

/**
 * Goes to `path` (unless already there) inside the running application, as its own links do (history and a
 * popstate, no reload), and waits until the main region shows something else than before: the new route has
 * rendered (or shows its loading state, which `settled` then waits out). A full load per route costs a second
 * on this machine; checks that look at each route's rendered page (not at its start-up) walk the routes so.
 */
export async function navigate(page: Page, path: string) {
  // The current page has finished loading: what changes from here on is the new route.
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  const before = await page.evaluate((path) => {
    if (location.pathname + location.search === path) return null;
    const text = document.querySelector('main')?.textContent ?? '';
    history.pushState(null, '', path);
    dispatchEvent(new PopStateEvent('popstate'));
    return text;
  }, path);
  if (before === null) return;
  await page.waitForFunction((before) => (document.querySelector('main')?.textContent ?? '') !== before, before);
}

/** The site's language choice: its link to the page shown in `lang` (on a phone, in the open menu). */
export const languageLink = (page: Page, lang: string) => page.getByRole('banner').locator(`a[hreflang="${lang}"]`);
