/** The seed script's pure part: a backup's or the demo's documents → Firestore data, and where the demo's images go. */
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { withUrls, type Backup } from '../src/content/backup';

const DEMO_URL = /^\/demo\/([A-Za-z0-9._-]+\.svg)$/;
/** Fields holding a time; the seed gives them as ms numbers, Firestore should hold Timestamps. */
const TIME_FIELDS = new Set(['createdAt', 'updatedAt']);

function isPlainObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v) && Object.getPrototypeOf(v) === Object.prototype;
}

/** The sibling field that names an image's small variant: `imageUrl` → `imageUrlSmall`, a block's `value` → `valueSmall`. */
const smallKey = (key: string) => `${key}Small`;

/**
 * Seed data → Firestore data: SERVER_TIME → server timestamp, ms times → Timestamps, and each
 * /demo/ URL at `where` (document path + field path) replaced by `urls.get(where)` when uploaded,
 * its small variant naming the same file.
 */
export function convert(value: unknown, urls: Map<string, string>, where: string, key = '', inArray = false): unknown {
  if (isPlainObject(value) && value.__serverTime === true) return inArray ? Timestamp.now() : FieldValue.serverTimestamp();
  if (typeof value === 'number' && TIME_FIELDS.has(key)) return Timestamp.fromMillis(value);
  if (typeof value === 'string') return urls.get(where) ?? value;
  if (Array.isArray(value)) return value.map((v, i) => convert(v, urls, `${where}.${i}`, '', true));
  if (isPlainObject(value)) {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) if (v !== undefined) out[k] = convert(v, urls, `${where}.${k}`, k, inArray);
    for (const [k, v] of Object.entries(value)) {
      const uploaded = typeof v === 'string' ? urls.get(`${where}.${k}`) : undefined;
      if (uploaded) out[smallKey(k)] = uploaded;
    }
    return out;
  }
  return value;
}

/** Every /demo/ image reference: where it stands (document path + field path) and the file it names. */
export function demoReferences(value: unknown, where: string, found: [where: string, name: string][] = []) {
  const m = typeof value === 'string' ? DEMO_URL.exec(value) : null;
  if (m) found.push([where, m[1]]);
  else if (Array.isArray(value)) value.forEach((v, i) => demoReferences(v, `${where}.${i}`, found));
  else if (isPlainObject(value)) Object.entries(value).forEach(([k, v]) => demoReferences(v, `${where}.${k}`, found));
  return found;
}

/** The Storage folder the site itself would have uploaded this reference to (SPEC §7). */
export function folderFor(where: string): string {
  const [collection, , field] = where.split(/[/.]/);
  const main = field === 'imageUrl';
  if (collection === 'rooms') return main ? 'rooms/main' : 'rooms/details';
  if (collection === 'services') return main ? 'services/main' : 'services/details_temp';
  if (collection === 'experiences') return main ? 'experiences/main' : 'experiences/details';
  if (collection === 'gallery_images') return 'gallery';
  return 'images';
}

/** The documents to seed, without those whose path a trash entry holds (the owner deleted them). */
export function notInTrash<T>(docs: Record<string, T>, trashedPaths: Iterable<string>) {
  const trashed = new Set(trashedPaths);
  const inTrash = Object.keys(docs).filter((p) => trashed.has(p));
  return { docs: Object.fromEntries(Object.entries(docs).filter(([p]) => !trashed.has(p))), inTrash };
}

/**
 * A backup's documents as Firestore data: every address of a file it holds rewritten to where `urls`
 * says the file is now, each demo reference to its own upload (`uploads`, see convert), times (ms) as
 * Timestamps; nothing else changes.
 */
export function backupDocuments(
  backup: Backup,
  urls: ReadonlyMap<string, string>,
  uploads = new Map<string, string>(),
): [string, Record<string, unknown>][] {
  return Object.entries(backup.documents).map(([p, d]) => [p, convert(withUrls(d, urls), uploads, p) as Record<string, unknown>]);
}
