/** Product constants from the specification, with their units in the name. */

export const PRODUCT_NAME = 'Locanda';

export const LANGUAGES = ['it', 'en', 'de', 'nl', 'fr'] as const;
export type Lang = (typeof LANGUAGES)[number];
export const FALLBACK_LANG: Lang = 'it';
export const LANG_CACHE_KEY = 'i18nextLng';
/**
 * Firebase Hosting serves a page's saved copy in the language this cookie names (its i18n rewrites,
 * firebase.json); the application keeps it equal to its own language, so the next page arrives in it.
 */
export const LANG_OVERRIDE_COOKIE = 'firebase-language-override';
export const LANG_OVERRIDE_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

export const FEATURED_ROOMS_COUNT = 3;
export const PREVIEW_SERVICES_COUNT = 3;
export const LOADER_MS = 1000;
export const LOADER_FADE_MS = 500;
export const NAVBAR_SCROLL_PX = 50;

export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024; // 5242880
export const UPLOAD_CHUNK_BYTES = 256 * 1024;

/**
 * Limits of the stored content, checked by the owner's forms before anything is sent
 * (src/content/limits.ts); firestore.rules caps list sizes and string lengths to match.
 */
export const MAX_TEXT_CHARS = 10_000; // one language of a text
export const MAX_SHORT_TEXT_CHARS = 300; // one language of a one-line text (titles, names, labels of blocks)
export const MAX_DETAIL_BLOCKS = 30;
export const MAX_NAV_LINKS = 20;
export const MAX_LINK_LABEL_CHARS = 40;
export const MAX_SITE_NAME_CHARS = 80;
export const MAX_PRICE_CHARS = 60;
export const MAX_URL_CHARS = 2048;
/**
 * A listing's text in all, every language and block together. A UTF-16 code unit is at most 3 bytes in
 * UTF-8, so the largest listing is about 400 KB: less than half the size at which the security rules'
 * memory budget refuses an update (about 1 MB, measured on the emulator; firestore.rules, "Memory") and
 * well inside Firestore's 1 MiB per document.
 */
export const MAX_DOC_TEXT_CHARS = 150_000;

export const DEFAULT_ORDER = 999;

export const COOKIE_CONSENT_NAME = 'siteCookieConsent';
export const COOKIE_CONSENT_DAYS = 150;

export const COLLECTIONS = {
  rooms: 'rooms',
  services: 'services',
  experiences: 'experiences',
  gallery: 'gallery_images',
  settings: 'site_settings',
} as const;

/**
 * A room's calendars (the owner's: addresses, hand blocks, minimum stay) and its published nights, each
 * `{collection}/{roomId}` (src/content/availability.ts). Here, so a page can name the published nights
 * without the code that computes them.
 */
export const CALENDARS_COLLECTION = 'calendars';
export const AVAILABILITY_COLLECTION = 'availability';

/**
 * The owner's history: `revisions/{doc key}/entries/{seq}` and `trash/{doc key}` (a doc key is the
 * document's path with `~` for `/`). Only the owner may read them; nothing public points to them.
 */
export const REVISIONS_COLLECTION = 'revisions';
export const TRASH_COLLECTION = 'trash';
/**
 * Firebase only: where a restore stages each document it puts back (`restoring/{doc key}`), so the
 * security rules can let exactly that document through, stamps and all; emptied by the same write.
 */
export const RESTORING_COLLECTION = 'restoring';
/** Revisions kept per document; older ones go as new ones arrive. */
export const REVISIONS_KEPT = 20;
/** Days an item stays in the trash before the owner's browser deletes it for good. */
export const TRASH_DAYS = 30;
/** The same in milliseconds, for dates: when an item deleted at a given time goes for good. */
export const TRASH_MS = TRASH_DAYS * 24 * 60 * 60 * 1000;
/** How long the notice after a save offers Undo. */
export const UNDO_NOTICE_MS = 10_000;

export const SETTINGS_DOC = 'site_settings/global';
/** The footer's texts (description, address, phone, e-mail, copyright), also read by the home and contact pages. */
export const FOOTER_DOC = 'footer/info';
/** The embedded map and the directions link (the location page and the navbar's map link). */
export const MAP_DOC = 'location_page/map';

/** Images shown where the content names none (or an unusable one). */
export const DEFAULT_IMAGES = {
  background: '/demo/hero-hills.svg',
  before: '/demo/farmhouse-before.svg',
  after: '/demo/farmhouse-after.svg',
} as const;

export const STORAGE_FOLDERS = [
  'images',
  'rooms/main',
  'rooms/details',
  'rooms/details_temp',
  'services/main',
  'services/details_temp',
  'experiences/main',
  'experiences/details',
  'experiences/details_temp',
  'gallery',
] as const;
export type StorageFolder = (typeof STORAGE_FOLDERS)[number];

/**
 * Local demo backend: set once the owner has changed this browser's demo content, so this browser's site is
 * no longer the one published with the saved pages (src/app/firstPaint.js hides those, the application reads
 * the browser's own data first).
 */
export const LOCAL_EDITS_KEY = 'locanda.localEdits';

/** Local demo backend: uploaded files are served from this URL prefix. */
export const LOCAL_FILES_PREFIX = '/local-files/';

/** Written beside the saved pages when they are rendered (src/app/server.tsx): `{ savedAt, pages }`. */
export const SAVED_PAGES_STAMP = '/saved-pages.json';
