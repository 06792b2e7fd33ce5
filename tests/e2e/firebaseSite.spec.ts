/**
 * The Firebase build as a visitor meets it: its pages published (here from the demo seed), every
 * request to Google's hosts refused. Every public page shows its content in all five languages, and
 * nothing of Firebase is loaded or asked: no SDK, no Firestore read.
 */
import { readFileSync } from 'node:fs';
import { test, expect, LANGS } from './fixtures';
import { FIREBASE_DIR, FIREBASE_PORT } from '../../playwright.config';

const BASE = `http://127.0.0.1:${FIREBASE_PORT}`;

/** The build's chunks that hold Firebase's code or the adapter (a visitor must fetch none of them). */
function firebaseChunks(): string[] {
  const manifest = JSON.parse(readFileSync(`${FIREBASE_DIR}/.vite/manifest.json`, 'utf8')) as Record<
    string,
    { file: string; src?: string }
  >;
  return Object.entries(manifest)
    .filter(([key]) => /src\/backend\/firebase\/|node_modules\/(firebase|@firebase)\//.test(key))
    .map(([, c]) => `/${c.file}`);
}

test.use({ baseURL: BASE });

for (const lang of LANGS)
  test(`every public page in ${lang}, with no request to Google and none of Firebase's code`, async ({
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
    const sitemap = await (await request.get(`${BASE}/sitemap.xml`)).text();
    // The language's own URLs (the Italian ones are the specification's paths).
    const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)]
      .map((m) => new URL(m[1]).pathname)
      .filter((p) => (/^\/(en|de|nl|fr)(\/|$)/.exec(p)?.[1] ?? 'it') === lang);
    expect(paths.length).toBeGreaterThanOrEqual(20);
    for (const path of paths) {
      await page.goto(path);
      await page.waitForFunction(() => document.documentElement.getAttribute('data-ready') === 'true');
      expect(await page.evaluate(() => document.documentElement.lang), path).toBe(lang);
      await expect(page.locator('main h1'), path).toBeVisible();
      await expect(page.locator('main'), path).not.toContainText(/\[Errore\]|Impossibile caricare/);
      await expect(page.getByRole('alert'), path).toHaveCount(0);
    }
    // Moving inside the application fetches each page's published data, still nothing of Firebase.
    await page.getByRole('navigation').getByRole('link').nth(1).click();
    await page.waitForLoadState('networkidle');
    expect(google).toEqual([]);
    const chunks = firebaseChunks();
    expect(chunks.length).toBeGreaterThan(2);
    expect(fetched.filter((f) => chunks.includes(f))).toEqual([]);
  });
