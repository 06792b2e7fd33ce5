/**
 * Files in Cloud Storage, behind the port's FileStore. Nothing of the Storage
 * SDK loads until the first upload or delete.
 */
import type { StorageFolder } from '../../content/constants';
import { StorageError, type FileStore } from '../port';
import type { StorageHandle } from './storageSdk';
import { toStorageError } from './storageErrors';
import { createUploadTask } from './uploadTask';

const DOWNLOAD_HOST = 'firebasestorage.googleapis.com';

/**
 * The object path (`rooms/main/123_a.jpg`) of a download URL of an object in `bucket`: the production
 * host, the storage emulator's host (when connected), or a gs:// URL. Null for anything else — /demo/
 * images, other buckets, other sites — which is never ours to read or delete.
 */
export function storagePathOf(url: unknown, bucket: string, emulatorHost?: string): string | null {
  if (typeof url !== 'string' || !bucket) return null;
  if (url.startsWith('gs://')) return url.startsWith(`gs://${bucket}/`) ? url.slice(`gs://${bucket}/`.length) || null : null;
  try {
    const u = new URL(url);
    const hostOk =
      (u.protocol === 'https:' && u.host === DOWNLOAD_HOST) ||
      (!!emulatorHost && (u.protocol === 'http:' || u.protocol === 'https:') && sameHost(u.host, emulatorHost));
    const m = hostOk ? /^\/v0\/b\/([^/]+)\/o\/(.+)$/.exec(u.pathname) : null;
    return m && decodeURIComponent(m[1]) === bucket ? decodeURIComponent(m[2]) : null;
  } catch {
    return null;
  }
}

/** True for download URLs of objects in `bucket` (see storagePathOf). */
export function ownsStorageUrl(url: unknown, bucket: string, emulatorHost?: string): boolean {
  return storagePathOf(url, bucket, emulatorHost) !== null;
}

function sameHost(a: string, b: string): boolean {
  // 127.0.0.1 and localhost name the same emulator.
  const norm = (h: string) => h.replace(/^localhost(?=:|$)/, '127.0.0.1');
  return norm(a) === norm(b);
}

/** `{timestamp}_{name}`, with characters that would split or escape the object path replaced. */
export function objectPath(folder: StorageFolder, name: string, now = Date.now()): string {
  // eslint-disable-next-line no-control-regex
  const safe = name.replace(/[/\\?#%\u0000-\u001f\u007f]/g, '_') || 'file';
  return `${folder}/${now}_${safe}`;
}

export function createFirebaseFiles(
  bucket: string,
  emulatorHost: string | undefined,
  loadStorage: () => Promise<StorageHandle>,
): FileStore {
  let handle: Promise<StorageHandle> | null = null;
  const storage = () => (handle ??= loadStorage().catch((e: unknown) => ((handle = null), Promise.reject(e))));
  const owns = (url: string) => ownsStorageUrl(url, bucket, emulatorHost);
  const inStorage = async <T>(run: (s: StorageHandle) => Promise<T>): Promise<T> => {
    try {
      return await run(await storage());
    } catch (e) {
      throw toStorageError(e);
    }
  };

  return {
    startUpload(folder, file, name) {
      const path = objectPath(folder, name);
      return createUploadTask(file.size, async () => {
        const s = await storage();
        return () => s.upload(path, file);
      });
    },
    owns,
    pathOf: (url) => storagePathOf(url, bucket, emulatorHost),
    read: (url) => (owns(url) ? inStorage((s) => s.read(url)) : Promise.reject(new StorageError('object-not-found', url))),
    putBack: (path, file) => inStorage((s) => s.putBack(path, file)),
    async removeIfOwned(url) {
      if (!owns(url)) return false;
      let s: StorageHandle;
      try {
        s = await storage();
      } catch (e) {
        throw toStorageError(e);
      }
      return s.remove(url);
    },
  };
}
