/**
 * One editable text field of a document: loading → display ⇄ editing.
 * The document is read through the page's shared read cache, so several
 * fields of one document cost one read.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { SERVER_TIME } from '../backend/port';
import { LANGUAGES, MAX_TEXT_CHARS, type Lang } from '../content/constants';
import { cleanLocalized, readLocalized } from '../content/localized';
import type { LocalizedText } from '../content/types';
import { useAuth, useBackend } from '../data/context';
import { useDocument } from '../data/useRead';

export type TextStatus = 'loading' | 'error' | 'display' | 'editing';
export type SaveError = 'tooLong' | 'save' | null;

export function useEditableText(doc: string, field: string) {
  const state = useDocument(doc);
  const { user } = useAuth();
  const backend = useBackend();
  const [draft, setDraft] = useState<LocalizedText | null>(null);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<SaveError>(null);
  const savingRef = useRef(false);

  const saved = useMemo(() => (state.status === 'ready' ? readLocalized(state.data?.[field]) : {}), [state, field]);
  // Signing out closes the editor and drops the unsaved draft: a visitor never sees it and nothing is written.
  useEffect(() => {
    if (!user) {
      setDraft(null);
      setError(null);
    }
  }, [user]);
  const status: TextStatus =
    draft !== null && user ? 'editing' : state.status === 'ready' ? 'display' : state.status === 'error' ? 'error' : 'loading';

  const edit = useCallback(() => {
    if (!user || state.status !== 'ready') return;
    setError(null);
    setDraft({ ...saved });
  }, [user, state.status, saved]);

  const change = useCallback((lang: Lang, value: string) => {
    setDraft((d) => ({ ...(d ?? {}), [lang]: value }));
  }, []);

  /** Cancel restores the last saved values. */
  const cancel = useCallback(() => {
    setDraft(null);
    setError(null);
  }, []);

  /** Writes the field's language map whole; resolves true when saved. Keeps the draft on failure. */
  const save = useCallback(async (): Promise<boolean> => {
    if (!draft || savingRef.current) return false;
    const current = backend.auth.currentUser();
    if (!current) return false;
    if (LANGUAGES.some((l) => (draft[l]?.length ?? 0) > MAX_TEXT_CHARS)) {
      setError('tooLong');
      return false;
    }
    savingRef.current = true;
    setSaving(true);
    setError(null);
    try {
      await backend.docs.setFields(doc, {
        [field]: cleanLocalized(draft),
        [`${field}_lastUpdatedBy`]: current.email,
        updatedAt: SERVER_TIME,
      });
      setDraft(null);
      return true;
    } catch {
      setError('save');
      return false;
    } finally {
      savingRef.current = false;
      setSaving(false);
    }
  }, [draft, backend, doc, field]);

  return { status, saved, draft, saving, error, canEdit: !!user && state.status === 'ready', edit, change, cancel, save };
}
