/**
 * Stored content is untrusted: an XSS corpus written straight into the demo database (every text and
 * URL field of every document), then every route rendered in Chromium, for a visitor and for the owner.
 * No script runs, no dialog opens (the fixture fails on any), text shows literally, and no unsafe URL
 * reaches an href, src or frame.
 */
import type { Page } from '@playwright/test';
import { test, expect, signIn, ADMIN_PATH, navigate, openDemoDatabase } from './fixtures';

/** Markup and tricks that must only ever show as text. Each tries to set window.__xss or open a dialog. */
const TEXTS = {
  script: '<script>window.__xss=1;alert("script")</script>',
  img: '<img src=x onerror="window.__xss=2;alert(\'img\')">',
  svg: '<svg onload="window.__xss=3;alert(\'svg\')"><circle r=5 /></svg>',
  breakout: '"><script>window.__xss=4</script><b data-x="',
  single: "'><img src=x onerror=window.__xss=5>",
  iframe: '<iframe src="javascript:window.__xss=6"></iframe>',
  rtl: 'Suite \u202Egpj.exe\u202C con vista',
  zeroWidth: 'Ca\u200Bme\u200Dra\uFEFF <i>corsivo</i>',
  template: '{{constructor.constructor("window.__xss=7")()}} $t(nav.home) ${window.__xss=8}',
} as const;

/**
 * Addresses that must never reach an href, src or frame: script and data schemes, other hosts in disguise.
 * The last, an explicit https address elsewhere, may be a link or an image, but never the map frame.
 */
const UNSAFE_URLS = [
  'javascript:window.__xss=10',
  'JaVaScRiPt:window.__xss=11',
  ' javascript:window.__xss=12',
  'java\tscript:window.__xss=13',
  'java\u200Bscript:window.__xss=14',
  'data:text/html,<script>window.__xss=15</script>',
  'data:image/svg+xml,<svg onload="window.__xss=16"/>',
  'vbscript:msgbox(17)',
  '//evil.example/x.png',
  '/\\evil.example/x.png',
  '\\\\evil.example\\x.png',
  'https://evil.example/maps/embed"><script>window.__xss=18</script>',
];

/** The only hosts a map frame may show (the product's allow-list). */
const MAP_HOSTS = ['www.openstreetmap.org', 'www.google.com', 'maps.google.com'];
const EVIL_ROOM_ID = 'x"><svg onload=window.__xss=20>';
const EVIL_ROOM_NAME = TEXTS.single + TEXTS.script;

interface Plan {
  texts: string[];
  urls: string[];
  /** Fields set to a known value, for the checks that the text shows literally. */
  known: Record<string, Record<string, unknown>>;
  extraDocs: Record<string, Record<string, unknown>>;
}

const PLAN: Plan = {
  texts: Object.values(TEXTS),
  urls: UNSAFE_URLS,
  known: {
    'homepage/hero': { mainTitle: { it: TEXTS.breakout, en: TEXTS.svg } },
    'rooms/suite-torretta': { name: { it: TEXTS.rtl }, price: TEXTS.img },
    'services/piscina': { title: { it: TEXTS.zeroWidth } },
    'experiences/caccia-al-tartufo': { title: { it: TEXTS.template } },
    'footer/info': {
      copyright: TEXTS.template,
      phone: 'javascript:window.__xss=30',
      email: '"><script>window.__xss=31</script>@evil.example',
    },
  },
  extraDocs: {
    [`rooms/${EVIL_ROOM_ID}`]: {
      name: { it: EVIL_ROOM_NAME },
      shortDescription: { it: TEXTS.iframe },
      imageUrl: 'javascript:window.__xss=21',
      price: '90',
      // Every room the site saves has its place in the owner's order (lists are ordered by it).
      order: 999,
      detailContent: [{ type: 'image', value: 'data:image/svg+xml,<svg onload="window.__xss=22"/>', size: 'full', blockId: 'a' }],
    },
  },
};

