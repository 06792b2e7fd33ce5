/** Site settings: defaults and the navbar-link rules of SPEC §5. */
import { PRODUCT_NAME, type Lang } from './constants';
import { KIND_LIST, KINDS, type CatalogueKind } from './catalogue';
import { orderAt } from './lists';
import { cleanLocalized, readLocalized } from './localized';
import { CONTACT_PATH, GALLERY_PATH, HOME_PATH, LOCATION_PATH, PAGE_PATHS } from './paths';
import { NAV_LINK_TYPES, type NavbarLink, type NavLinkType, type SiteSettings } from './types';

/** The site's own links: where the owner has not named one in a language, it has the site's word for it (nav.{id}). */
export const BUILT_IN_LINK_IDS = ['home', 'camere', 'servizi', 'esperienze', 'galleria', 'posizione', 'contatti'] as const;

export function isBuiltInLink(id: string): boolean {
  return (BUILT_IN_LINK_IDS as readonly string[]).includes(id);
}

/**
 * What a link is called in a language: the owner's label in that language; else, for one of the site's
 * own links, the site's word in it (`siteWord`); else the Italian label; else its id.
 */
export function linkLabelIn(link: NavbarLink, lang: Lang, siteWord?: string): string {
  return link.label[lang] ?? siteWord ?? link.label.it ?? link.id;
}
/** These can be disabled but never deleted. */
export const UNDELETABLE_LINK_IDS = ['home', 'camere', 'servizi'];

const DEFAULT_LINKS: [id: string, label: string, path: string, type: NavLinkType][] = [
  ['home', 'Home', HOME_PATH, 'link'],
  ['camere', 'Camere', KINDS.rooms.path, 'submenu_rooms'],
  ['servizi', 'Servizi', KINDS.services.path, 'submenu_services'],
  ['esperienze', 'Esperienze', KINDS.experiences.path, 'submenu_experiences'],
  ['galleria', 'Galleria', GALLERY_PATH, 'link'],
  ['posizione', 'Posizione', LOCATION_PATH, 'link'],
  ['contatti', 'Contatti', CONTACT_PATH, 'link'],
];

export function defaultSiteSettings(): SiteSettings {
  return {
    siteName: PRODUCT_NAME,
    siteLogoUrl: '',
    cin: '',
    vatNumber: '',
    navbarLinks: DEFAULT_LINKS.map(([id, label, path, type], i) => ({
      id,
      label: { it: label },
      path,
      type,
      order: orderAt(i),
      enabled: true,
    })),
  };
}

/** Reads a stored settings document defensively: anything malformed is dropped or defaulted. */
export function readSiteSettings(data: Record<string, unknown> | null | undefined): SiteSettings {
  const d = defaultSiteSettings();
  if (!data) return d;
  const siteName = typeof data.siteName === 'string' && data.siteName.trim() ? data.siteName : d.siteName;
  const siteLogoUrl = typeof data.siteLogoUrl === 'string' ? data.siteLogoUrl : '';
  const siteLogoUrlSmall = typeof data.siteLogoUrlSmall === 'string' ? data.siteLogoUrlSmall : '';
  const links = Array.isArray(data.navbarLinks)
    ? (data.navbarLinks as unknown[]).flatMap((l): NavbarLink[] => {
        if (!l || typeof l !== 'object') return [];
        const o = l as Record<string, unknown>;
        if (typeof o.id !== 'string' || typeof o.path !== 'string') return [];
        return [
          {
            id: o.id,
            label: readLocalized(o.label),
            path: o.path,
            order: typeof o.order === 'number' && Number.isFinite(o.order) ? o.order : Number.MAX_SAFE_INTEGER,
            enabled: o.enabled !== false,
            type: NAV_LINK_TYPES.includes(o.type as NavLinkType) ? (o.type as NavLinkType) : 'link',
          },
        ];
      })
    : d.navbarLinks;
  const cin = typeof data.cin === 'string' ? data.cin : '';
  const vatNumber = typeof data.vatNumber === 'string' ? data.vatNumber : '';
  return { ...data, siteName, siteLogoUrl, siteLogoUrlSmall, navbarLinks: links, cin, vatNumber };
}

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

/** The links in the owner's order. */
export function inLinkOrder(links: readonly NavbarLink[]): NavbarLink[] {
  return [...links].sort((a, b) => a.order - b.order);
}

/** Enabled links in ascending order. */
export function visibleLinks(links: NavbarLink[]): NavbarLink[] {
  return inLinkOrder(links.filter((l) => l.enabled));
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

/** The catalogue whose items a submenu link lists. */
export function submenuKind(type: NavLinkType): CatalogueKind | undefined {
  return KIND_LIST.find((k) => type === `submenu_${k.id}`);
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
