import type { ReactNode } from 'react';
import { DiscardQuestion } from './Dialog';
import { useUnsavedGuard } from './unsavedGuard';

/**
 * Nothing unsaved is thrown away without asking: `run(leave)` leaves at once when there is nothing to
 * lose, else asks "Modifiche non salvate" (continue editing, focused, or discard) and leaves only on
 * discard. While there are changes, closing the tab asks too (the browser's own question), and so do
 * following a link of the site to another page and the browser's back and forward buttons. `what` names
 * what is being edited.
 */
export function useUnsaved(unsaved: boolean, what: string): { run: (leave: () => void) => void; question: ReactNode } {
  const { run, held } = useUnsavedGuard(unsaved);
  return { run, question: held && <DiscardQuestion what={what} held={held} /> };
}
