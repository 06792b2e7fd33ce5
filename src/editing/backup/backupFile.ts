/**
 * The backup's zip: packing and unpacking (fflate, about 9 KB gzipped, loaded only when the owner makes
 * or restores a backup; `npm run seed -- --from` uses it in Node too). Images are stored as they are
 * (they are compressed already), the JSON parts deflated.
 */
import { strToU8, unzipSync, zipSync, type Zippable } from 'fflate';
import { MAX_UPLOAD_BYTES } from '../../content/constants';
import {
  BackupError,
  DOCUMENTS_ENTRY,
  FILES_PREFIX,
  MANIFEST_ENTRY,
  parseBackup,
  type Backup,
  type Manifest,
} from '../../content/backup';

/** The JSON parts may be large (long texts in five languages), never this large. */
const MAX_JSON_BYTES = 64 * 1024 * 1024;

export function packBackup(manifest: Manifest, documents: Backup['documents'], files: Map<string, Uint8Array>): Uint8Array {
  const zip: Zippable = {
    [MANIFEST_ENTRY]: strToU8(JSON.stringify(manifest, null, 2)),
    [DOCUMENTS_ENTRY]: strToU8(JSON.stringify(documents, null, 2)),
  };
  for (const [path, bytes] of files) zip[FILES_PREFIX + path] = [bytes, { level: 0 }];
  return zipSync(zip, { level: 6 });
}

/**
 * A backup file's bytes, checked whole (src/content/backup.ts). Only the backup's own entries are read,
 * each within its size, so another zip costs nothing to refuse.
 */
export function unpackBackup(bytes: Uint8Array): Backup {
  let entries: Record<string, Uint8Array>;
  try {
    entries = unzipSync(bytes, {
      filter: (f) =>
        f.name === MANIFEST_ENTRY || f.name === DOCUMENTS_ENTRY
          ? f.originalSize <= MAX_JSON_BYTES
          : f.name.startsWith(FILES_PREFIX) && f.originalSize <= MAX_UPLOAD_BYTES,
    });
  } catch (e) {
    // Bytes that begin like a zip (a local file header) but cannot be read are a broken one.
    const zip = bytes.length >= 4 && bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04;
    throw new BackupError(zip ? 'damaged' : 'notBackup', e instanceof Error ? e.message : String(e));
  }
  return parseBackup(entries);
}
