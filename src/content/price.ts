/** Room prices are free text: a plain number is shown as euros for the language, anything else as typed. */
import type { Lang } from './constants';

export type PriceDisplay = { kind: 'amount'; text: string } | { kind: 'free'; text: string } | null;

const LOCALES: Record<Lang, string> = { it: 'it-IT', en: 'en-IE', de: 'de-DE', nl: 'nl-NL', fr: 'fr-FR' };

export function formatPrice(price: unknown, lang: Lang): PriceDisplay {
  if (typeof price === 'number' && Number.isFinite(price)) price = String(price);
  if (typeof price !== 'string') return null;
  const p = price.trim().replace(/^€\s*/, '').replace(/\s*€$/, '');
  if (!p) return null;
  if (/^\d+([.,]\d{1,2})?$/.test(p)) {
    const n = Number(p.replace(',', '.'));
    const text = new Intl.NumberFormat(LOCALES[lang], {
      style: 'currency',
      currency: 'EUR',
      maximumFractionDigits: Number.isInteger(n) ? 0 : 2,
      minimumFractionDigits: Number.isInteger(n) ? 0 : 2,
    }).format(n);
    return { kind: 'amount', text };
  }
  return { kind: 'free', text: `€ ${p}` };
}
