/** Entity shapes of the product (SPEC §3 and the document schema). */
import type { Lang } from './constants';

/** A text in up to five languages. An older plain string is read as Italian. */
export type LocalizedText = Partial<Record<Lang, string>>;
export type StoredText = LocalizedText | string | undefined | null;

export type TextSize = 'normal' | 'large' | 'medium' | 'small';
export type ImageSize = 'full' | 'large' | 'medium' | 'small';

export type DetailBlock =
  | { type: 'text'; value: LocalizedText; size?: TextSize; blockId?: string }
  | { type: 'image'; value: string; valueSmall?: string; size?: ImageSize; blockId?: string };

interface Stamped {
  createdAt?: unknown;
  updatedAt?: unknown;
  lastUpdatedBy?: string;
}

export interface Room extends Stamped {
  id: string;
  name: LocalizedText;
  shortDescription: LocalizedText;
  imageUrl: string;
  imageUrlSmall?: string;
  price?: string;
  detailContent?: DetailBlock[];
}

export interface CatalogueItem extends Stamped {
  id: string;
  title: LocalizedText;
  description: LocalizedText;
  imageUrl: string;
  imageUrlSmall?: string;
  order?: number;
  detailContent?: DetailBlock[];
}
export type Service = CatalogueItem;
export type Experience = CatalogueItem;

export interface GalleryImage {
  id: string;
  imageUrl: string;
  imageUrlSmall?: string;
  caption: string;
  createdAt?: unknown;
  addedBy?: string;
}

export type NavLinkType = 'link' | 'submenu_rooms' | 'submenu_services' | 'submenu_experiences';
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
  navbarLinks: NavbarLink[];
  lastUpdatedBy?: string;
  updatedAt?: unknown;
}
