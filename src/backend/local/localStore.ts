/**
 * The demo backend's database in the browser (IndexedDB): opened, and filled with the demo content, on
 * first use; its reads and writes counted as Firestore bills them; every change told to the listeners
 * (src/backend/local/localChanges.ts). The documents, the history, the files
 * and the sign-in of the demo backend (src/backend/local/localBackend.ts) are built on it.
 */
import { openDB, deleteDB, type IDBPDatabase, type IDBPObjectStore } from 'idb';
import { splitPath, type Doc, type DocData, type ListQuery } from '../port';
import { applyQuery, resolveSentinels } from './docMath';
import { localChanges } from './localChanges';
import { textHash } from '../../content/backup';
import {
  AVAILABILITY_COLLECTION,
  CALENDARS_COLLECTION,
  availabilityChanged,
  computeAvailability,
  type RoomAvailability,
  type RoomCalendars,
} from '../../content/availability';

export const LOCAL_DB_NAME = 'locanda-local';
const DB_VERSION = 1;

export type DocsStore = IDBPObjectStore<unknown, ['docs'], 'docs', 'readwrite'>;

export interface StoredDoc {
  path: string;
  collection: string;
  id: string;
  data: DocData;
}

/**
 * Counts document reads and writes the way Firestore bills them: a read per document returned (one
 * for an empty query), a write per document set or deleted.
 */
export interface ReadCounter {
  reads: number;
  writes: number;
}

export interface StoreOptions {
  dbName?: string;
  /** The demo content; may load lazily, since only a first visit needs it. Its hash is recorded as its version. */
  seed: () => Record<string, DocData> | Promise<Record<string, DocData>>;
  /**
   * Told when this browser's content departs from the demo's (any write) and when it is the demo's
   * again (a reset): a saved page, made from the demo, is then no longer this browser's site.
   */
  edits?: { changed(): void; reset(): void };
}

export const clone = <T>(v: T): T => structuredClone(v);

/** By name: a DOMException is not an `Error` instance everywhere (jsdom, older engines). */
export function isQuotaError(e: unknown): boolean {
  if (typeof e !== 'object' || e === null) return false;
  const { name, message } = e as { name?: unknown; message?: unknown };
  return name === 'QuotaExceededError' || (typeof message === 'string' && /quota/i.test(message));
}

