/**
 * The two scripts of a saved page. src/app/firstPaint.js runs inline before it
 * paints and decides whether the copy the host served is in the language the
 * application will show: it has to agree with the application's own detection
 * (src/i18n) in every case. src/app/start.js (inline at the end of the body) makes
 * the saved page's controls work until the application has started, and starts it
 * (with the page's published data) once the largest picture has painted.
 */
import { readFileSync } from 'node:fs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createI18n, toLang } from '../../src/i18n';
import { AUTH_MARKER_KEY } from '../../src/backend/firebase/auth';
import { SESSION_KEY } from '../../src/backend/local/localBackend';
import { LOCAL_EDITS_KEY } from '../../src/content/constants';
import { LANG_OVERRIDE_COOKIE } from '../../src/content/constants';
import { firstPaintScript, startScript } from '../../scripts/inlineScript';
import { I18N_ROOT } from '../../scripts/pageFile';

const firstPaint = readFileSync('src/app/firstPaint.js', 'utf8');
const start = readFileSync('src/app/start.js', 'utf8');

interface Case {
  name: string;
  /** The language the site ends up in. */
  lang: string;
  /** The language of the copy the host served (its <html lang>). */
  served?: string;
  /** The page's path (/camere unless said). */
  path?: string;
  search?: string;
  cookie?: string;
  local?: string;
  session?: string;
  languages: string[];
}

const CASES: Case[] = [
  { name: 'an Italian browser', lang: 'it', languages: ['it-IT', 'it'] },
  { name: 'a German browser given the German copy', lang: 'de', served: 'de', languages: ['de-DE', 'de'] },
  { name: 'a German browser given the Italian copy', lang: 'de', languages: ['de-DE', 'de'] },
  { name: 'a Swiss German browser', lang: 'de', served: 'de', languages: ['de-CH'] },
  { name: 'a Spanish browser that also reads French', lang: 'fr', served: 'fr', languages: ['es-ES', 'fr-FR'] },
  { name: 'a browser in an unsupported language only', lang: 'it', languages: ['ja-JP', 'ja'] },
  { name: 'an unsupported browser given the German copy by the cookie', lang: 'de', served: 'de', languages: ['ja-JP'] },
  { name: '?lng=nl on an Italian browser', lang: 'nl', search: '?lng=nl', languages: ['it-IT'] },
  {
    name: '?lng=it on an English browser given the English copy',
    lang: 'it',
    served: 'en',
    search: '?lng=it',
    languages: ['en-US'],
  },
  { name: 'an unknown ?lng= on a French browser', lang: 'fr', served: 'fr', search: '?lng=xx', languages: ['fr-FR'] },
  {
    name: 'a script-like ?lng= on a Dutch browser',
    lang: 'nl',
    served: 'nl',
    search: `?lng=${encodeURIComponent('<script>')}`,
    languages: ['nl-NL'],
  },
  { name: 'the i18next cookie', lang: 'en', cookie: 'en', languages: ['it-IT'] },
  {
    name: 'a choice remembered in localStorage, the copy of Accept-Language served',
    lang: 'fr',
    served: 'de',
    local: 'fr',
    languages: ['de-DE'],
  },
  { name: 'a choice remembered in sessionStorage', lang: 'de', session: 'de', languages: ['it-IT'] },
  { name: 'the query before what is remembered', lang: 'it', search: '?lng=it', local: 'de', languages: ['en-GB'] },
  { name: 'a German URL on an Italian browser', lang: 'de', served: 'de', path: '/de/camere', languages: ['it-IT'] },
  {
    name: 'the language prefix before the query and what is remembered',
    lang: 'fr',
    served: 'fr',
    path: '/fr',
    search: '?lng=de',
    local: 'nl',
    languages: ['en-GB'],
  },
  { name: 'an Italian not-found page at a Dutch URL', lang: 'nl', path: '/nl/niente', languages: ['it-IT'] },
];

