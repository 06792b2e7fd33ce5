/**
 * Shares reads between the components of a page: each document (or query) is
 * read once however many fields are shown, and dropped when nothing on the
 * page uses it any more, so the next page view reads it afresh.
 *
 * How a read is made depends on who looks:
 * - the signed-in owner (`live`): a live listener; a failure shows as an error (the owner must know);
 * - a visitor: what the site published for the page (src/data/published.ts) is the page's data, and
 *   nothing else is read for it; a read with nothing published (a room saved seconds ago) goes to
 *   the backend once. With `preferLive` (a demo browser whose content the owner changed) the backend
 *   is read first, and the published data stays when that read fails, tried again quietly later.
 *   Published data is never replaced by an error;
 * - the server (src/app/server.tsx, `server`): a read suspends the render until it arrives, and what
 *   the page read (`entries`) is what gets published with it.
 */
import type { ContentSource, Doc, DocData, DocumentStore, ListQuery } from '../backend/port';
import type { Published } from './published';

export type ReadState<T> = { status: 'loading' } | { status: 'error'; error: Error } | { status: 'ready'; data: T };

/** The read cache's key of a document read and of a list query: also the keys of the published data. */
export const docKey = (path: string) => `doc:${path}`;
export const listKey = (collection: string, query: ListQuery) => `list:${collection}:${JSON.stringify(query)}`;

/** A promise React's `use` reads synchronously once settled (it looks at `status`, as on its own promises). */
type Thenable = Promise<void>;
const markStatus = (p: Thenable, status: 'pending' | 'fulfilled') => void ((p as Thenable & { status?: string }).status = status);

interface Entry<T> {
  state: ReadState<T>;
  listeners: Set<() => void>;
  stop?: () => void;
  dropTimer?: ReturnType<typeof setTimeout>;
  /** Server only: settles when the first answer arrives. */
  settled?: Thenable;
}