export function createLocalStore(opts: StoreOptions) {
  const dbName = opts.dbName ?? LOCAL_DB_NAME;
  const stats: ReadCounter = { reads: 0, writes: 0 };
  const changes = localChanges(dbName, opts.edits);
  const { notifyAll, onDoc, onList, close } = changes;

  /**
   * The demo's stand-in for the calendar function: a written `calendars/{roomId}` recomputes
   * `availability/{roomId}` at once, stored only when its nights or minimum stay changed.
   */
  let deriving: Promise<void> = Promise.resolve();
  function derive(path: string): Promise<void> {
    if (!path.startsWith(`${CALENDARS_COLLECTION}/`) || path.indexOf('/', CALENDARS_COLLECTION.length + 1) !== -1)
      return deriving;
    const roomId = path.slice(CALENDARS_COLLECTION.length + 1);
    const target = `${AVAILABILITY_COLLECTION}/${roomId}`;
    deriving = deriving.then(async () => {
      const d = await db();
      const tx = d.transaction('docs', 'readwrite');
      const calendars = ((await tx.store.get(path)) as StoredDoc | undefined)?.data as RoomCalendars | undefined;
      const old = ((await tx.store.get(target)) as StoredDoc | undefined)?.data as RoomAvailability | undefined;
      const next = computeAvailability(calendars ?? null, Date.now());
      if (!availabilityChanged(old ?? (calendars ? null : next), next)) return void (await tx.done);
      await tx.store.put({
        path: target,
        collection: AVAILABILITY_COLLECTION,
        id: roomId,
        data: next as unknown as DocData,
      } satisfies StoredDoc);
      await tx.done;
      stats.writes += 1;
      changes.notify(target);
    });
    deriving = deriving.catch(() => undefined);
    return deriving;
  }

  function notify(path: string) {
    changes.notify(path);
    void derive(path);
  }

  async function open(): Promise<IDBPDatabase> {
    const doOpen = () =>
      openDB(dbName, DB_VERSION, {
        upgrade(db) {
          const docs = db.createObjectStore('docs', { keyPath: 'path' });
          docs.createIndex('collection', 'collection');
          db.createObjectStore('files', { keyPath: 'key' });
          db.createObjectStore('meta');
        },
        // Lets another tab (or a reset) upgrade or delete the database.
        blocking() {
          db?.close();
          dbPromise = null;
        },
      } as Parameters<typeof openDB>[2]);
    let db: IDBPDatabase | undefined;
    try {
      db = await doOpen();
      if (!db.objectStoreNames.contains('docs') || !db.objectStoreNames.contains('meta')) throw new Error('corrupt');
      if ((await db.get('meta', 'seedVersion')) === undefined) await seed(db);
      return db;
    } catch (e) {
      // A corrupted or foreign database is rebuilt from the seed rather than leaving a blank site.
      if (isQuotaError(e)) throw e;
      db?.close();
      await deleteDB(dbName);
      db = await doOpen();
      await seed(db);
      return db;
    }
  }

  async function seed(db: IDBPDatabase): Promise<void> {
    const content = await opts.seed();
    const tx = db.transaction(['docs', 'files', 'meta'], 'readwrite');
    await tx.objectStore('docs').clear();
    await tx.objectStore('files').clear();
    // The seed's documents are the store's own (a put copies them anyway): no copy of them first.
    for (const [path, data] of Object.entries(content)) {
      const { collection, id } = splitPath(path);
      await tx.objectStore('docs').put({ path, collection, id, data } satisfies StoredDoc);
    }
    await tx.objectStore('meta').put(textHash(JSON.stringify(content)), 'seedVersion');
    await tx.done;
  }

  let dbPromise: Promise<IDBPDatabase> | null = null;
  const db = () => (dbPromise ??= open().catch((e) => ((dbPromise = null), Promise.reject(e))));

  async function readDoc(path: string): Promise<DocData | null> {
    const row = (await (await db()).get('docs', path)) as StoredDoc | undefined;
    stats.reads += 1;
    return row ? clone(row.data) : null;
  }

  async function readList(collection: string, query?: ListQuery): Promise<Doc[]> {
    const rows = (await (await db()).getAllFromIndex('docs', 'collection', collection)) as StoredDoc[];
    const out = applyQuery(
      rows.map((r) => ({ id: r.id, data: clone(r.data) })),
      query,
    );
    stats.reads += Math.max(1, out.length);
    return out;
  }

  async function writeDoc(path: string, change: (old: DocData | null) => DocData): Promise<void> {
    const d = await db();
    const tx = d.transaction('docs', 'readwrite');
    const old = ((await tx.store.get(path)) as StoredDoc | undefined)?.data ?? null;
    const { collection, id } = splitPath(path);
    const data = resolveSentinels(change(old), Date.now()) as DocData;
    await tx.store.put({ path, collection, id, data } satisfies StoredDoc);
    await tx.done;
    stats.writes += 1;
    notify(path);
    await deriving;
  }

  /**
   * One IndexedDB transaction per operation, so each is all or nothing as a Firestore transaction is.
   * Only IndexedDB requests are awaited inside it (anything else would let it commit early).
   */
  async function atomically<T>(work: (store: DocsStore) => Promise<T>): Promise<T> {
    const d = await db();
    const tx = d.transaction('docs', 'readwrite');
    try {
      const out = await work(tx.store);
      await tx.done;
      return out;
    } catch (e) {
      try {
        tx.abort();
      } catch {
        // Already finished.
      }
      await tx.done.catch(() => undefined);
      throw e;
    }
  }

  return {
    db,
    stats,
    notify,
    /** Settles when every recomputed availability is stored. */
    derived: () => deriving,
    readDoc,
    readList,
    writeDoc,
    atomically,
    onDoc,
    onList,
    row: (path: string, data: DocData): StoredDoc => ({ path, ...splitPath(path), data }),
    /** Back to the demo content, in every tab. */
    async reset() {
      await seed(await db());
      opts.edits?.reset();
      notifyAll();
    },
    close() {
      close();
      void dbPromise?.then((d) => d.close());
      dbPromise = null;
    },
  };
}

export type LocalStore = ReturnType<typeof createLocalStore>;
