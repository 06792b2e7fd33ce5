/** Room prices are free text: a plain number is shown as euros for the language, anything else as typed. */
import type { Lang } from './constants';

export type PriceDisplay = { kind: 'amount'; text: string } | { kind: 'free'; text: string } | null;

/**
 * How each language writes an amount of euros: the characters Intl.NumberFormat gives for the locales of
 * INTL_LOCALES (tests/unit/price.test.ts compares them). Written out because a page's first number format
 * costs a phone tens of milliseconds of ICU set-up, at start-up, for a price on a card.
 * `grouped`: the fewest integer digits that get thousands separators (Italian writes 1000 €, 12.500 €).
 */
const EUROS: Record<Lang, { before: string; after: string; group: string; decimal: string; grouped: number }> = {
  it: { before: '', after: '\u00a0€', group: '.', decimal: ',', grouped: 5 },
  en: { before: '€', after: '', group: ',', decimal: '.', grouped: 4 },
  de: { before: '', after: '\u00a0€', group: '.', decimal: ',', grouped: 4 },
  nl: { before: '€\u00a0', after: '', group: '.', decimal: ',', grouped: 4 },
  fr: { before: '', after: '\u00a0€', group: '\u202f', decimal: ',', grouped: 4 },
};

export function formatPrice(price: unknown, lang: Lang): PriceDisplay {
  if (typeof price === 'number' && Number.isFinite(price)) price = String(price);
  if (typeof price !== 'string') return null;
  const p = price.trim().replace(/^€\s*/, '').replace(/\s*€$/, '');
  if (!p) return null;
  const m = /^(\d+)(?:[.,](\d{1,2}))?$/.exec(p);
  if (m) {
    // From the typed digits, so no amount loses precision on the way: cents only when there are some.
    const f = EUROS[lang];
    const whole = m[1].replace(/^0+(?=\d)/, '');
    const cents = m[2] && +m[2] ? m[2].padEnd(2, '0') : '';
    const grouped = whole.length >= f.grouped ? whole.replace(/\B(?=(\d{3})+$)/g, f.group) : whole;
    return { kind: 'amount', text: f.before + grouped + (cents && f.decimal + cents) + f.after };
  }
  // "su richiesta", "da 80 a 120": the owner's words, with nothing added.
  return { kind: 'free', text: p };
}

/** A price typed as a plain amount of euros (`120`, `95,50`, `€ 80`), as a number; null for anything else. */
export function priceAmount(price: unknown): number | null {
  const p =
    typeof price === 'number'
      ? String(price)
      : typeof price === 'string'
        ? price.trim().replace(/^€\s*/, '').replace(/\s*€$/, '')
        : '';
  const m = /^(\d+)(?:[.,](\d{1,2}))?$/.exec(p);
  return m ? Number(`${m[1]}.${m[2] ?? '0'}`) : null;
}
