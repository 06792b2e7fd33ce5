/**
 * Wraps a backend so tests can inject faults at the port: slow or failing
 * reads, failing writes, failing uploads. The wrapped adapter is real.
 */
import {
  StorageError,
  type Backend,
  type DocumentStore,
  type FileStore,
  type HistoryStore,
  type StorageErrorCode,
  type UploadProgress,
  type UploadTask,
} from '../../src/backend/port';
import { REVISIONS_COLLECTION, TRASH_COLLECTION } from '../../src/content/constants';

export interface Faults {
  /** Paths (or collection names) whose reads fail. `*` fails every read. */
  failReads: Set<string>;
  /** Every write fails, the history's (saves with their revisions, trash moves) included. */
  failWrites: boolean;
  /** Only the history's writes fail: a save whose revision cannot be written, a trash move. */
  failHistoryWrites: boolean;
  failUploads: boolean;
  /** The code the uploads failed by `failUploads` give (unauthorized unless set). */
  failUploadsCode: StorageErrorCode;
  /**
   * A fraction (0–1): each upload started while set fails once that share of its bytes has been sent,
   * as a dropped connection would. The real task is canceled underneath, so it stores nothing.
   */
  failUploadsAt: number | null;
  /** Uploads failed by `failUploadsAt`, with how far each got. */
  failedUploads: { name: string; bytesTransferred: number; totalBytes: number }[];
  /** Every read (live listeners' answers too) and write takes this long. */
  delayMs: number;
  writes: { op: string; path: string; data?: unknown }[];
  /** Every read asked of the port, in order (`get`, `list`, `watch`, `watchList`), failed or not. */
  reads: { op: string; path: string }[];
}

