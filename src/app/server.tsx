/**
 * The one render path of the saved pages. Every public page, in each of the five languages, is
 * rendered in Node by the application's own components (React's static `prerender`) from the
 * published content, read from whatever source is given (the demo seed, Firestore); beside each page
 * goes the data its reads returned, which the browser hydrates it with (src/main.tsx), so taking over
 * changes nothing on screen. Also the sitemap, robots.txt and the application shell for every other
 * path. `npm run build` renders with it (scripts/build.ts, through the server bundle of `vite build
 * --ssr`), and so can anything that reads the content itself.
 *
 * Files: each language's URL of a page (src/content/paths.ts) is a file, `camere.html` for /camere (the
 * Italian), `de/camere.html` for /de/camere, `de.html` for /de; `localized-files/<lang>/camere.html` is
 * the copy Firebase Hosting's i18n rewrites serve at the Italian path to a browser asking for another
 * language (firebase.json; Italian too, so that a browser asking for Italian first and English second
 * gets Italian); `page-data/camere.json` the page's data, the same for every language. `404.html` (and
 * its copies per language) is the not-found page; `shell.html`, the settings' and the login's file are
 * the bare application, marked noindex.
 */
import type { ReactNode } from 'react';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import type { i18n } from 'i18next';
import { readConfig, type AppConfig } from '../config';
import type { Backend, ContentSource, DocData } from '../backend/port';
import { createI18n } from '../i18n';
import it from '../i18n/locales/it.json';
import en from '../i18n/locales/en.json';
import de from '../i18n/locales/de.json';
import nl from '../i18n/locales/nl.json';
import fr from '../i18n/locales/fr.json';
import {
  COLLECTIONS,
  FALLBACK_LANG,
  LANGUAGES,
  PRODUCT_NAME,
  SAVED_PAGES_STAMP,
  SETTINGS_DOC,
  type Lang,
} from '../content/constants';
import { KIND_LIST } from '../content/catalogue';
import { localizedPath, NOT_FOUND_PATH, publicPaths, SETTINGS_PATH } from '../content/paths';
import { fileForPath, I18N_ROOT, pageDataFile } from '../content/pageFiles';
import { readSiteSettings } from '../content/siteSettings';
import { robotsTxt, sitemapXml } from '../content/sitemap';
import { AVAILABILITY_COLLECTION, calendarExportPath, type RoomAvailability } from '../content/availability';
import { calendarIcs } from '../content/calendarExport';
import { escapeHtml } from '../content/html';
import { readLocalized } from '../content/localized';
import { ogImagePath } from '../content/og';
import { shellWithSiteName, withSiteName } from '../content/siteName';
import { createReadCache } from '../data/readCache';
import { createPublished, dataVersion, type PageData } from '../data/published';
import { VISITOR } from '../data/context';
import { HeadContext, StructuredDataContext } from '../pages/Seo';
import { headTags, type HeadTags } from '../pages/headTags';
import * as structuredData from '../content/structuredData';
import { App } from './App';

/** What the browser build contributes to every saved page. */
export interface SiteKit {
  /** The client build's index.html: its styles, font preloads and entry module. */
  template: string;
  /** The inline script at the top of the head, minified (src/app/firstPaint.js). */
  firstPaint: string;
  /** The inline script at the end of the body, minified (src/app/start.js). */
  start: string;
}

export interface RenderOptions {
  /**
   * The year the footer says (the browser then says its own). Nothing else of the moment goes into a page:
   * a page is a function of the content and the build, so publishing unchanged content changes no file.
   */
  year: number;
  /** The pages of this renderer's last render, reused where their data did not change (and updated). */
  reuse?: RenderMemo;
  /** The site's configuration; the build's own by default. */
  config?: AppConfig;
}

export interface RenderedSite {
  /** File name (relative to the site's root) → content. */
  files: Map<string, string>;
  /** The paths saved. */
  pages: string[];
  /** Paths not saved, with why: the application reads them live (docs/publishing.md). */
  skipped: SkippedPage[];
  /** The link-preview JPEGs the pages name (src/content/og.ts), each with the picture it is made from. */
  ogImages: Map<string, string>;
}

/**
 * A page not saved. `code`: its address cannot be a file name (`address`), a read failed (`read`), or its
 * components failed (`render`); `files`: the files it would have been (a publish keeps the ones online);
 * `listing`: the room, service or experience it shows, by its Italian name.
 */
