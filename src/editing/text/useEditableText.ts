/**
 * One editable text field of a document: loading → display ⇄ editing.
 * The document is read through the page's shared read cache, so several
 * fields of one document cost one read.
 */
import { useCallback, useEffect, useMemo } from 'react';
import type { DocData } from '../../backend/port';
import type { Lang } from '../../content/constants';
import { readLocalized } from '../../content/localized';
import { inPlaceTextProblem, type LimitProblem } from '../../content/limits';
import type { EditableDoc, EditableField } from '../../content/pages';
import { readSources, sourcesField, type Sources } from '../../content/translations';
import type { LocalizedText } from '../../content/types';
import { useAuth, useBackend, useIsAdmin } from '../../data/context';
import { useDocument } from '../../data/useRead';
import { saveFields } from '../core/saving';
import { useDraft } from '../core/useDraft';
import { textFieldWrite } from '../core/writes';

export type TextStatus = 'loading' | 'error' | 'display' | 'editing';
/** A failed save, or a limit the draft exceeds (nothing is sent then). */
export type SaveError = 'save' | LimitProblem;
/**
 * `multiline` texts may be long; one-line texts (titles, names) are short, and cannot be emptied in every
 * language unless `optional`. With `data`, the
 * document as a list already read it (a gallery image): nothing more is read.
 */
export function useEditableText<D extends EditableDoc>(
  doc: D,
  field: EditableField<D>,
  { multiline = false, optional = false, data }: { multiline?: boolean; optional?: boolean; data?: DocData } = {},
) {
  const read = useDocument(data ? null : doc);
  const state = useMemo(() => (data ? ({ status: 'ready', data } as const) : read), [data, read]);
  const { user } = useAuth();
  const admin = useIsAdmin();
  const backend = useBackend();
  // Opened on the document as read: a save finding the field changed since is refused.
  const text = useDraft<LocalizedText | null, SaveError>(null, 'save');
  const { draft, setDraft, restart } = text;

  const saved = useMemo(() => (state.status === 'ready' ? readLocalized(state.data?.[field]) : {}), [state, field]);
  /** Closes the editor: the draft, its problem and any conflict go (Cancel restores the last saved values). */
  const cancel = useCallback(() => restart(null, null), [restart]);
  // Signing out closes the editor and drops the unsaved draft: a visitor never sees it and nothing is written.
  useEffect(() => {
    if (!user) cancel();
  }, [user, cancel]);
  const status: TextStatus =
    draft !== null && admin ? 'editing' : state.status === 'ready' ? 'display' : state.status === 'error' ? 'error' : 'loading';

  const edit = useCallback(() => {
    if (user && state.status === 'ready') restart({ ...saved }, state.data);
  }, [user, state, saved, restart]);

  /**
   * Writes the field's language map whole (with `sources`, the Italian its translations follow);
   * resolves true when saved. Keeps the draft on failure. A title emptied in every language is refused:
   * saved, the page would show its default, as if unchanged.
   */
  const save = async (sources?: Sources): Promise<boolean> =>
    !!draft &&
    text.save(inPlaceTextProblem(field, draft, multiline, !multiline && !optional), async () => {
      await saveFields(backend, doc, (owner) => textFieldWrite(field, draft, owner, sources), { opened: text.opened.current });
      setDraft(null);
    });

  return {
    doc,
    field,
    status,
    saved,
    /** The Italian each stored translation follows (src/content/translations.ts). */
    storedSources: readSources(state.status === 'ready' ? state.data?.[sourcesField(field)] : undefined),
    draft,
    saving: text.saving.busy,
    error: text.saving.error,
    /** A save refused because the text was saved meanwhile elsewhere: the text as saved there, and the ways on. */
    conflict: text.dialog(({ current }) => ({ theirs: readLocalized(current?.[field]) }), { onTakeTheirs: cancel }),
    canEdit: admin && state.status === 'ready',
    edit,
    change: (lang: Lang, value: string) => setDraft((d) => ({ ...(d ?? {}), [lang]: value })),
    cancel,
    save,
  };
}

export type EditableTextState = ReturnType<typeof useEditableText>;
