/**
 * Saves every page of a build as the browser shows it once its content has
 * loaded, in each of the five languages, so visitors (and crawlers) get the
 * page in their language before any script runs; the application then takes
 * over (src/app/handoff.ts).
 *
 * For each path of the build's sitemap.xml it serves the build on 127.0.0.1,
 * opens the page in headless Chromium, in Italian, waits until the application
 * marks itself ready, and saves it; then it switches the page's language
 * picker to each other language in turn and saves that copy too. Each copy
 * has the page's head in its language (title, description, canonical,
 * hreflang, JSON-LD, <html lang>) and a `<div id="snapshot">` copy of its body.
 *
 * Files, as Firebase Hosting's i18n rewrites expect them (firebase.json):
 * `<path>.html` (`index.html` for /) is the Italian default copy, and
 * `localized-files/<lang>/<path>.html` the copy for each language, Italian
 * included (a browser asking for Italian first and English second must get
 * Italian, not the first language folder that matches).
 * The untouched application shell stays as `shell.html`, served for any other
 * path, and `saved-pages.json` says when the copies were saved. A page whose reads did not all succeed is not saved; without Chromium
 * nothing is saved and the site works as before, only without the head start.
 */
import { copyFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { preview } from 'vite';
import { chromium, type Page } from '@playwright/test';
import { chromiumPath, CHROMIUM_ARGS } from '../tests/e2e/chromium.mjs';
import { READY_ATTR, SNAPSHOT_ID } from '../src/app/handoff';
import { FALLBACK_LANG, LANGUAGES, SAVED_PAGES_STAMP, type Lang } from '../src/content/constants';
import { fileForPath, I18N_ROOT } from './pageFile';
import { firstPaintScript, startScript } from './inlineScript';
import { shellWithSiteName, withSiteName } from './siteName';

interface Capture {
  head: string;
  snapshot: string;
  /** The site's name as configured (the head's og:site_name, which the application sets once it has read it). */
  siteName: string;
}

function sitemapPaths(outDir: string): string[] {
  const xml = readFileSync(join(outDir, 'sitemap.xml'), 'utf8');
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1].replace(/&amp;/g, '&')).pathname);
}

/** The page as it shows now, in `lang`: its head and its body's copy. */
function snapshotOf(page: Page, lang: Lang, loaderHtml: string): Promise<Capture | null> {
  return page.evaluate(
    ({ loaderHtml, readyAttr, lang }) => {
      const root = document.getElementById('root')!;
      // A page whose content did not all load is not saved: the application shows it live instead.
      if (document.documentElement.getAttribute(readyAttr) !== 'true' || root.querySelector('[role="alert"]')) return null;
      const copy = root.cloneNode(true) as HTMLElement;
      copy.querySelectorAll('.cookie-banner, [data-loader]').forEach((el) => el.remove());
      // The picker's choice is a property, not markup: written out so the saved select shows the copy's language.
      copy
        .querySelectorAll('[data-language-picker] option')
        .forEach((o) => o.toggleAttribute('selected', o.getAttribute('value') === lang));
      let loader = '';
      if (loaderHtml) {
        const holder = document.createElement('div');
        holder.innerHTML = loaderHtml;
        const el = holder.firstElementChild as HTMLElement;
        // As it first shows: no fade class, no inline transition (the snapshot fades in CSS).
        el.className = el.classList[0];
        el.removeAttribute('style');
        loader = el.outerHTML;
      }
      const head = document.head.cloneNode(true) as HTMLElement;
      head.querySelectorAll('script[type="application/ld+json"]').forEach((s) => {
        s.setAttribute('data-prerendered', '');
        // A script's text is written out as is: '<' escaped, so no text can close the element.
        s.textContent = (s.textContent ?? '').replace(/</g, '\\u003c');
      });
      const siteName = document.head.querySelector('meta[property="og:site_name"]')?.getAttribute('content') ?? '';
      return { head: head.innerHTML, snapshot: loader + copy.innerHTML, siteName };
    },
    { loaderHtml, readyAttr: READY_ATTR, lang },
  );
}

/** Every language's copy of one page, Italian first, each shown through the page's own language picker. */
async function capturePage(page: Page, url: string, withLoader: boolean): Promise<Map<Lang, Capture> | null> {
  await page.goto(url);
  // The homepage loader is there from the first render, and names the site once the settings are read; kept
  // as it then appears (its second starts only then).
  if (withLoader) await page.waitForFunction(() => !!document.querySelector('[data-loader]')?.textContent?.trim());
  const loader = withLoader ? await page.locator('[data-loader]').evaluate((el) => el.outerHTML) : '';
  await page.waitForSelector(`html[${READY_ATTR}]`, { timeout: 20_000 });
  await page.waitForLoadState('networkidle');
  const copies = new Map<Lang, Capture>();
  for (const lang of [FALLBACK_LANG, ...LANGUAGES.filter((l) => l !== FALLBACK_LANG)]) {
    // The pages share a browser profile, so the first language shown is whichever the last page left chosen.
    if ((await page.evaluate(() => document.documentElement.lang)) !== lang) {
      await page.evaluate((lang) => {
        const picker = document.querySelector<HTMLSelectElement>('#root [data-language-picker]')!;
        picker.value = lang;
        picker.dispatchEvent(new Event('change', { bubbles: true }));
      }, lang);
      await page.waitForFunction((lang) => document.documentElement.lang === lang, lang);
      // The page re-renders, and its head follows in effects: two frames.
      await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    }
    const capture = await snapshotOf(page, lang, loader);
    if (!capture) return null;
    copies.set(lang, capture);
  }
  return copies;
}

