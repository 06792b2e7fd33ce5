/**
 * One editable text field of a document: loading → display ⇄ editing.
 * The document is read through the page's shared read cache, so several
 * fields of one document cost one read.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { SaveConflict, type DocData } from '../backend/port';
import type { Lang } from '../content/constants';
import { readLocalized } from '../content/localized';
import { inPlaceTextProblem, type LimitProblem } from '../content/limits';
import type { Sources } from '../content/translations';
import type { LocalizedText } from '../content/types';
import { useAuth, useBackend, useIsAdmin } from '../data/context';
import { useDocument } from '../data/useRead';

export type TextStatus = 'loading' | 'error' | 'display' | 'editing';
/** A failed save, or a limit the draft exceeds (nothing is sent then). */
export type SaveError = 'save' | LimitProblem | null;
/** A save refused because the text was saved meanwhile elsewhere: what is stored now. */
export interface TextConflict {
  theirs: LocalizedText;
  current: DocData | null;
}

/**
 * `multiline` texts may be long; one-line texts (titles, names) are short. With `data`, the
 * document as a list already read it (a gallery image): nothing more is read.
 */
export function useEditableText(
  doc: string,
  field: string,
  { multiline = false, data }: { multiline?: boolean; data?: DocData } = {},
) {
  const read = useDocument(data ? null : doc);
  const state = useMemo(() => (data ? ({ status: 'ready', data } as const) : read), [data, read]);
  const { user } = useAuth();
  const admin = useIsAdmin();
  const backend = useBackend();
  const [draft, setDraft] = useState<LocalizedText | null>(null);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<SaveError>(null);
  const [conflict, setConflict] = useState<TextConflict | null>(null);
  const savingRef = useRef(false);
  // The document as the editor opened it: a save finding the field changed since is refused.
  const opened = useRef<DocData | null>(null);

  const saved = useMemo(() => (state.status === 'ready' ? readLocalized(state.data?.[field]) : {}), [state, field]);
  // Signing out closes the editor and drops the unsaved draft: a visitor never sees it and nothing is written.
  useEffect(() => {
    if (!user) {
      setDraft(null);
      setError(null);
      setConflict(null);
    }
  }, [user]);
  const status: TextStatus =
    draft !== null && admin ? 'editing' : state.status === 'ready' ? 'display' : state.status === 'error' ? 'error' : 'loading';

  const edit = useCallback(() => {
    if (!user || state.status !== 'ready') return;
    setError(null);
    setConflict(null);
    opened.current = state.data;
    setDraft({ ...saved });
  }, [user, state, saved]);

  const change = useCallback((lang: Lang, value: string) => {
    setDraft((d) => ({ ...(d ?? {}), [lang]: value }));
  }, []);

  /** Cancel restores the last saved values. */
  const cancel = useCallback(() => {
    setDraft(null);
    setError(null);
    setConflict(null);
  }, []);

  /** After a conflict: the draft stays, and the next save overwrites what was saved meanwhile (unless it changes again). */
  const overrule = useCallback(() => {
    if (conflict) opened.current = conflict.current;
    setConflict(null);
  }, [conflict]);

  /**
   * Writes the field's language map whole (with `sources`, the Italian its translations follow);
   * resolves true when saved. Keeps the draft on failure.
   */
  const save = useCallback(
    async (sources?: Sources): Promise<boolean> => {
      if (!draft || savingRef.current) return false;
      const current = backend.auth.currentUser();
      if (!current) return false;
      const problem = inPlaceTextProblem(field, draft, multiline);
      if (problem) {
        setError(problem);
        return false;
      }
      savingRef.current = true;
      setSaving(true);
      setError(null);
      try {
        // The owner's saving code (revisions, undo) loads on the first save, never for a visitor.
        const { saveTextField } = await import('./saveInPlace');
        await saveTextField(backend, doc, field, draft, current.email, sources, opened.current);
        setDraft(null);
        return true;
      } catch (e) {
        if (e instanceof SaveConflict) setConflict({ theirs: readLocalized(e.current?.[field]), current: e.current });
        else setError('save');
        return false;
      } finally {
        savingRef.current = false;
        setSaving(false);
      }
    },
    [draft, backend, doc, field, multiline],
  );

  const stored = state.status === 'ready' ? state.data : null;
  return {
    doc,
    field,
    status,
    saved,
    stored,
    draft,
    saving,
    error,
    conflict,
    overrule,
    canEdit: admin && state.status === 'ready',
    edit,
    change,
    cancel,
    save,
  };
}
