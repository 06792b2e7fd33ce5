/**
 * The owner's backup, as a format: which documents it holds (every one the site shows), its manifest,
 * and the checks a file must pass before anything is restored from it. Pure: the zip itself and the
 * backend are src/editing/backup/'s; `npm run seed -- --from` reads the same format.
 *
 * A backup is a zip of
 *   locanda-backup.json   the manifest: format, version, date, the site's name, counts, the files
 *   documents.json        every site document by path, as the backend port reads it (times in ms)
 *   files/{path}          each image file the documents name that the site's own store holds
 */
import { CALENDARS_COLLECTION } from './availability';
import { COLLECTIONS, FOOTER_DOC, MAP_DOC, MAX_UPLOAD_BYTES, SETTINGS_DOC, STORAGE_FOLDERS } from './constants';
import { ACCEPTED_IMAGE_TYPES } from './imageRules';
import { PAGE_DOCUMENTS } from './pages';

export const BACKUP_FORMAT = 'locanda-backup';
/** Raised when the format changes in a way an older site could not read. */
export const BACKUP_VERSION = 1;
export const MANIFEST_ENTRY = 'locanda-backup.json';
export const DOCUMENTS_ENTRY = 'documents.json';
export const FILES_PREFIX = 'files/';
/**
 * The most a backup's files may hold together, unpacked. A site's images are stored at most 2000 px wide
 * (a few hundred KB each, with their 800 px copy): 300 MB is several hundred photos, well above what a
 * guesthouse shows, and still a size a phone's browser can hold while it restores.
 */
export const MAX_BACKUP_BYTES = 300 * 1024 * 1024;
export const MAX_BACKUP_MB = MAX_BACKUP_BYTES / (1024 * 1024);

/** The single documents the site shows: every page text, the map, the footer, the settings. */
export const BACKUP_DOCUMENTS: readonly string[] = [
  ...new Set([...PAGE_DOCUMENTS.map((d) => d.path), MAP_DOC, FOOTER_DOC, SETTINGS_DOC]),
];
/**
 * The collections it shows whole: rooms, services, experiences, the gallery, and each room's calendars
 * (the addresses, hand blocks and minimum stay; the published nights are derived from them).
 */
export const BACKUP_COLLECTIONS: readonly string[] = [
  COLLECTIONS.rooms,
  COLLECTIONS.services,
  COLLECTIONS.experiences,
  COLLECTIONS.gallery,
  CALENDARS_COLLECTION,
];

export interface BackupFile {
  /** The address the documents use for it. */
  url: string;
  /** Where the store kept it, and where a restore puts it: `{folder}/{name}`. */
  path: string;
  type: string;
  size: number;
}

export interface BackupCounts {
  documents: number;
  files: number;
  rooms: number;
  services: number;
  experiences: number;
  gallery: number;
}

export interface Manifest {
  format: typeof BACKUP_FORMAT;
  version: number;
  /** ISO date and time of the backup. */
  createdAt: string;
  siteName: string;
  /** The backend it was made on: 'local' (the demo) or 'firebase'. */
  source: string;
  counts: BackupCounts;
  files: BackupFile[];
  /** Addresses the documents name that the store did not have any more: not in the backup. */
  missing?: string[];
}

export interface Backup {
  manifest: Manifest;
  documents: Record<string, Record<string, unknown>>;
  /** The files' bytes by path. */
  files: Map<string, Uint8Array>;
}

/**
 * `tooLarge`: its files together pass MAX_BACKUP_BYTES; `notImage`: it holds a file the site would not
 * accept as an upload (another type than its images', or over 5 MB).
 */
export type BackupProblem = 'notBackup' | 'newer' | 'damaged' | 'tooLarge' | 'notImage';

/** A file that cannot be restored; nothing has been changed. */
export class BackupError extends Error {
  constructor(
    public readonly problem: BackupProblem,
    detail = '',
    /** The format version of a newer backup. */
    public readonly version?: number,
    /** The path of the file a `notImage` backup holds. */
    public readonly file?: string,
  ) {
    super(`${problem}${detail ? `: ${detail}` : ''}`);
    this.name = 'BackupError';
  }
}

/** Whether a path is one a backup may hold: a site document, or an item of a site collection. */
export function isBackupPath(path: string): boolean {
  if (BACKUP_DOCUMENTS.includes(path)) return true;
  const i = path.indexOf('/');
  return BACKUP_COLLECTIONS.includes(path.slice(0, i)) && /^[^/~]{1,700}$/.test(path.slice(i + 1));
}

/** Whether a file's path lies directly in one of the SPEC's folders: `{folder}/{name}`. */
export function isStoragePath(path: string): boolean {
  const i = path.lastIndexOf('/');
  return i > 0 && (STORAGE_FOLDERS as readonly string[]).includes(path.slice(0, i)) && /^[^/\\]{1,300}$/.test(path.slice(i + 1));
}

export function countsOf(documents: Record<string, unknown>, files: number): BackupCounts {
  const paths = Object.keys(documents);
  const inCollection = (c: string) => paths.filter((p) => p.startsWith(`${c}/`)).length;
  return {
    documents: paths.length,
    files,
    rooms: inCollection(COLLECTIONS.rooms),
    services: inCollection(COLLECTIONS.services),
    experiences: inCollection(COLLECTIONS.experiences),
    gallery: inCollection(COLLECTIONS.gallery),
  };
}

function isPlainObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** Every string in a document (at any depth) that `keep` accepts, once each. */
export function stringsIn(value: unknown, keep: (s: string) => boolean, found = new Set<string>()): Set<string> {
  if (typeof value === 'string') {
    if (keep(value)) found.add(value);
  } else if (Array.isArray(value)) value.forEach((v) => stringsIn(v, keep, found));
  else if (isPlainObject(value)) Object.values(value).forEach((v) => stringsIn(v, keep, found));
  return found;
}

