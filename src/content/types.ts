/** Entity shapes of the product (SPEC §3 and the document schema). */
import type { Lang } from './constants';
import type { Sources } from './localized';

/** A text in up to five languages. An older plain string is read as Italian. */
export type LocalizedText = Partial<Record<Lang, string>>;
export type StoredText = LocalizedText | string | undefined | null;

export type TextSize = 'normal' | 'large' | 'medium' | 'small';
export type ImageSize = 'full' | 'large' | 'medium' | 'small';

/** A block's translation sources (src/content/translations.ts): `fromIt` for a text, `altFromIt` for an image's alt text. */
export type DetailBlock =
  | { type: 'text'; value: LocalizedText; size?: TextSize; blockId?: string; fromIt?: Sources }
  | {
      type: 'image';
      value: string;
      valueSmall?: string;
      size?: ImageSize;
      blockId?: string;
      alt?: LocalizedText;
      altFromIt?: Sources;
    };

/** What a menu link is: a plain link, or a list's link with the list's items in a submenu. */
export const NAV_LINK_TYPES = ['link', 'submenu_rooms', 'submenu_services', 'submenu_experiences'] as const;
export type NavLinkType = (typeof NAV_LINK_TYPES)[number];
export interface NavbarLink {
  id: string;
  /** In up to five languages; an older plain string is read as Italian (src/content/settings.ts). */
  label: LocalizedText;
  path: string;
  order: number;
  enabled: boolean;
  type: NavLinkType;
}

export interface SiteSettings {
  siteName: string;
  siteLogoUrl: string;
  /** The uploaded logo's small variant ('' for an address the owner typed). */
  siteLogoUrlSmall?: string;
  navbarLinks: NavbarLink[];
  /** The national identification code of Italian accommodation (codice identificativo nazionale), or ''. */
  cin?: string;
  /** The Italian VAT number (partita IVA): 11 digits, without the IT in front, or ''. */
  vatNumber?: string;
  lastUpdatedBy?: string;
  updatedAt?: unknown;
}
