/**
 * Which translations are out of date. Beside each text the store keeps, per language, a short
 * fingerprint of the Italian that translation was made from (or last confirmed against): a page
 * text `f` keeps it in `f_fromIt`, a listing in its `fromIt` map, a detail block in its own
 * `fromIt` (an image block's alt text in `altFromIt`). When the Italian changes and a translation
 * does not, their fingerprints differ: that translation is outdated until it is saved again or
 * kept as it is. A translation with no fingerprint (written before they existed) is taken as
 * matching the Italian it stood beside when it is next saved.
 */
import { LANGUAGES, type Lang } from './constants';
import { TARGET_LANGUAGES, type Sources } from './localized';
import type { LocalizedText } from './types';

export { readSources, TARGET_LANGUAGES, type Sources } from './localized';

/** The page-document field that holds a text's sources. */
export const sourcesField = (field: string): string => `${field}_fromIt`;

/** A short fingerprint of a text (32-bit FNV-1a of the trimmed text, base 36): compact, not secret. */
export function textFingerprint(text: string): string {
  let h = 0x811c9dc5;
  const s = text.trim();
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return (h >>> 0).toString(36);
}

const filled = (v: string | undefined): v is string => !!v && !!v.trim();

/**
 * The sources to store when `draft` replaces `stored`: a translation saved changed, or `kept`,
 * now follows the new Italian; one left as it was keeps the Italian it followed (for one without
 * a record, the Italian stored beside it). Empty translations have none.
 */
export function nextSources(
  stored: LocalizedText,
  storedSources: Sources,
  draft: LocalizedText,
  kept: Iterable<Lang> = [],
): Sources {
  const out: Sources = {};
  if (!filled(draft.it)) return out;
  const now = textFingerprint(draft.it);
  const before = filled(stored.it) ? textFingerprint(stored.it) : now;
  const keep = new Set(kept);
  for (const lang of TARGET_LANGUAGES) {
    const value = draft[lang];
    if (!filled(value)) continue;
    const changed = value.trim() !== (stored[lang] ?? '').trim();
    out[lang] = changed || keep.has(lang) ? now : (storedSources[lang] ?? before);
  }
  return out;
}

/** Translations made from an Italian text other than the current one. */
export function outdatedLanguages(text: LocalizedText, sources: Sources): Lang[] {
  if (!filled(text.it)) return [];
  const now = textFingerprint(text.it);
  return TARGET_LANGUAGES.filter((l) => filled(text[l]) && sources[l] !== undefined && sources[l] !== now);
}

/**
 * Languages without a text. An `optional` text (a caption) that is empty everywhere misses nothing;
 * a `neutral` one (a phone number) reads the same in every language, so only its Italian can miss.
 */
export function missingIn(text: LocalizedText, mode: 'required' | 'optional' | 'neutral' = 'required'): Lang[] {
  if (mode === 'optional' && !LANGUAGES.some((l) => filled(text[l]))) return [];
  if (mode === 'neutral') return filled(text.it) ? [] : ['it'];
  return LANGUAGES.filter((l) => !filled(text[l]));
}
