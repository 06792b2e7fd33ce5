/**
 * The Cloud Storage half of the file store. Loaded by dynamic import on the
 * first upload or delete, so visitors never download the Storage SDK.
 */
import type { FirebaseApp } from 'firebase/app';
import {
  connectStorageEmulator,
  deleteObject,
  getBytes,
  getDownloadURL,
  getMetadata,
  getStorage,
  ref,
  uploadBytes,
  uploadBytesResumable,
} from 'firebase/storage';
import { splitHost } from './emulators';
import { toStorageError } from './storageErrors';
import type { SdkUpload } from './uploadTask';

/** SPEC §9: file-store max operation retry 120 s, max upload retry 600 s. */
export const MAX_OPERATION_RETRY_MS = 120_000;
export const MAX_UPLOAD_RETRY_MS = 600_000;
/** Upload names carry a timestamp, so a stored object never changes: browsers may keep it. */
const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';

export interface StorageHandle {
  upload(path: string, file: Blob): SdkUpload;
  /** Deletes the object named by a download URL; false when it was already gone. */
  remove(url: string): Promise<boolean>;
  /**
   * The object a download URL names (a backup). The browser fetches it from Cloud Storage: the bucket's
   * CORS configuration must let the site's origin GET (docs/firebase.md, storage.cors.json).
   */
  read(url: string): Promise<Blob>;
  /** Uploads a file to `path` unless an object is there already; resolves with its download URL (a restore). */
  putBack(path: string, file: Blob): Promise<string>;
}

export function connectStorage(app: FirebaseApp, emulatorHost?: string): StorageHandle {
  const storage = getStorage(app);
  // The SDK's own defaults, pinned so an SDK upgrade cannot silently change SPEC limits.
  storage.maxOperationRetryTime = MAX_OPERATION_RETRY_MS;
  storage.maxUploadRetryTime = MAX_UPLOAD_RETRY_MS;
  if (emulatorHost) {
    const { host, port } = splitHost(emulatorHost);
    connectStorageEmulator(storage, host, port);
  }
  return {
    upload(path, file) {
      const objectRef = ref(storage, path);
      // uploadBytesResumable does a single multipart request up to 256 KB and
      // a resumable, chunked upload above (256 KB chunks growing to 32 MB).
      const task = uploadBytesResumable(objectRef, file, {
        contentType: file.type || undefined,
        cacheControl: IMMUTABLE_CACHE,
      });
      return {
        pause: () => task.pause(),
        resume: () => task.resume(),
        cancel: () => task.cancel(),
        observe: (next, error, complete) =>
          task.on('state_changed', (s) => next({ state: s.state, bytesTransferred: s.bytesTransferred }), error, complete),
        url: () => getDownloadURL(objectRef),
      };
    },
    async read(url) {
      const objectRef = ref(storage, url);
      // Bytes and type (getBytes works in browsers and Node alike; getBlob only in browsers).
      const [bytes, meta] = await Promise.all([getBytes(objectRef), getMetadata(objectRef)]);
      return new Blob([bytes], { type: meta.contentType ?? '' });
    },
    async putBack(path, file) {
      const objectRef = ref(storage, path);
      try {
        await getMetadata(objectRef);
      } catch (e) {
        if (toStorageError(e).code !== 'object-not-found') throw e;
        await uploadBytes(objectRef, file, { contentType: file.type || undefined, cacheControl: IMMUTABLE_CACHE });
      }
      return getDownloadURL(objectRef);
    },
    async remove(url) {
      try {
        await deleteObject(ref(storage, url));
        return true;
      } catch (e) {
        const err = toStorageError(e);
        if (err.code === 'object-not-found') return false;
        throw err;
      }
    },
  };
}
