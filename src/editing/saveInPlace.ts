/**
 * The saves of the in-place text and image editors. Those editors' hooks are on every page a visitor
 * loads, so they import this module only when the owner saves: the writes, the revisions and the
 * notice never reach a visitor's download.
 */
import type { Backend, DocData } from '../backend/port';
import type { Sources } from '../content/translations';
import type { LocalizedText } from '../content/types';
import { commitImage } from './images';
import { openedValues, saveFields } from './saving';
import type { UploadedImage } from './useUpload';
import { imageFieldWrite, textFieldWrite } from './writes';

/**
 * Saves a text field; `sources` records the Italian its translations follow. `opened` is the document
 * as the editor opened it: when the field has changed since (another tab, another device), nothing is
 * written and the save rejects with a SaveConflict.
 */
export async function saveTextField(
  backend: Backend,
  doc: string,
  field: string,
  value: LocalizedText,
  email: string,
  sources: Sources | undefined,
  opened: DocData | null,
) {
  const write = textFieldWrite(field, value, email, sources);
  await saveFields(backend, doc, write, { expect: openedValues(write, opened) });
}

/** Saves an image field; on failure a fresh upload's files are deleted. True when stored. */
export function saveImageField(
  backend: Backend,
  doc: string,
  field: string,
  image: UploadedImage,
  email: string,
  uploaded: boolean,
): Promise<boolean> {
  // The replaced files stay: the save's revision names them (src/editing/images.ts).
  return commitImage(
    backend.files,
    image,
    async () => void (await saveFields(backend, doc, imageFieldWrite(field, image, email))),
    uploaded,
  );
}
