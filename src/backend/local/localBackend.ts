/**
 * The embedded demo backend: documents, files and a demo sign-in, all kept
 * in the visitor's own browser (IndexedDB). Files are served back under
 * `/local-files/…` by a small service worker (public/local-files-sw.js) that
 * reads the same database, so their URLs survive reloads.
 */
import { openDB, deleteDB, type IDBPDatabase, type IDBPObjectStore } from 'idb';
import { LOCAL_FILES_PREFIX, TRASH_COLLECTION, UPLOAD_CHUNK_BYTES, type StorageFolder } from '../../content/constants';
import {
  SaveConflict,
  StorageError,
  splitPath,
  type AuthService,
  type Backend,
  type Doc,
  type DocData,
  type DocumentStore,
  type FileStore,
  type HistoryStore,
  type ListQuery,
  type Revision,
  type Unsubscribe,
  type UploadProgress,
  type UploadTask,
  type User,
} from '../port';
import {
  changedFields,
  prunedSeq,
  readRevision,
  readTrashEntry,
  revisionPath,
  revisionsOf,
  revisionWrite,
  trashPath,
  trashWrite,
} from '../history';
import { applyQuery, deepMerge, resolveSentinels } from './docMath';

export const LOCAL_DB_NAME = 'locanda-local';
const DB_VERSION = 1;
export const SESSION_KEY = 'locanda.localSession';

type DocsStore = IDBPObjectStore<unknown, ['docs'], 'docs', 'readwrite'>;

interface StoredDoc {
  path: string;
  collection: string;
  id: string;
  data: DocData;
}
/** Bytes rather than a Blob: every IndexedDB (and the test fake) stores an ArrayBuffer faithfully. */
interface StoredFile {
  key: string;
  bytes: ArrayBuffer;
  contentType: string;
}

export interface LocalBackendOptions {
  dbName?: string;
  /** The demo content; may load lazily, since only a first visit needs it. */
  seed: () => Record<string, DocData> | Promise<Record<string, DocData>>;
  seedVersion: number;
  owner: { email: string; password: string };
  /** Where the signed-in session is remembered; none keeps it in memory. */
  sessionStorage?: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
  /** Pause between upload chunks, so progress is visible. */
  chunkDelayMs?: number;
  /**
   * Told when this browser's content departs from the demo's (any write) and when it is the demo's
   * again (a reset): a saved page, made from the demo, is then no longer this browser's site.
   */
  edits?: { changed(): void; reset(): void };
}

/**
 * Counts document reads and writes the way Firestore bills them: a read per document returned (one
 * for an empty query), a write per document set or deleted.
 */
export interface ReadCounter {
  reads: number;
  writes: number;
}

/** The demo's one owner, as revisions and trash entries name who saved. */
export const LOCAL_OWNER_UID = 'demo-owner';

export interface LocalBackend extends Backend {
  readonly stats: ReadCounter;
  close(): void;
}

function randomId(): string {
  const abc = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
  const bytes = new Uint8Array(20);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => abc[b % abc.length]).join('');
}

function clone<T>(v: T): T {
  return structuredClone(v);
}

/** By name: a DOMException is not an `Error` instance everywhere (jsdom, older engines). */
function isQuotaError(e: unknown): boolean {
  if (typeof e !== 'object' || e === null) return false;
  const { name, message } = e as { name?: unknown; message?: unknown };
  return name === 'QuotaExceededError' || (typeof message === 'string' && /quota/i.test(message));
}

