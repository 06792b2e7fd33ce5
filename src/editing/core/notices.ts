/**
 * The owner's notices after a change: the saving code announces what was done, the owner's actions
 * (src/editing/core/useAction.ts) what failed; the notice in the page (SaveNotice) shows the latest, and
 * owner tools that show a document's edits (the settings form, the trash) hear when an undo or a
 * restore changed it under them.
 */
export type NoticeKind = 'saved' | 'added' | 'trashed' | 'restored' | 'undone' | 'undoFailed' | 'failed';

export interface Notice {
  id: number;
  kind: NoticeKind;
  /** The documents the change touched. */
  paths: string[];
  /** Present while the change can be undone; the undo is itself saved like any edit. */
  undo?: () => Promise<unknown>;
}

const listeners = new Set<(n: Notice) => void>();
let last = 0;

export function announce(n: Omit<Notice, 'id'>): Notice {
  const notice = { ...n, id: ++last };
  for (const l of [...listeners]) l(notice);
  return notice;
}

/** Returns an unsubscribe. */
export function onNotice(listener: (n: Notice) => void): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}