/**
 * Rewrites the demo database in place: every text becomes a payload, every URL field an unsafe
 * address (in turn), then the known values and extra documents go in. Runs in the page.
 */
async function poisonDatabase(page: Page) {
  await page.evaluate(async (plan: Plan) => {
    // As the backend does on any change: this browser's site is no longer the published one.
    localStorage.setItem('locanda.localEdits', '1');
    const STRUCTURAL = new Set([
      'id',
      'type',
      'size',
      'blockId',
      'order',
      'enabled',
      'createdAt',
      'updatedAt',
      'addedBy',
      'lastUpdatedBy',
    ]);
    const isUrlKey = (key: string, parent: Record<string, unknown>) =>
      /(Url|UrlSmall|Src)$/.test(key) || key === 'valueSmall' || (key === 'value' && parent.type === 'image');
    let t = 0;
    let u = 0;
    const poison = (value: unknown, key: string, parent: Record<string, unknown>): unknown => {
      if (STRUCTURAL.has(key) || key.endsWith('_lastUpdatedBy')) return value;
      if (isUrlKey(key, parent)) return plan.urls[u++ % plan.urls.length];
      if (typeof value === 'string') return plan.texts[t++ % plan.texts.length];
      if (Array.isArray(value)) return value.map((v) => poison(v, '', {}));
      if (value && typeof value === 'object') {
        const o = value as Record<string, unknown>;
        return Object.fromEntries(Object.entries(o).map(([k, v]) => [k, poison(v, k, o)]));
      }
      return value;
    };
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const open = indexedDB.open('locanda-local');
      open.onsuccess = () => resolve(open.result);
      open.onerror = () => reject(open.error);
    });
    const docs = await new Promise<{ path: string; collection: string; id: string; data: Record<string, unknown> }[]>(
      (resolve, reject) => {
        const all = db.transaction('docs').objectStore('docs').getAll();
        all.onsuccess = () => resolve(all.result);
        all.onerror = () => reject(all.error);
      },
    );
    const tx = db.transaction('docs', 'readwrite');
    const store = tx.objectStore('docs');
    for (const doc of docs) {
      let data = poison(doc.data, '', {}) as Record<string, unknown>;
      if (doc.path === 'site_settings/global') {
        // The built-in links keep their paths (the pages stay reachable); custom links carry the payloads.
        data = {
          ...data,
          navbarLinks: [
            ...(doc.data.navbarLinks as Record<string, unknown>[]),
            { id: 'safe-path', label: plan.texts[1], path: '/camere', type: 'link', order: 75, enabled: true },
            ...plan.urls.map((path, i) => ({
              id: `evil-${i}`,
              label: plan.texts[i % plan.texts.length],
              path,
              type: 'link',
              order: 80 + i,
              enabled: true,
            })),
          ],
        };
      }
      store.put({ ...doc, data: { ...data, ...(plan.known[doc.path] ?? {}) } });
    }
    for (const [path, data] of Object.entries(plan.extraDocs)) {
      const i = path.lastIndexOf('/');
      store.put({ path, collection: path.slice(0, i), id: path.slice(i + 1), data });
    }
    await new Promise<void>((resolve, reject) => {
      tx.oncomplete = () => resolve();
      tx.onerror = () => reject(tx.error);
    });
    db.close();
  }, PLAN);
}

