/**
 * Documents over Firestore. Visitors only ever read once (get/list), so those
 * and all writes go through `firebase/firestore/lite` (≈33 KB gzipped, plain
 * HTTPS). The full SDK (≈137 KB) is fetched only when something subscribes
 * (watch/watchList), which the app does only for a signed-in owner.
 *
 * Writes through lite also mean an owner's save either reaches the server or
 * rejects (offline, permission-denied, unauthenticated): the full SDK would
 * queue it offline and its promise would never settle.
 */
import type { FirebaseApp } from 'firebase/app';
import {
  addDoc,
  collection,
  connectFirestoreEmulator,
  deleteDoc,
  doc,
  FieldPath,
  getDoc,
  getDocs,
  getFirestore,
  limit,
  orderBy,
  query,
  serverTimestamp,
  setDoc,
  Timestamp,
  type Firestore,
} from 'firebase/firestore/lite';
import type { DocData, DocumentStore, Unsubscribe } from '../port';
import { buildConstraints, fromFirestoreData, toFirestoreData, type WriteSentinels } from '../firestoreData';
import { connectOnce, splitHost } from './emulators';
import type { LiveFirestore } from './live';

const sentinels: WriteSentinels = {
  serverTime: () => serverTimestamp(),
  nowInArray: () => Timestamp.now(),
};

function toWrite(data: DocData): DocData {
  return toFirestoreData(data, sentinels) as DocData;
}

function asError(e: unknown): Error {
  return e instanceof Error ? e : new Error(String(e));
}

export function createFirestoreDocs(
  app: FirebaseApp,
  emulatorHost: string | undefined,
  loadLive: () => Promise<LiveFirestore>,
): DocumentStore {
  let lite: Firestore | null = null;
  // Initialised on first use, so creating the backend costs nothing until a page reads.
  const db = (): Firestore => {
    if (!lite) {
      lite = getFirestore(app);
      if (emulatorHost) {
        const { host, port } = splitHost(emulatorHost);
        const instance = lite;
        connectOnce(() => connectFirestoreEmulator(instance, host, port));
      }
    }
    return lite;
  };

  let live: Promise<LiveFirestore> | null = null;
  const liveDb = () => (live ??= loadLive().catch((e: unknown) => ((live = null), Promise.reject(e))));

  /** Subscribes once the full SDK has loaded; unsubscribing before that cancels the subscription. */
  function subscribe(start: (l: LiveFirestore) => Unsubscribe, onError?: (e: Error) => void): Unsubscribe {
    let stopped = false;
    let stop: Unsubscribe | null = null;
    liveDb().then(
      (l) => {
        if (!stopped) stop = start(l);
      },
      (e: unknown) => {
        if (!stopped) onError?.(asError(e));
      },
    );
    return () => {
      stopped = true;
      stop?.();
    };
  }

  return {
    async get(path) {
      const snap = await getDoc(doc(db(), path));
      return snap.exists() ? fromFirestoreData(snap.data()) : null;
    },
    async list(name, q) {
      const constraints = buildConstraints(q, { orderBy, limit });
      if (!constraints) return [];
      const snap = await getDocs(query(collection(db(), name), ...constraints));
      return snap.docs.map((d) => ({ id: d.id, data: fromFirestoreData(d.data()) }));
    },
    watch(path, onData, onError) {
      return subscribe((l) => l.watchDoc(path, onData, onError), onError);
    },
    watchList(name, q, onData, onError) {
      return subscribe((l) => l.watchList(name, q, onData, onError), onError);
    },
    async setMerge(path, data) {
      await setDoc(doc(db(), path), toWrite(data), { merge: true });
    },
    async setFields(path, data) {
      // FieldPath per key: a key is one field even if it contains a dot.
      const fields = Object.keys(data)
        .filter((k) => data[k] !== undefined)
        .map((k) => new FieldPath(k));
      if (!fields.length) return;
      await setDoc(doc(db(), path), toWrite(data), { mergeFields: fields });
    },
    async add(name, data) {
      const ref = await addDoc(collection(db(), name), toWrite(data));
      return ref.id;
    },
    async remove(path) {
      await deleteDoc(doc(db(), path));
    },
  };
}
