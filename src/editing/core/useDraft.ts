/**
 * The draft every owner's editor keeps (a text in place, a listing's form, the settings): the values as the owner
 * changes them, the document as the editor opened it, and the save. A problem found before anything is sent shows
 * at once; a save finding the document saved meanwhile elsewhere (another tab, the phone) writes nothing
 * (src/editing/core/saving.ts, `opened`) and waits as a conflict for the owner's choice (ConflictDialog.tsx).
 */
import { useCallback, useRef, useState } from 'react';
import { SaveConflict, type DocData } from '../../backend/port';
import { useAction } from './useAction';

export interface Conflict {
  /** The document as stored now (null: deleted meanwhile). */
  current: DocData | null;
  /** The document as the editor opened it. */
  opened: DocData | null;
}

/** `start`: the draft at first; `failure`: what a failed save shows; `initial`: the document the editor opens on. */
export function useDraft<T, E>(start: T, failure: E, initial: DocData | null = null) {
  const [draft, setDraft] = useState(start);
  const saving = useAction<E>('save', failure);
  const { run, fail, clear } = saving;
  const opened = useRef(initial);
  const [conflict, setConflict] = useState<Conflict | null>(null);

  /** The editor (re)opens on `data`: what a save will expect to find. */
  const open = useCallback((data: DocData | null) => {
    opened.current = data;
    setConflict(null);
  }, []);

  /** The draft starts again from `value`, opened on `data`: a problem or a conflict shown goes. */
  const restart = useCallback(
    (value: T, data: DocData | null) => {
      clear();
      open(data);
      setDraft(value);
    },
    [clear, open],
  );

  /** Resolves true when saved; a `problem` found before anything is sent shows instead. A conflict is no failure. */
  const save = useCallback(
    async (problem: E | null | undefined, write: () => Promise<unknown>): Promise<boolean> => {
      if (problem) {
        fail(problem);
        return false;
      }
      const caught = (e: unknown) => {
        if (!(e instanceof SaveConflict)) return failure;
        setConflict({ current: e.current, opened: opened.current });
        return null;
      };
      return run(write, { failure: caught });
    },
    [fail, run, failure],
  );

  /**
   * What the conflict dialog gets: what `shown` makes of the conflict, and the ways on. Edit goes back to the draft,
   * the owner's changes kept: the next save replaces what was saved meanwhile (unless it changes again).
   */
  const dialog = <S, W extends { onTakeTheirs: () => void; onKeepMine?: () => void }>(shown: (c: Conflict) => S, ways: W) =>
    conflict && { ...shown(conflict), busy: saving.busy, onEdit: () => open(conflict.current), ...ways };

  return { draft, setDraft, saving, opened, open, restart, save, dialog, dismiss: () => setConflict(null) };
}