/** Everything in the page that would betray a payload: markup it created, unsafe URLs it placed, the flag. */
async function inspect(page: Page) {
  return page.evaluate((MAP_HOSTS) => {
    const problems: string[] = [];
    const urlAttrs = ['href', 'src', 'srcset', 'action', 'formaction', 'data', 'poster', 'xlink:href', 'background', 'ping'];
    const check = (where: string, raw: string) => {
      let url: URL;
      try {
        url = new URL(raw, location.href);
      } catch {
        return;
      }
      if (!['http:', 'https:', 'mailto:', 'tel:'].includes(url.protocol)) problems.push(`${where}: ${raw}`);
      // Another site only when written as one ('https://…'), never in disguise ('//…', '/\\…', '\\\\…').
      else if (/^https?:$/.test(url.protocol) && url.host !== location.host && !/^https?:\/\//i.test(raw))
        problems.push(`${where}: ${raw}`);
      if (url.protocol === 'tel:' && /[^\d+]/.test(url.pathname)) problems.push(`${where}: ${raw}`);
      if (where === '<iframe src>' && !MAP_HOSTS.includes(url.host)) problems.push(`${where}: ${raw}`);
    };
    for (const el of Array.from(document.querySelectorAll('*'))) {
      const tag = el.tagName.toLowerCase();
      for (const attr of Array.from(el.attributes)) {
        if (attr.name.startsWith('on')) problems.push(`<${tag} ${attr.name}>`);
        if (urlAttrs.includes(attr.name)) {
          const values = attr.name === 'srcset' ? attr.value.split(',').map((s) => s.trim().split(/\s+/)[0]) : [attr.value];
          for (const v of values) check(`<${tag} ${attr.name}>`, v);
        }
      }
    }
    for (const meta of Array.from(
      document.querySelectorAll<HTMLMetaElement>('meta[property="og:image"], meta[property="og:url"]'),
    ))
      check(`<meta ${meta.getAttribute('property')}>`, meta.content);
    // Markup from the corpus that would exist only if a text had been parsed as HTML.
    for (const el of Array.from(
      document.querySelectorAll('body script, body iframe:not([title]), body b, body i, svg circle, img[src="x"]'),
    ))
      problems.push(`element <${el.tagName.toLowerCase()}> in ${el.parentElement?.tagName.toLowerCase()}`);
    for (const s of Array.from(document.querySelectorAll('script')))
      if (s.textContent?.includes('__xss') && s.type !== 'application/ld+json') problems.push('a script with a payload');
    return { problems, xss: (window as unknown as { __xss: number }).__xss, text: document.body.textContent ?? '' };
  }, MAP_HOSTS);
}

async function expectClean(page: Page, label: string) {
  const { problems, xss, text } = await inspect(page);
  expect(problems, `unsafe markup or URLs on ${label}`).toEqual([]);
  expect(xss, `a payload ran on ${label}`).toBe(0);
  // The content did arrive, as literal text.
  expect(
    Object.values(TEXTS).some((t) => text.includes(t)),
    `a payload shown as text on ${label}`,
  ).toBe(true);
}

const ROUTES: { path: string; ready: (page: Page) => ReturnType<Page['locator']> }[] = [
  { path: '/', ready: (p) => p.locator('main article').nth(5) },
  { path: '/camere', ready: (p) => p.locator('main article').nth(4) },
  { path: '/camere/suite-torretta', ready: (p) => p.locator('main h1') },
  { path: `/camere/${encodeURIComponent(EVIL_ROOM_ID)}`, ready: (p) => p.locator('main h1') },
  { path: '/servizi', ready: (p) => p.locator('main article').nth(3) },
  { path: '/servizi/piscina', ready: (p) => p.locator('main h1') },
  { path: '/esperienze', ready: (p) => p.locator('main article').nth(3) },
  { path: '/esperienze/caccia-al-tartufo', ready: (p) => p.locator('main h1') },
  { path: '/galleria', ready: (p) => p.locator('main li a').nth(7) },
  { path: '/posizione', ready: (p) => p.getByText(/La mappa non è ancora disponibile|The map is not available yet/) },
  { path: `/contatti?interest=${encodeURIComponent(TEXTS.breakout)}`, ready: (p) => p.locator('main form strong') },
  { path: ADMIN_PATH, ready: (p) => p.locator('main input[type="password"]') },
  { path: '/pagina-che-non-esiste', ready: (p) => p.locator('main h1') },
];

/** The page has its data: the route's marker, no '...' left, the homepage loader gone. */
async function settled(page: Page, ready: (page: Page) => ReturnType<Page['locator']>) {
  await expect(ready(page)).toBeAttached();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await expect(page.locator('[class*="_loader_"]')).toHaveCount(0);
}

/** Opens a route (in ROUTES, language aside) and waits until it has its data. */
async function visit(page: Page, url: string) {
  const path = url.replace(/[?&]lng=\w+$/, '');
  const route = ROUTES.find((r) => r.path === path);
  if (!route) throw new Error(`not a route of this test: ${url}`);
  await page.goto(url);
  await settled(page, route.ready);
}

test.beforeEach(async ({ page, context }) => {
  await page.addInitScript(() => {
    (window as unknown as { __xss: number }).__xss = 0;
  });
  // No network: a map frame gets an empty page.
  await context.route('https://www.openstreetmap.org/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Map</title>' }),
  );
  await openDemoDatabase(page);
  await poisonDatabase(page);
});

