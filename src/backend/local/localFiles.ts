/**
 * The demo backend's files (the port's FileStore) in its database. They are served back under
 * `/local-files/…` by a small service worker (public/local-files-sw.js) that reads the same database,
 * so their addresses survive reloads. Uploads go in 256 KB chunks, with progress, pause, resume and
 * cancel as in production.
 */
import { LOCAL_FILES_PREFIX, UPLOAD_CHUNK_BYTES, type StorageFolder } from '../../content/constants';
import { StorageError, type FileStore, type UploadProgress, type UploadTask } from '../port';
import { isQuotaError, type LocalStore } from './localStore';

/** Bytes rather than a Blob: every IndexedDB (and the test fake) stores an ArrayBuffer faithfully. */
interface StoredFile {
  key: string;
  bytes: ArrayBuffer;
  contentType: string;
}

/** `chunkDelayMs`: the pause between upload chunks, so progress is visible. */
export function localFiles(store: LocalStore, chunkDelayMs = 0): FileStore {
  return {
    startUpload(folder: StorageFolder, file: Blob, name: string): UploadTask {
      const safeName = name.replace(/[/\\?#%]/g, '_');
      const key = `${folder}/${Date.now()}_${safeName}`;
      return startLocalUpload(
        file,
        async (bytes) => {
          try {
            await (await store.db()).put('files', { key, bytes, contentType: file.type } satisfies StoredFile);
          } catch (e) {
            throw new StorageError(isQuotaError(e) ? 'quota-exceeded' : 'unknown', String(e));
          }
          return localFileUrl(key);
        },
        chunkDelayMs,
      );
    },
    owns: ownsLocalUrl,
    pathOf: (url) => (ownsLocalUrl(url) ? localKeyFromUrl(url) : null),
    async read(url) {
      const stored = ownsLocalUrl(url)
        ? ((await (await store.db()).get('files', localKeyFromUrl(url))) as StoredFile | undefined)
        : undefined;
      if (!stored) throw new StorageError('object-not-found', url);
      return new Blob([stored.bytes], { type: stored.contentType });
    },
    async putBack(path, file) {
      const d = await store.db();
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
      const d = await store.db();
      const had = (await d.getKey('files', key)) !== undefined;
      await d.delete('files', key);
      return had;
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
