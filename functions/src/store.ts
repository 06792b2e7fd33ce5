/**
 * Where publishing keeps its state in Firestore (Admin SDK: the security rules do not apply, and only the
 * owner may read the status): publish/status, what the owner is shown; publish/lock, one publish or
 * deploy at a time. Also the content, read as the site shows it (the render path's ContentSource).
 */
import type { Firestore, Transaction } from 'firebase-admin/firestore';
import { FieldValue } from 'firebase-admin/firestore';
import type { ContentSource, DocData } from '../../src/backend/port';
import { buildConstraints, fromFirestoreData } from '../../src/backend/firestoreData';
import { PUBLISH_LOCK_DOC, PUBLISH_STATUS_DOC, type PublishStatus } from '../../src/content/publishing';

export type LockHolder = 'publish' | 'deploy';

/** publish/lock: who holds the site and until when (a lease: a holder that dies frees it by itself). */
export interface Lock {
  holder: LockHolder;
  token: string;
  until: number;
}

/** Either the lock is taken (with this token) or someone else holds it. */
export type LockResult = { token: string } | { busy: Lock };

/** Whether `holder` may take the lock now: when nobody holds it or the lease has run out. */
export function decideLock(
  current: Lock | null,
  holder: LockHolder,
  token: string,
  now: number,
  leaseMs: number,
): { busy: Lock } | { take: Lock } {
  if (current && current.until > now && current.token !== token) return { busy: current };
  return { take: { holder, token, until: now + leaseMs } };
}

export interface PublishStore {
  lock(holder: LockHolder, leaseMs: number): Promise<LockResult>;
  /** Whether the lock is still this holder's (its lease not run out, nobody else took it). */
  holds(token: string): Promise<boolean>;
  unlock(token: string): Promise<void>;
  /** Merges into publish/status; a field set to null is removed. */
  status(patch: { [K in keyof PublishStatus]?: PublishStatus[K] | null }): Promise<void>;
  /** Records that a publish was asked for at `at`, unless a later request is already recorded. */
  requested(at: number): Promise<void>;
  /** When a publish was last asked for (publish/status's `requestedAt`). */
  lastRequest(): Promise<number | undefined>;
}

type Clock = () => number;

/** The store on Firestore, through the Admin SDK. */
export function firestoreStore(db: Firestore, now: Clock = Date.now): PublishStore {
  const lockRef = db.doc(PUBLISH_LOCK_DOC);
  const statusRef = db.doc(PUBLISH_STATUS_DOC);
  const readLock = async (tx: Transaction) => ((await tx.get(lockRef)).data() as Lock | undefined) ?? null;
  return {
    lock: (holder, leaseMs) =>
      db.runTransaction(async (tx): Promise<LockResult> => {
        const token = `${holder}-${now()}-${Math.random().toString(36).slice(2, 10)}`;
        const d = decideLock(await readLock(tx), holder, token, now(), leaseMs);
        if ('busy' in d) return { busy: d.busy };
        tx.set(lockRef, d.take);
        return { token };
      }),
    holds: async (token) => {
      const l = ((await lockRef.get()).data() as Lock | undefined) ?? null;
      return !!l && l.token === token && l.until > now();
    },
    unlock: (token) =>
      db.runTransaction(async (tx) => {
        if ((await readLock(tx))?.token === token) tx.delete(lockRef);
      }),
    status: async (patch) => {
      const data = Object.fromEntries(Object.entries(patch).map(([k, v]) => [k, v === null ? FieldValue.delete() : v]));
      await statusRef.set(data, { merge: true });
    },
    lastRequest: async () => ((await statusRef.get()).data() as PublishStatus | undefined)?.requestedAt,
    requested: (at) =>
      db.runTransaction(async (tx) => {
        const s = (await tx.get(statusRef)).data() as PublishStatus | undefined;
        if ((s?.requestedAt ?? -Infinity) < at) tx.set(statusRef, { requestedAt: at }, { merge: true });
      }),
  };
}

/** The site's content as visitors see it, read with the Admin SDK: the same shapes as the app's adapters. */
export function firestoreContent(db: Firestore): ContentSource {
  return {
    async get(path) {
      const snap = await db.doc(path).get();
      return snap.exists ? fromFirestoreData(snap.data() as DocData) : null;
    },
    async list(collection, query) {
      let q: FirebaseFirestore.Query = db.collection(collection);
      const constraints = buildConstraints(query, {
        orderBy: (field, dir) => (x: FirebaseFirestore.Query) => x.orderBy(field, dir),
        limit: (n) => (x: FirebaseFirestore.Query) => x.limit(n),
      });
      if (constraints === null) return [];
      for (const c of constraints) q = c(q);
      const snap = await q.get();
      return snap.docs.map((d) => ({ id: d.id, data: fromFirestoreData(d.data() as DocData) }));
    },
  };
}
