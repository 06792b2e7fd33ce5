// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { formatPrice } from '../../src/content/price';
import { LANGUAGES } from '../../src/content/constants';
import { INTL_LOCALES } from '../../src/content/intl';

/** Intl separates the amount and the sign with (narrow) no-break spaces; compare them as plain spaces. */
const text = (p: ReturnType<typeof formatPrice>) => p && { ...p, text: p.text.replace(/\s/g, ' ') };

describe('formatPrice', () => {
  it('shows a plain number as a euro amount in the language’s format', () => {
    expect(text(formatPrice('95', 'it'))).toEqual({ kind: 'amount', text: '95 €' });
    expect(text(formatPrice('95', 'en'))).toEqual({ kind: 'amount', text: '€95' });
    expect(text(formatPrice('95', 'de'))).toEqual({ kind: 'amount', text: '95 €' });
    expect(text(formatPrice('95', 'nl'))).toEqual({ kind: 'amount', text: '€ 95' });
    expect(text(formatPrice('95', 'fr'))).toEqual({ kind: 'amount', text: '95 €' });
  });

  it('matches Intl for every language, with cents only when there are some', () => {
    // The locales the rest of the site writes numbers and dates in.
    const locales = INTL_LOCALES;
    for (const lang of LANGUAGES) {
      const cents = new Intl.NumberFormat(locales[lang], { style: 'currency', currency: 'EUR', minimumFractionDigits: 2 }).format(
        1200.5,
      );
      expect(formatPrice('1200,50', lang)).toEqual({ kind: 'amount', text: cents });
      expect(formatPrice('1200.5', lang)).toEqual({ kind: 'amount', text: cents });
    }
    // Every length of amount, whole and with cents: the same characters as Intl, which the page no longer calls
    // (its first number format costs the visitor's phone tens of milliseconds at start-up).
    for (const lang of LANGUAGES)
      for (const digits of ['0', '7', '42', '100', '999', '1000', '1200', '12500', '123456', '1234567', '98765432100']) {
        const whole = new Intl.NumberFormat(locales[lang], { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 });
        const cents = new Intl.NumberFormat(locales[lang], { style: 'currency', currency: 'EUR', minimumFractionDigits: 2 });
        expect(formatPrice(digits, lang), `${digits} in ${lang}`).toEqual({ kind: 'amount', text: whole.format(+digits) });
        expect(formatPrice(`${digits}.05`, lang)).toEqual({ kind: 'amount', text: cents.format(+digits + 0.05) });
        expect(formatPrice(`${digits},5`, lang)).toEqual({ kind: 'amount', text: cents.format(+digits + 0.5) });
        expect(formatPrice(`${digits}.00`, lang)).toEqual({ kind: 'amount', text: whole.format(+digits) });
      }
    expect(text(formatPrice('0080', 'it'))).toEqual({ kind: 'amount', text: '80 €' });
    expect(text(formatPrice('95,5', 'it'))).toEqual({ kind: 'amount', text: '95,50 €' });
    expect(text(formatPrice('1200', 'de'))).toEqual({ kind: 'amount', text: '1.200 €' });
  });

  it('accepts numbers and prices already carrying a euro sign or spaces', () => {
    expect(text(formatPrice(120, 'en'))).toEqual({ kind: 'amount', text: '€120' });
    expect(text(formatPrice(' € 80 ', 'en'))).toEqual({ kind: 'amount', text: '€80' });
    expect(text(formatPrice('80€', 'it'))).toEqual({ kind: 'amount', text: '80 €' });
  });

  it('shows free text as typed, with no euro sign added', () => {
    expect(formatPrice('da 80 a 120', 'it')).toEqual({ kind: 'free', text: 'da 80 a 120' });
    expect(formatPrice('  su richiesta ', 'en')).toEqual({ kind: 'free', text: 'su richiesta' });
    expect(formatPrice('95.123', 'it')).toEqual({ kind: 'free', text: '95.123' });
  });

  it('gives null for empty and non-string values', () => {
    for (const v of ['', '   ', '€', null, undefined, {}, [], NaN, Infinity, true]) expect(formatPrice(v, 'it')).toBeNull();
  });
});