export interface ReadCache {
  subscribe<T>(key: string, load: Loader<T>, onChange: () => void): () => void;
  peek<T>(key: string): ReadState<T>;
  /** `from`: the page whose published data holds this document, when it is not the page shown. */
  docLoader(path: string, from?: string): Loader<DocData | null>;
  /** `from`: the page whose published data holds this list, when it is not the page shown (a menu's). */
  listLoader(collection: string, query: ListQuery, from?: string): Loader<Doc[]>;
  /** Server rendering: reads suspend the render (React's `use`) until they have an answer. */
  readonly suspends: boolean;
  /** Server rendering: starts the read if needed; settles once it has an answer. */
  settle<T>(key: string, load: () => Loader<T>): Thenable;
  /** Server rendering: every read that has an answer, key → data. */
  entries(): Record<string, unknown>;
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

export interface ReadCacheOptions {
  /** The signed-in owner: live listeners, errors shown, nothing published used. */
  live?: boolean;
  /** What the site published (visitors). */
  published?: Published | null;
  /** Read the backend first, the published data standing in when it fails (a demo browser with the owner's changes). */
  preferLive?: boolean;
  /** Rendering on a server. */
  server?: boolean;
  /** Quiet retries of a failed read whose published data stands in, ms after the failure (tests shorten them). */
  retryDelaysMs?: number[];
}

const LOADING = { status: 'loading' } as const;
const RETRY_DELAYS_MS = [3_000, 10_000, 30_000];

/** What the cache reads through: the backend's documents, or (on a server) a read-only source. */
type DocReader = ContentSource & Partial<Pick<DocumentStore, 'watch' | 'watchList'>>;

export function createReadCache(docs: DocReader, options: ReadCacheOptions = {}): ReadCache {
  const { live = false, preferLive = false, server = false } = options;
  const published = live ? null : (options.published ?? null);
  const retryDelays = options.retryDelaysMs ?? RETRY_DELAYS_MS;
  const entries = new Map<string, Entry<unknown>>();
  let unshown = 0;
  let begun = false;
  const toError = (e: unknown) => (e instanceof Error ? e : new Error(String(e)));

  /** Whether a read that something on the page still uses is in this state. */
  function anyInUse(status: ReadState<unknown>['status']): boolean {
    for (const e of entries.values()) if (e.state.status === status && e.listeners.size) return true;
    return false;
  }

  /** A visitor's read: the published data when there is some, else (or first, with preferLive) the backend, once. */
  function visitorRead<T>(key: string, read: () => Promise<T>, from?: string): Loader<T> {
    return (report) => {
      let active = true;
      let timer: ReturnType<typeof setTimeout> | undefined;
      const attempt = async (n: number) => {
        const standIn = await published?.lookup<T>(key, from);
        if (!active) return;
        if (standIn && !preferLive) return report(standIn);
        try {
          const data = await read();
          if (active) report({ status: 'ready', data });
        } catch (e) {
          if (!active) return;
          if (!standIn) return report({ status: 'error', error: toError(e) });
          report(standIn);
          // The page keeps what was published; the browser's own data is asked for again, quietly.
          if (n < retryDelays.length) timer = setTimeout(() => void attempt(n + 1), retryDelays[n]);
        }
      };
      void attempt(0);
      return () => {
        active = false;
        clearTimeout(timer);
      };
    };
  }

  function initialState(key: string): ReadState<unknown> {
    return published?.get(key) ?? LOADING;
  }

  function entryFor<T>(key: string, load: () => Loader<T>): Entry<T> {
    let entry = entries.get(key) as Entry<T> | undefined;
    // A failed read left behind (no one uses it, it waits to be dropped) is not served again: read afresh.
    if (entry && entry.state.status === 'error' && entry.listeners.size === 0) {
      clearTimeout(entry.dropTimer);
      entry.stop?.();
      entries.delete(key);
      entry = undefined;
    }
    if (entry) return entry;
    const e: Entry<T> = { state: initialState(key) as ReadState<T>, listeners: new Set() };
    entries.set(key, e as Entry<unknown>);
    if (server) {
      let settle!: () => void;
      e.settled = new Promise<void>((r) => (settle = r));
      markStatus(e.settled, 'pending');
      const mark = () => {
        markStatus(e.settled!, 'fulfilled');
        settle();
      };
      if (e.state.status !== 'loading') mark();
      else
        e.stop = load()((s) => {
          e.state = s;
          mark();
        });
      return e;
    }
    e.stop = load()((s) => {
      if (s === e.state) return;
      e.state = s;
      for (const l of e.listeners) l();
    });
    return e;
  }

  return {
    subscribe<T>(key: string, load: Loader<T>, onChange: () => void) {
      const entry = entryFor(key, () => load);
      clearTimeout(entry.dropTimer);
      entry.listeners.add(onChange);
      return () => {
        entry.listeners.delete(onChange);
        if (entry.listeners.size) return;
        // A short grace period lets a re-render or a sibling remount reuse the read.
        entry.dropTimer = setTimeout(() => {
          if (entry.listeners.size || entries.get(key) !== entry) return;
          entry.stop?.();
          entries.delete(key);
        }, 50);
      };
    },
    suspends: server,
    settle: (key, load) => entryFor(key, load).settled!,
    entries() {
      const out: Record<string, unknown> = {};
      for (const [key, e] of entries) if (e.state.status === 'ready') out[key] = e.state.data;
      return out;
    },
    pending: () => unshown > 0 || anyInUse('loading'),
    arrived: () => void unshown++,
    shown: (n) => void (unshown -= n),
    started: () => begun,
    markStarted: () => void (begun = true),
    failed: () => anyInUse('error') || (server && [...entries.values()].some((e) => e.state.status === 'error')),
    peek<T>(key: string): ReadState<T> {
      return (entries.get(key)?.state ?? initialState(key)) as ReadState<T>;
    },
    docLoader(path, from) {
      const read = () => docs.get(path);
      if (live && docs.watch) {
        const watch = docs.watch;
        return (report) =>
          watch(
            path,
            (data) => report({ status: 'ready', data }),
            (e) => report({ status: 'error', error: e }),
          );
      }
      return visitorRead(docKey(path), read, from);
    },
    listLoader(collection, query, from) {
      const read = () => docs.list(collection, query);
      if (live && docs.watchList) {
        const watchList = docs.watchList;
        return (report) =>
          watchList(
            collection,
            query,
            (data) => report({ status: 'ready', data }),
            (e) => report({ status: 'error', error: e }),
          );
      }
      return visitorRead(listKey(collection, query), read, from);
    },
  };
}
