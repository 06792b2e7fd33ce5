/** Localized text rules of SPEC §4: the current language, then Italian, then the placeholder. */
import { FALLBACK_LANG, LANGUAGES, type Lang } from './constants';
import type { LocalizedText, StoredText } from './types';

/** An older plain string is the Italian text; anything else malformed is empty. */
export function readLocalized(value: unknown): LocalizedText {
  if (typeof value === 'string') return value ? { it: value } : {};
  if (!value || typeof value !== 'object' || Array.isArray(value)) return {};
  const out: LocalizedText = {};
  for (const lang of LANGUAGES) {
    const v = (value as Record<string, unknown>)[lang];
    if (typeof v === 'string' && v.trim()) out[lang] = v;
  }
  return out;
}

/** The text to show, or undefined when neither the language nor Italian has one. */
export function pickText(value: StoredText | unknown, lang: Lang): string | undefined {
  const t = readLocalized(value);
  return t[lang] ?? t[FALLBACK_LANG];
}

/** Languages still missing a text. */
export function missingLanguages(value: unknown): Lang[] {
  const t = readLocalized(value);
  return LANGUAGES.filter((l) => !t[l]);
}

/** Drops empty and whitespace-only languages before a save. */
export function cleanLocalized(value: LocalizedText): LocalizedText {
  const out: LocalizedText = {};
  for (const lang of LANGUAGES) {
    const v = value[lang];
    if (typeof v === 'string' && v.trim()) out[lang] = v;
  }
  return out;
}

/** Per language (never Italian): the fingerprint of the Italian its translation follows. */
export type Sources = Partial<Record<Lang, string>>;

/** The languages translated from Italian (LANGUAGES but Italian, written out). */
export const TARGET_LANGUAGES: readonly Lang[] = ['en', 'de', 'nl', 'fr'];

/** Stored sources, read defensively: only target languages with string fingerprints. */
export function readSources(value: unknown): Sources {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return {};
  const out: Sources = {};
  for (const lang of TARGET_LANGUAGES) {
    const v = (value as Record<string, unknown>)[lang];
    if (typeof v === 'string' && v) out[lang] = v;
  }
  return out;
}