export async function prerender(outDir: string): Promise<number> {
  const template = readFileSync(join(outDir, 'index.html'), 'utf8');
  copyFileSync(join(outDir, 'index.html'), join(outDir, 'shell.html'));
  const exe = chromiumPath();
  if (exe === undefined) {
    console.warn('prerender: no Chromium here (CHROME_PATH or /usr/bin/chromium), pages are not prerendered');
    return 0;
  }
  const server = await preview({
    logLevel: 'silent',
    build: { outDir },
    preview: { host: '127.0.0.1', port: 4600 + Math.floor(Math.random() * 300), strictPort: false, open: false },
  });
  const base = server.resolvedUrls?.local[0]?.replace(/\/$/, '');
  if (!base) throw new Error('prerender: the preview server has no address');
  const browser = await chromium.launch({ executablePath: exe || undefined, args: CHROMIUM_ARGS });
  const pages = new Map<string, Map<Lang, Capture>>();
  // One browser profile for all pages (the demo stores its content once); three pages at a time.
  const context = await browser.newContext({ locale: 'it-IT', viewport: { width: 390, height: 844 } });
  const queue = sitemapPaths(outDir);
  const save = async (path: string) => {
    const file = fileForPath(path);
    if (!file) return;
    const page = await context.newPage();
    try {
      const copies = await capturePage(page, base + path, path === '/');
      if (copies) pages.set(file, copies);
      else console.warn(`prerender: ${path} could not read all its content, left to the application`);
    } catch (e) {
      console.warn(`prerender: ${path} left to the application (${(e as Error).message.split('\n')[0]})`);
    } finally {
      await page.close();
    }
  };
  const work = async () => {
    for (let path = queue.shift(); path !== undefined; path = queue.shift()) await save(path);
  };
  try {
    // The first page alone stores the demo content in the profile; the others then read it, three at a time.
    const first = queue.shift();
    if (first !== undefined) await save(first);
    await Promise.all([work(), work(), work()]);
  } finally {
    await browser.close();
    await new Promise<void>((resolve) => server.httpServer.close(() => resolve()));
  }
  // The build's own origin, where the browser wrote absolute addresses, becomes relative.
  const local = (html: string) => html.split(base).join('');
  const entryTag = /<script type="module" crossorigin(?:="")? src="([^"]+)"><\/script>/;
  const firstPaint = await firstPaintScript();
  const start = await startScript();
  // The shell names the site as configured too (the first saved page's name, all pages share it).
  const siteName = [...pages.values()][0]?.get(FALLBACK_LANG)?.siteName;
  if (siteName) writeFileSync(join(outDir, 'shell.html'), shellWithSiteName(template, siteName));
  for (const [file, copies] of pages) {
    for (const [lang, { head, snapshot, siteName }] of copies) {
      const saved = local(head);
      const entry = entryTag.exec(saved)?.[1];
      if (!entry) throw new Error('prerender: the entry script is missing from the page head');
      // The page's modules are fetched once it has painted, from its entry (src/app/start.js).
      const rest = saved.replace(entryTag, '').replace(/<link rel="modulepreload"[^>]*>/g, '');
      // First, before anything paints, the inline check of the copy's language (src/app/firstPaint.js);
      // the start script comes last, once the saved page has been read.
      const check = `<script>${firstPaint.code}</script>`;
      const body = `<div id="${SNAPSHOT_ID}">${local(snapshot)}</div><div id="root" hidden></div>\n<script data-entry="${entry}">${start.code}</script>`;
      const html = (siteName ? withSiteName(template, siteName) : template)
        .replace('<html lang="it">', () => `<html lang="${lang}">`)
        .replace(
          /<head>[\s\S]*<\/head>/,
          () => `<head>\n${rest.replace(/(<meta charset="[^"]*">)/i, (m) => `${m}\n${check}`)}\n</head>`,
        )
        .replace('<div id="root"></div>', () => body);
      if (!html.includes(check)) throw new Error('prerender: the page head has no <meta charset>');
      if (!html.includes(body)) throw new Error('prerender: the page has no <div id="root"></div>');
      const targets = [`${I18N_ROOT}/${lang}/${file}`, ...(lang === FALLBACK_LANG ? [file] : [])];
      for (const target of targets.map((t) => join(outDir, t))) {
        if (!existsSync(dirname(target))) mkdirSync(dirname(target), { recursive: true });
        writeFileSync(target, html);
      }
    }
  }
  // When they were saved, for the owner's settings page (src/editing/settings/SavedCopySection.tsx).
  if (pages.size)
    writeFileSync(join(outDir, SAVED_PAGES_STAMP), JSON.stringify({ savedAt: new Date().toISOString(), pages: pages.size }));
  console.log(`prerender: ${pages.size} pages saved in ${outDir}, each in ${LANGUAGES.length} languages`);
  return pages.size;
}
