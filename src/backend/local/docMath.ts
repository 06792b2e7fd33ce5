/** Pure helpers the local adapter uses to behave like Firestore. */
import { SERVER_TIME, type DocData, type ListQuery } from '../port';

export function isPlainObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v) && Object.getPrototypeOf(v) === Object.prototype;
}

function isServerTime(v: unknown): boolean {
  return v === SERVER_TIME || (isPlainObject(v) && v.__serverTime === true);
}

/** Replaces the server-time sentinel (at any depth) by `now` in ms. */
export function resolveSentinels(value: unknown, now: number): unknown {
  if (isServerTime(value)) return now;
  if (Array.isArray(value)) return value.map((v) => resolveSentinels(v, now));
  if (isPlainObject(value)) {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) if (v !== undefined) out[k] = resolveSentinels(v, now);
    return out;
  }
  return value;
}

/** Firestore's set-with-merge: nested maps merge, everything else (arrays included) replaces. */
export function deepMerge(target: DocData, patch: DocData): DocData {
  const out: DocData = { ...target };
  for (const [k, v] of Object.entries(patch)) {
    if (v === undefined) continue;
    out[k] = isPlainObject(v) && isPlainObject(out[k]) ? deepMerge(out[k] as DocData, v) : v;
  }
  return out;
}

export function getField(data: DocData, field: string): unknown {
  let cur: unknown = data;
  for (const part of field.split('.')) {
    if (!isPlainObject(cur)) return undefined;
    cur = cur[part];
  }
  return cur;
}

// Firestore orders values of different types by type first.
function typeRank(v: unknown): number {
  if (v === null) return 0;
  if (typeof v === 'boolean') return 1;
  if (typeof v === 'number') return 2;
  if (typeof v === 'string') return 4;
  if (Array.isArray(v)) return 6;
  return 7;
}

export function compareValues(a: unknown, b: unknown): number {
  const ra = typeRank(a);
  const rb = typeRank(b);
  if (ra !== rb) return ra - rb;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  if (typeof a === 'string' && typeof b === 'string') return a < b ? -1 : a > b ? 1 : 0;
  if (typeof a === 'boolean' && typeof b === 'boolean') return Number(a) - Number(b);
  return 0;
}

/** Applies orderBy (documents lacking an ordered field are left out, as in Firestore) and limit. */
export function applyQuery<T extends { id: string; data: DocData }>(docs: T[], query: ListQuery = {}): T[] {
  const order = query.orderBy ?? [];
  let out = docs.filter((d) => order.every(([f]) => getField(d.data, f) !== undefined));
  out = [...out].sort((x, y) => {
    for (const [f, dir] of order) {
      const c = compareValues(getField(x.data, f), getField(y.data, f));
      if (c !== 0) return dir === 'desc' ? -c : c;
    }
    return x.id < y.id ? -1 : x.id > y.id ? 1 : 0;
  });
  if (query.limit !== undefined) out = out.slice(0, Math.max(0, query.limit));
  return out;
}
