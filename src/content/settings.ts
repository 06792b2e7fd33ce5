/**
 * Site settings: defaults and the navbar-link rules of SPEC §5. What every page needs is in ./siteSettings.ts
 * (in the first visit's chunk); the owner's editing rules here load with the settings page.
 */
import { KIND_LIST } from './catalogue';
import { orderAt } from './lists';
import { cleanLocalized } from './localized';
import { PAGE_PATHS } from './paths';
import { isBuiltInLink } from './siteSettings';
import type { NavbarLink } from './types';

/** These can be disabled but never deleted. */
export const UNDELETABLE_LINK_IDS = ['home', 'camere', 'servizi'];

/** A CIN as typed ("it 054 039…") in its written form: capitals, no spaces or dashes. */
export function normalizeCin(value: string): string {
  return value.replace(/[\s-]+/g, '').toUpperCase();
}

/**
 * Whether a (normalized) value can be a CIN, the national identification code Italian
 * accommodation must show: "IT", the municipality's six-digit ISTAT code, then letters and digits.
 */
export function isCin(value: string): boolean {
  return /^IT\d{6}[A-Z0-9]{4,16}$/.test(value);
}

/** A VAT number as typed ("IT 012 345 600 55-3") in its written form: its digits, without the country's IT. */
export function normalizeVatNumber(value: string): string {
  return value.replace(/[\s.\-/]+/g, '').replace(/^IT/i, '');
}

/**
 * What is wrong with a (normalized) partita IVA, the Italian VAT number every business's website must
 * show (art. 35 DPR 633/72): not 11 digits, or a last digit that is not the check digit the Agenzia
 * delle Entrate's algorithm gives (Luhn's: the digits in even places doubled, less 9 above 9, and the
 * total a multiple of ten). Null when it is sound.
 */
export function vatNumberProblem(value: string): 'format' | 'check' | null {
  if (!/^\d{11}$/.test(value)) return 'format';
  let total = 0;
  for (let i = 0; i < 11; i++) {
    let n = Number(value[i]);
    if (i % 2 === 1) n = n * 2 > 9 ? n * 2 - 9 : n * 2;
    total += n;
  }
  // Eleven zeros pass the sum and name nobody.
  return total % 10 === 0 && /[1-9]/.test(value) ? null : 'check';
}

/**
 * The links as the owner saves them: numbered in the list's order, the languages left empty dropped, a
 * link of the owner's own keeping an Italian label (its id, if that was emptied too).
 */
export function numberedLinks(links: readonly NavbarLink[]): NavbarLink[] {
  return links.map((l, i) => {
    const label = cleanLocalized(l.label);
    return { ...l, label: label.it || isBuiltInLink(l.id) ? label : { ...label, it: l.id }, order: orderAt(i) };
  });
}

/** "Offerte Speciali" → "offerte-speciali"; accents folded; `-2`, `-3`… when taken. */
export function linkIdFromLabel(label: string, taken: Iterable<string> = []): string {
  const base =
    label
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .trim()
      .replace(/\s+/g, '-')
      .replace(/[^\w-]/g, '') || 'link';
  const used = new Set(taken);
  if (!used.has(base)) return base;
  let n = 2;
  while (used.has(`${base}-${n}`)) n++;
  return `${base}-${n}`;
}

/** A path without a leading slash gets one. */
export function normalizeLinkPath(path: string): string {
  const p = path.trim();
  return p.startsWith('/') ? p : `/${p}`;
}

export function nextLinkOrder(links: NavbarLink[]): number {
  return orderAt(links.length);
}

/** Where a menu link leads: outside the site, one of its pages, a listing's page (if the listing exists), or nowhere. */
export type LinkTarget = { kind: 'outside' | 'page' | 'nowhere' } | { kind: 'item'; doc: string };

export function linkTarget(path: string): LinkTarget {
  if (!path.startsWith('/')) return { kind: 'outside' };
  let p = path.split(/[?#]/)[0].replace(/(.)\/+$/, '$1');
  try {
    p = decodeURI(p);
  } catch {
    return { kind: 'nowhere' };
  }
  if (PAGE_PATHS.includes(p) || KIND_LIST.some((k) => k.path === p)) return { kind: 'page' };
  for (const k of KIND_LIST) {
    const id = p.startsWith(`${k.path}/`) ? p.slice(k.path.length + 1) : '';
    if (id && !id.includes('/')) return { kind: 'item', doc: `${k.collection}/${id}` };
  }
  return { kind: 'nowhere' };
}
