/**
 * i18next with every language bundled (no translation requests). Detection
 * order is the library's default, which is the specification's: query `lng`,
 * cookie (skipped where cookies are unavailable), localStorage,
 * sessionStorage, browser language, html lang. The detector itself discards
 * values that are not plausible language codes.
 */
import i18next, { type i18n } from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import { initReactI18next } from 'react-i18next';
import { FALLBACK_LANG, LANG_CACHE_KEY, LANGUAGES, type Lang } from '../content/constants';
import it from './locales/it.json';
import en from './locales/en.json';
import de from './locales/de.json';
import nl from './locales/nl.json';
import fr from './locales/fr.json';

export const resources = {
  it: { translation: it },
  en: { translation: en },
  de: { translation: de },
  nl: { translation: nl },
  fr: { translation: fr },
} as const;

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

/** Adds the owner's strings once; resolves when they are usable. */
export function loadOwnerStrings(instance: i18n): Promise<void> {
  if (instance.exists('login.title', { lng: 'it' })) return Promise.resolve();
  return import('./owner').then((m) => m.addOwnerStrings(instance));
}

export async function createI18n(options: { detect?: boolean; lng?: string } = {}): Promise<i18n> {
  const instance = i18next.createInstance();
  if (options.detect !== false) instance.use(LanguageDetector);
  instance.use(initReactI18next);
  await instance.init({
    resources,
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
    if (typeof document !== 'undefined') document.documentElement.lang = toLang(lng);
  };
  syncHtml(instance.language);
  instance.on('languageChanged', syncHtml);
  return instance;
}
