/**
 * Where revisions and trash entries live and what they hold, stated once for both adapters (and for the
 * security-rules tests, which send exactly these shapes). Pure: no storage here.
 *
 * A document's revisions are `revisions/{key}/entries/{seq}`, its trash entry `trash/{key}`, where the
 * key is the document's path with `~` for `/` (`homepage/hero` → `homepage~hero`). A revision is only
 * ever created or deleted, never changed. Each adapter decides a save's number inside the save's own
 * transaction, so saves racing on one document take one number each (or one fails, the owner's text
 * kept); the rules' create-only revisions are a second guard, not the first. Here too: how a save tells
 * that a field changed since its editor read it (changedFields), and a restore's staging path.
 */
import {
  FALLBACK_LANG,
  RESTORING_COLLECTION,
  REVISIONS_COLLECTION,
  REVISIONS_KEPT,
  TRASH_COLLECTION,
} from '../content/constants';
import { SERVER_TIME, type DocData, type Revision, type TrashEntry } from './port';

/**
 * A document's path as one id (`rooms/abc` → `rooms~abc`): the id of its revisions' collection, its trash
 * entry and its restore's staging entry. Not the read cache's key of a document (src/data/readCache.ts).
 */
export function keyOfPath(path: string): string {
  return path.split('/').join('~');
}

/** The path a key names (paths in this site never contain `~`). */
export function pathOfKey(key: string): string {
  return key.split('~').join('/');
}

/** The collection of a document's revisions. */
export function revisionsOf(path: string): string {
  return `${REVISIONS_COLLECTION}/${keyOfPath(path)}/entries`;
}

export function revisionPath(path: string, seq: number): string {
  return `${revisionsOf(path)}/${seq}`;
}

export function trashPath(path: string): string {
  return `${TRASH_COLLECTION}/${keyOfPath(path)}`;
}

/** The revision a save numbered `seq` removes (none while fewer than REVISIONS_KEPT + 1 exist). */
export function prunedSeq(seq: number): number | null {
  const n = seq - REVISIONS_KEPT;
  return n >= 1 ? n : null;
}

/** Fields that say who saved and when, rather than content: a restore writes them afresh. */
export function isStampField(field: string): boolean {
  return (
    field === 'updatedAt' ||
    field === 'createdAt' ||
    field === 'lastUpdatedBy' ||
    field === 'addedBy' ||
    field.endsWith('_lastUpdatedBy')
  );
}

function isPlainObject(v: unknown): v is Record<string, unknown> {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return false;
  const proto: unknown = Object.getPrototypeOf(v);
  return proto === Object.prototype || proto === null;
}

/** What "nothing" is for a value of this type, when a field did not exist before a save. */
function emptyLike(v: unknown): unknown {
  if (typeof v === 'string') return '';
  if (Array.isArray(v)) return [];
  if (isPlainObject(v)) return {};
  return undefined;
}

/**
 * A previous value in the type the field is written in now, so that writing it back passes the same
 * checks: an older plain-string text is the Italian text (as the site reads it), a number a string.
 */
function asWritten(previous: unknown, written: unknown): unknown {
  if (typeof previous === 'string' && isPlainObject(written)) return previous ? { [FALLBACK_LANG]: previous } : {};
  if (typeof previous === 'number' && typeof written === 'string') return String(previous);
  return previous;
}

/** The revision kept when `write` is saved over `old` (the document's data, null when it did not exist). */
export function revisionWrite(path: string, seq: number, write: DocData, old: DocData | null, uid: string): DocData {
  const fields = Object.keys(write).filter((k) => write[k] !== undefined);
  const before: DocData = {};
  for (const k of fields) {
    if (isStampField(k)) continue;
    const value = old && old[k] !== undefined && old[k] !== null ? asWritten(old[k], write[k]) : emptyLike(write[k]);
    if (value !== undefined) before[k] = value;
  }
  return { doc: path, seq, at: SERVER_TIME, uid, fields, before };
}

/** Equal as stored data: maps whatever their keys' order, lists element by element; absent, undefined and null alike. */
export function sameValue(a: unknown, b: unknown): boolean {
  if (a === undefined || a === null || b === undefined || b === null) return (a ?? null) === (b ?? null);
  if (Array.isArray(a) || Array.isArray(b))
    return Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((x, i) => sameValue(x, b[i]));
  if (isPlainObject(a) && isPlainObject(b)) {
    const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
    return [...keys].every((k) => sameValue(a[k], b[k]));
  }
  return a === b;
}

/** The fields of `expected` the stored document (null when there is none) no longer holds as they were. */
export function changedFields(expected: DocData, stored: DocData | null): string[] {
  return Object.keys(expected).filter((k) => !sameValue(expected[k], stored?.[k]));
}

/**
 * The times a site document holds, at its top level: the port gives them in ms, Firestore keeps them as
 * Timestamps (a restore writes them back as such, so lists ordered by them keep their order).
 */
export const TIME_FIELDS: readonly string[] = ['createdAt', 'updatedAt'];

/** A restore's staging entry of a document (Firebase: `restoring/{key}`), which the rules compare the put-back with. */
export function restoringPath(path: string): string {
  return `${RESTORING_COLLECTION}/${keyOfPath(path)}`;
}

/** The trash entry of a document being deleted. */
export function trashWrite(path: string, data: DocData, uid: string): DocData {
  return { path, data, deletedAt: SERVER_TIME, uid };
}

const num = (v: unknown) => (typeof v === 'number' ? v : 0);
const str = (v: unknown) => (typeof v === 'string' ? v : '');

export function readRevision(id: string, d: DocData): Revision {
  return {
    id,
    doc: str(d.doc),
    seq: num(d.seq),
    at: num(d.at),
    uid: str(d.uid),
    fields: Array.isArray(d.fields) ? d.fields.filter((f): f is string => typeof f === 'string') : [],
    before: isPlainObject(d.before) ? d.before : {},
  };
}

export function readTrashEntry(id: string, d: DocData): TrashEntry {
  return {
    id,
    path: str(d.path),
    data: isPlainObject(d.data) ? d.data : {},
    deletedAt: num(d.deletedAt),
    uid: str(d.uid),
  };
}
