/**
 * The limits of stored content, checked in the owner's forms before anything is sent, so an
 * over-limit save is explained in the interface language instead of failing at the server.
 * firestore.rules relies on them: it caps list sizes and string lengths only.
 */
import {
  LANGUAGES,
  MAX_DETAIL_BLOCKS,
  MAX_DOC_TEXT_CHARS,
  MAX_LINK_LABEL_CHARS,
  MAX_NAV_LINKS,
  MAX_PRICE_CHARS,
  MAX_SHORT_TEXT_CHARS,
  MAX_SITE_NAME_CHARS,
  MAX_TEXT_CHARS,
  MAX_URL_CHARS,
  type Lang,
} from './constants';
import type { CatalogueDraft } from './catalogueForm';
import type { LocalizedText } from './types';

export type LimitProblem =
  /** A value is longer than `max`; `lang` for one language of a text, `n` for the n-th block or link. */
  | { kind: 'tooLong'; field: string; max: number; count: number; lang?: Lang; n?: number }
  /** A list has more than `max` elements. */
  | { kind: 'tooMany'; field: 'blocks' | 'links'; max: number; count: number }
  /** The whole document's text would not fit in one stored document. */
  | { kind: 'tooLarge'; max: number; count: number }
  /** A title left empty in every language: it would not be emptied, only seem so. */
  | { kind: 'empty'; field: string };

/** The first language of a text longer than `max` characters, with its length. */
export function overLongLanguage(value: LocalizedText, max: number): { lang: Lang; count: number } | null {
  for (const lang of LANGUAGES) {
    const count = value[lang]?.length ?? 0;
    if (count > max) return { lang, count };
  }
  return null;
}

export function textProblem(field: string, value: LocalizedText, max: number, n?: number): LimitProblem | null {
  const over = overLongLanguage(value, max);
  return over ? { kind: 'tooLong', field, max, ...over, ...(n === undefined ? {} : { n }) } : null;
}

export function stringProblem(field: string, value: string, max: number, n?: number): LimitProblem | null {
  return value.length > max ? { kind: 'tooLong', field, max, count: value.length, ...(n === undefined ? {} : { n }) } : null;
}

/** Characters of text in a value, at any depth (what a stored document's size grows with). */
export function textChars(value: unknown): number {
  if (typeof value === 'string') return value.length;
  if (Array.isArray(value)) return value.reduce((n: number, v) => n + textChars(v), 0);
  if (value && typeof value === 'object') return Object.values(value).reduce((n: number, v) => n + textChars(v), 0);
  return 0;
}

export function documentProblem(data: unknown): LimitProblem | null {
  const count = textChars(data);
  return count > MAX_DOC_TEXT_CHARS ? { kind: 'tooLarge', max: MAX_DOC_TEXT_CHARS, count } : null;
}

/** The first problem of a text saved in place: one-line texts are short, others up to MAX_TEXT_CHARS. */
/** `required`: a text the page always shows (a one-line text is a title or a name, unless optional, as a caption). */
export function inPlaceTextProblem(
  field: string,
  value: LocalizedText,
  multiline: boolean,
  required = !multiline,
): LimitProblem | null {
  if (required && !LANGUAGES.some((l) => value[l]?.trim())) return { kind: 'empty', field };
  return textProblem(field, value, multiline ? MAX_TEXT_CHARS : MAX_SHORT_TEXT_CHARS);
}

/** Limits of a room, service or experience form (`price` only for rooms). */
export function itemProblem(d: Omit<CatalogueDraft, 'price'> & { price?: string }): LimitProblem | null {
  if (d.blocks.length > MAX_DETAIL_BLOCKS) {
    return { kind: 'tooMany', field: 'blocks', max: MAX_DETAIL_BLOCKS, count: d.blocks.length };
  }
  return (
    textProblem('title', d.title, MAX_SHORT_TEXT_CHARS) ??
    textProblem('text', d.text, MAX_TEXT_CHARS) ??
    textProblem('alt', d.imageAlt ?? {}, MAX_SHORT_TEXT_CHARS) ??
    (d.price === undefined ? null : stringProblem('price', d.price.trim(), MAX_PRICE_CHARS)) ??
    d.blocks.reduce<LimitProblem | null>(
      (p, b, i) =>
        p ??
        (b.type === 'text'
          ? textProblem('block', b.text, MAX_TEXT_CHARS, i + 1)
          : (stringProblem('block', b.url, MAX_URL_CHARS, i + 1) ??
            textProblem('alt', b.alt ?? {}, MAX_SHORT_TEXT_CHARS, i + 1))),
      null,
    ) ??
    // Everything the draft holds is an upper bound of what the document will.
    documentProblem(d)
  );
}

export interface SettingsTexts {
  siteName: string;
  siteLogoUrl: string;
  navbarLinks: { label: unknown; path: string }[];
}

/** Limits of the settings form. */
export function settingsProblem(s: SettingsTexts): LimitProblem | null {
  if (s.navbarLinks.length > MAX_NAV_LINKS) {
    return { kind: 'tooMany', field: 'links', max: MAX_NAV_LINKS, count: s.navbarLinks.length };
  }
  return (
    stringProblem('siteName', s.siteName.trim(), MAX_SITE_NAME_CHARS) ??
    stringProblem('logo', s.siteLogoUrl.trim(), MAX_URL_CHARS) ??
    s.navbarLinks.reduce<LimitProblem | null>(
      (p, l, i) =>
        p ??
        (typeof l.label === 'string'
          ? stringProblem('label', l.label.trim(), MAX_LINK_LABEL_CHARS, i + 1)
          : l.label && typeof l.label === 'object'
            ? textProblem('label', l.label as LocalizedText, MAX_LINK_LABEL_CHARS, i + 1)
            : null) ??
        stringProblem('path', l.path, MAX_URL_CHARS, i + 1),
      null,
    )
  );
}