test('a visitor sees every route with the corpus as text, no script run and no unsafe URL', async ({ page }) => {
  test.setTimeout(90_000);
  await page.reload();
  for (const { path, ready } of ROUTES) {
    await test.step(path, async () => {
      await navigate(page, path);
      await settled(page, ready);
      await expectClean(page, path);
    });
  }

  // Spot checks that texts show exactly as stored, invisible characters included.
  await visit(page, '/');
  expect(await page.locator('main h1').textContent()).toBe(TEXTS.breakout);
  expect(await page.locator('header nav a').first().textContent()).toBe(await storedSiteName(page));
  await expect(page.locator('footer')).toContainText(TEXTS.template);
  // The navbar: the custom link with a safe path shows its label as text; none with an unsafe path is there.
  const nav = page.getByRole('navigation', { name: 'Navigazione principale' });
  await expect(nav.getByRole('link', { name: TEXTS.img, exact: true })).toHaveAttribute('href', '/camere');
  // Brand, seven built-in links, the custom links with a safe path (an internal one, an explicit https one)
  // and the map link, and the five language links: none of the disguised or script addresses.
  await expect(nav.getByRole('link')).toHaveCount(16);
  // Backgrounds fell back to the default image.
  await expect(page.locator('main section[data-bg-state] > img').first()).toHaveAttribute('src', '/demo/hero-hills.svg');

  await visit(page, '/camere/suite-torretta');
  expect(await page.locator('main h1').textContent()).toBe(TEXTS.rtl);
  // A price in words shows as written, with no euro sign added.
  await expect(page.locator('main')).toContainText(TEXTS.img);
  await expect(page.locator('main')).not.toContainText(`€ ${TEXTS.img}`);
  // The poisoned main and detail images fell back: no img at all on this item's page.
  await visit(page, `/camere/${encodeURIComponent(EVIL_ROOM_ID)}`);
  expect(await page.locator('main h1').textContent()).toBe(EVIL_ROOM_NAME);
  await expect(page.locator('main img')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Verifica disponibilità' })).toHaveAttribute(
    'href',
    `/contatti?interest=${encodeURIComponent(EVIL_ROOM_NAME)}`,
  );

  await visit(page, '/servizi/piscina');
  expect(await page.locator('main h1').textContent()).toBe(TEXTS.zeroWidth);
  await visit(page, '/esperienze/caccia-al-tartufo');
  expect(await page.locator('main h1').textContent()).toBe(TEXTS.template);

  // A poisoned map shows no map at all; the poisoned directions link is dropped.
  await visit(page, '/posizione');
  await expect(page.locator('main iframe')).toHaveCount(0);
  await expect(page.getByRole('link', { name: /^Indicazioni stradali/ })).toHaveCount(0);

  await visit(page, '/?lng=en');
  expect(await page.locator('main h1').textContent()).toBe(TEXTS.svg);
  await expectClean(page, '/?lng=en');
});

