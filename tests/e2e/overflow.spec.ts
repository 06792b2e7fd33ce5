/**
 * No content can push a page wider than the screen. Absurd texts are written straight into the demo
 * database (as another client, or an older version, could have stored them, past every form's limit):
 * 300 and 20 000 characters without a space, another script's text, a long price, 20 menu links with
 * long labels. Every route is then shown at 390 and 1280 px, to a visitor and to the owner, and the
 * document is never wider than the viewport.
 */
import type { Page } from '@playwright/test';
import { test, expect, signIn, ADMIN_PATH, ROUTES as PUBLIC_ROUTES, settled, navigate, openDemoDatabase } from './fixtures';

const ABSURD = [
  'W'.repeat(300),
  'Ꮚ'.repeat(20_000),
  'ภาษาไทยไม่มีช่องว่างระหว่างคำเลยแม้แต่นิดเดียว'.repeat(40),
  'とても長い日本語の文章には空白がありません'.repeat(60),
  'https://www.example.com/' + 'a'.repeat(400),
];

/** Every text of every document becomes one of the absurd texts; 20 menu links with long labels. */
async function absurdDatabase(page: Page) {
  await page.evaluate(async (texts: string[]) => {
    // As the backend does on any change: this browser's site is no longer the published one.
    localStorage.setItem('locanda.localEdits', '1');
    const KEEP = new Set([
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
      'path',
    ]);
    const isUrl = (key: string, parent: Record<string, unknown>) =>
      /(Url|UrlSmall|Src)$/.test(key) || key === 'valueSmall' || (key === 'value' && parent.type === 'image');
    let n = 0;
    const fill = (value: unknown, key: string, parent: Record<string, unknown>): unknown => {
      if (KEEP.has(key) || key.endsWith('_lastUpdatedBy') || isUrl(key, parent)) return value;
      if (typeof value === 'string') return texts[n++ % texts.length];
      if (Array.isArray(value)) return value.map((v) => fill(v, '', {}));
      if (value && typeof value === 'object') {
        const o = value as Record<string, unknown>;
        return Object.fromEntries(Object.entries(o).map(([k, v]) => [k, fill(v, k, o)]));
      }
      return value;
    };
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const open = indexedDB.open('locanda-local');
      open.onsuccess = () => resolve(open.result);
      open.onerror = () => reject(open.error);
    });
    const docs = await new Promise<{ path: string; data: Record<string, unknown> }[]>((resolve, reject) => {
      const all = db.transaction('docs').objectStore('docs').getAll();
      all.onsuccess = () => resolve(all.result);
      all.onerror = () => reject(all.error);
    });
    const tx = db.transaction('docs', 'readwrite');
    for (const doc of docs) {
      const data = fill(doc.data, '', {}) as Record<string, unknown>;
      if (doc.path === 'site_settings/global') {
        data.siteName = texts[0];
        const links = data.navbarLinks as Record<string, unknown>[];
        for (let i = links.length; i < 20; i++)
          links.push({
            id: `l${i}`,
            label: { it: `${'Lungo'.repeat(8)}${i}` },
            path: '/contatti',
            type: 'link',
            order: 100 + i,
            enabled: true,
          });
      }
      if (doc.path.startsWith('rooms/')) data.price = 'su richiesta, '.repeat(30);
      tx.objectStore('docs').put({ ...doc, data });
    }
    await new Promise<void>((resolve, reject) => {
      tx.oncomplete = () => resolve();
      tx.onerror = () => reject(tx.error);
    });
    db.close();
  }, ABSURD);
}

/** Every route; the contact page with an absurd interest, shown in its form. */
const ROUTES = PUBLIC_ROUTES.map((r) =>
  r.path === '/contatti'
    ? { path: `/contatti?interest=${encodeURIComponent('Ꮚ'.repeat(200))}`, ready: (p: Page) => p.locator('main form strong') }
    : r,
);

/** How far the document reaches past the viewport's width (0 when it fits), with the widest culprits. */
async function overflow(page: Page): Promise<{ extra: number; culprits: string[] }> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const extra = document.documentElement.scrollWidth - width;
    const culprits =
      extra > 0
        ? Array.from(document.querySelectorAll('body *'))
            .filter((el) => el.getBoundingClientRect().right > width + 1)
            // What a scrolling box (a wide table's) holds does not widen the page: not a culprit.
            .filter((el) => {
              for (let p = el.parentElement; p && p !== document.body; p = p.parentElement)
                if (getComputedStyle(p).overflowX !== 'visible') return false;
              return true;
            })
            .slice(0, 6)
            .map((el) => `${el.tagName.toLowerCase()}.${el.className} → ${Math.round(el.getBoundingClientRect().right)}`)
        : [];
    return { extra, culprits };
  });
}

test.beforeEach(async ({ page, context }) => {
  await context.route('https://www.openstreetmap.org/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><html lang="en"><title>Map</title></html>' }),
  );
  await openDemoDatabase(page);
  await absurdDatabase(page);
});

for (const width of [390, 1280]) {
  for (const who of ['visitor', 'owner'] as const) {
    test(`absurd content never makes a page wider than ${width} px, for the ${who}`, async ({ page }) => {
      test.setTimeout(180_000);
      await page.setViewportSize({ width, height: 900 });
      // A fresh start reads the rewritten database; the routes are then walked inside the application.
      if (who === 'owner') await signIn(page);
      else await page.reload();
      await expect(page.locator('header')).toContainText(ABSURD[0]);
      const routes =
        who === 'owner'
          ? [
              ...ROUTES,
              { path: '/admin-impostazioni-sito', ready: (p: Page) => p.getByRole('button', { name: 'Salva impostazioni' }) },
            ]
          : [...ROUTES, { path: ADMIN_PATH, ready: (p: Page) => p.locator('main input[type="password"]') }];
      for (const { path, ready } of routes) {
        await test.step(path, async () => {
          await navigate(page, path);
          await settled(page, ready);
          if (width < 1000) await page.getByRole('button', { name: /Apri il menu/ }).click();
          expect(await overflow(page), `${path} at ${width} px`).toEqual({ extra: 0, culprits: [] });
        });
      }
    });
  }
}
