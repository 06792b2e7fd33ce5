/**
 * A background image field of a document: loading → display → editing.
 * Stored values are used only when they are usable image URLs; otherwise,
 * and when the read fails, the default image shows.
 */
import { useCallback, useRef, useState } from 'react';
import { httpsImageUrl, isValidImageUrl } from '../content/urls';
import { MAX_URL_CHARS } from '../content/constants';
import { useBackend, useIsAdmin } from '../data/context';
import { useDocument } from '../data/useRead';
import type { UploadedImage } from './useUpload';
import { backgroundImage } from './backgroundImage';

export type BackgroundProblem = 'invalidUrl' | 'urlTooLong' | 'backgroundSave' | null;

export function useBackground(doc: string, field: string, fallback: string) {
  const state = useDocument(doc);
  const backend = useBackend();
  const admin = useIsAdmin();
  const [editing, setEditing] = useState(false);
  const [problem, setProblem] = useState<BackgroundProblem>(null);
  const [saving, setSaving] = useState(false);
  const savingRef = useRef(false);
  const { url, small } = backgroundImage(state, field, fallback);

  /** Saves a URL typed by the owner (validated) or a freshly uploaded image; true when stored. */
  const save = useCallback(
    async (next: UploadedImage, uploaded = true): Promise<boolean> => {
      if (savingRef.current) return false;
      const value = httpsImageUrl(next.url.trim());
      if (value.length > MAX_URL_CHARS) {
        setProblem('urlTooLong');
        return false;
      }
      if (!isValidImageUrl(value)) {
        setProblem('invalidUrl');
        return false;
      }
      const current = backend.auth.currentUser();
      if (!current) return false;
      savingRef.current = true;
      setSaving(true);
      setProblem(null);
      // The owner's saving code (revisions, undo) loads on the first save, never for a visitor.
      const { saveImageField } = await import('./saveInPlace');
      const ok = await saveImageField(backend, doc, field, { url: value, urlSmall: next.urlSmall }, current.email, uploaded);
      savingRef.current = false;
      setSaving(false);
      if (ok) setEditing(false);
      else setProblem('backgroundSave');
      return ok;
    },
    [backend, doc, field],
  );

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
    problem,
    saving,
    canEdit: admin && state.status === 'ready',
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
