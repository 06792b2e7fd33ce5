/**
 * The saved pages (src/app/server.tsx renders them, src/main.tsx hydrates them): what a visitor gets
 * before any script runs, in their language, and the application taking over without changing what
 * is on screen.
 */
import type { Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { test, expect, LANGS, SITE_URL, languageLink } from './fixtures';
import { FIREBASE_DIR, FIREBASE_PORT } from '../../playwright.config';

const htmlOf = async (
  request: import('@playwright/test').APIRequestContext,
  path: string,
  headers: Record<string, string> = {},
) => (await request.get(path, { headers: { Accept: 'text/html', ...headers } })).text();
/** Every URL of the sitemap, as a path: each page in each language. */
const sitemapPaths = async (request: import('@playwright/test').APIRequestContext) =>
  [...(await (await request.get('/sitemap.xml')).text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
const savedPage = (html: string) =>
  /<div id="root" data-page="[^"]*" data-version="[0-9a-z]+">([\s\S]*)<\/div>\s*<script data-entry=/.exec(html)?.[1] ?? '';

test('each page is served with its own content, title and description before any script runs', async ({ request }) => {
  const pages: [string, string, RegExp][] = [
    ['/', 'Locanda', /Benvenuti/],
    ['/camere', 'Le camere · Locanda', /Camera Fienile/],
    ['/camere/camera-uliveto', 'Camera Uliveto · Locanda', /Verifica disponibilità/],
    ['/galleria', 'Galleria · Locanda', /Apri la foto 1 di 8/],
    ['/contatti', 'Contatti · Locanda', /Check-in/],
  ];
  for (const [path, title, content] of pages) {
    const html = await htmlOf(request, path);
    expect(html, path).toContain(`<title>${title}</title>`);
    expect(html, path).toMatch(/<meta name="description" content="[^"]{20,}">/);
    // Nothing blocks the first paint, and no script is fetched before it: the language check is inline at
    // the top, the start script inline at the end, after the page, naming the entry and the page's data.
    expect(html, path).toMatch(/<html lang="it">[\s\S]*<meta charset="UTF-8" \/>\s*<script>\(function\(\)\{/);
    expect(html, path).toMatch(
      /<\/div>\s*<script data-entry="\/assets\/index-[^"]+\.js" data-page-data="\/page-data\/[^"]+\.json">\(function\(\)\{[\s\S]*?\}\)\(\);<\/script>\s*<\/body>/,
    );
    expect(html, path).not.toMatch(/<script (?![^>]*\btype="application\/ld\+json")[^>]*\bsrc=/);
    expect(savedPage(html), path).toMatch(content);
    // Every part of the page inline: nothing for a script (which the CSP would refuse) to reveal.
    expect(savedPage(html), path).not.toMatch(/<template|<script|\$RC\(/);
    // Nothing of the build machine, no cookie notice frozen in.
    expect(html, path).not.toMatch(/127\.0\.0\.1|cookie-banner/);
  }
});

test('a page and its data, the same for every language, beside it', async ({ request }) => {
  const res = await request.get('/page-data/camere/camera-uliveto.json');
  expect(res.ok()).toBe(true);
  const data = await res.json();
  expect(data.entries['doc:rooms/camera-uliveto'].name.it).toBe('Camera Uliveto');
  const html = await htmlOf(request, '/camere/camera-uliveto', { 'Accept-Language': 'fr' });
  expect(html).toContain(`data-version="${data.versions.fr}"`);
});

test('any other path gets the bare application, which shows its not-found page', async ({ page, request }) => {
  const html = await htmlOf(request, '/camere/non-esiste');
  expect(html).toContain('<div id="root"></div>');
  await page.goto('/camere/non-esiste');
  await expect(page.getByRole('heading', { level: 1 })).toContainText(/non trovata|non esiste/i);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false, waitForApp: false });

  test('the page is readable and its links lead to the other pages', async ({ page }) => {
    await page.goto('/camere');
    await expect(page.getByRole('heading', { level: 1, name: 'Le camere' })).toBeVisible();
    await page
      .getByRole('link', { name: /Camera Uliveto/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/camere\/camera-uliveto$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Camera Uliveto' })).toBeVisible();
  });

  test('the homepage loader fades by itself after a second', async ({ page }) => {
    await page.goto('/');
    const loader = page.locator('[data-loader]');
    await expect(loader).toBeVisible();
    await expect(loader).toBeHidden({ timeout: 4000 });
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
});

/** Holds back the application's code until `release()`: the saved page stays as a visitor first sees it. */
async function holdApplication(page: Page) {
  let release!: () => void;
  const held = new Promise<void>((r) => (release = r));
  await page.route(/\/assets\/.+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/** Marks the saved page's headings, pictures and links, to find out later whether the application kept them. */
const markSaved = (page: Page) =>
  page.evaluate(() => {
    const nodes = [...document.querySelectorAll('#root h1, #root h2, #root img, #root a')];
    nodes.forEach((n) => ((n as unknown as { saved: boolean }).saved = true));
    return nodes.length;
  });
const keptSaved = (page: Page) =>
  page.evaluate(
    () =>
      [...document.querySelectorAll('#root h1, #root h2, #root img, #root a')].filter(
        (n) => (n as unknown as { saved?: boolean }).saved,
      ).length,
  );

test.describe('the application', () => {
  test.use({ waitForApp: false });

  test('the application takes over the page it was served as: the same nodes, working, and no errors', async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    page.on('pageerror', (e) => errors.push(e.message));
    const release = await holdApplication(page);
    await page.goto('/camere', { waitUntil: 'domcontentloaded' });
    const saved = await markSaved(page);
    expect(saved).toBeGreaterThan(10);
    release();
    await page.waitForFunction(() => document.documentElement.hasAttribute('data-ready'));
    expect(await keptSaved(page)).toBe(saved);
    await expect(page.getByRole('heading', { level: 1, name: 'Le camere' })).toHaveCount(1);
    // Client-side navigation now: the menu and links are the application's, the next page's data its file.
    const data = page.waitForResponse(/\/page-data\/camere\/camera-uliveto\.json$/);
    await page
      .getByRole('link', { name: /Camera Uliveto/ })
      .first()
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Camera Uliveto' })).toBeVisible();
    expect((await data).ok()).toBe(true);
    expect(errors).toEqual([]);
  });
});

/**
 * Every saved page of the Firebase build, as a visitor of a real site gets it (published from the demo seed,
 * with a gallery of 200 photos, every request to Google's hosts refused): in its language, the application
 * takes it over without removing or changing any of it and without an error, and nothing of Firebase is
 * fetched or asked — no SDK, no Firestore read — even when moving on inside the application.
 */
test.describe('the published site', () => {
  test.use({ waitForApp: false, baseURL: `http://127.0.0.1:${FIREBASE_PORT}` });

  /** The build's chunks that hold Firebase's code or the adapter (a visitor must fetch none of them). */
  const firebaseChunks = (): string[] =>
    Object.entries(JSON.parse(readFileSync(`${FIREBASE_DIR}/.vite/manifest.json`, 'utf8')) as Record<string, { file: string }>)
      .filter(([key]) => /src\/backend\/firebase\/|node_modules\/(firebase|@firebase)\//.test(key))
      .map(([, c]) => `/${c.file}`);

  for (const lang of LANGS)
    test(`every saved page in ${lang}: hydrated with no error, nothing of it removed, nothing of Firebase fetched`, async ({
      page,
      context,
      request,
    }) => {
      test.setTimeout(120_000);
      const google: string[] = [];
      await context.route(
        /^https?:\/\/([^/]*\.)?(googleapis\.com|google\.com|gstatic\.com|firebaseapp\.com|firebaseio\.com|firebasestorage\.app)(\/|$)/,
        (route) => {
          google.push(route.request().url());
          return route.abort();
        },
      );
      const fetched: string[] = [];
      page.on('request', (r) => fetched.push(new URL(r.url()).pathname));
      // The language's own URLs (the Italian ones are the specification's paths).
      const paths = (await sitemapPaths(request)).filter((p) => (/^\/(en|de|nl|fr)(\/|$)/.exec(p)?.[1] ?? 'it') === lang);
      expect(paths.length).toBeGreaterThanOrEqual(20);
      const errors: string[] = [];
      page.on('console', (m) => m.type() === 'error' && errors.push(`${page.url()}: ${m.text()}`));
      page.on('pageerror', (e) => errors.push(`${page.url()}: ${e.message}`));
      for (const path of paths) {
        const release = await holdApplication(page);
        await page.goto(path, { waitUntil: 'domcontentloaded' });
        expect(await page.evaluate(() => document.documentElement.lang), path).toBe(lang);
        const saved = await markSaved(page);
        release();
        await page.waitForFunction(() => document.documentElement.getAttribute('data-ready') === 'true');
        expect(await keptSaved(page), path).toBe(saved);
        expect(await page.evaluate(() => document.documentElement.lang), path).toBe(lang);
        await expect(page.locator('main h1'), path).toBeVisible();
        await expect(page.locator('main'), path).not.toContainText(/\[Errore\]|Impossibile caricare/);
        await expect(page.getByRole('alert'), path).toHaveCount(0);
        await page.unrouteAll({ behavior: 'ignoreErrors' });
      }
      // Moving inside the application fetches the next page's published data, still nothing of Firebase.
      await page.getByRole('navigation').getByRole('link').nth(1).click();
      await page.waitForLoadState('networkidle');
      expect(errors).toEqual([]);
      expect(google).toEqual([]);
      const chunks = firebaseChunks();
      expect(chunks.length).toBeGreaterThan(2);
      expect(fetched.filter((f) => chunks.includes(f))).toEqual([]);
    });
});

const GERMAN = 'de-DE,de;q=0.9,en;q=0.8';

test("each page is saved in every language, and the host serves the copy of the browser's language", async ({ request }) => {
  const html = (path: string, headers: Record<string, string>) => htmlOf(request, path, headers);
  const h1 = (page: string) => /<h1[^>]*>([^<]*)<\/h1>/.exec(page)?.[1];

  const de = await html('/camere', { 'Accept-Language': GERMAN });
  expect(de).toContain('<html lang="de">');
  expect(h1(de)).toBe('Unsere Zimmer');
  expect(de).toContain('<title>Unsere Zimmer · Locanda</title>');
  // Served at the Italian path to a German browser, the copy names its own URL as canonical.
  expect(de).toContain(`<link rel="canonical" href="${SITE_URL}/de/camere">`);
  expect(de).toContain('<meta property="og:locale" content="de_DE">');
  for (const l of LANGS)
    expect(de).toContain(`<link rel="alternate" hreflang="${l}" href="${SITE_URL}${l === 'it' ? '' : `/${l}`}/camere">`);
  expect(de).toContain(`<link rel="alternate" hreflang="x-default" href="${SITE_URL}/camere">`);
  expect(de).toMatch(/<a href="\/de\/camere" hrefLang="de" lang="de" aria-current="true"/i);
  const room = await html('/camere/camera-uliveto', { 'Accept-Language': GERMAN });
  const ld = JSON.parse(/<script type="application\/ld\+json" data-prerendered="">([^<]*)<\/script>/.exec(room)![1]);
  expect(ld).toMatchObject({ '@type': ['HotelRoom', 'Product'], name: 'Zimmer Olivenhain' });

  // Italian stays the default copy, and a browser that prefers Italian gets it even when it also reads English.
  for (const lang of [undefined, 'it-IT,it;q=0.9,en;q=0.8', 'ja-JP', 'en;q=0.1,it'])
    expect(h1(await html('/camere', lang ? { 'Accept-Language': lang } : {})), lang).toBe('Le camere');
  expect(h1(await html('/camere', { 'Accept-Language': 'es-ES,fr;q=0.8' }))).toBe('Nos chambres');
  expect(h1(await html('/camere', { 'Accept-Language': 'nl-BE' }))).toBe('Onze kamers');
  // The override cookie wins over the browser's languages.
  const cookie = { 'Accept-Language': GERMAN, Cookie: 'firebase-language-override=en' };
  expect(await html('/camere', cookie)).toContain('<html lang="en">');
});

test.describe('a German browser', () => {
  test.use({ locale: 'de-DE', waitForApp: false });

  test('gets German in its very first HTML, shown at once, and the application carries on in German', async ({ page }) => {
    const release = await holdApplication(page);
    const response = await page.goto('/camere', { waitUntil: 'domcontentloaded' });
    const html = await response!.text();
    expect(html).toContain('<html lang="de">');
    expect(/<div id="root"[^>]*>[\s\S]*<h1[^>]*>Unsere Zimmer<\/h1>/.test(html)).toBe(true);
    const heading = page.locator('#root h1');
    await expect(heading).toHaveText('Unsere Zimmer');
    expect(await heading.evaluate((el) => getComputedStyle(el).color)).not.toBe('rgba(0, 0, 0, 0)');
    release();
    await page.waitForFunction(() => document.documentElement.hasAttribute('data-ready'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Unsere Zimmer');
    // The host will serve the next page in the application's language.
    expect((await page.context().cookies()).find((c) => c.name === 'firebase-language-override')?.value).toBe('de');
  });
});

test.describe('a language picked in the application', () => {
  test.use({ waitForApp: false });

  test('sets the cookie, and the next page arrives in it from the first byte', async ({ page, context }) => {
    await page.goto('/camere');
    await page.waitForFunction(() => document.documentElement.hasAttribute('data-ready'));
    await languageLink(page, 'nl').click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Onze kamers');
    expect((await context.cookies()).find((c) => c.name === 'firebase-language-override')?.value).toBe('nl');
    // A full page load, with the application's code refused: what the host sends is Dutch.
    await page.route(/\/assets\/.+\.js$/, (route) => route.abort());
    const html = await (await page.goto('/galleria', { waitUntil: 'domcontentloaded' }))!.text();
    expect(html).toContain('<html lang="nl">');
    await expect(page.locator('#root h1')).toHaveText('Fotogalerij');
  });
});

test.describe('before the application has started', () => {
  test.use({ waitForApp: false });

  test('an Italian visitor sees the saved text at once', async ({ page }) => {
    await page.route(/\/assets\/index-[^/]+\.js$/, (route) => route.abort());
    await page.goto('/camere', { waitUntil: 'domcontentloaded' });
    const heading = page.locator('#root h1');
    await expect(heading).toHaveText('Le camere');
    expect(await heading.evaluate((el) => getComputedStyle(el).color)).not.toBe('rgba(0, 0, 0, 0)');
  });

  test('?lng=de on an Italian browser: the page is asked for again, with the cookie, and arrives in German', async ({ page }) => {
    const release = await holdApplication(page);
    const documents: string[] = [];
    page.on('request', (r) => r.resourceType() === 'document' && documents.push(r.url()));
    await page.goto('/camere?lng=de', { waitUntil: 'domcontentloaded' });
    const heading = page.locator('#root h1');
    await expect(heading).toHaveText('Unsere Zimmer');
    expect(await heading.evaluate((el) => getComputedStyle(el).color)).not.toBe('rgba(0, 0, 0, 0)');
    expect(documents.length).toBe(2);
    expect(page.url()).toMatch(/\/camere\?lng=de$/);
    release();
    await page.waitForFunction(() => document.documentElement.hasAttribute('data-ready'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Unsere Zimmer');
  });

  test("where the host ignores the cookie, the Italian text waits, invisible, for the visitor's language", async ({
    page,
    context,
    baseURL,
  }) => {
    // A host without the i18n rewrites: always the Italian copy, though the cookie already asks for German.
    await context.addCookies([{ name: 'firebase-language-override', value: 'de', url: baseURL! }]);
    await page.route(/\/camere\?lng=de$/, async (route) =>
      route.fulfill({ response: await route.fetch({ url: `${baseURL}/localized-files/it/camere` }) }),
    );
    const release = await holdApplication(page);
    await page.goto('/camere?lng=de', { waitUntil: 'domcontentloaded' });
    const heading = page.locator('#root h1');
    await expect(heading).toHaveText('Le camere');
    expect(await heading.evaluate((el) => getComputedStyle(el).color)).toBe('rgba(0, 0, 0, 0)');
    // The pictures show meanwhile.
    await expect(page.locator('#root img').first()).toBeVisible();
    release();
    const h1 = page.getByRole('heading', { level: 1 });
    await expect(h1).toHaveText('Unsere Zimmer');
    await expect.poll(() => h1.evaluate((el) => getComputedStyle(el).color)).not.toBe('rgba(0, 0, 0, 0)');
    // The language detector's cache.
    expect(await page.evaluate(() => localStorage.getItem('i18nextLng'))).toBe('de');
  });

  test('a script injected through ?lng= is dropped: the page stays in its language, which is cached, and nothing runs', async ({
    page,
  }) => {
    const documents: string[] = [];
    page.on('request', (r) => r.resourceType() === 'document' && documents.push(r.url()));
    await page.goto(`/camere?lng=${encodeURIComponent('<script>window.__xss=1</script>')}`);
    await page.waitForFunction(() => document.documentElement.hasAttribute('data-ready'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Le camere');
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('it');
    expect(await page.evaluate(() => localStorage.getItem('i18nextLng'))).toBe('it');
    expect(await page.evaluate(() => (window as { __xss?: number }).__xss)).toBeUndefined();
    expect(documents.length).toBe(1);
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

    test('the menu opens and closes with no application code at all', async ({ page }) => {
      await page.route(/\/assets\/.+\.js$/, (route) => route.abort());
      await page.goto('/camere', { waitUntil: 'domcontentloaded' });
      const nav = page.getByRole('navigation', { name: 'Navigazione principale' });
      await expect(nav.getByRole('link', { name: 'Galleria', exact: true })).toBeHidden();
      // The saved page's toggle: a checkbox named by its label, which opens the menu by CSS alone.
      await expect(nav.getByRole('checkbox', { name: 'Apri il menu' })).not.toBeChecked();
      await nav.locator('[data-menu-toggle]').click();
      await expect(nav.getByRole('link', { name: 'Galleria', exact: true })).toBeVisible();
      await expect(nav.getByRole('checkbox', { name: 'Chiudi il menu' })).toBeChecked();
      await nav.locator('[data-menu-toggle]').click();
      await expect(nav.getByRole('link', { name: 'Galleria', exact: true })).toBeHidden();
      expect(await page.evaluate(() => document.documentElement.hasAttribute('data-ready'))).toBe(false);
    });

    test('a menu opened before the application stays open, with the focus where it was, when it takes over', async ({ page }) => {
      const release = await holdApplication(page);
      await page.goto('/camere', { waitUntil: 'domcontentloaded' });
      await page.locator('#root [data-menu-toggle]').click();
      await expect(page.getByRole('checkbox', { name: 'Chiudi il menu' })).toBeFocused();
      release();
      await page.waitForFunction(() => document.documentElement.hasAttribute('data-ready'));
      const toggle = page.locator('#root [data-menu-toggle]');
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      await expect(toggle).toBeFocused();
      await expect(page.getByRole('button', { name: 'Chiudi il menu' })).toBeFocused();
      const nav = page.getByRole('navigation', { name: 'Navigazione principale' });
      await expect(nav.getByRole('link', { name: 'Galleria', exact: true })).toBeVisible();
      await toggle.click();
      await expect(nav.getByRole('link', { name: 'Galleria', exact: true })).toBeHidden();
    });

    test('a submenu opened before the application stays open, with the focus on its caret, when it takes over', async ({
      page,
    }) => {
      const errors: string[] = [];
      page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
      const release = await holdApplication(page);
      await page.goto('/de', { waitUntil: 'domcontentloaded' });
      const nav = page.getByRole('navigation', { name: 'Hauptnavigation' });
      await nav.locator('[data-menu-toggle]').click();
      const summary = nav.getByText('Liste anzeigen: Zimmer').locator('..');
      const listId = await summary.locator('xpath=ancestor::details/following-sibling::ul[1]').getAttribute('id');
      const list = page.locator(`[id="${listId}"]`);
      // Before the application, the submenu offers the rooms' page; with it, the rooms themselves.
      await expect(list).toBeHidden();
      await summary.click();
      await expect(list.getByRole('link')).toHaveAttribute('href', '/de/camere');
      await expect(list.getByRole('link')).toBeVisible();
      release();
      await page.waitForFunction(() => document.documentElement.hasAttribute('data-ready'));
      const caret = nav.getByRole('button', { name: 'Liste anzeigen: Zimmer' });
      await expect(caret).toHaveAttribute('aria-expanded', 'true');
      await expect(caret).toBeFocused();
      const rooms = list.locator('a[href^="/de/camere/"]');
      await expect(rooms).toHaveCount(4);
      await expect(rooms.first()).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(caret).toHaveAttribute('aria-expanded', 'false');
      await expect(list).toBeHidden();
      expect(errors).toEqual([]);
    });

    test('the language picker works before the application: the cookie is set and the page comes back in that language', async ({
      page,
      context,
    }) => {
      await page.route(/\/assets\/.+\.js$/, (route) => route.abort());
      await page.goto('/camere', { waitUntil: 'domcontentloaded' });
      await page.locator('#root [data-menu-toggle]').click();
      await languageLink(page, 'fr').click();
      await expect(page).toHaveURL(/\/fr\/camere$/);
      await expect(page.locator('#root h1')).toHaveText('Nos chambres');
      await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
      expect((await context.cookies()).find((c) => c.name === 'firebase-language-override')?.value).toBe('fr');
      expect(await page.evaluate(() => localStorage.getItem('i18nextLng'))).toBe('fr');
    });
  });

  test('the largest picture is painted before any script of the application runs, and stays the same node', async ({ page }) => {
    const release = await holdApplication(page);
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    const hero = page.locator('#root img[fetchpriority="high"]');
    await expect(hero).toHaveCount(1);
    await expect.poll(() => hero.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    await hero.evaluate((img) => ((img as unknown as { savedNode: boolean }).savedNode = true));
    release();
    await page.waitForFunction(() => document.documentElement.hasAttribute('data-ready'));
    expect(await hero.evaluate((img) => (img as unknown as { savedNode?: boolean }).savedNode)).toBe(true);
    // The largest paint came before the application's entry module was even asked for.
    const [lcp, entry] = await page.evaluate(
      () =>
        new Promise<[number, number]>((resolve) => {
          new PerformanceObserver((list) => {
            const last = list.getEntries().at(-1)!;
            const script = performance.getEntriesByType('resource').find((r) => /\/assets\/index-[^/]+\.js$/.test(r.name));
            resolve([last.startTime, script?.startTime ?? Infinity]);
          }).observe({ type: 'largest-contentful-paint', buffered: true });
        }),
    );
    expect(lcp).toBeLessThan(entry);
  });
});

test.describe('a browser whose database refuses to open', () => {
  test.use({ waitForApp: false });

  for (const edited of [false, true])
    test(`${edited ? 'where the owner changed the demo: the page shows what was published' : 'shows every saved page'} without an error`, async ({
      page,
      request,
    }) => {
      test.setTimeout(60_000);
      await page.addInitScript((edited) => {
        if (window !== window.top) return;
        if (edited) localStorage.setItem('locanda.localEdits', '1');
        Object.defineProperty(indexedDB, 'open', {
          value: () => {
            throw new DOMException('The database is not available', 'UnknownError');
          },
        });
      }, edited);
      const paths = (await sitemapPaths(request)).filter((p) => !/^\/(en|de|nl|fr)(\/|$)/.test(p));
      for (const path of paths) {
        await page.goto(path);
        await page.waitForFunction(() => document.documentElement.hasAttribute('data-ready'));
        await expect(page.locator('#root')).toBeVisible();
        await page.waitForTimeout(edited ? 300 : 0);
        await expect(page.getByRole('alert'), path).toHaveCount(0);
        await expect(page.locator('main'), path).not.toContainText(/\[Errore\]|Impossibile caricare|Errore caricamento/);
        await expect(page.locator('main h1'), path).toBeVisible();
      }
    });
});
