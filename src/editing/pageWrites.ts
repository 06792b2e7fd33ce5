/**
 * The page documents' writes, one field at a time (the field, `{field}_lastUpdatedBy`, `updatedAt`,
 * and beside a text `{field}_fromIt`): firestore.rules accepts a page write only in that shape.
 * Part of src/editing/writes.ts, which re-exports them; kept apart so that the visitor's first
 * load, which has the owner's pencils in it, carries these builders and no others.
 */
import { SERVER_TIME, type DocData } from '../backend/port';
import { cleanLocalized } from '../content/localized';
import type { Sources } from '../content/translations';
import type { LocalizedText } from '../content/types';

export interface ImageRef {
  url: string;
  urlSmall?: string;
}

/**
 * A text field of a page document (or of a gallery image), languages left empty dropped (SPEC §5);
 * with `sources`, the Italian each translation follows (src/content/translations.ts).
 */
export function textFieldWrite(field: string, value: LocalizedText, email: string, sources?: Sources): DocData {
  return {
    [field]: cleanLocalized(value),
    // sourcesField(field) of src/content/translations.ts, written out: that module is the owner's.
    ...(sources ? { [`${field}_fromIt`]: sources } : {}),
    [`${field}_lastUpdatedBy`]: email,
    updatedAt: SERVER_TIME,
  };
}

/** An image field of a page document (a background, the before/after images) with its small variant. */
export function imageFieldWrite(field: string, image: ImageRef, email: string): DocData {
  return {
    [field]: image.url,
    [`${field}Small`]: image.urlSmall ?? '',
    [`${field}_lastUpdatedBy`]: email,
    updatedAt: SERVER_TIME,
  };
}
