/**
 * The backup's zip: packing and unpacking (fflate, about 9 KB gzipped, loaded only when the owner makes
 * or restores a backup; `npm run seed -- --from` uses it in Node too). Images are stored as they are
 * (they are compressed already), the JSON parts deflated.
 */
import { strToU8, unzipSync, zipSync, type Zippable } from 'fflate';
import {
  BackupError,
  DOCUMENTS_ENTRY,
  FILES_PREFIX,
  MANIFEST_ENTRY,
  parseBackup,
  readManifest,
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

/** The entries of a zip that `keep` accepts (from its directory's sizes), unpacked; a broken zip is a BackupError. */
function unzipEntries(bytes: Uint8Array, keep: (name: string, size: number) => boolean): Record<string, Uint8Array> {
  try {
    return unzipSync(bytes, { filter: (f) => keep(f.name, f.originalSize) });
  } catch (e) {
    // Bytes that begin like a zip (a local file header) but cannot be read are a broken one.
    const zip = bytes.length >= 4 && bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04;
    throw new BackupError(zip ? 'damaged' : 'notBackup', e instanceof Error ? e.message : String(e));
  }
}

/**
 * A backup file's bytes, checked whole (src/content/backup.ts). The manifest is read first, and then only
 * the files it names, each at the size it gives (at most 5 MB, MAX_BACKUP_BYTES together): another zip, or
 * one whose entries unpack to far more than they say, costs nothing to refuse.
 */
export function unpackBackup(bytes: Uint8Array): Backup {
  const sizes = new Map<string, number>();
  const json = unzipEntries(bytes, (name, size) => {
    sizes.set(name, size);
    return (name === MANIFEST_ENTRY || name === DOCUMENTS_ENTRY) && size <= MAX_JSON_BYTES;
  });
  const manifest = readManifest(json[MANIFEST_ENTRY]);
  const named = new Map(manifest.files.map((f) => [FILES_PREFIX + f.path, f.size]));
  for (const [name, size] of named)
    if (sizes.get(name) !== size) throw new BackupError('damaged', `${name}: ${sizes.get(name) ?? 'missing'}`);
  const files = named.size ? unzipEntries(bytes, (name) => named.has(name)) : {};
  return parseBackup({ ...json, ...files });
}
