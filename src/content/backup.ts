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
import { COLLECTIONS, FOOTER_DOC, MAP_DOC, SETTINGS_DOC, STORAGE_FOLDERS } from './constants';
import { PAGE_DOCUMENTS } from './pages';

export const BACKUP_FORMAT = 'locanda-backup';
/** Raised when the format changes in a way an older site could not read. */
export const BACKUP_VERSION = 1;
export const MANIFEST_ENTRY = 'locanda-backup.json';
export const DOCUMENTS_ENTRY = 'documents.json';
export const FILES_PREFIX = 'files/';

/** The single documents the site shows: every page text, the map, the footer, the settings. */
export const BACKUP_DOCUMENTS: readonly string[] = [
  ...new Set([...PAGE_DOCUMENTS.map((d) => d.path), MAP_DOC, FOOTER_DOC, SETTINGS_DOC]),
];
/** The collections it shows whole: rooms, services, experiences, the gallery. */
export const BACKUP_COLLECTIONS: readonly string[] = [
  COLLECTIONS.rooms,
  COLLECTIONS.services,
  COLLECTIONS.experiences,
  COLLECTIONS.gallery,
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

export type BackupProblem = 'notBackup' | 'newer' | 'damaged';

/** A file that cannot be restored; nothing has been changed. */
export class BackupError extends Error {
  constructor(
    public readonly problem: BackupProblem,
    detail = '',
    /** The format version of a newer backup. */
    public readonly version?: number,
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
 * A backup from the entries of its zip (name → bytes), checked whole before anything is restored:
 * someone else's zip or another file is `notBackup`, a backup of a later format `newer`, and one whose
 * parts are missing, cut short or inconsistent (a broken download) `damaged`.
 */
export function parseBackup(entries: Record<string, Uint8Array>): Backup {
  const part = (name: string) => (entries[name] ? JSON.parse(new TextDecoder().decode(entries[name])) : undefined);
  return checkBackup(part, (path) => entries[FILES_PREFIX + path]);
}

/**
 * A backup as one JSON text: the zip's two JSON entries by name and no files, its pictures named by
 * the addresses the site serves them at (the demo's, in public/demo/). Checked as a zip is.
 */
export function parseBackupText(text: string): Backup {
  const parts = (() => {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      throw new BackupError('notBackup', 'not JSON');
    }
  })();
  if (!isPlainObject(parts)) throw new BackupError('notBackup', 'not an object');
  return checkBackup(
    (name) => parts[name],
    () => undefined,
  );
}

/** A short hash of a text (FNV-1a, 32 bits, hex): the demo content's version. */
export function textHash(text: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return (h >>> 0).toString(16).padStart(8, '0');
}

/** `part(name)`: an entry's JSON, undefined when absent (throws when unreadable); `bytes(path)`: a file's. */
function checkBackup(part: (name: string) => unknown, bytes: (path: string) => Uint8Array | undefined): Backup {
  const read = (name: string, what: string) => {
    try {
      return part(name);
    } catch {
      throw new BackupError('damaged', `unreadable ${what}`);
    }
  };
  const manifest = read(MANIFEST_ENTRY, 'manifest') as Manifest | undefined;
  if (manifest === undefined) throw new BackupError('notBackup', `no ${MANIFEST_ENTRY}`);
  if (!isPlainObject(manifest) || manifest.format !== BACKUP_FORMAT) throw new BackupError('notBackup', 'another format');
  if (!Number.isInteger(manifest.version) || manifest.version < 1) throw new BackupError('notBackup', 'no version');
  if (manifest.version > BACKUP_VERSION) throw new BackupError('newer', `version ${manifest.version}`, manifest.version);
  if (!isPlainObject(manifest.counts) || !Array.isArray(manifest.files)) throw new BackupError('damaged', 'manifest');
  const documents = read(DOCUMENTS_ENTRY, 'documents') as Record<string, Record<string, unknown>> | undefined;
  if (documents === undefined) throw new BackupError('damaged', `no ${DOCUMENTS_ENTRY}`);
  if (!isPlainObject(documents)) throw new BackupError('damaged', 'documents');
  for (const [path, data] of Object.entries(documents))
    if (!isBackupPath(path) || !isPlainObject(data)) throw new BackupError('damaged', `document ${path}`);
  const files = new Map<string, Uint8Array>();
  for (const f of manifest.files) {
    const file = isPlainObject(f) && typeof f.path === 'string' ? bytes(f.path) : undefined;
    if (!file || !isStoragePath(f.path) || typeof f.url !== 'string' || file.length !== f.size)
      throw new BackupError('damaged', `file ${String(isPlainObject(f) ? f.path : f)}`);
    files.set(f.path, file);
  }
  const counts = countsOf(documents, files.size);
  if ((Object.keys(counts) as (keyof BackupCounts)[]).some((k) => manifest.counts[k] !== counts[k]))
    throw new BackupError('damaged', 'counts');
  return { manifest, documents, files };
}
