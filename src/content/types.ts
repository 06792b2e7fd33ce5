/** Entity shapes of the product (SPEC §3 and the document schema). */
import type { Lang } from './constants';
import type { Sources } from './translations';

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

interface Stamped {
  createdAt?: unknown;
  updatedAt?: unknown;
  lastUpdatedBy?: string;
}

/** What rooms, services and experiences share besides their texts. */
interface Listed extends Stamped {
  /** The main image's description in five languages. */
  imageAlt?: LocalizedText;
  /** The owner's place in the list (lower first, DEFAULT_ORDER when unplaced). */
  order?: number;
  /** Per text field (and `imageAlt`): the Italian each translation follows. */
  fromIt?: Record<string, Sources>;
}

export interface Room extends Listed {
  id: string;
  name: LocalizedText;
  shortDescription: LocalizedText;
  imageUrl: string;
  imageUrlSmall?: string;
  price?: string;
  detailContent?: DetailBlock[];
}

export interface CatalogueItem extends Listed {
  id: string;
  title: LocalizedText;
  description: LocalizedText;
  imageUrl: string;
  imageUrlSmall?: string;
  detailContent?: DetailBlock[];
}
export type Service = CatalogueItem;
export type Experience = CatalogueItem;

export interface GalleryImage {
  id: string;
  imageUrl: string;
  imageUrlSmall?: string;
  /** Stored empty when added (SPEC §3); the owner may write it in five languages. */
  caption: StoredText;
  alt?: LocalizedText;
  /** The owner's place in the gallery (lower first); unplaced images come first, newest first. */
  order?: number;
  createdAt?: unknown;
  addedBy?: string;
}

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
