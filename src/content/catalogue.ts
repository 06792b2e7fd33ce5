/**
 * Rooms, services and experiences are one catalogue described three times as data:
 * where they live, which fields name and describe them, how they are ordered,
 * which folders hold their images and which messages they use.
 */
import { COLLECTIONS, DEFAULT_ORDER, type StorageFolder } from './constants';
import { readLocalized, readSources } from './localized';
import type { HeaderPath, PagePath } from './pages';
import type { DetailBlock, ImageSize, TextSize } from './types';

export type KindId = 'rooms' | 'services' | 'experiences';

/** A read of a collection through the backend port (its ListQuery): ordered fields and a limit. */
export interface CatalogueQuery {
  orderBy?: [field: string, dir: 'asc' | 'desc'][];
  limit?: number;
}

export interface CatalogueKind {
  id: KindId;
  collection: string;
  /** The route segment, e.g. /camere. */
  path: string;
  titleField: 'name' | 'title';
  textField: 'shortDescription' | 'description';
  hasPrice: boolean;
  hasOrder: boolean;
  /**
   * How every list of the catalogue is read (the list page, the homepage, the navbar's submenu, the
   * owner's order dialog and overviews): all of it, in no order. Firestore leaves out of an ordered
   * query every document without the ordered field, and SPEC §3 gives rooms no `order`; the items
   * are put in order after reading (inCatalogueOrder), the same on both backends.
   */
  query: CatalogueQuery;
  headerDoc: HeaderPath;
  /** Extra editable documents below the list (services' notes). */
  notesDoc?: Extract<PagePath, `${string}/notes`>;
  mainFolder: StorageFolder;
  detailsFolder: StorageFolder;
  detailsTempFolder: StorageFolder;
  /** The site's word for the catalogue (its menu link's and its page's name when the owner named none). */
  navKey: 'nav.camere' | 'nav.servizi' | 'nav.esperienze';
  /** Translation key prefix: catalogue.{id}.* */
  i18n: string;
  /** The call to action on the detail page. */
  ctaKey: 'buttons.checkAvailability' | 'buttons.requestInfo';
}

const ALL: CatalogueQuery = {};

export const KINDS: Record<KindId, CatalogueKind> = {
  rooms: {
    id: 'rooms',
    collection: COLLECTIONS.rooms,
    path: '/camere',
    titleField: 'name',
    textField: 'shortDescription',
    hasPrice: true,
    hasOrder: true,
    query: ALL,
    headerDoc: 'rooms_page/header',
    mainFolder: 'rooms/main',
    detailsFolder: 'rooms/details',
    detailsTempFolder: 'rooms/details_temp',
    navKey: 'nav.camere',
    i18n: 'catalogue.rooms',
    ctaKey: 'buttons.checkAvailability',
  },
  services: {
    id: 'services',
    collection: COLLECTIONS.services,
    path: '/servizi',
    titleField: 'title',
    textField: 'description',
    hasPrice: false,
    hasOrder: true,
    query: ALL,
    headerDoc: 'services_page/header',
    notesDoc: 'services_page/notes',
    mainFolder: 'services/main',
    // Services keep their detail images in the temporary folder only (SPEC §7).
    detailsFolder: 'services/details_temp',
    detailsTempFolder: 'services/details_temp',
    navKey: 'nav.servizi',
    i18n: 'catalogue.services',
    ctaKey: 'buttons.requestInfo',
  },
  experiences: {
    id: 'experiences',
    collection: COLLECTIONS.experiences,
    path: '/esperienze',
    titleField: 'title',
    textField: 'description',
    hasPrice: false,
    hasOrder: true,
    query: ALL,
    headerDoc: 'experiences_page/header',
    mainFolder: 'experiences/main',
    detailsFolder: 'experiences/details',
    detailsTempFolder: 'experiences/details_temp',
    navKey: 'nav.esperienze',
    i18n: 'catalogue.experiences',
    ctaKey: 'buttons.requestInfo',
  },
};

export const KIND_LIST = [KINDS.rooms, KINDS.services, KINDS.experiences];

const byItalian = new Intl.Collator('it');

/**
 * A catalogue's items as every list shows them: in the owner's order (`order`, lower first; an item
 * without one, as SPEC §3 writes rooms, counts DEFAULT_ORDER), then in the specification's: by Italian
 * name (rooms) or title (services, experiences), an older plain-string text read as the Italian one.
 */
export function inCatalogueOrder<T extends { id: string; data: Record<string, unknown> }>(
  kind: CatalogueKind,
  items: readonly T[],
): T[] {
  const place = (x: T) => (typeof x.data.order === 'number' && Number.isFinite(x.data.order) ? x.data.order : DEFAULT_ORDER);
  const name = (x: T) => readLocalized(x.data[kind.titleField]).it ?? '';
  return [...items].sort(
    (a, b) => place(a) - place(b) || byItalian.compare(name(a), name(b)) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
  );
}

export const TEXT_SIZES: readonly TextSize[] = ['normal', 'large', 'medium', 'small'];
export const IMAGE_SIZES: readonly ImageSize[] = ['full', 'large', 'medium', 'small'];
const oneOf = <T extends string>(sizes: readonly T[], value: unknown, otherwise: T): T =>
  sizes.includes(value as T) ? (value as T) : otherwise;
const text = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

/**
 * A listing's detail blocks (`detailContent`) as stored, read defensively: the one reader of that shape
 * (the detail page, the form, the translations overview). A block of no known type is left out; a size
 * that is not one of the type's is its default.
 */
export function readDetailContent(value: unknown): DetailBlock[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((raw: unknown): DetailBlock[] => {
    const b = (raw && typeof raw === 'object' ? raw : {}) as Record<string, unknown>;
    const blockId = text(b.blockId);
    if (b.type === 'text')
      return [
        {
          type: 'text',
          value: readLocalized(b.value),
          size: oneOf(TEXT_SIZES, b.size, 'normal'),
          blockId,
          fromIt: readSources(b.fromIt),
        },
      ];
    if (b.type !== 'image') return [];
    const size = oneOf(IMAGE_SIZES, b.size, 'full');
    return [
      {
        type: 'image',
        value: text(b.value) ?? '',
        valueSmall: text(b.valueSmall),
        size,
        blockId,
        alt: readLocalized(b.alt),
        altFromIt: readSources(b.altFromIt),
      },
    ];
  });
}
