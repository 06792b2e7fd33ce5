/**
 * What an editor opened with, and what to do when its save finds the document saved meanwhile elsewhere
 * (another tab, the phone): the save writes nothing (src/editing/core/saving.ts, `opened`), and the conflict
 * waits here for the owner's choice (src/editing/core/ConflictDialog.tsx).
 */
import { useCallback, useRef, useState } from 'react';
import { SaveConflict, type DocData } from '../../backend/port';

export interface Conflict {
  /** The document as stored now (null: deleted meanwhile). */
  current: DocData | null;
  /** The document as the editor opened it. */
  opened: DocData | null;
}

export function useConflict(initial: DocData | null = null) {
  const opened = useRef(initial);
  const [conflict, setConflict] = useState<Conflict | null>(null);

  /** The editor (re)opens on `data`: what a save will expect to find. */
  const open = useCallback((data: DocData | null) => {
    opened.current = data;
    setConflict(null);
  }, []);

  /** For an action's `failure` (src/editing/core/useAction.ts): a conflict is kept here and is no failure; anything else shows as `other`. */
  const caught = useCallback(
    <E>(other: E) =>
      (e: unknown): E | null => {
        if (!(e instanceof SaveConflict)) return other;
        setConflict({ current: e.current, opened: opened.current });
        return null;
      },
    [],
  );

  /** Back to the editor, the owner's changes kept: the next save replaces what was saved meanwhile (unless it changes again). */
  const overrule = useCallback(() => {
    if (conflict) opened.current = conflict.current;
    setConflict(null);
  }, [conflict]);

  return { opened, conflict, open, caught, overrule, dismiss: useCallback(() => setConflict(null), []) };
}
