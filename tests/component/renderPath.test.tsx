/**
 * The one render path (src/app/server.tsx): every public page rendered by the application's own
 * components from the published content, in five languages, then hydrated in the browser with the
 * data it was rendered from — no hydration error, no node of the saved page replaced, no read.
 */
import { StrictMode } from 'react';
import { act, waitFor } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { UNSAFE_LocationContext, UNSAFE_NavigationContext, UNSAFE_RouteContext } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderSite, type RenderedSite, type SiteKit } from '../../src/app/server';
import { App } from '../../src/app/App';
import { readConfig } from '../../src/config';
import { createI18n } from '../../src/i18n';
import { createPublished, type PageData } from '../../src/data/published';
import { VISITOR } from '../../src/data/context';
import type { ContentSource } from '../../src/backend/port';
import { LANGUAGES, type Lang } from '../../src/content/constants';
import { localizedPath, SETTINGS_PATH } from '../../src/content/paths';
import { fileForPath } from '../../src/content/pageFiles';
import { seedSource } from '../../scripts/contentSource';
import { makeBackend, seedWith } from '../support/render';
import { withFaults } from '../support/faults';
import { stubDevice } from '../support/environment';
import { demoDocuments } from '../../scripts/demo';

const SITE = 'https://www.locanda.example';
const config = readConfig({ VITE_SITE_URL: SITE });
const PUBLISHED_AT = Date.UTC(2026, 10, 20, 9, 30);
const kit: SiteKit = {
  template: `<!doctype html>
<html lang="it">
  <head>
    <meta charset="UTF-8" />
    <title>Locanda</title>
    <meta name="description" content="Template" />
    <meta property="og:title" content="Locanda" />
    <link rel="stylesheet" crossorigin href="/assets/site.css">
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/chunk.js">
  </head>
  <body>
    <div id="root"></div>
    <noscript>Locanda — camere, servizi ed esperienze. Attiva JavaScript per visitare il sito.</noscript>
  </body>
</html>`,
  firstPaint: '/*first-paint*/',
  start: '/*start*/',
};

let site: RenderedSite | null = null;
async function demoSite(): Promise<RenderedSite> {
  return (site ??= await renderSite(kit, seedSource(PUBLISHED_AT), { year: 2026, config }));
}

const ROUTES = ['/', '/camere', '/camere/camera-uliveto', '/servizi', '/esperienze', '/esperienze/caccia-al-tartufo'];
const ROUTES_MORE = ['/galleria', '/posizione', '/contatti', '/privacy'];
const fileOf = (path: string) => (path === '/' ? 'index' : path.slice(1));

