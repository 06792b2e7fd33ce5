import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createI18n, loadOwnerStrings, toLang } from '../../src/i18n';
import { detectLanguage, detectionOptions } from '../../src/i18n/detect';
import { LANGUAGES } from '../../src/content/constants';

function clearDetectionState() {
  localStorage.clear();
  sessionStorage.clear();
  for (const c of document.cookie.split(';')) {
    const name = c.split('=')[0].trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
  window.history.replaceState({}, '', '/');
}

describe('detection options (SPEC §1)', () => {
  it('looks in the page’s language prefix, then the query string, cookie, local storage, session storage, browser language, html lang — in that order', () => {
    expect(detectionOptions.order).toEqual([
      'languagePrefix',
      'querystring',
      'cookie',
      'localStorage',
      'sessionStorage',
      'navigator',
      'htmlTag',
    ]);
  });

  it('reads ?lng= and caches the language in localStorage under i18nextLng', () => {
    expect(detectionOptions.lookupQuerystring).toBe('lng');
    expect(detectionOptions.lookupLocalStorage).toBe('i18nextLng');
    expect(detectionOptions.caches).toEqual(['localStorage']);
  });
});

describe('toLang', () => {
  it('maps any language value to one of the five', () => {
    expect(toLang('de-CH')).toBe('de');
    expect(toLang('en_GB')).toBe('en');
    expect(toLang('FR')).toBe('fr');
    expect(toLang('nl')).toBe('nl');
    expect(toLang('es')).toBe('it');
    expect(toLang('xx')).toBe('it');
    expect(toLang('')).toBe('it');
    expect(toLang(undefined)).toBe('it');
    expect(toLang(null)).toBe('it');
  });
});

describe('createI18n with detection', () => {
  beforeEach(clearDetectionState);
  afterEach(clearDetectionState);

  it('takes ?lng=de from the address and caches it', async () => {
    window.history.replaceState({}, '', '/camere?lng=de');
    const i18n = await createI18n();
    expect(i18n.resolvedLanguage).toBe('de');
    expect(localStorage.getItem('i18nextLng')).toBe('de');
    expect(i18n.t('nav.camere')).toBe('Zimmer');
    expect(document.documentElement.lang).toBe('de');
  });

  it('takes the language of a prefixed URL before ?lng=, and the query string where there is no prefix', async () => {
    window.history.replaceState({}, '', '/nl/camere/camera-uliveto?lng=fr');
    expect((await createI18n()).resolvedLanguage).toBe('nl');
    window.history.replaceState({}, '', '/camere/nl?lng=fr');
    expect((await createI18n()).resolvedLanguage).toBe('fr');
  });

  it('takes a regional browser language as its base language', async () => {
    window.history.replaceState({}, '', '/?lng=fr-CA');
    const i18n = await createI18n();
    expect(i18n.resolvedLanguage).toBe('fr');
  });

  it.each(['<script>alert(1)</script>', '"><img src=x onerror=alert(1)>', 'xx', 'es'])(
    'ends in a supported language for ?lng=%s, and caches one',
    async (value) => {
      window.history.replaceState({}, '', `/?lng=${encodeURIComponent(value)}`);
      const i18n = await createI18n();
      expect(LANGUAGES).toContain(i18n.resolvedLanguage);
      const cached = localStorage.getItem('i18nextLng');
      expect(cached).not.toBeNull();
      expect(cached).not.toMatch(/[<>"]/);
      expect(document.documentElement.lang).toMatch(/^(it|en|de|nl|fr)$/);
      expect(document.documentElement.lang).toBe(toLang(i18n.language));
    },
  );

  it('uses the cached language when the address has none', async () => {
    localStorage.setItem('i18nextLng', 'nl');
    const i18n = await createI18n();
    expect(i18n.resolvedLanguage).toBe('nl');
  });

  it('lets the query string win over the cache', async () => {
    localStorage.setItem('i18nextLng', 'nl');
    window.history.replaceState({}, '', '/?lng=en');
    const i18n = await createI18n();
    expect(i18n.resolvedLanguage).toBe('en');
    expect(localStorage.getItem('i18nextLng')).toBe('en');
  });

  it('keeps the cookie Firebase Hosting picks the saved page by equal to the language shown', async () => {
    const override = () => /(?:^|; )firebase-language-override=([^;]*)/.exec(document.cookie)?.[1];
    window.history.replaceState({}, '', '/camere?lng=de-AT');
    const i18n = await createI18n();
    expect(override()).toBe('de');
    await i18n.changeLanguage('fr');
    expect(override()).toBe('fr');
    expect(localStorage.getItem('i18nextLng')).toBe('fr');
  });

  it('skips the cookie lookup when cookies are unavailable', async () => {
    Object.defineProperty(document, 'cookie', {
      configurable: true,
      get() {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
      set() {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
    });
    try {
      localStorage.setItem('i18nextLng', 'fr');
      const i18n = await createI18n();
      expect(i18n.resolvedLanguage).toBe('fr');
    } finally {
      delete (document as unknown as Record<string, unknown>).cookie;
      expect(typeof document.cookie).toBe('string');
    }
  });
});

describe('detectLanguage (a saved page: the language the visitor wants)', () => {
  beforeEach(clearDetectionState);
  afterEach(clearDetectionState);

  it('passes over injected and unsupported values to the first supported one, and caches it', () => {
    document.cookie = `i18next=${encodeURIComponent('" onmouseover="x()')}; path=/`;
    localStorage.setItem('i18nextLng', '<b>x</b>');
    sessionStorage.setItem('i18nextLng', 'es');
    window.history.replaceState({}, '', '/camere?lng=xx');
    // None of them: the browser's language comes next (jsdom's is en-US).
    expect(navigator.language).toBe('en-US');
    expect(detectLanguage()).toBe('en');
    expect(localStorage.getItem('i18nextLng')).toBe('en');
    localStorage.setItem('i18nextLng', '<b>x</b>');
    sessionStorage.setItem('i18nextLng', 'de-CH');
    expect(detectLanguage()).toBe('de');
    expect(localStorage.getItem('i18nextLng')).toBe('de');
  });

  it('drops a script injected through ?lng= and takes the next source’s language', () => {
    window.history.replaceState({}, '', `/?lng=${encodeURIComponent('<script>alert(1)</script>')}`);
    sessionStorage.setItem('i18nextLng', 'nl');
    expect(detectLanguage()).toBe('nl');
    expect(localStorage.getItem('i18nextLng')).toBe('nl');
  });

  it('looks in the query string, cookie, local storage, session storage, browser language and html lang, in that order', () => {
    const sources = (s: { query?: string; cookie?: string; local?: string; session?: string }) => {
      clearDetectionState();
      if (s.query) window.history.replaceState({}, '', `/?lng=${s.query}`);
      if (s.cookie) document.cookie = `i18next=${s.cookie}; path=/`;
      if (s.local) localStorage.setItem('i18nextLng', s.local);
      if (s.session) sessionStorage.setItem('i18nextLng', s.session);
    };
    document.documentElement.lang = 'fr';
    sources({ query: 'de', cookie: 'nl', local: 'it', session: 'fr' });
    expect(detectLanguage()).toBe('de');
    sources({ cookie: 'nl', local: 'it', session: 'fr' });
    expect(detectLanguage()).toBe('nl');
    sources({ local: 'it', session: 'fr' });
    expect(detectLanguage()).toBe('it');
    sources({ session: 'fr' });
    expect(detectLanguage()).toBe('fr');
    sources({});
    // jsdom's browser language is en-US.
    expect(detectLanguage()).toBe('en');
    // A browser language none of the five: the page's own language.
    sources({});
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['es-ES']);
    vi.spyOn(navigator, 'language', 'get').mockReturnValue('es-ES');
    expect(detectLanguage()).toBe('fr');
    document.documentElement.lang = 'it';
  });

  it('takes the language prefix first', () => {
    localStorage.setItem('i18nextLng', 'de');
    window.history.replaceState({}, '', '/fr/camere?lng=en');
    expect(detectLanguage()).toBe('fr');
  });
});

describe('createI18n without detection', () => {
  it('loads only the current language (each is complete: no Italian beside it), and another language when switched to', async () => {
    const i18n = await createI18n({ detect: false, lng: 'de' });
    const loaded = () => LANGUAGES.filter((l) => i18n.hasResourceBundle(l, 'translation')).sort();
    expect(loaded()).toEqual(['de']);
    expect(i18n.t('nav.camere')).toBe('Zimmer');
    await i18n.changeLanguage('nl');
    expect(loaded()).toEqual(['de', 'nl']);
    expect(i18n.t('nav.camere')).toBe('Kamers');
  });

  it("gives the owner's strings to languages loaded before and after they were requested", async () => {
    const i18n = await createI18n({ detect: false, lng: 'en' });
    expect(i18n.exists('login.title')).toBe(false);
    await loadOwnerStrings(i18n);
    expect(i18n.t('login.title')).toBe('Owner sign-in');
    expect(i18n.t('nav.camere')).toBe('Rooms');
    await i18n.changeLanguage('fr');
    expect(i18n.t('login.title')).toBe('Connexion à l’espace de gestion');
    expect(i18n.t('nav.camere')).toBe('Chambres');
  });

  it('falls back to Italian for an unsupported language', async () => {
    const i18n = await createI18n({ detect: false, lng: 'es' });
    expect(i18n.t('nav.camere')).toBe('Camere');
    expect(toLang(i18n.resolvedLanguage)).toBe('it');
  });
});
