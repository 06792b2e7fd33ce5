/**
 * i18next with the five languages as separate chunks of the build: a visitor
 * downloads the strings of their language only (each is complete), and another
 * language's when they switch to it. Detection order: the page's language
 * prefix (`/de/camere`, src/content/paths.ts), then the specification's: query
 * `lng`, the `i18next` cookie (skipped where cookies are unavailable),
 * localStorage, sessionStorage, browser language, html lang; values that are
 * not plausible language codes are discarded, and the language found is cached
 * in localStorage (i18next-browser-languagedetector, with a detector of its
 * own for the prefix: ./detect.ts, loaded only where a language is detected).
 * The saved pages' inline script, src/app/firstPaint.js, follows the same order.
 */
import i18next, { type BackendModule, type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import {
  FALLBACK_LANG,
  LANG_CACHE_KEY,
  LANG_OVERRIDE_COOKIE,
  LANG_OVERRIDE_COOKIE_MAX_AGE_S,
  LANGUAGES,
  type Lang,
} from '../content/constants';

type Strings = { [key: string]: string | Strings };

/** The visitor's strings per language, each loaded on first use. */
const visitorStrings = import.meta.glob<Strings>('./locales/*.json', { import: 'default' });

/**
 * The same strings as plain files. A browser may keep a module it failed to fetch as failed for the page's
 * whole life (Chromium does), so a language whose chunk did not arrive is fetched from its file next time.
 */
const stringFiles = import.meta.glob<string>('./locales/*.json', { query: '?url', import: 'default', eager: true });
const chunkFailed = new Set<string>();

/** Fetches one language's visitor strings (the build's chunk for it; tests may put a flaky network in between). */
export type StringsFetch = (lng: string) => Promise<Strings>;
const bundled: StringsFetch = async (lng) => {
  const key = `./locales/${lng}.json`;
  const load = visitorStrings[key];
  if (!load) return {};
  if (chunkFailed.has(lng) && stringFiles[key]) {
    const response = await fetch(stringFiles[key]);
    if (!response.ok) throw new Error(`${key}: ${response.status}`);
    return (await response.json()) as Strings;
  }
  try {
    return await load();
  } catch (e) {
    chunkFailed.add(lng);
    throw e;
  }
};

interface Setup {
  fetch: StringsFetch;
  /** The owner's strings are wanted: every language loaded gets them too. */
  owner: boolean;
}
const setups = new WeakMap<i18n, Setup>();

/**
 * The i18next instance itself. `useTranslation()` hands out a copy of it that changes whenever the language
 * does; anything remembered about the instance, or changed on it, must be the instance's.
 */
function instanceOf(value: i18n): i18n {
  return (value as i18n & { __original?: i18n }).__original ?? value;
}

function merge(a: Strings, b: Strings): Strings {
  const out: Strings = { ...a };
  for (const [k, v] of Object.entries(b)) {
    const prev = out[k];
    out[k] = typeof v === 'object' && typeof prev === 'object' ? merge(prev, v) : v;
  }
  return out;
}

/** One language's strings for one instance, with the owner's once they are wanted. */
async function readStrings(instance: i18n, lng: string): Promise<Strings> {
  const setup = setups.get(instance);
  const strings = await (setup?.fetch ?? bundled)(lng);
  // Asked after the fetch: the owner may have signed in meanwhile.
  if (!setups.get(instance)?.owner) return strings;
  const { ownerResources } = await import('./owner');
  return merge(strings, ownerResources[lng as Lang] ?? {});
}

/** Loads one language's strings (plus the owner's, once wanted) for one i18next instance. */
function stringsBackend(instance: i18n): BackendModule {
  return {
    type: 'backend',
    init() {},
    read(lng, _ns, done) {
      readStrings(instance, lng).then(
        (strings) => done(null, strings),
        (e: unknown) => done(e instanceof Error ? e.message : String(e), false),
      );
    },
  };
}

/**
 * Shows the page in another language once its strings are there. When they cannot be fetched (offline, a
 * flaky network) nothing changes — text, picker, `<html lang>`, the remembered choice, the host's cookie —
 * and it resolves false; the next call fetches them again.
 */
export async function switchLanguage(value: i18n, lng: Lang): Promise<boolean> {
  const instance = instanceOf(value);
  if (!instance.hasResourceBundle(lng, 'translation')) {
    try {
      instance.addResourceBundle(lng, 'translation', await readStrings(instance, lng), true, true);
    } catch {
      return false;
    }
  }
  await instance.changeLanguage(lng);
  const done = toLang(instance.resolvedLanguage) === lng;
  // The visitor's choice, remembered as the detector remembers what it found (a saved page's application has
  // no detector of its own: its language was the page's).
  if (done) rememberLanguage(lng);
  return done;
}

/** Caches a language where the detector caches what it found (localStorage `i18nextLng`). */
export function rememberLanguage(lng: Lang): void {
  try {
    localStorage.setItem(LANG_CACHE_KEY, lng);
  } catch {
    // Without storage the language is detected again next time.
  }
}

/** The supported language for any i18next language value ('de-CH' → 'de'; unknown → 'it'). */
export function toLang(value: string | undefined | null): Lang {
  const base = (value ?? '').toLowerCase().split(/[-_]/)[0];
  return (LANGUAGES as readonly string[]).includes(base) ? (base as Lang) : FALLBACK_LANG;
}

/** Whether the owner's strings are there (signed in, or the login page has loaded them). */
export function hasOwnerStrings(value: i18n): boolean {
  return instanceOf(value).exists('login.title', { lng: 'it' });
}

/** Adds the owner's strings to the languages loaded so far and to any loaded later; resolves when they are usable. */
export function loadOwnerStrings(value: i18n): Promise<void> {
  const instance = instanceOf(value);
  const setup = setups.get(instance);
  if (setup) setup.owner = true;
  else setups.set(instance, { fetch: bundled, owner: true });
  if (hasOwnerStrings(instance)) return Promise.resolve();
  return import('./owner').then((m) => m.addOwnerStrings(instance));
}

export async function createI18n(options: { detect?: boolean; lng?: string; fetch?: StringsFetch } = {}): Promise<i18n> {
  const instance = i18next.createInstance();
  setups.set(instance, { fetch: options.fetch ?? bundled, owner: false });
  // The detector and its library: only where the language is to be detected (./detect).
  if (options.detect !== false) instance.use((await import('./detect')).browserDetector());
  instance.use(initReactI18next).use(stringsBackend(instance));
  await instance.init({
    lng: options.lng,
    // Any other language falls back to Italian. The five are complete (tests/unit/locales.test.ts: the same keys
    // in every file), so none needs Italian's strings as well: a German page loads German only.
    fallbackLng: { ...Object.fromEntries(LANGUAGES.map((l) => [l, []])), default: [FALLBACK_LANG] },
    supportedLngs: [...LANGUAGES],
    nonExplicitSupportedLngs: true,
    load: 'languageOnly',
    interpolation: { escapeValue: false },
    returnNull: false,
    saveMissing: import.meta.env.DEV,
    missingKeyHandler: (_lngs, _ns, key) => {
      console.error(`Missing translation key: ${key}`);
    },
  });
  const syncHtml = (lng: string) => {
    if (typeof document === 'undefined') return;
    document.documentElement.lang = toLang(lng);
    // The host picks the next saved page's copy by this cookie: the language the application shows.
    try {
      document.cookie = `${LANG_OVERRIDE_COOKIE}=${toLang(lng)}; path=/; max-age=${LANG_OVERRIDE_COOKIE_MAX_AGE_S}; samesite=lax`;
    } catch {
      // Cookies unavailable: the host goes by the browser's languages.
    }
  };
  syncHtml(instance.language);
  instance.on('languageChanged', syncHtml);
  return instance;
}
