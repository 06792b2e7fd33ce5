/**
 * Found in every language: each public page's URL per language serves that language as plain HTTP
 * (no JavaScript, no Accept-Language, no cookie), names itself canonical, and lists the same alternates
 * as every other language's page; unknown paths answer 404; the owner's pages are not for crawlers.
 */
import { test, expect, LANGS, SITE_URL, ADMIN_PATH } from './fixtures';

const plain = (request: import('@playwright/test').APIRequestContext, path: string) =>
  request.get(path, { headers: { Accept: 'text/html' } });

const attr = (html: string, re: RegExp) => re.exec(html)?.[1];
const alternates = (html: string) =>
  [...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)">/g)].map((m) => `${m[1]} ${m[2]}`).sort();

test("every language's URL of every page serves that language, canonical to itself, with reciprocal alternates", async ({
  request,
}) => {
  test.setTimeout(120_000);
  const sitemap = await (await request.get('/sitemap.xml')).text();
  const urls = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
  expect(urls.length).toBeGreaterThanOrEqual(20 * LANGS.length);
  const groups = new Map<string, string[]>();
  for (const url of urls) {
    const res = await plain(request, url.replace(SITE_URL, ''));
    expect(res.status(), url).toBe(200);
    const html = await res.text();
    const path = new URL(url).pathname;
    const lang = /^\/(en|de|nl|fr)(\/|$)/.exec(path)?.[1] ?? 'it';
    expect(attr(html, /<html lang="([a-z]+)">/), url).toBe(lang);
    expect(attr(html, /<link rel="canonical" href="([^"]+)">/), url).toBe(url);
    expect(attr(html, /<meta property="og:url" content="([^"]+)">/), url).toBe(url);
    const alts = alternates(html);
    expect(alts, url).toContain(`${lang} ${url}`);
    expect(alts.filter((a) => a.startsWith('x-default '))).toHaveLength(1);
    // The sitemap lists this URL with the same alternates as the page does.
    const entry = sitemap.split('<url>').find((u) => u.includes(`<loc>${url}</loc>`))!;
    expect([...entry.matchAll(/hreflang="([^"]+)" href="([^"]+)"/g)].map((m) => `${m[1]} ${m[2]}`).sort(), url).toEqual(alts);
    const key = alts.join('|');
    groups.set(key, [...(groups.get(key) ?? []), url]);
  }
  // Reciprocal: every language's page of a page lists exactly the same alternates.
  for (const [key, members] of groups) expect(members.length, key).toBe(LANGS.length);
});

test('the language a URL serves is the one the browser shows there', async ({ page, request }) => {
  for (const [path, lang] of [
    ['/de/camere/camera-uliveto', 'de'],
    ['/fr/galleria', 'fr'],
    ['/nl', 'nl'],
    ['/en/contatti', 'en'],
  ] as const) {
    const raw = attr(await (await plain(request, path)).text(), /<h1[^>]*>([^<]+)<\/h1>/);
    await page.goto(path);
    await page.waitForFunction(() => document.documentElement.hasAttribute('data-ready'));
    expect(await page.evaluate(() => document.documentElement.lang)).toBe(lang);
    await expect(page.locator('main h1')).toHaveText(raw!);
  }
});

test('an unknown path answers 404 with the not-found page; only a listing saved since the last publish reaches the application', async ({
  request,
}) => {
  for (const path of ['/pagina-che-non-esiste', '/de/nichts', '/it/camere', '/camere/x/y']) {
    const res = await plain(request, path);
    expect(res.status(), path).toBe(404);
    const html = await res.text();
    expect(html).toMatch(/<meta name="robots" content="noindex">/);
    expect(html).toMatch(/<h1[^>]*>(Pagina non trovata|Seite nicht gefunden)<\/h1>/);
  }
  // German for a German browser (the host's language choice).
  const de = await request.get('/pagina-che-non-esiste', { headers: { Accept: 'text/html', 'Accept-Language': 'de' } });
  expect(de.status()).toBe(404);
  expect(await de.text()).toContain('<html lang="de">');
  for (const path of ['/camere/camera-nuova', '/de/servizi/nuovo']) {
    const res = await plain(request, path);
    expect(res.status(), path).toBe(200);
    expect(await res.text()).toContain('<meta name="robots" content="noindex, nofollow" />');
  }
});

test("the owner's pages are marked for no search engine, in the HTML and in the header", async ({ request }) => {
  for (const path of [ADMIN_PATH, '/admin-impostazioni-sito']) {
    const res = await plain(request, path);
    expect(res.status(), path).toBe(200);
    expect(res.headers()['x-robots-tag'], path).toBe('noindex');
    expect(await res.text(), path).toContain('<meta name="robots" content="noindex, nofollow" />');
  }
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).not.toContain(ADMIN_PATH);
});

test('a link preview gets a JPEG of the page, 1200 × 630, described in its language', async ({ request }) => {
  const html = await (await plain(request, '/de/camere/camera-uliveto')).text();
  const image = attr(html, /<meta property="og:image" content="([^"]+)">/)!;
  expect(image).toMatch(new RegExp(`^${SITE_URL}/og/[0-9a-f]{16}\\.jpg$`));
  expect(attr(html, /<meta property="og:image:width" content="(\d+)">/)).toBe('1200');
  expect(attr(html, /<meta property="og:image:height" content="(\d+)">/)).toBe('630');
  expect(attr(html, /<meta property="og:image:alt" content="([^"]+)">/)).toMatch(/Olivenh/);
  const jpeg = await request.get(new URL(image).pathname);
  expect(jpeg.status()).toBe(200);
  const bytes = await jpeg.body();
  expect([...bytes.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
});