export interface SkippedPage {
  path: string;
  code: 'address' | 'read' | 'render';
  reason: string;
  files: string[];
  listing?: { collection: string; name: string };
}

const READ_FAILED = 'a read failed';

/** In the order of their keys, not of the reads' answers: the same content makes the same file. */
function sortedByKey(entries: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(entries).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}

/**
 * What a renderer kept of its last render of each page (one renderer, so one build): a page whose Italian
 * render read the same data renders the same in every language, and its other languages are not rendered
 * again. The publish function keeps one per instance.
 */
export type RenderMemo = Map<string, { key: string; copies: Map<Lang, PageRender> }>;
const STRINGS: Record<Lang, object> = { it, en, de, nl, fr };
/** Italian first: its render reads the content, the other languages render from what it read. */
const ORDER: Lang[] = [FALLBACK_LANG, ...LANGUAGES.filter((l) => l !== FALLBACK_LANG)];

/** Every public page: the fixed routes and each room, service and experience (its path → what it shows). */
async function sitePaths(source: ContentSource) {
  const items: Parameters<typeof publicPaths>[0] = [];
  const listings = new Map<string, { collection: string; name: string }>();
  for (const kind of KIND_LIST)
    for (const { id, data } of await source.list(kind.collection)) {
      items.push({ kind, id });
      const [path] = publicPaths([{ kind, id }]).slice(-1);
      listings.set(path, { collection: kind.collection, name: readLocalized(data[kind.titleField]).it || id });
    }
  return { paths: publicPaths(items), listings };
}

/** A backend that only reads: nothing is written, nobody signs in, while a page renders on a server. */
function readOnlyBackend(source: ContentSource, kind: Backend['kind']): Backend {
  const refuse = () => Promise.reject(new Error('Read-only while rendering'));
  return {
    kind,
    docs: {
      get: (path) => source.get(path),
      list: (collection, query) => source.list(collection, query),
      watch: () => () => undefined,
      watchList: () => () => undefined,
      setMerge: refuse,
      setFields: refuse,
      add: refuse,
      remove: refuse,
    },
    files: {
      startUpload: () => {
        throw new Error('Read-only while rendering');
      },
      owns: () => false,
      pathOf: () => null,
      removeIfOwned: async () => false,
      read: refuse,
      putBack: refuse,
    },
    auth: { onChange: () => () => undefined, currentUser: () => null, signIn: refuse, signOut: async () => undefined },
    history: refuse,
  };
}

async function readAll(stream: ReadableStream<Uint8Array>): Promise<string> {
  const reader = stream.getReader();
  const decoder = new TextDecoder();
  let out = '';
  for (let r = await reader.read(); !r.done; r = await reader.read()) out += decoder.decode(r.value, { stream: true });
  return out + decoder.decode();
}

/** The page's own head tags: title, meta, links, and its structured data (a script's text can never close it). */
function headHtml(tags: HeadTags): string {
  const out: string[] = [];
  if (tags.title !== null) out.push(`<title>${escapeHtml(tags.title)}</title>`);
  for (const m of tags.metas) out.push(`<meta ${m.attr}="${m.key}" content="${escapeHtml(m.content)}">`);
  for (const l of tags.links)
    out.push(`<link rel="${l.rel}"${l.hreflang ? ` hreflang="${l.hreflang}"` : ''} href="${escapeHtml(l.href)}">`);
  if (tags.jsonLd)
    out.push(`<script type="application/ld+json" data-prerendered="">${tags.jsonLd.replace(/</g, '\\u003c')}</script>`);
  return out.join('\n    ');
}

/** A page no search engine is to index or follow (the meta tag; Hosting adds the header where it can). */
function privateShell(html: string): string {
  return html
    .replace(/\s*<meta name="robots" content="[^"]*"\s*\/?>/g, '')
    .replace(/\s*<\/head>/, (end) => `\n    <meta name="robots" content="noindex, nofollow" />${end}`);
}