function clearCookies() {
  for (const c of document.cookie.split(';')) {
    const name = c.split('=')[0].trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
}

function setUp(c: Case) {
  localStorage.clear();
  sessionStorage.clear();
  clearCookies();
  window.history.replaceState({}, '', `${c.path ?? '/camere'}${c.search ?? ''}`);
  if (c.cookie) document.cookie = `i18next=${c.cookie}; path=/`;
  if (c.local) localStorage.setItem('i18nextLng', c.local);
  if (c.session) sessionStorage.setItem('i18nextLng', c.session);
  Object.defineProperty(navigator, 'languages', { value: c.languages, configurable: true });
  Object.defineProperty(navigator, 'language', { value: c.languages[0], configurable: true });
  document.documentElement.lang = c.served ?? 'it';
  document.documentElement.className = '';
}

const overrideCookie = () => new RegExp(`(?:^|; )${LANG_OVERRIDE_COOKIE}=([^;]*)`).exec(document.cookie)?.[1];

/** Runs a saved page's script as the browser runs a classic script, with `location` observed. */
function run(source: string) {
  const replace = vi.fn();
  const reload = vi.fn();
  const location = {
    get pathname() {
      return window.location.pathname;
    },
    get search() {
      return window.location.search;
    },
    get href() {
      return window.location.href;
    },
    replace,
    reload,
  };
  new Function('location', source)(location);
  return { replace, reload };
}

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  clearCookies();
  window.history.replaceState({}, '', '/');
  document.documentElement.className = '';
  document.documentElement.lang = 'it';
  document.body.innerHTML = '';
});

describe('src/app/firstPaint.js', () => {
  for (const c of CASES) {
    it(`keeps the served copy exactly when it is in the site's language, else asks for the right one: ${c.name}`, async () => {
      setUp(c);
      const { reload } = run(firstPaint);
      const cookie = overrideCookie();
      const hidden = document.documentElement.classList.contains('page-text-hidden');
      setUp(c);
      const i18n = await createI18n();
      const lang = toLang(i18n.resolvedLanguage);
      expect(lang).toBe(c.lang);
      const served = c.served ?? 'it';
      // The page is asked for again, with the cookie naming the language the host is to serve.
      expect(reload).toHaveBeenCalledTimes(lang === served ? 0 : 1);
      expect(cookie).toBe(lang === served ? undefined : lang);
      expect(hidden).toBe(false);
    });
  }

  it('never asks twice: when the cookie already names the language, the served text stays invisible for the application', () => {
    setUp({ name: 'fr', lang: 'fr', local: 'fr', languages: ['it-IT'] });
    document.cookie = `${LANG_OVERRIDE_COOKIE}=fr; path=/`;
    const { reload } = run(firstPaint);
    expect(reload).not.toHaveBeenCalled();
    expect(document.documentElement.classList.contains('page-text-hidden')).toBe(true);
  });

  it('never asks twice even where no cookie survives a load: a reload does not ask again', () => {
    setUp({ name: 'de', lang: 'de', search: '?lng=de', languages: ['it-IT'] });
    const real = performance.getEntriesByType.bind(performance);
    vi.spyOn(performance, 'getEntriesByType').mockImplementation((type) =>
      type === 'navigation' ? [{ type: 'reload' } as unknown as PerformanceEntry] : real(type),
    );
    const { reload } = run(firstPaint);
    expect(reload).not.toHaveBeenCalled();
    expect(document.documentElement.classList.contains('page-text-hidden')).toBe(true);
  });

  it('hides the served text where cookies are unavailable', () => {
    setUp({ name: 'de', lang: 'de', search: '?lng=de', languages: ['it-IT'] });
    Object.defineProperty(document, 'cookie', {
      configurable: true,
      get: () => {
        throw new DOMException('blocked', 'SecurityError');
      },
      set: () => {
        throw new DOMException('blocked', 'SecurityError');
      },
    });
    try {
      const { reload } = run(firstPaint);
      expect(reload).not.toHaveBeenCalled();
      expect(document.documentElement.classList.contains('page-text-hidden')).toBe(true);
    } finally {
      delete (document as unknown as Record<string, unknown>).cookie;
    }
  });

  it('shows nothing of the saved page in a browser where the owner has signed in (either backend) or changed the demo', () => {
    for (const key of [SESSION_KEY, AUTH_MARKER_KEY, LOCAL_EDITS_KEY, null]) {
      setUp({ name: 'it', lang: 'it', languages: ['it-IT'] });
      if (key) localStorage.setItem(key, key === SESSION_KEY ? 'admin@locanda.test' : '1');
      run(firstPaint);
      expect(document.documentElement.classList.contains('page-hidden')).toBe(key !== null);
    }
  });

  it('names the cookie the application keeps', () => {
    expect(firstPaint).toContain(`'${LANG_OVERRIDE_COOKIE}'`);
    expect(start).toContain(`'${LANG_OVERRIDE_COOKIE}=`);
  });

  it('is allowed to run by the hosting Content-Security-Policy, which serves the language copies from localized-files', async () => {
    const hosting = JSON.parse(readFileSync('firebase.json', 'utf8')).hosting;
    expect(hosting.i18n).toEqual({ root: `/${I18N_ROOT}` });
    const csp: string = hosting.headers
      .flatMap((h: { headers: { key: string; value: string }[] }) => h.headers)
      .find((h: { key: string }) => h.key === 'Content-Security-Policy').value;
    const scriptSrc = /script-src ([^;]*)/.exec(csp)![1].split(' ');
    // A change to src/app/firstPaint.js or src/app/start.js needs its new hash here.
    expect(scriptSrc).toEqual(["'self'", (await firstPaintScript()).csp, (await startScript()).csp]);
  });
});

