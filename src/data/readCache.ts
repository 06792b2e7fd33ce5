/**
 * Shares reads between the components of a page: each document (or query) is
 * read once however many fields are shown, and dropped when nothing on the
 * page uses it any more, so the next page view reads it afresh.
 */
import type { Doc, DocData, DocumentStore, ListQuery } from '../backend/port';

export type ReadState<T> = { status: 'loading' } | { status: 'error'; error: Error } | { status: 'ready'; data: T };

interface Entry<T> {
  state: ReadState<T>;
  listeners: Set<() => void>;
  stop?: () => void;
  dropTimer?: ReturnType<typeof setTimeout>;
}

export interface ReadCache {
  subscribe<T>(key: string, load: Loader<T>, onChange: () => void): () => void;
  peek<T>(key: string): ReadState<T>;
  docLoader(path: string): Loader<DocData | null>;
  listLoader(collection: string, query: ListQuery): Loader<Doc[]>;
  /** Whether a read in use is still loading, or has arrived and is not yet shown (see `shown`). */
  pending(): boolean;
  /**
   * Counts what has arrived and not yet been shown: `arrived` when a state is reported to a subscriber that
   * re-renders later (as a transition), `shown(n)` once those n have been rendered, or dropped.
   */
  arrived(): void;
  shown(n: number): void;
  /** Whether the page has shown what it first read (src/app/ReadyMarker.tsx says so, with `markStarted`). */
  started(): boolean;
  markStarted(): void;
  /** Whether a read in use has failed. */
  failed(): boolean;
}

/** Starts reading; reports states; returns a stop function. */
export type Loader<T> = (report: (s: ReadState<T>) => void) => () => void;

const LOADING = { status: 'loading' } as const;

export function createReadCache(docs: DocumentStore, live: boolean): ReadCache {
  const entries = new Map<string, Entry<unknown>>();
  let unshown = 0;
  let begun = false;
  const toError = (e: unknown) => (e instanceof Error ? e : new Error(String(e)));

  /** Whether a read that something on the page still uses is in this state. */
  function anyInUse(status: ReadState<unknown>['status']): boolean {
    for (const e of entries.values()) if (e.state.status === status && e.listeners.size) return true;
    return false;
  }

  function once<T>(read: () => Promise<T>): Loader<T> {
    return (report) => {
      let active = true;
      read().then(
        (data) => active && report({ status: 'ready', data }),
        (e: unknown) => active && report({ status: 'error', error: toError(e) }),
      );
      return () => {
        active = false;
      };
    };
  }

  return {
    subscribe<T>(key: string, load: Loader<T>, onChange: () => void) {
      let entry = entries.get(key) as Entry<T> | undefined;
      // A failed read left behind (no one uses it, it waits to be dropped) is not served again: read afresh.
      if (entry && entry.state.status === 'error' && entry.listeners.size === 0) {
        clearTimeout(entry.dropTimer);
        entry.stop?.();
        entries.delete(key);
        entry = undefined;
      }
      if (!entry) {
        const e: Entry<T> = { state: LOADING, listeners: new Set() };
        entries.set(key, e as Entry<unknown>);
        e.stop = load((s) => {
          e.state = s;
          for (const l of e.listeners) l();
        });
        entry = e;
      }
      clearTimeout(entry.dropTimer);
      entry.listeners.add(onChange);
      const held = entry;
      return () => {
        held.listeners.delete(onChange);
        if (held.listeners.size) return;
        // A short grace period lets a re-render or a sibling remount reuse the read.
        held.dropTimer = setTimeout(() => {
          if (held.listeners.size || entries.get(key) !== held) return;
          held.stop?.();
          entries.delete(key);
        }, 50);
      };
    },
    pending: () => unshown > 0 || anyInUse('loading'),
    arrived: () => void unshown++,
    shown: (n) => void (unshown -= n),
    started: () => begun,
    markStarted: () => void (begun = true),
    failed: () => anyInUse('error'),
    peek<T>(key: string): ReadState<T> {
      return ((entries.get(key)?.state as ReadState<T>) ?? LOADING) as ReadState<T>;
    },
    docLoader(path) {
      if (!live) return once(() => docs.get(path));
      return (report) =>
        docs.watch(
          path,
          (data) => report({ status: 'ready', data }),
          (e) => report({ status: 'error', error: e }),
        );
    },
    listLoader(collection, query) {
      if (!live) return once(() => docs.list(collection, query));
      return (report) =>
        docs.watchList(
          collection,
          query,
          (data) => report({ status: 'ready', data }),
          (e) => report({ status: 'error', error: e }),
        );
    },
  };
}
