/**
 * Live listeners through the full Firestore SDK. Loaded on demand (dynamic
 * import) the first time something subscribes, so a visitor never downloads it.
 */
import type { FirebaseApp } from 'firebase/app';
import {
  collection,
  connectFirestoreEmulator,
  doc,
  getFirestore,
  limit,
  onSnapshot,
  orderBy,
  query,
  type Firestore,
} from 'firebase/firestore';
import type { Doc, DocData, ListQuery, Unsubscribe } from '../port';
import { buildConstraints, fromFirestoreData } from '../firestoreData';
import { connectOnce, splitHost } from './emulators';

export interface LiveFirestore {
  watchDoc(path: string, onData: (d: DocData | null) => void, onError?: (e: Error) => void): Unsubscribe;
  watchList(collection: string, q: ListQuery, onData: (docs: Doc[]) => void, onError?: (e: Error) => void): Unsubscribe;
}

/** A pending server timestamp reads as the local estimate rather than null, as the local adapter fills it at once. */
const READ = { serverTimestamps: 'estimate' } as const;

export function liveOn(db: Firestore): LiveFirestore {
  return {
    watchDoc(path, onData, onError) {
      return onSnapshot(
        doc(db, path),
        (snap) => onData(snap.exists() ? fromFirestoreData(snap.data(READ)) : null),
        (e) => onError?.(e),
      );
    },
    watchList(name, q, onData, onError) {
      const constraints = buildConstraints(q, { orderBy, limit });
      if (!constraints) {
        // Nothing can match; report the empty list as a listener would.
        let active = true;
        queueMicrotask(() => active && onData([]));
        return () => void (active = false);
      }
      return onSnapshot(
        query(collection(db, name), ...constraints),
        (snap) => onData(snap.docs.map((d) => ({ id: d.id, data: fromFirestoreData(d.data(READ)) }))),
        (e) => onError?.(e),
      );
    },
  };
}

/** The full SDK's Firestore of the app (live listeners and the owner's history share it). */
export function fullFirestore(app: FirebaseApp, emulatorHost?: string): Firestore {
  // The default (memory) cache: an owner's tab needs no offline persistence.
  const db = getFirestore(app);
  if (emulatorHost) {
    const { host, port } = splitHost(emulatorHost);
    connectOnce(() => connectFirestoreEmulator(db, host, port));
  }
  return db;
}

export function connectLive(app: FirebaseApp, emulatorHost?: string): LiveFirestore {
  return liveOn(fullFirestore(app, emulatorHost));
}
