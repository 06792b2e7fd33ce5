/**
 * A background image field of a document: loading → display → editing.
 * Stored values are used only when they are usable image URLs; otherwise,
 * and when the read fails, the default image shows.
 */
import { useCallback, useRef, useState } from 'react';
import { imageFieldWrite } from './pageWrites';
import { isValidImageUrl, usableImageUrl } from '../content/urls';
import { useAuth, useBackend } from '../data/context';
import { useDocument } from '../data/useRead';
import { commitImage } from './images';
import type { UploadedImage } from './useUpload';

export type BackgroundProblem = 'invalidUrl' | 'backgroundSave' | null;

export function useBackground(doc: string, field: string, fallback: string) {
  const state = useDocument(doc);
  const backend = useBackend();
  const { user } = useAuth();
  const [editing, setEditing] = useState(false);
  const [problem, setProblem] = useState<BackgroundProblem>(null);
  const [saving, setSaving] = useState(false);
  const savingRef = useRef(false);
  const data = state.status === 'ready' ? state.data : null;
  const url = state.status === 'ready' ? usableImageUrl(data?.[field], fallback) : state.status === 'error' ? fallback : null;
  const small = data && url === data[field] ? usableImageUrl(data[`${field}Small`], '') : '';

  /** Saves a URL typed by the owner (validated) or a freshly uploaded image; true when stored. */
  const save = useCallback(
    async (next: UploadedImage, uploaded = true): Promise<boolean> => {
      if (savingRef.current) return false;
      const value = next.url.trim();
      if (!isValidImageUrl(value)) {
        setProblem('invalidUrl');
        return false;
      }
      const current = backend.auth.currentUser();
      if (!current) return false;
      savingRef.current = true;
      setSaving(true);
      setProblem(null);
      const previous = [data?.[field], data?.[`${field}Small`]].filter((u) => u !== value);
      // The replaced files go only once the document points at the new image.
      const ok = await commitImage(
        backend.files,
        { ...next, url: value },
        previous,
        () => backend.docs.setFields(doc, imageFieldWrite(field, { url: value, urlSmall: next.urlSmall }, current.email)),
        uploaded,
      );
      savingRef.current = false;
      setSaving(false);
      if (ok) setEditing(false);
      else setProblem('backgroundSave');
      return ok;
    },
    [backend, data, doc, field],
  );

  return {
    status: editing
      ? ('editing' as const)
      : state.status === 'ready' || state.status === 'error'
        ? ('display' as const)
        : ('loading' as const),
    loadFailed: state.status === 'error',
    url,
    small,
    problem,
    saving,
    canEdit: !!user && state.status === 'ready',
    edit: () => {
      setProblem(null);
      setEditing(true);
    },
    close: () => {
      setProblem(null);
      setEditing(false);
    },
    save,
    clearProblem: () => setProblem(null),
  };
}

export type Background = ReturnType<typeof useBackground>;
