/**
 * A background image field of a document: loading → display → editing.
 * Stored values are used only when they are usable image URLs; otherwise,
 * and when the read fails, the default image shows.
 */
import { useState } from 'react';
import { httpsImageUrl, isValidImageUrl } from '../content/urls';
import { MAX_URL_CHARS } from '../content/constants';
import type { ImageField, PagePath } from '../content/pages';
import { useBackend, useIsAdmin } from '../data/context';
import { useDocument } from '../data/useRead';
import { commitImage, type ImageRef } from './images';
import { saveFields } from './saving';
import { useAction } from './useAction';
import { backgroundImage } from './backgroundImage';
import { imageFieldWrite } from './writes';

export type BackgroundProblem = 'invalidUrl' | 'urlTooLong' | 'backgroundSave';

export function useBackground<D extends PagePath>(doc: D, field: ImageField<D>, fallback: string) {
  const state = useDocument(doc);
  const backend = useBackend();
  const admin = useIsAdmin();
  const [editing, setEditing] = useState(false);
  const saving = useAction<BackgroundProblem>('save', 'backgroundSave');
  const { url, small } = backgroundImage(state, field, fallback);

  /** Saves an address the owner typed (validated first) or a fresh upload (its files go if the save fails). */
  const save = async (next: ImageRef, uploaded = true): Promise<boolean> => {
    const value = httpsImageUrl(next.url.trim());
    const problem = value.length > MAX_URL_CHARS ? 'urlTooLong' : isValidImageUrl(value) ? null : 'invalidUrl';
    if (problem) {
      saving.fail(problem);
      return false;
    }
    const image = { url: value, urlSmall: next.urlSmall };
    const write = () => saveFields(backend, doc, (owner) => imageFieldWrite(field, image, owner));
    const ok = await saving.run(() => (uploaded ? commitImage(backend.files, image, write) : write()));
    if (ok) setEditing(false);
    return ok;
  };

  return {
    status:
      editing && admin
        ? ('editing' as const)
        : state.status === 'ready' || state.status === 'error'
          ? ('display' as const)
          : ('loading' as const),
    loadFailed: state.status === 'error',
    url,
    small,
    problem: saving.error,
    saving: saving.busy,
    canEdit: admin && state.status === 'ready',
    edit: () => {
      saving.clear();
      setEditing(true);
    },
    close: () => {
      saving.clear();
      setEditing(false);
    },
    save,
  };
}

export type Background = ReturnType<typeof useBackground>;
