/**
 * Site settings as every page reads them: defaults, the stored document read defensively, and the navbar-link
 * rules of SPEC §5 a visitor's menu needs. The owner's editing rules are in ./settings.ts.
 */
import { PRODUCT_NAME, type Lang } from './constants';
import { KIND_LIST, KINDS, type CatalogueKind } from './catalogue';
import { orderAt } from './lists';
import { readLocalized } from './localized';
import { CONTACT_PATH, GALLERY_PATH, HOME_PATH, LOCATION_PATH } from './paths';
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

/** The links in the owner's order. */
export function inLinkOrder(links: readonly NavbarLink[]): NavbarLink[] {
  return [...links].sort((a, b) => a.order - b.order);
}

/** Enabled links in ascending order. */
export function visibleLinks(links: NavbarLink[]): NavbarLink[] {
  return inLinkOrder(links.filter((l) => l.enabled));
}

/** The catalogue whose items a submenu link lists. */
export function submenuKind(type: NavLinkType): CatalogueKind | undefined {
  return KIND_LIST.find((k) => type === `submenu_${k.id}`);
}
