/**
 * Rooms, services and experiences are one catalogue described three times as data:
 * where they live, which fields name and describe them, how they are ordered,
 * which folders hold their images and which messages they use.
 */
import { COLLECTIONS, type StorageFolder } from './constants';

export type KindId = 'rooms' | 'services' | 'experiences';

/** How a list is sorted: fields (nested with dots, e.g. `title.it`) and directions, first to last. */
export type SortOrder = [field: string, dir: 'asc' | 'desc'][];

export interface CatalogueKind {
  id: KindId;
  collection: string;
  /** The route segment, e.g. /camere. */
  path: string;
  titleField: 'name' | 'title';
  textField: 'shortDescription' | 'description';
  hasPrice: boolean;
  hasOrder: boolean;
  order: SortOrder;
  headerDoc: string;
  /** Extra editable documents below the list (services' notes). */
  notesDoc?: string;
  mainFolder: StorageFolder;
  detailsFolder: StorageFolder;
  detailsTempFolder: StorageFolder;
  /** Translation key prefix: catalogue.{id}.* */
  i18n: string;
  /** The call to action on the detail page. */
  ctaKey: 'buttons.checkAvailability' | 'buttons.requestInfo';
}

/**
 * Every list comes in the owner's order (`order`, lower first, DEFAULT_ORDER until placed), then in
 * the specification's: services and experiences by Italian title (SPEC §7 names both); rooms, which
 * SPEC §7 orders by Italian name, by that name.
 */
const BY_ORDER_THEN_TITLE: SortOrder = [
  ['order', 'asc'],
  ['title.it', 'asc'],
];

export const KINDS: Record<KindId, CatalogueKind> = {
  rooms: {
    id: 'rooms',
    collection: COLLECTIONS.rooms,
    path: '/camere',
    titleField: 'name',
    textField: 'shortDescription',
    hasPrice: true,
    hasOrder: true,
    order: [
      ['order', 'asc'],
      ['name.it', 'asc'],
    ],
    headerDoc: 'rooms_page/header',
    mainFolder: 'rooms/main',
    detailsFolder: 'rooms/details',
    detailsTempFolder: 'rooms/details_temp',
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
    order: BY_ORDER_THEN_TITLE,
    headerDoc: 'services_page/header',
    notesDoc: 'services_page/notes',
    mainFolder: 'services/main',
    // Services keep their detail images in the temporary folder only (SPEC §7).
    detailsFolder: 'services/details_temp',
    detailsTempFolder: 'services/details_temp',
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
    order: BY_ORDER_THEN_TITLE,
    headerDoc: 'experiences_page/header',
    mainFolder: 'experiences/main',
    detailsFolder: 'experiences/details',
    detailsTempFolder: 'experiences/details_temp',
    i18n: 'catalogue.experiences',
    ctaKey: 'buttons.requestInfo',
  },
};

export const KIND_LIST = [KINDS.rooms, KINDS.services, KINDS.experiences];