/** A document with every string that is an old address replaced by its new one. */
export function withUrls<T>(value: T, urls: ReadonlyMap<string, string>): T {
  if (typeof value === 'string') return (urls.get(value) ?? value) as T;
  if (Array.isArray(value)) return value.map((v: unknown) => withUrls(v, urls)) as T;
  if (isPlainObject(value)) return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, withUrls(v, urls)])) as T;
  return value;
}

/**
 * A backup's manifest from its bytes, checked before any of the files it names is unpacked: someone else's
 * zip or another file is `notBackup`, a backup of a later format `newer`, one whose manifest is unreadable
 * or inconsistent (a date that is no date, a file listed twice or in no site folder) `damaged`; one whose
 * files would pass MAX_BACKUP_BYTES is `tooLarge`, one naming a file the site would not accept as an image
 * upload `notImage`.
 */
export function readManifest(bytes: Uint8Array | undefined): Manifest {
  if (!bytes) throw new BackupError('notBackup', `no ${MANIFEST_ENTRY}`);
  let manifest: Manifest;
  try {
    manifest = JSON.parse(new TextDecoder().decode(bytes)) as Manifest;
  } catch {
    throw new BackupError('damaged', 'unreadable manifest');
  }
  if (!isPlainObject(manifest) || manifest.format !== BACKUP_FORMAT) throw new BackupError('notBackup', 'another format');
  if (!Number.isInteger(manifest.version) || manifest.version < 1) throw new BackupError('notBackup', 'no version');
  if (manifest.version > BACKUP_VERSION) throw new BackupError('newer', `version ${manifest.version}`, manifest.version);
  if (!isPlainObject(manifest.counts) || !Array.isArray(manifest.files)) throw new BackupError('damaged', 'manifest');
  if (typeof manifest.createdAt !== 'string' || Number.isNaN(Date.parse(manifest.createdAt)))
    throw new BackupError('damaged', 'createdAt');
  if (typeof manifest.siteName !== 'string') throw new BackupError('damaged', 'siteName');
  const paths = new Set<string>();
  let total = 0;
  for (const f of manifest.files as unknown[]) {
    if (!isPlainObject(f) || typeof f.path !== 'string' || !isStoragePath(f.path) || typeof f.url !== 'string')
      throw new BackupError('damaged', `file ${String(isPlainObject(f) ? f.path : f)}`);
    if (paths.has(f.path) || !Number.isSafeInteger(f.size) || (f.size as number) < 0)
      throw new BackupError('damaged', `file ${f.path}`);
    if (typeof f.type !== 'string' || !ACCEPTED_IMAGE_TYPES.includes(f.type) || (f.size as number) > MAX_UPLOAD_BYTES)
      throw new BackupError('notImage', `file ${f.path}`, undefined, f.path);
    paths.add(f.path);
    total += f.size as number;
  }
  if (total > MAX_BACKUP_BYTES) throw new BackupError('tooLarge', `${total} bytes`);
  return manifest;
}

/**
 * A backup from the entries of its zip (name → bytes), checked whole before anything is restored
 * (readManifest, then the documents and the files the manifest names; any other entry is ignored): one
 * whose parts are missing, cut short or inconsistent (a broken download) is `damaged`.
 */
export function parseBackup(entries: Record<string, Uint8Array>): Backup {
  const manifest = readManifest(entries[MANIFEST_ENTRY]);
  if (!entries[DOCUMENTS_ENTRY]) throw new BackupError('damaged', `no ${DOCUMENTS_ENTRY}`);
  let documents: Record<string, Record<string, unknown>>;
  try {
    documents = JSON.parse(new TextDecoder().decode(entries[DOCUMENTS_ENTRY])) as Record<string, Record<string, unknown>>;
  } catch {
    throw new BackupError('damaged', 'unreadable documents');
  }
  if (!isPlainObject(documents)) throw new BackupError('damaged', 'documents');
  for (const [path, data] of Object.entries(documents))
    if (!isBackupPath(path) || !isPlainObject(data)) throw new BackupError('damaged', `document ${path}`);
  const files = new Map<string, Uint8Array>();
  for (const f of manifest.files) {
    const bytes = entries[FILES_PREFIX + f.path];
    if (!bytes || bytes.length !== f.size) throw new BackupError('damaged', `file ${f.path}`);
    files.set(f.path, bytes);
  }
  const counts = countsOf(documents, files.size);
  if ((Object.keys(counts) as (keyof BackupCounts)[]).some((k) => manifest.counts[k] !== counts[k]))
    throw new BackupError('damaged', 'counts');
  return { manifest, documents, files };
}

/**
 * A backup as one JSON text: the zip's two JSON entries by name and no files, its pictures named by
 * the addresses the site serves them at (the demo's, in public/demo/). Checked as a zip is.
 */
export function parseBackupText(text: string): Backup {
  let parts: unknown;
  try {
    parts = JSON.parse(text);
  } catch {
    throw new BackupError('notBackup', 'not JSON');
  }
  if (!isPlainObject(parts)) throw new BackupError('notBackup', 'not an object');
  const entries: Record<string, Uint8Array> = {};
  for (const name of [MANIFEST_ENTRY, DOCUMENTS_ENTRY])
    if (parts[name] !== undefined) entries[name] = new TextEncoder().encode(JSON.stringify(parts[name]));
  return parseBackup(entries);
}

/** A short hash of a text (FNV-1a, 32 bits, hex): the demo content's version. */
export function textHash(text: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return (h >>> 0).toString(16).padStart(8, '0');
}