/** The template's head without what each page says for itself, and where its entry module is. */
function prepareTemplate(template: string) {
  const entryTag = /\s*<script type="module" crossorigin(?:="")? src="([^"]+)"><\/script>/;
  const entry = entryTag.exec(template)?.[1];
  if (!entry) throw new Error('render: the template has no entry module');
  if (!/<meta charset="[^"]*"\s*\/?>/i.test(template)) throw new Error('render: the template head has no <meta charset>');
  if (!template.includes('<div id="root"></div>')) throw new Error('render: the template has no <div id="root"></div>');
  const stripped = template
    .replace(entryTag, '')
    // The page's modules are fetched once it has painted, from its entry (src/app/start.js).
    .replace(/\s*<link rel="modulepreload"[^>]*>/g, '')
    .replace(/\s*<title>[^<]*<\/title>/, '')
    .replace(/\s*<meta (?:name="(?:description|robots)"|property="og:[^"]+") content="[^"]*"\s*\/?>/g, '')
    .replace(/\s*<link rel="(?:canonical|alternate)"[^>]*>/g, '')
    // A saved page reads whole without JavaScript: the template's request to turn it on is for the shell.
    .replace(/\s*<noscript>[\s\S]*?<\/noscript>/, '');
  return { entry, stripped };
}

interface PageRender {
  body: string;
  head: HeadTags;
  /** Preload links React made for the page (its largest picture). */
  preloads: string[];
}

/**
 * Every room's hand-blocked nights as an iCalendar file (`calendari/{roomId}.ics`, calendarExportPath),
 * from its published availability; an empty calendar for a room without one, so the address a channel
 * was given keeps answering.
 */
export async function calendarExports(source: ContentSource, siteUrl: string): Promise<Map<string, string>> {
  const out = new Map<string, string>();
  let host = 'locanda';
  try {
    host = new URL(siteUrl).hostname || host;
  } catch {
    // The default host names the UIDs.
  }
  for (const room of await source.list(COLLECTIONS.rooms)) {
    const availability = (await source.get(`${AVAILABILITY_COLLECTION}/${room.id}`)) as RoomAvailability | null;
    const blocked = Array.isArray(availability?.blocked) ? availability.blocked : [];
    out.set(decodeURIComponent(calendarExportPath(room.id)).slice(1), calendarIcs(room.id, blocked, { host }));
  }
  return out;
}

