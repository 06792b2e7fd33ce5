/** Room prices are free text: a plain number is shown as euros for the language, anything else as typed. */
import type { Lang } from './constants';
import { INTL_LOCALES } from './intl';

export type PriceDisplay = { kind: 'amount'; text: string } | { kind: 'free'; text: string } | null;

export function formatPrice(price: unknown, lang: Lang): PriceDisplay {
  if (typeof price === 'number' && Number.isFinite(price)) price = String(price);
  if (typeof price !== 'string') return null;
  const p = price.trim().replace(/^€\s*/, '').replace(/\s*€$/, '');
  if (!p) return null;
  if (/^\d+([.,]\d{1,2})?$/.test(p)) {
    const n = Number(p.replace(',', '.'));
    const text = new Intl.NumberFormat(INTL_LOCALES[lang], {
      style: 'currency',
      currency: 'EUR',
      maximumFractionDigits: Number.isInteger(n) ? 0 : 2,
      minimumFractionDigits: Number.isInteger(n) ? 0 : 2,
    }).format(n);
    return { kind: 'amount', text };
  }
  // "su richiesta", "da 80 a 120": the owner's words, with nothing added.
  return { kind: 'free', text: p };
}
