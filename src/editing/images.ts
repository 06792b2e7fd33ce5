/** Keeps files and documents in step: no orphaned file, no reference to a deleted one. */
import type { FileStore } from '../backend/port';
import type { UploadedImage } from './useUpload';

/**
 * Writes the document that points at freshly uploaded files. On success the
 * replaced files are deleted (when the store owns them); on failure the new ones are.
 */
export async function commitImage(
  files: FileStore,
  next: UploadedImage,
  previous: (unknown | undefined)[],
  write: () => Promise<void>,
  /** False for an address the owner typed: those files are not ours to delete. */
  uploaded = true,
): Promise<boolean> {
  try {
    await write();
  } catch {
    if (uploaded) await removeAll(files, [next.url, next.urlSmall]);
    return false;
  }
  await removeAll(files, previous);
  return true;
}

export async function removeAll(files: FileStore, urls: (unknown | undefined)[]): Promise<void> {
  await Promise.all(
    urls.filter((u): u is string => typeof u === 'string' && !!u).map((u) => files.removeIfOwned(u).catch(() => false)),
  );
}
