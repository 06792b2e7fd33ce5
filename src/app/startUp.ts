/**
 * A page's start-up in the browser, in one place: what the two inline scripts of a saved page leave on
 * `<html>` for the application, and the one signal the application gives back once its first page shows.
 *
 * Before any script of the application (src/app/server.tsx inlines both, minified):
 * - src/app/firstPaint.js, before the first paint, may hide the saved page whole (`html.page-hidden`: a
 *   browser whose site may differ from the published one) or only its text (`html.page-text-hidden`: the
 *   visitor wants a language the host could not serve);
 * - src/app/start.js, at the end of the body, runs the saved page's language links until the application
 *   takes over (`html[data-app]`, `takeOver`), and starts the application once the page's largest pictures
 *   are on screen, fetching the page's published data at the address the server wrote beside it
 *   (`window.__locandaPageData`, `savedPageData`).
 *
 * Then src/main.tsx hydrates the saved page (in its own language, `handOverLanguage` then switches to the
 * visitor's) or renders the application anew, and src/app/ReadyMarker.tsx says when the first page's reads
 * have settled. The one signal, `html[data-ready]` ("true", or "error" when a read failed), comes once both
 * hold: the page's reads are in and it is in the visitor's language. With it, whatever the inline script
 * hid shows. The browser tests and the benchmark wait for it.
 */
import type { i18n } from 'i18next';
import { rememberLanguage, switchLanguage, toLang } from '../i18n';
import type { Lang } from '../content/constants';
import { isPageData, type PageData } from '../data/published';

/** `html[data-ready]`: the application shows its first page's content. */
export const READY_ATTR = 'data-ready';
/** `html[data-app]`: the saved page's controls are the application's. */
export const APP_ATTR = 'data-app';
/** Classes src/app/firstPaint.js sets before the first paint: the page hidden, or only its text. */
export const PAGE_HIDDEN_CLASS = 'page-hidden';
export const PAGE_TEXT_HIDDEN_CLASS = 'page-text-hidden';

const html = () => document.documentElement;

/** The saved page the application is to hydrate, or null where there is none to take over (or it is hidden). */
export function savedPage(): { path: string; version: string | null; lang: Lang } | null {
  const root = document.getElementById('root');
  const path = root?.getAttribute('data-page');
  if (!root || path == null || html().classList.contains(PAGE_HIDDEN_CLASS)) return null;
  return { path, version: root.getAttribute('data-version'), lang: toLang(html().lang) };
}

/**
 * The saved page's published data, as src/app/start.js fetched it from the address the server wrote (the
 * only place that address is made for the first page); null when it has none or it cannot be fetched now.
 */
export function savedPageData(): Promise<PageData | null> {
  const early = (window as { __locandaPageData?: Promise<unknown> }).__locandaPageData;
  return Promise.resolve(early).then(
    (d) => (isPageData(d) ? d : null),
    () => null,
  );
}

/** From here the saved page's menu toggle and language links are the application's (src/app/start.js). */
export function takeOver(): void {
  html().setAttribute(APP_ATTR, '');
}

/** Shows what the inline script hid, where no application will start (nothing to start from, a configuration error). */
export function showPage(): void {
  html().classList.remove(PAGE_HIDDEN_CLASS, PAGE_TEXT_HIDDEN_CLASS);
}

/** Two frames: what React has just been asked to show is on screen. */
const painted = () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));

/** Settles once the first page is in the visitor's language (at once, unless a saved page is switching). */
let languageSettled: Promise<unknown> = Promise.resolve();

/**
 * The language hand-over of a hydrated saved page, called as it hydrates (in `served`, the server's
 * language). src/app/firstPaint.js has looked for the visitor's language in the detector's order: where it
 * found the served one, that is the language, cached as the detector caches it; where it found another the
 * host could not serve, the text waits hidden, the detector decides and the page switches to it.
 */
export function handOverLanguage(i18n: i18n, served: Lang): void {
  const hidden = html().classList.contains(PAGE_TEXT_HIDDEN_CLASS);
  languageSettled = (async () => {
    const wanted = hidden ? (await import('../i18n/detect')).detectLanguage() : served;
    if (wanted === served) return rememberLanguage(served);
    await switchLanguage(i18n, wanted);
    await painted();
  })().catch(() => undefined);
}

/**
 * The one signal, from src/app/ReadyMarker.tsx once the first page's reads have settled (`complete`: every
 * one succeeded): given once the page is in the visitor's language too, and then the page shows whole.
 */
export function markReady(complete: boolean): void {
  void languageSettled.then(() => {
    if (html().hasAttribute(READY_ATTR)) return;
    html().setAttribute(READY_ATTR, complete ? 'true' : 'error');
    showPage();
  });
}