describe('src/app/start.js', () => {
  let currentScript: HTMLScriptElement;
  beforeEach(() => {
    setUp({ name: 'it', lang: 'it', languages: ['it-IT'] });
    currentScript = document.createElement('script');
    currentScript.setAttribute('data-entry', '/assets/index-abc.js');
    Object.defineProperty(document, 'currentScript', { value: currentScript, configurable: true });
  });
  afterEach(() => {
    delete (document as unknown as { currentScript?: unknown }).currentScript;
    document.head.querySelectorAll('link[rel="modulepreload"], script[type="module"]').forEach((el) => el.remove());
  });

  const frame = () => new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0)));
  const entry = () => document.head.querySelector('script[type="module"]')?.getAttribute('src');

  it('starts the application only once the largest picture has loaded and painted', async () => {
    document.body.innerHTML =
      '<div id="root" data-page="/camere"><img fetchpriority="high" src="/demo/hero.svg"><img src="/demo/other.svg"></div>';
    const hero = document.querySelector('img')!;
    Object.defineProperty(hero, 'complete', { value: false, configurable: true });
    run(start);
    await frame();
    await frame();
    expect(entry()).toBeUndefined();
    hero.dispatchEvent(new Event('load'));
    expect(entry()).toBeUndefined();
    await frame();
    await frame();
    expect(entry()).toBe('/assets/index-abc.js');
    // Only the entry: a module preload added here would be compiled in a long task of its own.
    expect(document.head.querySelectorAll('link[rel="modulepreload"], link[rel="preload"]')).toHaveLength(0);
  });

  it('leaves the page once it has run, and still starts the application', async () => {
    document.body.innerHTML = '<div id="root" data-page="/camere"></div>';
    document.body.appendChild(currentScript);
    run(start);
    expect(currentScript.isConnected).toBe(false);
    expect(document.body.querySelector('script')).toBeNull();
    await frame();
    await frame();
    expect(entry()).toBe('/assets/index-abc.js');
  });

  it('where the browser reports when each picture was on screen (Element Timing), starts right after that', async () => {
    document.body.innerHTML = `<div id="root" data-page="/camere">
      <img fetchpriority="high" elementtiming="largest" src="/demo/hero.svg">
      <img fetchpriority="high" elementtiming="largest" src="/demo/far-below.svg"></div>`;
    const [hero, below] = document.querySelectorAll('img');
    let report!: (entries: { element: Element }[]) => void;
    let seen!: (entries: { target: Element; isIntersecting: boolean }[]) => void;
    vi.stubGlobal(
      'PerformanceObserver',
      Object.assign(
        function (this: unknown, cb: (list: { getEntries: () => unknown[] }) => void) {
          report = (entries) => cb({ getEntries: () => entries });
          return { observe: () => undefined, disconnect: () => undefined };
        },
        { supportedEntryTypes: ['element', 'largest-contentful-paint'] },
      ),
    );
    vi.stubGlobal('IntersectionObserver', function (cb: typeof seen) {
      seen = cb;
      return { observe: () => undefined, disconnect: () => undefined };
    });
    try {
      run(start);
      // The second picture is below the fold: never painted, not waited for.
      seen([
        { target: hero, isIntersecting: true },
        { target: below, isIntersecting: false },
      ]);
      await frame();
      await frame();
      expect(entry()).toBeUndefined();
      report([{ element: hero }]);
      await new Promise((r) => setTimeout(r, 0));
      expect(entry()).toBe('/assets/index-abc.js');
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('starts after the first frame when the page has no such picture', async () => {
    document.body.innerHTML = '<div id="root" data-page="/camere"><p>Testo</p></div>';
    run(start);
    expect(entry()).toBeUndefined();
    await frame();
    await frame();
    expect(entry()).toBe('/assets/index-abc.js');
  });

  it('does not wait for a picture that never arrives', async () => {
    vi.useFakeTimers();
    try {
      document.body.innerHTML = '<div id="root" data-page="/camere"><img fetchpriority="high" src="/demo/hero.svg"></div>';
      Object.defineProperty(document.querySelector('img')!, 'complete', { value: false });
      run(start);
      vi.advanceTimersByTime(2499);
      expect(entry()).toBeUndefined();
      vi.advanceTimersByTime(1);
      expect(entry()).toBe('/assets/index-abc.js');
    } finally {
      vi.useRealTimers();
    }
  });

  it("fetches the page's published data when it starts the application, for the application to hydrate with", async () => {
    const fetched: string[] = [];
    vi.stubGlobal('fetch', (url: string) => {
      fetched.push(url);
      return Promise.resolve(new Response('{"publishedAt":1,"entries":{}}', { headers: { 'content-type': 'application/json' } }));
    });
    try {
      document.body.innerHTML = '<div id="root" data-page="/camere"><p>Testo</p></div>';
      currentScript.setAttribute('data-page-data', '/page-data/camere.json');
      run(start);
      expect(fetched).toEqual([]);
      await frame();
      await frame();
      expect(fetched).toEqual(['/page-data/camere.json']);
      expect(await (window as unknown as { __locandaPageData: Promise<unknown> }).__locandaPageData).toEqual({
        publishedAt: 1,
        entries: {},
      });
    } finally {
      vi.unstubAllGlobals();
      delete (window as unknown as { __locandaPageData?: unknown }).__locandaPageData;
    }
  });

  it('leaves the language links to the application once it has started', () => {
    document.body.innerHTML = `<div id="root" data-page="/camere">
      <a href="#nl" hreflang="nl" data-language="nl"><span>Nederlands</span></a></div>`;
    currentScript.removeAttribute('data-entry');
    run(start);
    document.documentElement.setAttribute('data-app', '');
    try {
      document.querySelector('span')!.click();
      expect(overrideCookie()).toBeUndefined();
      expect(localStorage.getItem('i18nextLng')).toBeNull();
    } finally {
      document.documentElement.removeAttribute('data-app');
    }
  });

  it('a language link followed on the saved page remembers the choice as the application would, and is followed', () => {
    for (const lng of ['nl', 'it', 'de']) {
      document.body.innerHTML = `<div id="root" data-page="/camere">
        <a href="#${lng}" hreflang="${lng}" data-language="${lng}"><span>${lng}</span></a></div>`;
      currentScript.removeAttribute('data-entry');
      run(start);
      let followed = false;
      document.querySelector('a')!.addEventListener('click', (e) => (followed = !e.defaultPrevented));
      document.querySelector('span')!.click();
      expect(overrideCookie()).toBe(lng);
      expect(localStorage.getItem('i18nextLng')).toBe(lng);
      expect(followed).toBe(true);
    }
  });
});
