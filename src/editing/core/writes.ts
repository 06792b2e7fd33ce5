/**
 * Every document write of the owner's tools, built in one place. The app saves exactly
 * these shapes, and the security-rules tests (tests/firebase/rules.test.ts) send exactly
 * these, so the rules are tested against what the app really writes.
 *
 * Page documents are saved one field at a time (the field, `{field}_lastUpdatedBy`,
 * `updatedAt`, and beside a text `{field}_fromIt`, the Italian its translations follow):
 * firestore.rules accepts a page write only in that shape.
 *
 * Every one of these is saved with a revision of the values it replaces (src/editing/core/saving.ts), which
 * hands them the signed-in owner's e-mail; the revision and trash entry shapes themselves are built by
 * src/backend/history.ts, in the adapter.
 */
import { isStampField } from '../../backend/history';
import { SERVER_TIME, type DocData, type Revision } from '../../backend/port';
import type { CatalogueKind } from '../../content/catalogue';
import { fieldsFrom, type CatalogueDraft } from '../../content/catalogueForm';
import { cleanLocalized } from '../../content/localized';
import { sourcesField, type Sources } from '../../content/translations';
import type { LocalizedText, SiteSettings } from '../../content/types';
import type { ImageRef } from '../uploads/images';
import type { CalendarFeed, FeedState, NightRange } from '../../content/availability';

/**
 * A text field of a page document (or of a gallery image), languages left empty dropped (SPEC §5);
 * with `sources`, the Italian each translation follows (src/content/translations.ts).
 */
export function textFieldWrite(field: string, value: LocalizedText, email: string, sources?: Sources): DocData {
  return {
    [field]: cleanLocalized(value),
    ...(sources ? { [sourcesField(field)]: sources } : {}),
    [`${field}_lastUpdatedBy`]: email,
    updatedAt: SERVER_TIME,
  };
}

/** An image's URL as `field` and its small variant's as `{field}Small` (empty when it has none). */
const imageUrls = (field: string, image: ImageRef): DocData => ({ [field]: image.url, [`${field}Small`]: image.urlSmall ?? '' });

/** An image field of a page document (a background, the before/after images) with its small variant. */
export function imageFieldWrite(field: string, image: ImageRef, email: string): DocData {
  return { ...imageUrls(field, image), [`${field}_lastUpdatedBy`]: email, updatedAt: SERVER_TIME };
}

/** The embedded map and the directions link, saved together. */
export function mapWrite(iframeSrc: string, mapLinkUrl: string, email: string): DocData {
  return {
    iframeSrc,
    mapLinkUrl,
    iframeSrc_lastUpdatedBy: email,
    mapLinkUrl_lastUpdatedBy: email,
    updatedAt: SERVER_TIME,
  };
}

/** The settings form's save (also the first save of the defaults): the owner's fields, not the stamps. */
export function settingsWrite(s: Omit<SiteSettings, 'lastUpdatedBy' | 'updatedAt'>, email: string): DocData {
  return {
    siteName: s.siteName,
    siteLogoUrl: s.siteLogoUrl,
    siteLogoUrlSmall: s.siteLogoUrlSmall ?? '',
    navbarLinks: s.navbarLinks,
    cin: s.cin ?? '',
    vatNumber: s.vatNumber ?? '',
    lastUpdatedBy: email,
    updatedAt: SERVER_TIME,
  };
}

/** An uploaded logo, stored at once, with its small variant (which marks its files as the upload's own). */
export function logoWrite(image: ImageRef, email: string): DocData {
  return { ...imageUrls('siteLogoUrl', image), lastUpdatedBy: email, updatedAt: SERVER_TIME };
}

/** A room, service or experience from its form; `create` adds createdAt. */
export function itemWrite(kind: CatalogueKind, draft: CatalogueDraft, email: string, create: boolean): DocData {
  return {
    ...fieldsFrom(kind, draft),
    lastUpdatedBy: email,
    updatedAt: SERVER_TIME,
    ...(create ? { createdAt: SERVER_TIME } : {}),
  };
}

/** A listing's main image replaced from its detail page. */
export function mainImageWrite(image: ImageRef, email: string): DocData {
  return { ...imageUrls('imageUrl', image), lastUpdatedBy: email, updatedAt: SERVER_TIME };
}

/** A room, service or experience moved in the owner's order. */
export function orderWrite(order: number, email: string): DocData {
  return { order, lastUpdatedBy: email, updatedAt: SERVER_TIME };
}

/** A gallery image moved in the owner's order. */
export function galleryOrderWrite(order: number): DocData {
  return { order };
}

/** A new gallery image; its caption is stored empty (SPEC §3). */
export function galleryImageWrite(image: ImageRef, email: string): DocData {
  return { ...imageUrls('imageUrl', image), caption: '', createdAt: SERVER_TIME, addedBy: email };
}

/**
 * A revision's values written back (Undo, and Restore in a History), in exactly the shape of the save
 * that replaced them: the same fields, with fresh stamps. Saved like any edit, with its own revision.
 */
export function restoreWrite(revision: Revision, email: string): DocData {
  const out: DocData = {};
  for (const f of revision.fields) {
    if (f === 'createdAt') continue;
    if (f === 'updatedAt') out[f] = SERVER_TIME;
    else if (isStampField(f)) out[f] = email;
    else if (f in revision.before) out[f] = revision.before[f];
  }
  return out;
}

/**
 * A room's calendars as the owner leaves them (`calendars/{roomId}`): the addresses, the nights blocked by
 * hand and the minimum stay; the reads' `state` only when addresses were removed (their reads go with them).
 */
export function calendarsWrite(
  c: { feeds: CalendarFeed[]; blocked: NightRange[]; minNights: number },
  email: string,
  state?: Record<string, FeedState>,
): DocData {
  return {
    feeds: c.feeds.map(({ id, channel, url }) => ({ id, channel, url })),
    blocked: c.blocked.map(({ start, end }) => ({ start, end })),
    minNights: c.minNights,
    ...(state ? { state } : {}),
    lastUpdatedBy: email,
    updatedAt: SERVER_TIME,
  };
}

/** What an imported `.ics` file gave one address (the demo, which cannot read addresses). */
export function feedImportWrite(state: Record<string, FeedState>, email: string): DocData {
  return { state, lastUpdatedBy: email, updatedAt: SERVER_TIME };
}
