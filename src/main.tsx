/**
 * Boot: configuration, languages, backend, then the application.
 *
 * On a saved page (rendered by src/app/server.tsx, `#root[data-page]`) the application hydrates what
 * is already on screen, with the data the page was rendered from: the same tree, no reads, nothing
 * repainted. Everywhere else it renders itself: the application shell (a path without a saved page),
 * and a browser whose site may differ from the saved one (the owner's, signed in; a demo browser
 * whose content the owner changed), where src/app/firstPaint.js hides the saved page until then.
 */
import './ui/global.css';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import type { CheckedConfig } from './config';
import { createI18n, rememberLanguage, switchLanguage, toLang } from './i18n';
import { createBackend, deferredBackend } from './backend/createBackend';
import { App, preloadRoute } from './app/App';
import { PAGE_HIDDEN_CLASS, PAGE_TEXT_HIDDEN_CLASS, READY_ATTR } from './app/ready';
import { createPublished, isPageData, type PageData } from './data/published';
import { VISITOR } from './data/context';
import { pageDataFile } from './content/pageFiles';
import { splitLangPath } from './content/paths';
import { LOCAL_EDITS_KEY } from './content/constants';
import { loadWebFonts } from './ui/webFonts';
import { rememberFocus } from './ui/focusMemory';

/** The configuration as the build checked it (vite.config.ts, src/config.ts's checkConfig). */
declare const __APP_CONFIG__: CheckedConfig;

const rootElement = document.getElementById('root')!;
const html = document.documentElement;

/** A page's published data, or null when it has none (or it cannot be fetched now). */
async function fetchPageData(pathname: string): Promise<PageData | null> {
  const url = pageDataFile(pathname);
  if (!url) return null;
  const res = await fetch(url, { headers: { Accept: 'application/json' } });
  // The development server answers any path with the application: that is not data.
  if (!res.ok || !(res.headers.get('content-type') ?? '').includes('json')) return null;
  const data: unknown = await res.json();
  return isPageData(data) ? data : null;
}

/** The saved page's data: already on its way when the start script fetched it (src/app/start.js). */
function firstPageData(pathname: string): Promise<PageData | null> {
  const early = (window as { __locandaPageData?: Promise<unknown> }).__locandaPageData;
  return (early ?? fetchPageData(pathname)).then(
    (d) => (isPageData(d) ? d : null),
    () => null,
  );
}

/** A visitor reads what was published; a browser whose site may differ from it (a demo browser where the owner
 * changed content) reads its own first. */
function hasLocalEdits(): boolean {
  try {
    return localStorage.getItem(LOCAL_EDITS_KEY) !== null;
  } catch {
    return false;
  }
}

/** Two frames: what React has just been asked to show is on screen. */
const painted = () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));

async function boot() {
  // Now that the page's largest pictures are on screen (src/app/start.js).
  loadWebFonts();
  const checked = __APP_CONFIG__;
  if ('problems' in checked) {
    html.classList.remove(PAGE_HIDDEN_CLASS, PAGE_TEXT_HIDDEN_CLASS);
    const { ConfigErrorScreen } = await import('./app/ConfigErrorScreen');
    createRoot(rootElement).render(<ConfigErrorScreen problems={checked.problems} />);
    return;
  }
  const { config } = checked;
  // The page's path without its language prefix: what the routes and the published data are named by.
  const pagePath = () => splitLangPath(window.location.pathname).path;
  preloadRoute(pagePath());
  // (The development server has no published data: it renders from the backend.)
  const published = createPublished({
    fetchPage: import.meta.env.DEV ? undefined : fetchPageData,
    currentPath: pagePath,
  });
  const saved = rootElement.getAttribute('data-page');

  if (saved !== null && !html.classList.contains(PAGE_HIDDEN_CLASS)) {
    // The saved page's language, whatever the visitor wants: the hydrating render must be the server's.
    const served = toLang(html.lang);
    const [page, i18n] = await Promise.all([firstPageData(saved), createI18n({ detect: false, lng: served })]);
    // Loaded when first needed: a visitor reading published pages never needs it.
    const backend = deferredBackend(config);
    if (!page) {
      // Nothing to start from (offline since the page came): the saved page stays as it is, readable,
      // its links whole pages, its menu and language picker working (src/app/start.js).
      html.classList.remove(PAGE_TEXT_HIDDEN_CLASS);
      return;
    }
    published.add(page);
    if (page.versions[served] === rootElement.getAttribute('data-version')) {
      // From here the saved page's menu toggle and language picker are the application's (src/app/start.js).
      html.setAttribute('data-app', '');
      startTransition(() => {
        hydrateRoot(
          rootElement,
          <StrictMode>
            <App backend={backend} config={config} i18n={i18n} start={{ auth: VISITOR, published, preferLive: hasLocalEdits }} />
          </StrictMode>,
        );
      });
      // The inline script (src/app/firstPaint.js) has looked for the visitor's language in the detector's order.
      // Where it found the served one, that is the language, cached as the detector caches it; where it found
      // another the host could not serve, the text waits hidden and the detector decides.
      const wanted = html.classList.contains(PAGE_TEXT_HIDDEN_CLASS) ? (await import('./i18n/detect')).detectLanguage() : served;
      if (wanted === served) rememberLanguage(served);
      else {
        // The host could not serve the visitor's language (src/app/firstPaint.js): the page shows it now.
        await switchLanguage(i18n, wanted);
        await painted();
      }
      html.classList.remove(PAGE_TEXT_HIDDEN_CLASS);
      return;
    }
    // Published again since this page was served: its newer data is rendered in its place below.
  }

  const [i18n, backend] = await Promise.all([createI18n(), createBackend(config)]);
  html.setAttribute('data-app', '');
  // A saved page rendered anew from other data: its structured data is the application's to write.
  document.head.querySelectorAll('script[type="application/ld+json"][data-prerendered]').forEach((s) => s.remove());
  if (!html.hasAttribute(READY_ATTR))
    document.addEventListener('locanda:ready', () => html.classList.remove(PAGE_TEXT_HIDDEN_CLASS), { once: true });
  const root = createRoot(rootElement);
  // Rendered in slices that leave the main thread free between them.
  startTransition(() =>
    root.render(
      <StrictMode>
        <App backend={backend} config={config} i18n={i18n} start={{ published, preferLive: hasLocalEdits }} />
      </StrictMode>,
    ),
  );
}

// From the start, where the focus was (a dialog whose code comes late gives it back there).
rememberFocus();
void boot();
