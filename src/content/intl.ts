/** How each language writes numbers and dates (Intl locales), and the dates and times of a stay in them. */
import { FALLBACK_LANG, type Lang } from './constants';
import { pickText } from './localized';

export const INTL_LOCALES: Record<Lang, string> = { it: 'it-IT', en: 'en-IE', de: 'de-DE', nl: 'nl-NL', fr: 'fr-FR' };

/** '2026-07-10' as the language writes it ('10 luglio 2026', '10 July 2026', '10. Juli 2026'); anything else as given. */
export function formatDay(iso: string, lang: Lang): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (!m) return iso;
  const date = new Date(Date.UTC(+m[1], +m[2] - 1, +m[3]));
  return new Intl.DateTimeFormat(INTL_LOCALES[lang], { dateStyle: 'long', timeZone: 'UTC' }).format(date);
}

/** The times ('16:00', '8.30') a text names, as HH:MM, in order. */
export function timesIn(text: string | undefined): string[] {
  return [...(text ?? '').matchAll(/\b([01]?\d|2[0-3])[:.]([0-5]\d)\b/g)].map((m) => `${m[1].padStart(2, '0')}:${m[2]}`);
}

/**
 * The house's check-in and check-out times (HH:MM), from its texts (`checkIn`, `checkOut` of the footer's
 * document): the start of the check-in window and the end of the check-out one, as written in Italian,
 * the text every language falls back to.
 */
export function stayTimes(house: Record<string, unknown> | null | undefined): { checkIn?: string; checkOut?: string } {
  return {
    checkIn: timesIn(pickText(house?.checkIn, FALLBACK_LANG))[0],
    checkOut: timesIn(pickText(house?.checkOut, FALLBACK_LANG)).at(-1),
  };
}
