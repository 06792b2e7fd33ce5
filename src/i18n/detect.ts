/**
 * Language detection: i18next-browser-languagedetector, in the specification's order after the page's
 * language prefix (`/de/camere`), with its check that drops values that are not plausible language codes,
 * the language found cached in localStorage. Loaded only where a language is to be detected: the
 * application shell, and a saved page whose inline script (src/app/firstPaint.js, same order) found that
 * the visitor wants another language than the one it was served in.
 */
import type { Services } from 'i18next';
import LanguageDetector, { type CustomDetector } from 'i18next-browser-languagedetector';
import { FALLBACK_LANG, LANG_CACHE_KEY, LANGUAGES, type Lang } from '../content/constants';
import { splitLangPath } from '../content/paths';

/** The first of the candidates that is one of the five (by its base language: 'de-CH' → 'de'), else Italian. */
function firstSupported(codes: readonly string[]): Lang {
  return (
    codes.map((v) => v.toLowerCase().split(/[-_]/)[0]).find((v): v is Lang => (LANGUAGES as readonly string[]).includes(v)) ??
    FALLBACK_LANG
  );
}

/** The page's language prefix (`/de/camere`): the language of the URL the visitor opened. */
const languagePrefix: CustomDetector = {
  name: 'languagePrefix',
  lookup: () => splitLangPath(window.location.pathname).lang ?? undefined,
};

export const detectionOptions = {
  // A page's language prefix first, then the specification's order.
  order: ['languagePrefix', 'querystring', 'cookie', 'localStorage', 'sessionStorage', 'navigator', 'htmlTag'],
  lookupQuerystring: 'lng',
  lookupCookie: 'i18next',
  lookupLocalStorage: LANG_CACHE_KEY,
  lookupSessionStorage: LANG_CACHE_KEY,
  caches: ['localStorage'],
};

/**
 * i18next-browser-languagedetector with the prefix detector and the specification's options. The detector
 * drops every value that is not a plausible language code (markup, quotes, spaces: nothing that could leave
 * `<html lang="…">`), and i18next then takes the first of the five it supports (`supportedLngs`).
 */
export function browserDetector(): LanguageDetector {
  // Without cookies the cookie lookup is skipped rather than failing the whole detection (SPEC §1).
  const order = detectionOptions.order.filter((d) => d !== 'cookie' || cookiesAvailable());
  // Used on its own (detectLanguage), it hands over every candidate, as it does to i18next, which replaces
  // these services with its own.
  const services = { languageUtils: { getBestMatchFromCodes: firstSupported } } as unknown as Services;
  const detector = new LanguageDetector(services, { ...detectionOptions, order });
  detector.addDetector(languagePrefix);
  return detector;
}

/** Reading document.cookie throws where cookies are unavailable (sandboxed frames, blocked storage). */
function cookiesAvailable(): boolean {
  try {
    return typeof document !== 'undefined' && typeof document.cookie === 'string';
  } catch {
    return false;
  }
}

/**
 * The visitor's language as the application would detect it (the specification's order), remembered
 * as i18next remembers it. For a saved page, which starts in the language it was served in and then
 * switches when the visitor wants another.
 */
export function detectLanguage(): Lang {
  const detector = browserDetector();
  const lng = firstSupported([detector.detect() ?? []].flat());
  detector.cacheUserLanguage(lng);
  return lng;
}
