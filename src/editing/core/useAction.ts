/**
 * An owner's action (a save, a delete, a restore, a new order): one at a time, `busy` while it runs and
 * released however it ends, its failure kept in `error` until the next run (or `clear`), recorded
 * (src/editing/core/failures.ts) and told in the page's notice, beside the saved one. Every editor and dialog
 * of the owner's keeps its busy and failed state here: the place to ask whether work is under way.
 */
import { useCallback, useRef, useState } from 'react';
import { recordFailure, type FailureKind } from './failures';
import { announce } from './notices';

export interface RunOptions<E> {
  /** Which of several things is running (a revision's Restore among others), as `running` says. */
  id?: string;
  /**
   * What the failure shows as `error`; null for an outcome the caller handles itself and that is no
   * failure (a save refused because the document changed meanwhile). Without it, the action's `fallback`.
   */
  failure?: (e: unknown) => E | null;
  /** False where the caller tells the failure its own way (the notice's own Undo). */
  notice?: boolean;
}

export function useAction<E = true>(kind: FailureKind, fallback: E = true as E) {
  const [running, setRunning] = useState<string | null>(null);
  const [error, setError] = useState<E | null>(null);
  const under = useRef(false);

  /** Resolves true when the work is done; false when it failed, or another run was under way. */
  const run = useCallback(
    async (work: () => Promise<unknown>, { id = '', failure, notice = true }: RunOptions<E> = {}): Promise<boolean> => {
      if (under.current) return false;
      under.current = true;
      setRunning(id);
      setError(null);
      try {
        await work();
        return true;
      } catch (e) {
        const shown = failure ? failure(e) : fallback;
        if (shown !== null) {
          recordFailure(kind, e);
          if (notice) announce({ kind: 'failed', paths: [] });
        }
        setError(shown);
        return false;
      } finally {
        under.current = false;
        setRunning(null);
      }
    },
    [kind, fallback],
  );

  return {
    run,
    busy: running !== null,
    /** The `id` of what runs, '' when none was given; null when nothing runs. */
    running,
    error,
    /** Shows a problem found before anything was sent (a limit, an invalid address). */
    fail: setError as (e: E | null) => void,
    clear: useCallback(() => setError(null), []),
  };
}
