/**
 * Translation between the port's plain data and Firestore values, shared by the Firebase adapter's lite
 * (one-shot) and full (live) SDK paths and the publish function's Admin SDK reads (functions/src/store.ts),
 * so all of them read the same shapes the local adapter returns. Free of any SDK.
 */
import type { DocData, ListQuery, SortDir } from './port';

function isPlainObject(v: unknown): v is Record<string, unknown> {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return false;
  const proto: unknown = Object.getPrototypeOf(v);
  return proto === Object.prototype || proto === null;
}

function isServerTime(v: unknown): boolean {
  // The port's frozen SERVER_TIME, or a structural copy of it (structuredClone drops identity).
  return isPlainObject(v) && v.__serverTime === true && Object.keys(v).length === 1;
}

export interface WriteSentinels {
  /** The SDK's serverTimestamp() field value. */
  serverTime: () => unknown;
  /** Firestore refuses serverTimestamp() inside arrays; there the client's clock stands in. */
  nowInArray: () => unknown;
}

/**
 * Port data → Firestore data: SERVER_TIME becomes the server timestamp and
 * `undefined` fields are dropped (the local adapter ignores them; Firestore
 * would throw).
 */
export function toFirestoreData(value: unknown, s: WriteSentinels, inArray = false): unknown {
  if (isServerTime(value)) return inArray ? s.nowInArray() : s.serverTime();
  if (Array.isArray(value)) return value.filter((v) => v !== undefined).map((v) => toFirestoreData(v, s, true));
  if (isPlainObject(value)) {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) if (v !== undefined) out[k] = toFirestoreData(v, s, inArray);
    return out;
  }
  return value;
}

interface TimestampLike {
  toMillis(): number;
  seconds: number;
  nanoseconds: number;
}

function isTimestampLike(v: unknown): v is TimestampLike {
  // Duck-typed: the lite and full SDKs each have their own Timestamp class.
  return (
    typeof v === 'object' &&
    v !== null &&
    typeof (v as Partial<TimestampLike>).toMillis === 'function' &&
    typeof (v as Partial<TimestampLike>).seconds === 'number'
  );
}

/** Firestore data → port data: Timestamps at any depth become milliseconds, as the local adapter stores them. */
export function fromFirestoreValue(value: unknown): unknown {
  if (isTimestampLike(value)) return value.toMillis();
  if (Array.isArray(value)) return value.map(fromFirestoreValue);
  if (isPlainObject(value)) {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) out[k] = fromFirestoreValue(v);
    return out;
  }
  return value;
}

export function fromFirestoreData(data: Record<string, unknown>): DocData {
  return fromFirestoreValue(data) as DocData;
}

/**
 * The query constraints of a ListQuery, built with whichever SDK's
 * `orderBy`/`limit` is passed in. Dotted fields (`title.it`) are nested paths
 * in Firestore too. Returns null when the limit asks for nothing, which
 * Firestore would reject.
 */
export function buildConstraints<O, L>(
  q: ListQuery | undefined,
  sdk: { orderBy: (field: string, dir: SortDir) => O; limit: (n: number) => L },
): (O | L)[] | null {
  const out: (O | L)[] = (q?.orderBy ?? []).map(([field, dir]) => sdk.orderBy(field, dir));
  if (q?.limit !== undefined) {
    const n = Math.floor(q.limit);
    if (!(n > 0)) return null;
    out.push(sdk.limit(n));
  }
  return out;
}
