/**
 * i18next with the five languages as separate chunks of the build: a visitor
 * downloads the strings of their language and of the Italian fallback only,
 * and another language's when they switch to it. Detection
 * order is the library's default, which is the specification's: query `lng`,
 * cookie (skipped where cookies are unavailable), localStorage,
 * sessionStorage, browser language, html lang. The detector itself discards
 * values that are not plausible language codes.
 */
import i18next, { type BackendModule, type i18n } from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
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

/** Instances whose owner strings are wanted: every language they load gets them too. */
const withOwnerStrings = new WeakSet<i18n>();

function merge(a: Strings, b: Strings): Strings {
  const out: Strings = { ...a };
  for (const [k, v] of Object.entries(b)) {
    const prev = out[k];
    out[k] = typeof v === 'object' && typeof prev === 'object' ? merge(prev, v) : v;
  }
  return out;
}

/** Loads one language's strings (plus the owner's, once wanted) for one i18next instance. */
function stringsBackend(instance: i18n): BackendModule {
  return {
    type: 'backend',
    init() {},
    read(lng, _ns, done) {
      const load = visitorStrings[`./locales/${lng}.json`];
      if (!load) return done(null, {});
      const owner = withOwnerStrings.has(instance) ? import('./owner') : null;
      Promise.all([load(), owner]).then(
        ([strings, o]) => done(null, o ? merge(strings, o.ownerResources[lng as Lang]) : strings),
        (e: unknown) => done(e instanceof Error ? e.message : String(e), false),
      );
    },
  };
}

export const detectionOptions = {
  order: ['querystring', 'cookie', 'localStorage', 'sessionStorage', 'navigator', 'htmlTag'],
  lookupQuerystring: 'lng',
  lookupLocalStorage: LANG_CACHE_KEY,
  lookupSessionStorage: LANG_CACHE_KEY,
  caches: ['localStorage'],
};

/** Reading document.cookie throws where cookies are unavailable (sandboxed frames, blocked storage). */
function cookiesAvailable(): boolean {
  try {
    return typeof document !== 'undefined' && typeof document.cookie === 'string';
  } catch {
    return false;
  }
}

/** The supported language for any i18next language value ('de-CH' → 'de'; unknown → 'it'). */
export function toLang(value: string | undefined | null): Lang {
  const base = (value ?? '').toLowerCase().split(/[-_]/)[0];
  return (LANGUAGES as readonly string[]).includes(base) ? (base as Lang) : FALLBACK_LANG;
}

/** Whether the owner's strings are there (signed in, or the login page has loaded them). */
export function hasOwnerStrings(instance: i18n): boolean {
  return instance.exists('login.title', { lng: 'it' });
}

/** Adds the owner's strings to the languages loaded so far and to any loaded later; resolves when they are usable. */
export function loadOwnerStrings(instance: i18n): Promise<void> {
  withOwnerStrings.add(instance);
  if (hasOwnerStrings(instance)) return Promise.resolve();
  return import('./owner').then((m) => m.addOwnerStrings(instance));
}

export async function createI18n(options: { detect?: boolean; lng?: string } = {}): Promise<i18n> {
  const instance = i18next.createInstance();
  if (options.detect !== false) instance.use(LanguageDetector);
  instance.use(initReactI18next).use(stringsBackend(instance));
  await instance.init({
    lng: options.lng,
    fallbackLng: FALLBACK_LANG,
    supportedLngs: [...LANGUAGES],
    nonExplicitSupportedLngs: true,
    load: 'languageOnly',
    interpolation: { escapeValue: false },
    // Without cookies the cookie lookup is skipped rather than failing the whole detection (SPEC §1).
    detection: cookiesAvailable()
      ? detectionOptions
      : { ...detectionOptions, order: detectionOptions.order.filter((d) => d !== 'cookie') },
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