export async function renderSite(kit: SiteKit, source: ContentSource, options: RenderOptions): Promise<RenderedSite> {
  const config = options.config ?? readConfig(import.meta.env);
  const { year } = options;
  const backend = readOnlyBackend(source, config.backend);
  const languages = new Map<Lang, i18n>();
  for (const lng of ORDER)
    languages.set(
      lng,
      await createI18n({ detect: false, lng, fetch: (l) => Promise.resolve(STRINGS[l as Lang] as Record<string, never>) }),
    );
  const { entry, stripped } = prepareTemplate(kit.template);
  const settings = readSiteSettings((await source.get(SETTINGS_DOC)) as DocData | null);
  const siteName = settings.siteName || PRODUCT_NAME;

  async function render(
    path: string,
    lng: Lang,
    entries: Record<string, unknown> | null,
  ): Promise<PageRender & { entries: Record<string, unknown>; failed: boolean }> {
    const published = createPublished();
    published.add({ versions: {}, year, entries: entries ?? {} });
    const cache = createReadCache(source, { server: true, published });
    let head: HeadTags | null = null;
    const errors: unknown[] = [];
    // The page at its URL in the language: the address the browser hydrates it at.
    const url = localizedPath(path, lng);
    const { prelude } = await prerender(
      <HeadContext.Provider value={(...input) => (head = headTags(...input))}>
        <StructuredDataContext.Provider value={structuredData}>
          <App
            backend={backend}
            config={config}
            i18n={languages.get(lng)!}
            start={{ auth: VISITOR, cache, published }}
            router={({ children }: { children: ReactNode }) => <StaticRouter location={url}>{children}</StaticRouter>}
          />
        </StructuredDataContext.Provider>
      </HeadContext.Provider>,
      {
        // Every part of the page inline, in order: no part is held back for an inline script to reveal
        // (the Content-Security-Policy allows none but the site's two).
        progressiveChunkSize: Number.MAX_SAFE_INTEGER,
        onError: (e) => void errors.push(e),
      },
    );
    let body = await readAll(prelude);
    // React puts the preloads it makes (the largest picture's) before the page: they belong in the head.
    const preloads: string[] = [];
    body = body.replace(/^(?:<link [^>]*\/>)+/, (links) => {
      preloads.push(...(links.match(/<link [^>]*\/>/g) ?? []).map((l) => l.replace(/\/>$/, '>')));
      return '';
    });
    if (errors.length) throw errors[0] instanceof Error ? errors[0] : new Error(String(errors[0]));
    if (!head) throw new Error(`render: ${path} set no head`);
    return { body, head, preloads, entries: cache.entries(), failed: cache.failed() };
  }

  const files = new Map<string, string>();
  const ogImages = new Map<string, string>();
  const pages: string[] = [];
  const skipped: SkippedPage[] = [];
  const { paths, listings } = await sitePaths(source);
  // Every public page, and the not-found page (Hosting serves it, with its 404, for any unknown path).
  for (const path of [...paths, NOT_FOUND_PATH]) {
    const file = fileForPath(path);
    const dataFile = pageDataFile(path);
    const listing = listings.get(path);
    if (!file || !dataFile) {
      skipped.push({
        path,
        code: 'address',
        reason: 'its address cannot be a file name',
        files: [],
        ...(listing && { listing }),
      });
      continue;
    }
    let entries: Record<string, unknown> | null = null;
    let copies = new Map<Lang, PageRender>();
    try {
      let key = '';
      for (const lng of ORDER) {
        const page = await render(path, lng, entries);
        if (page.failed) throw new Error(READ_FAILED);
        copies.set(lng, page);
        if (entries) continue;
        entries = page.entries;
        // The other languages render from what the Italian read: the same data as last time, the same pages.
        key = JSON.stringify([year, siteName, sortedByKey(entries)]);
        const before = options.reuse?.get(path);
        if (before?.key === key && before.copies.get(lng)?.body === page.body) {
          copies = before.copies;
          break;
        }
      }
      options.reuse?.set(path, { key, copies });
    } catch (e) {
      const read = (e as Error).message === READ_FAILED;
      const files = [
        dataFile.slice(1),
        ...LANGUAGES.flatMap((lng) => [`${I18N_ROOT}/${lng}/${file}`, fileForPath(localizedPath(path, lng))!]),
      ];
      skipped.push({
        path,
        code: read ? 'read' : 'render',
        reason: (e as Error).message.split('\n')[0],
        files: [...new Set(files)],
        ...(listing && { listing }),
      });
      continue;
    }
    const sortedEntries = sortedByKey(entries ?? {});
    const versions = Object.fromEntries([...copies].map(([lng, { body }]) => [lng, dataVersion(body)]));
    const data: PageData = { year, versions, entries: sortedEntries };
    files.set(dataFile.slice(1), JSON.stringify(data));
    for (const [lng, { body, head, preloads }] of copies) {
      ogImages.set(ogImagePath(head.ogSource).slice(1), head.ogSource);
      const html = withSiteName(stripped, siteName)
        .replace('<html lang="it">', () => `<html lang="${lng}">`)
        .replace(/(<meta charset="[^"]*"\s*\/?>)/i, (m) => `${m}\n    <script>${kit.firstPaint}</script>`)
        .replace('</head>', () => `  ${[...preloads, headHtml(head)].join('\n    ')}\n  </head>`)
        .replace(
          '<div id="root"></div>',
          () => `<div id="root" data-page="${escapeHtml(path)}" data-version="${versions[lng]}">${body}</div>`,
        )
        .replace(
          '</body>',
          () =>
            `  <script data-entry="${escapeHtml(entry)}" data-page-data="${escapeHtml(dataFile)}">${kit.start}</script>\n  </body>`,
        );
      // Each language's URL (`/camere`, `/de/camere`), and the copy Hosting's i18n rewrites serve at the
      // page's Italian path to a browser asking for the language.
      files.set(`${I18N_ROOT}/${lng}/${file}`, html);
      if (path !== NOT_FOUND_PATH) files.set(fileForPath(localizedPath(path, lng))!, html);
      else if (lng === FALLBACK_LANG) files.set(file, html);
    }
    if (path !== NOT_FOUND_PATH) pages.push(path);
  }
  // The application alone, for the owner's pages and a listing saved since the last publish: never indexed.
  const shell = privateShell(shellWithSiteName(kit.template, siteName));
  files.set('shell.html', shell);
  for (const owner of [SETTINGS_PATH, config.adminPath]) files.set(fileForPath(owner)!, shell);
  files.set('sitemap.xml', sitemapXml(config.siteUrl, paths));
  files.set('robots.txt', robotsTxt(config.siteUrl));
  // Each room's hand-blocked nights, for Booking.com, Airbnb and Vrbo to import (docs/availability.md).
  for (const [file, ics] of await calendarExports(source, config.siteUrl)) files.set(file, ics);
  // How many pages were saved (when: publishing's status in the owner's settings says it for Firebase).
  files.set(SAVED_PAGES_STAMP.slice(1), JSON.stringify({ pages: pages.length }));
  return { files, pages, skipped, ogImages };
}
