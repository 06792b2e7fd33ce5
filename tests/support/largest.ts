/**
 * The largest content the owner's forms accept: every text at its limit in all five
 * languages, in three-byte characters (the worst case for a stored document's size).
 * Used to check that the security rules and the stores take what the forms let through.
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
} from '../../src/content/constants';
import type { CatalogueDraft, FormBlock } from '../../src/content/catalogueForm';
import { linkIdFromLabel } from '../../src/content/settings';
import { defaultSiteSettings } from '../../src/content/siteSettings';
import { textChars } from '../../src/content/limits';
import { textFingerprint, type Sources } from '../../src/content/translations';
import type { LocalizedText, NavbarLink, SiteSettings } from '../../src/content/types';

/** `n` characters, each three bytes in UTF-8, marked with its language so values differ. */
export function chars(n: number, mark = ''): string {
  return (mark + '字'.repeat(n)).slice(0, n);
}

export function fullText(max: number, mark = ''): LocalizedText {
  return Object.fromEntries(LANGUAGES.map((l) => [l, chars(max, `${mark}${l}`)]));
}

/** What the app stores beside a text: per translated language, the Italian it follows. */
export function fullSources(text: LocalizedText): Sources {
  const f = textFingerprint(text.it ?? '');
  return { en: f, de: f, nl: f, fr: f };
}

/** A Storage download URL padded to the longest accepted. */
export function longUrl(folder: string, mark = 'a'): string {
  const base = `https://firebasestorage.googleapis.com/v0/b/locanda.appspot.com/o/${encodeURIComponent(folder)}%2F1700000000000_${mark}`;
  return `${base}${'x'.repeat(MAX_URL_CHARS - base.length - 4)}.jpg`;
}

/**
 * A room, service or experience with title, text and main image description at their limits in
 * five languages, each with its translation sources, MAX_DETAIL_BLOCKS blocks (a third of them
 * images, each described in five languages), and as much block text as fits in MAX_DOC_TEXT_CHARS.
 */
export function largestDraft(mark = ''): CatalogueDraft {
  const title = fullText(MAX_SHORT_TEXT_CHARS, mark);
  const text = fullText(MAX_TEXT_CHARS, mark);
  const imageAlt = fullText(MAX_SHORT_TEXT_CHARS, `${mark}alt`);
  const price = chars(MAX_PRICE_CHARS, mark);
  const imageBlocks = Math.floor(MAX_DETAIL_BLOCKS / 3);
  const textBlocks = MAX_DETAIL_BLOCKS - imageBlocks;
  const imageUrl = longUrl('rooms/main', mark);
  const imageUrlSmall = longUrl('rooms/main', `${mark}s`);
  // What the blocks carry besides their text: ids, types, sizes, sources, image addresses and descriptions.
  const overhead = MAX_DETAIL_BLOCKS * (20 + 4 * 7) + imageBlocks * (MAX_URL_CHARS + LANGUAGES.length * MAX_SHORT_TEXT_CHARS);
  const left =
    MAX_DOC_TEXT_CHARS - textChars([title, text, imageAlt, price, imageUrl, imageUrlSmall, '10']) - 3 * 4 * 7 - overhead;
  const perLanguage = Math.min(MAX_TEXT_CHARS, Math.floor(left / textBlocks / LANGUAGES.length));
  const blocks: FormBlock[] = Array.from({ length: MAX_DETAIL_BLOCKS }, (_, i) => {
    if (i % 3 === 2) {
      const alt = fullText(MAX_SHORT_TEXT_CHARS, `${mark}a${i}`);
      const url = longUrl('rooms/details', `${mark}${i}`);
      return { blockId: `b${i}`, type: 'image', text: {}, url, size: 'medium', alt, fromIt: fullSources(alt) };
    }
    const t = fullText(perLanguage, `${mark}${i}`);
    return { blockId: `b${i}`, type: 'text', text: t, url: '', size: 'large', fromIt: fullSources(t) };
  });
  return {
    title,
    text,
    imageAlt,
    fromIt: { title: fullSources(title), text: fullSources(text), imageAlt: fullSources(imageAlt) },
    imageUrl,
    imageUrlSmall,
    price,
    order: '10',
    blocks,
  };
}

/** Settings with the longest name and MAX_NAV_LINKS links, each labelled in the five languages at the longest. */
export function largestSettings(): SiteSettings {
  const base = defaultSiteSettings();
  const full = (n: number) =>
    Object.fromEntries(LANGUAGES.map((lang) => [lang, chars(MAX_LINK_LABEL_CHARS, `L${n}${lang}`)])) as LocalizedText;
  const links: NavbarLink[] = base.navbarLinks.map((l, i) => ({ ...l, label: full(i) }));
  while (links.length < MAX_NAV_LINKS) {
    const label = full(links.length);
    links.push({
      id: linkIdFromLabel(
        `link ${links.length}`,
        links.map((l) => l.id),
      ),
      label,
      path: `/${'p'.repeat(MAX_URL_CHARS - 1)}`,
      order: 10 * (links.length + 1),
      enabled: true,
      type: 'link',
    });
  }
  return {
    siteName: chars(MAX_SITE_NAME_CHARS),
    siteLogoUrl: longUrl('images', 'logo'),
    siteLogoUrlSmall: longUrl('images', 'logo-800'),
    navbarLinks: links,
    cin: 'IT055023C2ABCDEFGHIJKLMNOP',
    vatNumber: '01234560553',
  };
}