export function createLocalBackend(opts: LocalBackendOptions): LocalBackend {
  const dbName = opts.dbName ?? LOCAL_DB_NAME;
  const stats: ReadCounter = { reads: 0, writes: 0 };
  const docListeners = new Set<{ path: string; fire: () => void }>();
  const listListeners = new Set<{ collection: string; fire: () => void }>();
  const channel = typeof BroadcastChannel !== 'undefined' ? new BroadcastChannel(`${dbName}-changes`) : null;

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
    await tx.objectStore('meta').put(opts.seedVersion, 'seedVersion');
    await tx.done;
  }

  let dbPromise: Promise<IDBPDatabase> | null = null;
  const db = () => (dbPromise ??= open().catch((e) => ((dbPromise = null), Promise.reject(e))));

  function notify(path: string, fromOtherTab = false) {
    const { collection } = splitPath(path);
    if (!fromOtherTab) opts.edits?.changed();
    for (const l of docListeners) if (l.path === path) l.fire();
    for (const l of listListeners) if (l.collection === collection) l.fire();
    if (!fromOtherTab) channel?.postMessage({ path });
  }
  if (channel)
    channel.onmessage = (ev: MessageEvent<{ path?: string; all?: boolean }>) => {
      if (ev.data.all) notifyAll(true);
      else if (ev.data.path) notify(ev.data.path, true);
    };
  function notifyAll(fromOtherTab = false) {
    for (const l of docListeners) l.fire();
    for (const l of listListeners) l.fire();
    if (!fromOtherTab) channel?.postMessage({ all: true });
  }

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
  }

  function watchWith<T>(
    register: (fire: () => void) => Unsubscribe,
    read: () => Promise<T>,
    onData: (v: T) => void,
    onError?: (e: Error) => void,
  ): Unsubscribe {
    let active = true;
    let seq = 0;
    const fire = () => {
      const mine = ++seq;
      read().then(
        (v) => active && mine === seq && onData(v),
        (e: unknown) => active && onError?.(e instanceof Error ? e : new Error(String(e))),
      );
    };
    const unregister = register(fire);
    fire();
    return () => {
      active = false;
      unregister();
    };
  }

  const docs: DocumentStore = {
    get: readDoc,
    list: readList,
    watch(path, onData, onError) {
      return watchWith(
        (fire) => {
          const l = { path, fire };
          docListeners.add(l);
          return () => docListeners.delete(l);
        },
        () => readDoc(path),
        onData,
        onError,
      );
    },
    watchList(collection, query, onData, onError) {
      return watchWith(
        (fire) => {
          const l = { collection, fire };
          listListeners.add(l);
          return () => listListeners.delete(l);
        },
        () => readList(collection, query),
        onData,
        onError,
      );
    },
    setMerge: (path, data) => writeDoc(path, (old) => deepMerge(old ?? {}, data)),
    setFields: (path, data) => writeDoc(path, (old) => ({ ...(old ?? {}), ...data })),
    async add(collection, data) {
      const id = randomId();
      await writeDoc(`${collection}/${id}`, () => data);
      return id;
    },
    async remove(path) {
      const d = await db();
      await d.delete('docs', path);
      stats.writes += 1;
      notify(path);
    },
  };

  const row = (path: string, data: DocData): StoredDoc => ({ path, ...splitPath(path), data });
  const conflict = (what: string) => new Error(`conflict: ${what} already exists`);
  const notFound = (what: string) => new Error(`not-found: ${what}`);
  const ownerUid = () => {
    if (!user) throw new Error('permission-denied: only the signed-in owner keeps history');
    return LOCAL_OWNER_UID;
  };

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

  const history: HistoryStore = {
    async save(path, data, options) {
      const uid = ownerUid();
      const now = Date.now();
      const out = await atomically(async (store) => {
        const old = ((await store.get(path)) as StoredDoc | undefined)?.data ?? null;
        // Read in the same transaction as the write: another tab's save cannot come in between.
        if (options?.expect && changedFields(options.expect, old).length) throw new SaveConflict(old && clone(old));
        // The number too: IndexedDB runs this tab's and other tabs' transactions on the store one at a time.
        const revisions = ((await store.index('collection').getAll(revisionsOf(path))) as StoredDoc[]).map((r) =>
          readRevision(r.id, r.data),
        );
        const seq = Math.max(0, ...revisions.map((r) => r.seq)) + 1;
        const at = revisionPath(path, seq);
        if ((await store.getKey(at)) !== undefined) throw conflict(at);
        const gone = prunedSeq(seq);
        const pruned = gone === null ? null : (revisions.find((r) => r.id === String(gone)) ?? null);
        const written = resolveSentinels(revisionWrite(path, seq, data, old, uid), now) as DocData;
        await store.put(row(path, resolveSentinels({ ...(old ?? {}), ...data }, now) as DocData));
        await store.put(row(at, written));
        if (gone !== null) await store.delete(revisionPath(path, gone));
        return { revision: readRevision(String(seq), written), pruned, wrote: gone === null ? 2 : 3 };
      });
      // As Firestore bills it: the document, the newest revision (a query with limit 1), the revision
      // document at the next number (read in the transaction), the pruned one.
      stats.reads += out.pruned ? 4 : 3;
      stats.writes += out.wrote;
      notify(path);
      notify(revisionPath(path, out.revision.seq));
      return { revision: out.revision, pruned: out.pruned };
    },
    async revisions(path) {
      const rows = (await (await db()).getAllFromIndex('docs', 'collection', revisionsOf(path))) as StoredDoc[];
      stats.reads += Math.max(1, rows.length);
      return rows.map((r) => readRevision(r.id, clone(r.data))).sort((a, b) => b.seq - a.seq);
    },
    async trash(path) {
      const uid = ownerUid();
      const now = Date.now();
      const at = trashPath(path);
      const entry = await atomically(async (store) => {
        const old = (await store.get(path)) as StoredDoc | undefined;
        if (!old) throw notFound(path);
        if ((await store.getKey(at)) !== undefined) throw conflict(at);
        const written = resolveSentinels(trashWrite(path, old.data, uid), now) as DocData;
        await store.put(row(at, written));
        await store.delete(path);
        return readTrashEntry(splitPath(at).id, written);
      });
      stats.reads += 1;
      stats.writes += 2;
      notify(path);
      notify(at);
      return clone(entry);
    },
    async trashed() {
      const rows = (await (await db()).getAllFromIndex('docs', 'collection', TRASH_COLLECTION)) as StoredDoc[];
      stats.reads += Math.max(1, rows.length);
      return rows.map((r) => readTrashEntry(r.id, clone(r.data))).sort((a, b) => b.deletedAt - a.deletedAt);
    },
    async restore(id) {
      ownerUid();
      const at = `${TRASH_COLLECTION}/${id}`;
      const entry = await atomically(async (store) => {
        const stored = (await store.get(at)) as StoredDoc | undefined;
        if (!stored) throw notFound(at);
        const e = readTrashEntry(id, stored.data);
        if (!e.path || (await store.getKey(e.path)) !== undefined) throw conflict(e.path);
        await store.put(row(e.path, e.data));
        await store.delete(at);
        return e;
      });
      stats.reads += 1;
      stats.writes += 2;
      notify(entry.path);
      notify(at);
      return clone(entry);
    },
    async purge(id) {
      ownerUid();
      const at = `${TRASH_COLLECTION}/${id}`;
      const out = await atomically(async (store) => {
        const stored = (await store.get(at)) as StoredDoc | undefined;
        if (!stored) throw notFound(at);
        const entry = readTrashEntry(id, stored.data);
        const rows = (await store.index('collection').getAll(revisionsOf(entry.path))) as StoredDoc[];
        const revisions: Revision[] = rows.map((r) => readRevision(r.id, r.data)).sort((a, b) => b.seq - a.seq);
        for (const r of rows) await store.delete(r.path);
        await store.delete(at);
        return { entry, revisions };
      });
      stats.reads += 1 + Math.max(1, out.revisions.length);
      stats.writes += 1 + out.revisions.length;
      notify(at);
      return clone(out);
    },
    async putBack(path, data) {
      ownerUid();
      const d = await db();
      if (data === null) await d.delete('docs', path);
      else await d.put('docs', row(path, clone(data)));
      stats.writes += 1;
      notify(path);
    },
  };

  const files: FileStore = {
    startUpload(folder: StorageFolder, file: Blob, name: string): UploadTask {
      const safeName = name.replace(/[/\\?#%]/g, '_');
      const key = `${folder}/${Date.now()}_${safeName}`;
      return startLocalUpload(
        file,
        async (bytes) => {
          try {
            await (await db()).put('files', { key, bytes, contentType: file.type } satisfies StoredFile);
          } catch (e) {
            throw new StorageError(isQuotaError(e) ? 'quota-exceeded' : 'unknown', String(e));
          }
          return localFileUrl(key);
        },
        opts.chunkDelayMs ?? 0,
      );
    },
    owns: ownsLocalUrl,
    pathOf: (url) => (ownsLocalUrl(url) ? localKeyFromUrl(url) : null),
    async read(url) {
      const stored = ownsLocalUrl(url)
        ? ((await (await db()).get('files', localKeyFromUrl(url))) as StoredFile | undefined)
        : undefined;
      if (!stored) throw new StorageError('object-not-found', url);
      return new Blob([stored.bytes], { type: stored.contentType });
    },
    async putBack(path, file) {
      const d = await db();
      if ((await d.getKey('files', path)) === undefined) {
        try {
          await d.put('files', { key: path, bytes: await file.arrayBuffer(), contentType: file.type } satisfies StoredFile);
        } catch (e) {
          throw new StorageError(isQuotaError(e) ? 'quota-exceeded' : 'unknown', String(e));
        }
      }
      return localFileUrl(path);
    },
    async removeIfOwned(url) {
      if (!ownsLocalUrl(url)) return false;
      const key = localKeyFromUrl(url);
      const d = await db();
      const had = (await d.getKey('files', key)) !== undefined;
      await d.delete('files', key);
      return had;
    },
  };

  const memory = new Map<string, string>();
  const session = opts.sessionStorage ?? {
    getItem: (k: string) => memory.get(k) ?? null,
    setItem: (k: string, v: string) => void memory.set(k, v),
    removeItem: (k: string) => void memory.delete(k),
  };
  const authListeners = new Set<(u: User | null) => void>();
  const readSession = (): User | null => {
    try {
      const email = session.getItem(SESSION_KEY);
      return email ? { email, isOwner: true } : null;
    } catch {
      return null;
    }
  };
  let user = readSession();
  const setUser = (u: User | null) => {
    user = u;
    for (const cb of authListeners) cb(u);
  };
  const auth: AuthService = {
    currentUser: () => user,
    onChange(cb) {
      authListeners.add(cb);
      queueMicrotask(() => authListeners.has(cb) && cb(user));
      return () => authListeners.delete(cb);
    },
    async signIn(email, password) {
      const ok = email.trim().toLowerCase() === opts.owner.email.toLowerCase() && password === opts.owner.password;
      if (!ok) throw new Error('auth/invalid-credential');
      const u = { email: opts.owner.email, isOwner: true };
      session.setItem(SESSION_KEY, u.email);
      setUser(u);
      return u;
    },
    async signOut() {
      session.removeItem(SESSION_KEY);
      setUser(null);
    },
  };

  return {
    kind: 'local',
    docs,
    files,
    auth,
    history: async () => history,
    stats,
    demoOwner: opts.owner,
    async resetDemo() {
      await seed(await db());
      opts.edits?.reset();
      notifyAll();
    },
    close() {
      channel?.close();
      void dbPromise?.then((d) => d.close());
      dbPromise = null;
    },
  };
}

export function ownsLocalUrl(url: string): boolean {
  if (typeof url !== 'string') return false;
  let path = url;
  if (/^https?:\/\//i.test(url)) {
    if (typeof location === 'undefined') return false;
    try {
      const u = new URL(url);
      if (u.origin !== location.origin) return false;
      path = u.pathname;
    } catch {
      return false;
    }
  }
  return path.startsWith(LOCAL_FILES_PREFIX) && path.length > LOCAL_FILES_PREFIX.length;
}

function localFileUrl(key: string): string {
  return LOCAL_FILES_PREFIX + key.split('/').map(encodeURIComponent).join('/');
}

function localKeyFromUrl(url: string): string {
  const path = /^https?:/i.test(url) ? new URL(url).pathname : url;
  return path.slice(LOCAL_FILES_PREFIX.length).split('/').map(decodeURIComponent).join('/');
}

/** Reads the file in 256 KB chunks so progress, pause, resume and cancel behave as in production. */
function startLocalUpload(file: Blob, store: (bytes: ArrayBuffer) => Promise<string>, chunkDelayMs: number): UploadTask {
  const listeners = new Set<(p: UploadProgress) => void>();
  const progress: UploadProgress = { state: 'running', bytesTransferred: 0, totalBytes: file.size };
  const emit = () => {
    const snap = { ...progress };
    for (const l of listeners) l(snap);
  };
  let wake: (() => void) | null = null;
  const chunks: Uint8Array[] = [];

  const run = async (): Promise<string> => {
    let offset = 0;
    do {
      await new Promise((r) => setTimeout(r, chunkDelayMs));
      if (progress.state === 'canceling') break;
      if (progress.state === 'pausing') {
        progress.state = 'paused';
        emit();
        await new Promise<void>((r) => (wake = r));
        wake = null;
        // resume() or cancel() changed the state while this loop slept.
        if ((progress.state as UploadProgress['state']) === 'canceling') break;
      }
      const end = Math.min(file.size, offset + UPLOAD_CHUNK_BYTES);
      chunks.push(new Uint8Array(await file.slice(offset, end).arrayBuffer()));
      offset = end;
      progress.bytesTransferred = offset;
      emit();
    } while (offset < file.size);
    if (progress.state === 'canceling') {
      progress.state = 'canceled';
      emit();
      throw new StorageError('canceled', 'Upload canceled');
    }
    try {
      const all = new Uint8Array(file.size);
      let at = 0;
      for (const c of chunks) {
        all.set(c, at);
        at += c.length;
      }
      const url = await store(all.buffer);
      progress.state = 'success';
      emit();
      return url;
    } catch (e) {
      progress.state = 'error';
      emit();
      throw e instanceof StorageError ? e : new StorageError('unknown', String(e));
    }
  };
  const done = run();
  // The caller may never await a canceled task; avoid an unhandled rejection.
  done.catch(() => undefined);

  return {
    get progress() {
      return { ...progress };
    },
    onProgress(cb) {
      listeners.add(cb);
      return () => listeners.delete(cb);
    },
    pause() {
      if (progress.state !== 'running') return false;
      progress.state = 'pausing';
      emit();
      return true;
    },
    resume() {
      if (progress.state !== 'paused') return false;
      progress.state = 'running';
      emit();
      wake?.();
      return true;
    },
    cancel() {
      if (!['running', 'pausing', 'paused'].includes(progress.state)) return false;
      const wasPaused = progress.state === 'paused';
      progress.state = 'canceling';
      emit();
      if (wasPaused) wake?.();
      return true;
    },
    done,
  };
}
