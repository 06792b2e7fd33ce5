/**
 * Replacing an image of a document: by an address the owner types (checked first) or by an upload (whose
 * files go again if the save fails). `useImageEdit` is the editor's state, whatever the image;
 * `useBackground` a page document's image field (a background, the before/after pictures), shown as
 * stored when that is a usable image address, else (and when the read fails) as the default.
 */
import { useState } from 'react';
import { httpsImageUrl, isValidImageUrl } from '../../content/urls';
import { MAX_URL_CHARS } from '../../content/constants';
import type { ImageField, PagePath } from '../../content/pages';
import { useBackend, useIsAdmin } from '../../data/context';
import { useDocument } from '../../data/useRead';
import { commitImage, type ImageRef } from '../uploads/images';
import { saveFields } from '../core/saving';
import { useAction } from '../core/useAction';
import { backgroundImage } from './backgroundImage';
import { imageFieldWrite } from '../core/writes';

export type ImageProblem = 'invalidUrl' | 'urlTooLong' | 'backgroundSave' | 'imageUpdate';

/** `write` stores the image; `failure` is what the owner is told when that fails. */
export function useImageEdit(write: (image: ImageRef) => Promise<unknown>, failure: ImageProblem) {
  const backend = useBackend();
  const admin = useIsAdmin();
  const [open, setOpen] = useState(false);
  const saving = useAction<ImageProblem>('save', failure);

  /** Saves an address the owner typed (`uploaded` false) or a fresh upload; true when stored. */
  const save = async (next: ImageRef, uploaded = true): Promise<boolean> => {
    const url = httpsImageUrl(next.url.trim());
    const problem = url.length > MAX_URL_CHARS ? 'urlTooLong' : isValidImageUrl(url) ? null : 'invalidUrl';
    if (problem) {
      saving.fail(problem);
      return false;
    }
    const image = { url, urlSmall: next.urlSmall };
    const stored = await saving.run(() => (uploaded ? commitImage(backend.files, image, () => write(image)) : write(image)));
    if (stored) setOpen(false);
    return stored;
  };

  const show = (on: boolean) => () => {
    saving.clear();
    setOpen(on);
  };
  return { editing: open && admin, problem: saving.error, saving: saving.busy, save, edit: show(true), close: show(false) };
}

export type ImageEdit = ReturnType<typeof useImageEdit>;

export function useBackground<D extends PagePath>(doc: D, field: ImageField<D>, fallback: string) {
  const state = useDocument(doc);
  const backend = useBackend();
  const admin = useIsAdmin();
  const edit = useImageEdit(
    (image) => saveFields(backend, doc, (owner) => imageFieldWrite(field, image, owner)),
    'backgroundSave',
  );
  return { ...edit, ...backgroundImage(state, field, fallback), canEdit: admin && state.status === 'ready' };
}