export function withFaults(inner: Backend): { backend: Backend; faults: Faults } {
  const faults: Faults = {
    failReads: new Set(),
    failWrites: false,
    failHistoryWrites: false,
    failUploads: false,
    failUploadsCode: 'unauthorized',
    failUploadsAt: null,
    failedUploads: [],
    delayMs: 0,
    writes: [],
    reads: [],
  };
  const wait = () => (faults.delayMs ? new Promise((r) => setTimeout(r, faults.delayMs)) : Promise.resolve());
  const readFails = (path: string) =>
    faults.failReads.has('*') || faults.failReads.has(path) || faults.failReads.has(path.split('/')[0]);
  const readErr = () => new Error('injected read failure');
  /** A listener whose answers arrive `delayMs` late, as over a slow connection (in order; none after it stops). */
  const slowed = <T>(listen: (onData: (v: T) => void) => () => void, onData: (v: T) => void) => {
    const pending = new Set<ReturnType<typeof setTimeout>>();
    const stop = listen((v) => {
      if (!faults.delayMs) return onData(v);
      const timer = setTimeout(() => {
        pending.delete(timer);
        onData(v);
      }, faults.delayMs);
      pending.add(timer);
    });
    return () => {
      for (const timer of pending) clearTimeout(timer);
      stop();
    };
  };
  const writeGuard = async (op: string, path: string, data?: unknown) => {
    await wait();
    if (faults.failWrites) throw new Error('injected write failure');
    faults.writes.push({ op, path, data });
  };
  const d = inner.docs;
  const docs: DocumentStore = {
    async get(path) {
      faults.reads.push({ op: 'get', path });
      await wait();
      if (readFails(path)) throw readErr();
      return d.get(path);
    },
    async list(c, q) {
      faults.reads.push({ op: 'list', path: c });
      await wait();
      if (readFails(c)) throw readErr();
      return d.list(c, q);
    },
    watch(path, onData, onError) {
      faults.reads.push({ op: 'watch', path });
      if (readFails(path)) {
        setTimeout(() => onError?.(readErr()), faults.delayMs);
        return () => undefined;
      }
      return slowed((data) => d.watch(path, data, onError), onData);
    },
    watchList(c, q, onData, onError) {
      faults.reads.push({ op: 'watchList', path: c });
      if (readFails(c)) {
        setTimeout(() => onError?.(readErr()), faults.delayMs);
        return () => undefined;
      }
      return slowed((data) => d.watchList(c, q, data, onError), onData);
    },
    async setMerge(path, data) {
      await writeGuard('setMerge', path, data);
      return d.setMerge(path, data);
    },
    async setFields(path, data) {
      await writeGuard('setFields', path, data);
      return d.setFields(path, data);
    },
    async add(c, data) {
      await writeGuard('add', c, data);
      return d.add(c, data);
    },
    async remove(path) {
      await writeGuard('remove', path);
      return d.remove(path);
    },
  };
  const historyGuard = async (op: string, path: string, data?: unknown) => {
    await wait();
    if (faults.failWrites || faults.failHistoryWrites) throw new Error('injected write failure');
    faults.writes.push({ op, path, data });
  };
  const historyRead = async (op: string, path: string, collection: string) => {
    faults.reads.push({ op, path });
    await wait();
    if (readFails(collection)) throw readErr();
  };
  let history: Promise<HistoryStore> | null = null;
  const wrapHistory = async (): Promise<HistoryStore> => {
    const h = await inner.history();
    return {
      async save(path, data, options) {
        await historyGuard('save', path, data);
        return h.save(path, data, options);
      },
      async revisions(path) {
        await historyRead('revisions', path, REVISIONS_COLLECTION);
        return h.revisions(path);
      },
      async trash(path) {
        await historyGuard('trash', path);
        return h.trash(path);
      },
      async trashed() {
        await historyRead('trashed', TRASH_COLLECTION, TRASH_COLLECTION);
        return h.trashed();
      },
      async restore(id) {
        await historyGuard('restore', id);
        return h.restore(id);
      },
      async purge(id) {
        await historyGuard('purge', id);
        return h.purge(id);
      },
      async putBack(path, data) {
        await historyGuard('putBack', path, data);
        return h.putBack(path, data);
      },
    };
  };
  const f = inner.files;
  const files: FileStore = {
    owns: (u) => f.owns(u),
    removeIfOwned: (u) => f.removeIfOwned(u),
    pathOf: (u) => f.pathOf(u),
    read: (u) => f.read(u),
    async putBack(path, file) {
      await wait();
      if (faults.failUploads) throw new StorageError(faults.failUploadsCode, 'injected upload failure');
      return f.putBack(path, file);
    },
    startUpload(folder, blob, name) {
      const task = f.startUpload(folder, blob, name);
      if (faults.failUploadsAt !== null && !faults.failUploads)
        return failingAt(task, faults.failUploadsAt, (p) => faults.failedUploads.push({ name, ...p }));
      if (!faults.failUploads) return task;
      task.cancel();
      const done = Promise.reject(new StorageError(faults.failUploadsCode, 'injected upload failure'));
      done.catch(() => undefined);
      return {
        ...task,
        progress: task.progress,
        done,
        onProgress: task.onProgress,
        pause: task.pause,
        resume: task.resume,
        cancel: task.cancel,
      };
    },
  };
  return {
    backend: {
      ...inner,
      kind: inner.kind,
      docs,
      files,
      auth: inner.auth,
      history: () => (history ??= wrapHistory()),
      demoOwner: inner.demoOwner,
      resetDemo: inner.resetDemo,
    },
    faults,
  };
}

/**
 * The real task, failing with a StorageError once `fraction` of its bytes are sent: the task is
 * canceled at that point (so nothing is stored), and its listeners and promise see an error, not a cancel.
 */
function failingAt(
  task: UploadTask,
  fraction: number,
  onFail: (p: { bytesTransferred: number; totalBytes: number }) => void,
): UploadTask {
  let failed = false;
  const shown = (p: UploadProgress): UploadProgress => (failed ? { ...p, state: 'error' } : p);
  const stop = task.onProgress((p) => {
    if (failed || p.totalBytes === 0 || p.bytesTransferred / p.totalBytes < fraction) return;
    failed = true;
    onFail({ bytesTransferred: p.bytesTransferred, totalBytes: p.totalBytes });
    task.cancel();
  });
  // Settles only once the real task has: after it, nothing more can be stored.
  const done = task.done.then(
    (url) => {
      stop();
      return url;
    },
    (e: unknown) => {
      stop();
      throw failed ? new StorageError('unknown', `injected upload failure at ${Math.round(fraction * 100)}%`) : e;
    },
  );
  done.catch(() => undefined);
  return {
    get progress() {
      return shown(task.progress);
    },
    onProgress: (cb) => task.onProgress((p) => cb(shown(p))),
    pause: () => !failed && task.pause(),
    resume: () => !failed && task.resume(),
    cancel: () => !failed && task.cancel(),
    done,
  };
}
