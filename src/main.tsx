/**
 * Boot: configuration, languages, backend, then the application.
 *
 * On a saved page (rendered by src/app/server.tsx, `#root[data-page]`) the application hydrates what
 * is already on screen, with the data the page was rendered from: the same tree, no reads, nothing
 * repainted. Everywhere else it renders itself: the application shell (a path without a saved page),
 * and a browser whose site may differ from the saved one (the owner's, signed in; a demo browser
 * whose content the owner changed), where src/app/firstPaint.js hides the saved page until then.
 * What the page's inline scripts hand over, and the signal given back, are src/app/startUp.ts's.
 */
import './ui/global.css';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import type { CheckedConfig } from './config';
import { createI18n } from './i18n';
import { createBackend, deferredBackend } from './backend/createBackend';
import { App, preloadRoute } from './app/App';
import { handOverLanguage, savedPage, savedPageData, showPage, takeOver } from './app/startUp';
import { createPublished, fetchPageData } from './data/published';
import { VISITOR } from './data/context';
import { splitLangPath } from './content/paths';
import { LOCAL_EDITS_KEY } from './content/constants';
import { loadWebFonts } from './ui/webFonts';
import { rememberFocus } from './ui/focusMemory';

/** The configuration as the build checked it (vite.config.ts, src/config.ts's checkConfig). */
declare const __APP_CONFIG__: CheckedConfig;

const rootElement = document.getElementById('root')!;

/** A visitor reads what was published; a browser whose site may differ from it (a demo browser where the owner
 * changed content) reads its own first. */
function hasLocalEdits(): boolean {
  try {
    return localStorage.getItem(LOCAL_EDITS_KEY) !== null;
  } catch {
    return false;
  }
}

async function boot() {
  // Now that the page's largest pictures are on screen (src/app/start.js).
  loadWebFonts();
  const checked = __APP_CONFIG__;
  if ('problems' in checked) {
    showPage();
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
  const saved = savedPage();

  if (saved) {
    // The saved page's language, whatever the visitor wants: the hydrating render must be the server's.
    const [page, i18n] = await Promise.all([savedPageData(), createI18n({ detect: false, lng: saved.lang })]);
    // Loaded when first needed: a visitor reading published pages never needs it.
    const backend = deferredBackend(config);
    if (!page) {
      // Nothing to start from (offline since the page came): the saved page stays as it is, readable,
      // its links whole pages, its menu and language picker working (src/app/start.js).
      showPage();
      return;
    }
    published.add(page);
    if (page.versions[saved.lang] === saved.version) {
      takeOver();
      startTransition(() => {
        hydrateRoot(
          rootElement,
          <StrictMode>
            <App backend={backend} config={config} i18n={i18n} start={{ auth: VISITOR, published, preferLive: hasLocalEdits }} />
          </StrictMode>,
        );
      });
      handOverLanguage(i18n, saved.lang);
      return;
    }
    // Published again since this page was served: its newer data is rendered in its place below.
  }

  const [i18n, backend] = await Promise.all([createI18n(), createBackend(config)]);
  takeOver();
  // A saved page rendered anew from other data: its structured data is the application's to write.
  document.head.querySelectorAll('script[type="application/ld+json"][data-prerendered]').forEach((s) => s.remove());
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
