/**
 * public/start.js decides, before the prerendered Italian page paints,
 * whether its text must wait for the application's language: it has to agree
 * with the application's own detection (src/i18n) in every case.
 */
import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { createI18n, toLang } from '../../src/i18n';
import { AUTH_MARKER_KEY } from '../../src/backend/firebase/auth';
import { SESSION_KEY } from '../../src/backend/local/localBackend';

const source = readFileSync('public/start.js', 'utf8');

interface Case {
  name: string;
  /** The language the site ends up in. */
  lang: string;
  search?: string;
  cookie?: string;
  local?: string;
  session?: string;
  languages: string[];
}

const CASES: Case[] = [
  { name: 'an Italian browser', lang: 'it', languages: ['it-IT', 'it'] },
  { name: 'a German browser', lang: 'de', languages: ['de-DE', 'de'] },
  { name: 'a Swiss German browser', lang: 'de', languages: ['de-CH'] },
  { name: 'a Spanish browser that also reads French', lang: 'fr', languages: ['es-ES', 'fr-FR'] },
  { name: 'a browser in an unsupported language only', lang: 'it', languages: ['ja-JP', 'ja'] },
  { name: '?lng=nl on an Italian browser', lang: 'nl', search: '?lng=nl', languages: ['it-IT'] },
  { name: '?lng=it on an English browser', lang: 'it', search: '?lng=it', languages: ['en-US'] },
  { name: 'an unknown ?lng= on a French browser', lang: 'fr', search: '?lng=xx', languages: ['fr-FR'] },
  {
    name: 'a script-like ?lng= on a Dutch browser',
    lang: 'nl',
    search: `?lng=${encodeURIComponent('<script>')}`,
    languages: ['nl-NL'],
  },
  { name: 'the i18next cookie', lang: 'en', cookie: 'en', languages: ['it-IT'] },
  { name: 'a choice remembered in localStorage', lang: 'fr', local: 'fr', languages: ['de-DE'] },
  { name: 'a choice remembered in sessionStorage', lang: 'de', session: 'de', languages: ['it-IT'] },
  { name: 'the query before what is remembered', lang: 'it', search: '?lng=it', local: 'de', languages: ['en-GB'] },
];

function setUp(c: Case) {
  window.history.replaceState({}, '', `/camere${c.search ?? ''}`);
  if (c.cookie) document.cookie = `i18next=${c.cookie}; path=/`;
  if (c.local) localStorage.setItem('i18nextLng', c.local);
  if (c.session) sessionStorage.setItem('i18nextLng', c.session);
  Object.defineProperty(navigator, 'languages', { value: c.languages, configurable: true });
  Object.defineProperty(navigator, 'language', { value: c.languages[0], configurable: true });
  document.documentElement.lang = 'it';
  document.documentElement.className = '';
}

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  document.cookie = 'i18next=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
  window.history.replaceState({}, '', '/');
  document.documentElement.className = '';
});

describe('public/start.js', () => {
  for (const c of CASES) {
    it(`hides the Italian text exactly when the site will not be in Italian: ${c.name}`, async () => {
      setUp(c);
      // Run as the browser runs a classic script: in the global scope, without an entry to start.
      new Function(source)();
      const hidden = document.documentElement.classList.contains('snapshot-text-hidden');
      setUp(c);
      const i18n = await createI18n();
      expect(toLang(i18n.resolvedLanguage)).toBe(c.lang);
      expect(hidden).toBe(c.lang !== 'it');
    });
  }

  it('shows nothing of the saved page in a browser where the owner has signed in (either backend)', () => {
    for (const key of [SESSION_KEY, AUTH_MARKER_KEY, null]) {
      setUp({ name: 'it', lang: 'it', languages: ['it-IT'] });
      localStorage.clear();
      if (key) localStorage.setItem(key, key === AUTH_MARKER_KEY ? '1' : 'admin@locanda.test');
      new Function(source)();
      expect(document.documentElement.classList.contains('snapshot-hidden')).toBe(key !== null);
    }
  });

  it('adds the modulepreload links and the entry module once the first frame has painted', async () => {
    setUp({ name: 'it', lang: 'it', languages: ['it-IT'] });
    const script = document.createElement('script');
    script.setAttribute('data-entry', '/assets/index-abc.js');
    script.setAttribute('data-preload', '/assets/a.js /assets/b.js');
    Object.defineProperty(document, 'currentScript', { value: script, configurable: true });
    try {
      new Function(source)();
      expect(document.head.querySelector('script[type="module"]')).toBeNull();
      await new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0)));
      await new Promise((r) => setTimeout(r, 0));
      const preloads = [...document.head.querySelectorAll('link[rel="modulepreload"]')].map((l) => l.getAttribute('href'));
      expect(preloads).toEqual(['/assets/a.js', '/assets/b.js']);
      expect(document.head.querySelector('script[type="module"]')?.getAttribute('src')).toBe('/assets/index-abc.js');
    } finally {
      delete (document as unknown as { currentScript?: unknown }).currentScript;
      document.head.querySelectorAll('link[rel="modulepreload"], script[type="module"]').forEach((el) => el.remove());
    }
  });
});
