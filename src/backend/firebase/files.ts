/**
 * Files in Cloud Storage, behind the port's FileStore. Nothing of the Storage
 * SDK loads until the first upload or delete.
 */
import type { StorageFolder } from '../../content/constants';
import type { FileStore } from '../port';
import type { StorageHandle } from './storageSdk';
import { toStorageError } from './storageErrors';
import { createUploadTask } from './uploadTask';

const DOWNLOAD_HOST = 'firebasestorage.googleapis.com';

/**
 * True for download URLs of objects in `bucket`: the production host, the
 * storage emulator's host (when connected), or a gs:// URL. Anything else —
 * /demo/ images, other buckets, other sites — is never ours to delete.
 */
export function ownsStorageUrl(url: unknown, bucket: string, emulatorHost?: string): boolean {
  if (typeof url !== 'string' || !bucket) return false;
  if (url.startsWith('gs://')) return url.startsWith(`gs://${bucket}/`) && url.length > `gs://${bucket}/`.length;
  let u: URL;
  try {
    u = new URL(url);
  } catch {
    return false;
  }
  const hostOk =
    (u.protocol === 'https:' && u.host === DOWNLOAD_HOST) ||
    (!!emulatorHost && (u.protocol === 'http:' || u.protocol === 'https:') && sameHost(u.host, emulatorHost));
  if (!hostOk) return false;
  const m = /^\/v0\/b\/([^/]+)\/o\/(.+)$/.exec(u.pathname);
  if (!m) return false;
  try {
    return decodeURIComponent(m[1]) === bucket;
  } catch {
    return false;
  }
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

  return {
    startUpload(folder, file, name) {
      const path = objectPath(folder, name);
      return createUploadTask(file.size, async () => {
        const s = await storage();
        return () => s.upload(path, file);
      });
    },
    owns,
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