describe('the saved pages', () => {
  it('are every public page in five languages, each with its head, its data beside it, the sitemap and robots.txt', async () => {
    const { files, pages, skipped } = await demoSite();
    expect(skipped).toEqual([]);
    const ids = Object.keys(demoDocuments()).filter((p) => /^(rooms|services|experiences)\//.test(p));
    expect(pages).toHaveLength(8 + ids.length);
    for (const path of pages) {
      const file = fileOf(path);
      const data = JSON.parse(files.get(`page-data/${file}.json`)!) as PageData;
      // The footer's year, and a name of this data that the page carries too: nothing of the moment.
      expect(data.year).toBe(2026);
      for (const lang of LANGUAGES) expect(data.versions[lang]).toMatch(/^[0-9a-z]{6,}$/);
      expect(Object.keys(data.entries).length, path).toBeGreaterThan(2);
      expect(files.get(`${file}.html`)).toBe(files.get(`localized-files/it/${file}.html`));
      for (const lang of LANGUAGES) {
        const html = files.get(`localized-files/${lang}/${file}.html`)!;
        expect(html, `${lang} ${path}`).toContain(`<html lang="${lang}">`);
        // The language's own URL serves this copy, and names itself canonical among all five.
        const own = localizedPath(path, lang);
        expect(files.get(fileForPath(own)!), own).toBe(html);
        expect(html).toContain(`<link rel="canonical" href="${SITE}${own}">`);
        expect(html).toContain(`<meta property="og:url" content="${SITE}${own}">`);
        for (const other of LANGUAGES) {
          expect(html).toContain(`<link rel="alternate" hreflang="${other}" href="${SITE}${localizedPath(path, other)}">`);
        }
        expect(html).toContain(`<link rel="alternate" hreflang="x-default" href="${SITE}${path}">`);
        expect(html).toContain('<meta name="robots" content="index, follow">');
        expect(html).toMatch(/<meta property="og:image" content="https:\/\/www\.locanda\.example\/og\/[0-9a-f]+\.jpg">/);
        expect(html).toMatch(/<title>[^<]+<\/title>/);
        expect(html.match(/<title>/g)).toHaveLength(1);
        // The page's own head replaces the template's: one description, no template leftovers.
        expect(html.match(/<meta name="description"/g)?.length ?? 0).toBeLessThanOrEqual(1);
        expect(html).not.toContain('content="Template"');
        // The language check first thing in the head, the start script last in the body with the entry and data.
        expect(html).toMatch(/<meta charset="UTF-8" \/>\s*<script>\/\*first-paint\*\/<\/script>/);
        expect(html).toContain(
          `<script data-entry="/assets/index-abc.js" data-page-data="/page-data/${file}.json">/*start*/</script>`,
        );
        // Every part of the page inline, in order: nothing a script would have to reveal or move.
        const body = /<div id="root"[^>]*>([\s\S]*)<\/div>\s*<script data-entry=/.exec(html)![1];
        expect(body).not.toMatch(/<template|<script|\$RC|hidden id="S:/);
        expect(html).not.toMatch(/modulepreload|<script type="module"/);
        expect(html).toContain(`data-page="${path}" data-version="${data.versions[lang]}"`);
      }
    }
    const sitemap = files.get('sitemap.xml')!;
    expect(sitemap.match(/<loc>/g)).toHaveLength(pages.length * LANGUAGES.length);
    expect(sitemap).toContain(`<loc>${SITE}/camere/camera-uliveto</loc>`);
    expect(sitemap).toContain(`<loc>${SITE}/de/camere/camera-uliveto</loc>`);
    // The not-found page, per language, for the host's 404s; the owner's pages the shell, not indexed.
    expect(files.get('404.html')).toBe(files.get('localized-files/it/404.html'));
    expect(files.get('localized-files/de/404.html')).toContain('<html lang="de">');
    for (const owner of [SETTINGS_PATH, config.adminPath]) {
      expect(files.get(fileForPath(owner)!), owner).toBe(files.get('shell.html'));
    }
    expect(files.get('shell.html')).toContain('<meta name="robots" content="noindex, nofollow" />');
    expect(files.get('robots.txt')).toContain(`Sitemap: ${SITE}/sitemap.xml`);
    expect(files.get('shell.html')).toContain('<div id="root"></div>');
    // Only the shell needs JavaScript to show anything, so only the shell asks for it.
    expect(files.get('shell.html')).toContain('Attiva JavaScript');
    expect(files.get('localized-files/de/camere/camera-uliveto.html')).not.toContain('Attiva JavaScript');
  });

  it('are in their language, with structured data in it', async () => {
    const { files } = await demoSite();
    const de = files.get('localized-files/de/camere/camera-uliveto.html')!;
    expect(/<h1[^>]*>([^<]*)<\/h1>/.exec(de)?.[1]).toBe('Zimmer Olivenhain');
    expect(de).toContain('<title>Zimmer Olivenhain · Locanda</title>');
    const ld = JSON.parse(/<script type="application\/ld\+json" data-prerendered="">([^<]*)<\/script>/.exec(de)![1]);
    expect(ld).toMatchObject({ '@type': ['HotelRoom', 'Product'], name: 'Zimmer Olivenhain' });
    const fr = files.get('localized-files/fr/index.html')!;
    expect(/<h1[^>]*>([^<]*)<\/h1>/.exec(fr)?.[1]).toBe('Une auberge parmi les oliviers d’Ombrie');
    // Its language choice: a link to the page in each language, the French one the current.
    expect(fr).toMatch(/<a href="\/fr" hrefLang="fr" lang="fr" aria-current="true"[^>]*>.*?Français<\/span><\/a>/i);
    expect(fr).toMatch(/<a href="\/de" hrefLang="de" lang="de" data-language="de">/i);
    // The homepage loader is in the page from the start, fading by itself in CSS.
    expect(fr).toMatch(/data-loader=""[^>]*>\s*<span[^>]*>Locanda<\/span>/);
  });

  it('leave a page whose content cannot be read to the application, and save the others', async () => {
    const seed = seedSource(PUBLISHED_AT);
    const failing: ContentSource = {
      get: (path) => seed.get(path),
      list: (collection, query) =>
        collection === 'gallery_images' ? Promise.reject(new Error('unavailable')) : seed.list(collection, query),
    };
    const { pages, skipped, files } = await renderSite(kit, failing, { year: 2026, config });
    expect(skipped).toEqual([
      { path: '/galleria', code: 'read', reason: 'a read failed', files: expect.arrayContaining(['page-data/galleria.json']) },
    ]);
    expect(skipped[0].files).toHaveLength(11);
    expect(pages).toContain('/camere');
    expect(files.has('galleria.html')).toBe(false);
    expect(files.has('page-data/galleria.json')).toBe(false);
  });
});

describe('hydrated in the browser', () => {
  let root: Root | null = null;
  // React's server renderer, run in this same process to make the pages, leaves the router's contexts at the
  // last page it rendered (it shares their current value with the browser's renderer, which a browser never
  // loads beside it): each hydration starts from their defaults, outside any router, as in a browser.
  const routerContexts = [UNSAFE_LocationContext, UNSAFE_NavigationContext, UNSAFE_RouteContext] as unknown as {
    _currentValue: unknown;
  }[];
  const defaults = routerContexts.map((c) => c._currentValue);
  afterEach(() => {
    vi.unstubAllGlobals();
    act(() => root?.unmount());
    root = null;
    document.body.innerHTML = '';
    document.documentElement.removeAttribute('data-ready');
    document.documentElement.lang = 'it';
  });

  async function hydrate(files: Map<string, string>, path: string, lang: Lang) {
    const file = fileOf(path);
    const html = files.get(`localized-files/${lang}/${file}.html`)!;
    const [, attrs, body] = /<div id="root"([^>]*)>([\s\S]*)<\/div>\s*<script data-entry=/.exec(html)!;
    window.history.pushState({}, '', path);
    document.documentElement.lang = lang;
    document.body.innerHTML = `<div id="root"${attrs}>${body}</div>`;
    const container = document.getElementById('root')!;
    const saved = [...container.querySelectorAll('h1, h2, img, a')];
    const published = createPublished();
    published.add(JSON.parse(files.get(`page-data/${file}.json`)!) as PageData);
    const { backend, faults } = withFaults(makeBackend());
    const i18n = await createI18n({ detect: false, lng: lang });
    stubDevice('desktop');
    // What is below the fold stays so (jsdom has no IntersectionObserver; a browser's reports nothing here).
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        observe() {}
        disconnect() {}
      },
    );
    const errors: unknown[] = [];
    routerContexts.forEach((c, i) => (c._currentValue = defaults[i]));
    await act(async () => {
      root = hydrateRoot(
        container,
        <StrictMode>
          <App backend={backend} config={config} i18n={i18n} start={{ auth: VISITOR, published }} />
        </StrictMode>,
        { onRecoverableError: (e) => errors.push(e) },
      );
    });
    await waitFor(() => expect(document.documentElement.getAttribute('data-ready')).toBe('true'));
    return { saved, container, errors, faults };
  }

  for (const [i, path] of [...ROUTES, ...ROUTES_MORE].entries()) {
    const lang = LANGUAGES[i % LANGUAGES.length];
    it(`${path} in ${lang}: the same page, its nodes kept, no hydration error, nothing read`, async () => {
      const { files } = await demoSite();
      const { saved, container, errors, faults } = await hydrate(files, path, lang);
      expect(errors).toEqual([]);
      expect(saved.length).toBeGreaterThan(5);
      for (const node of saved) expect(container.contains(node), node.outerHTML.slice(0, 80)).toBe(true);
      expect(faults.reads).toEqual([]);
    });
  }

  it('a gallery of 200 photos: all on the page, and still nothing read', async () => {
    const photos = Object.fromEntries(
      Array.from({ length: 200 }, (_, i) => [
        `gallery_images/photo-${String(i).padStart(3, '0')}`,
        {
          imageUrl: `/demo/gallery-poppies.svg?${i}`,
          caption: {},
          alt: { it: `Foto ${i + 1}` },
          createdAt: PUBLISHED_AT - i,
          addedBy: 'a@b.c',
        },
      ]),
    );
    const docs = seedWith(photos)();
    const source: ContentSource = {
      get: async (path) => docs[path] ?? null,
      list: (collection, query) =>
        seedSource(PUBLISHED_AT)
          .list(collection, query)
          .then(async (rows) =>
            collection === 'gallery_images'
              ? (await import('../../src/backend/local/docMath')).applyQuery(
                  Object.entries(docs)
                    .filter(([p]) => p.startsWith('gallery_images/'))
                    .map(([p, data]) => ({ id: p.split('/')[1], data })),
                  query,
                )
              : rows,
          ),
    };
    const { files } = await renderSite(kit, source, { year: 2026, config });
    const { container, errors, faults } = await hydrate(files, '/galleria', 'it');
    expect(errors).toEqual([]);
    expect(container.querySelectorAll('main li img').length).toBeGreaterThanOrEqual(200);
    expect(faults.reads).toEqual([]);
  });
});
