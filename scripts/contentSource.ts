/**
 * Where `npm run build` reads the content it renders the saved pages from (src/app/server.tsx):
 *  - the demo content (src/content/demo.json), for the demo build (and, with LOCANDA_CONTENT=seed, for a
 *    Firebase build: tests and the benchmark);
 *  - the project's Firestore, for a Firebase build: the public reads every visitor may make, over
 *    Firestore's REST API, with no credentials (FIRESTORE_EMULATOR_HOST for the emulator).
 */
import type { ContentSource, Doc, DocData, ListQuery } from '../src/backend/port';
import { demoDocuments } from './demo';
import { applyQuery, resolveSentinels } from '../src/backend/local/docMath';

/**
 * The demo content, answering as the demo backend does. `photos`: a gallery of that many photos instead
 * of the demo's (the benchmark's large page), made of the demo's pictures.
 */
export function seedSource(now = Date.now(), photos?: number): ContentSource {
  const seed = demoDocuments(now);
  if (photos !== undefined) {
    const pictures = Object.entries(seed).filter(([path]) => path.startsWith('gallery_images/'));
    for (const [path] of pictures) delete seed[path];
    for (let i = 0; i < photos; i++) {
      const [, data] = pictures[i % pictures.length];
      seed[`gallery_images/photo-${String(i + 1).padStart(4, '0')}`] = { ...data, createdAt: now - i * 60_000, order: i };
    }
  }
  const docs = new Map(Object.entries(seed).map(([path, data]) => [path, resolveSentinels(data, now) as DocData]));
  const copy = (d: DocData) => structuredClone(d);
  return {
    get: async (path) => {
      const d = docs.get(path);
      return d ? copy(d) : null;
    },
    list: async (collection, query?: ListQuery) => {
      const rows: Doc[] = [];
      for (const [path, data] of docs) {
        const i = path.lastIndexOf('/');
        if (path.slice(0, i) === collection) rows.push({ id: path.slice(i + 1), data: copy(data) });
      }
      return applyQuery(rows, query);
    },
  };
}

type RestValue = {
  nullValue?: null;
  booleanValue?: boolean;
  integerValue?: string;
  doubleValue?: number;
  timestampValue?: string;
  stringValue?: string;
  bytesValue?: string;
  referenceValue?: string;
  geoPointValue?: { latitude: number; longitude: number };
  arrayValue?: { values?: RestValue[] };
  mapValue?: { fields?: Record<string, RestValue> };
};

/** A Firestore REST value as the adapters return it: timestamps in ms, maps and lists as plain data. */
export function fromRestValue(v: RestValue): unknown {
  if ('nullValue' in v) return null;
  if (v.booleanValue !== undefined) return v.booleanValue;
  if (v.integerValue !== undefined) return Number(v.integerValue);
  if (v.doubleValue !== undefined) return v.doubleValue;
  if (v.timestampValue !== undefined) return Date.parse(v.timestampValue);
  if (v.stringValue !== undefined) return v.stringValue;
  if (v.bytesValue !== undefined) return v.bytesValue;
  if (v.referenceValue !== undefined) return v.referenceValue;
  if (v.geoPointValue !== undefined) return v.geoPointValue;
  if (v.arrayValue !== undefined) return (v.arrayValue.values ?? []).map(fromRestValue);
  if (v.mapValue !== undefined) return fromRestFields(v.mapValue.fields ?? {});
  return null;
}

function fromRestFields(fields: Record<string, RestValue>): DocData {
  return Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, fromRestValue(v)]));
}

/** A project's Firestore, read as any visitor may read it. */
export function firestoreRestSource(projectId: string, emulatorHost?: string): ContentSource {
  const origin = emulatorHost ? `http://${emulatorHost}` : 'https://firestore.googleapis.com';
  const root = `${origin}/v1/projects/${projectId}/databases/(default)/documents`;
  const call = async (url: string, init?: RequestInit): Promise<unknown> => {
    const res = await fetch(url, init);
    if (!res.ok) throw new Error(`Firestore: HTTP ${res.status} for ${url.replace(root, '')}`);
    return res.json();
  };
  return {
    async get(path) {
      const res = await fetch(`${root}/${path.split('/').map(encodeURIComponent).join('/')}`);
      if (res.status === 404) return null;
      if (!res.ok) throw new Error(`Firestore: HTTP ${res.status} for ${path}`);
      const body = (await res.json()) as { fields?: Record<string, RestValue> };
      return fromRestFields(body.fields ?? {});
    },
    async list(collection, query?: ListQuery) {
      const structuredQuery = {
        from: [{ collectionId: collection }],
        ...(query?.orderBy?.length
          ? {
              orderBy: query.orderBy.map(([field, dir]) => ({
                field: { fieldPath: field },
                direction: dir === 'desc' ? 'DESCENDING' : 'ASCENDING',
              })),
            }
          : {}),
        ...(query?.limit !== undefined ? { limit: Math.floor(query.limit) } : {}),
      };
      if (query?.limit !== undefined && !(Math.floor(query.limit) > 0)) return [];
      const rows = (await call(`${root}:runQuery`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ structuredQuery }),
      })) as { document?: { name: string; fields?: Record<string, RestValue> } }[];
      return rows
        .filter((r) => r.document)
        .map((r) => ({
          id: decodeURIComponent(r.document!.name.split('/').pop()!),
          data: fromRestFields(r.document!.fields ?? {}),
        }));
    },
  };
}