test('the owner sees the poisoned content in pencils, editors, forms and settings, and nothing runs', async ({ page }) => {
  test.setTimeout(60_000);
  await signIn(page);
  await settled(page, (p) => p.locator('main article').nth(5));
  await expectClean(page, '/ (owner)');
  // An editor shows the stored text in its fields, as text.
  await page.getByRole('button', { name: /^Modifica titolo principale/ }).click();
  const editor = page.getByRole('form', { name: 'Modifica titolo principale' });
  await expect(editor.getByLabel('Italiano')).toHaveValue(TEXTS.breakout);
  await expectClean(page, 'text editor');
  // Typing a payload through the editor stores and shows it as text too.
  await editor.getByLabel('Italiano').fill(TEXTS.img);
  await editor.getByRole('button', { name: 'Salva' }).click();
  await expect(editor).toHaveCount(0);
  await expect(page.locator('main h1')).toHaveText(TEXTS.img);
  await expectClean(page, '/ after an edit');

  await visit(page, '/camere');
  await page.getByRole('button', { name: `Modifica camera: ${EVIL_ROOM_NAME}`, exact: true }).click();
  const form = page.getByRole('dialog', { name: 'Modifica camera' });
  await expect(form.getByRole('group', { name: /^Nome/ }).getByLabel('Italiano')).toHaveValue(EVIL_ROOM_NAME);
  await expectClean(page, 'room form');
  await page.keyboard.press('Escape');

  await visit(page, '/esperienze');
  // A stored name inside a translated label stays literal (no interpolation of what it contains).
  await expect(page.getByRole('button', { name: `Elimina esperienza: ${TEXTS.template}`, exact: true })).toBeVisible();
  await expectClean(page, 'experiences (owner)');

  await visit(page, '/galleria');
  await expectClean(page, 'gallery (owner)');

  await page.goto('/admin-impostazioni-sito');
  await expect(page.getByLabel('Nome del sito')).toHaveValue(await storedSiteName(page));
  await expectClean(page, 'settings');
  const group = page.getByRole('group', { name: 'Nuovo link' });
  // A script address typed as a path becomes a harmless path of the site (SPEC: a leading / is added)…
  // (labels are at most 40 characters: the shortest payload; the menu holds at most 20 links: two go first,
  // so that the refusals below are about the path, not the number of links)
  for (let i = 0; i < 2; i++)
    await page
      .getByRole('button', { name: `Elimina link ${TEXTS.img}`, exact: true })
      .first()
      .click();
  await group.getByLabel('Etichetta').fill(TEXTS.single);
  await group.getByLabel('Percorso').fill('javascript:window.__xss=40');
  await group.getByRole('button', { name: 'Aggiungi link' }).click();
  await expect(page.locator('main code').filter({ hasText: /^\/javascript:window\.__xss=40$/ })).toBeVisible();
  // …and a path leading to another site is refused.
  for (const path of ['/\\evil.example', '//evil.example']) {
    await group.getByLabel('Etichetta').fill(TEXTS.single);
    await group.getByLabel('Percorso').fill(path);
    await group.getByRole('button', { name: 'Aggiungi link' }).click();
    await expect(group.getByRole('alert'), path).toHaveText(/^Il percorso deve essere/);
  }
  await expectClean(page, 'settings after refused links');
});

/** The stored (poisoned) site name. */
async function storedSiteName(page: Page): Promise<string> {
  return page.evaluate(
    () =>
      new Promise<string>((resolve, reject) => {
        const open = indexedDB.open('locanda-local');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const get = open.result.transaction('docs').objectStore('docs').get('site_settings/global');
          get.onsuccess = () => {
            open.result.close();
            resolve((get.result as { data: { siteName: string } }).data.siteName);
          };
          get.onerror = () => reject(get.error);
        };
      }),
  );
}
