/**
 * Revisions and the trash on Firestore (the port's HistoryStore). Loaded by dynamic import the first
 * time the owner saves or opens a history, never by a visitor.
 *
 * Each operation is one transaction of the full SDK, which the owner's browser already holds for its
 * live listeners: a document and its revision (and the removal of the revision that falls out of the
 * last REVISIONS_KEPT) are committed together or not at all, and so are an item's move into the trash
 * and back. A transaction reads on the server and fails at once when offline, so, as with every other
 * save, the owner either sees the save reach the server or gets its error with the text still typed.
 * (Firestore lite's writeBatch would do the same, but every visitor downloads lite: its batch code
 * would grow their first visit for the owner's sake.)
 *
 * Queries (the newest revision, a document's revisions, the trash) go through the lite reads every
 * page already has. What one save costs: reads 2 (the newest revision, the document) + 1 when a
 * revision is pruned; writes 2 (the document, its revision) + 1 for the pruned revision.
 */
import type { FirebaseApp } from 'firebase/app';
import {
  doc,
  FieldPath,
  runTransaction,
  serverTimestamp,
  Timestamp,
  type DocumentData,
  type Firestore,
} from 'firebase/firestore';
import { TRASH_COLLECTION } from '../../content/constants';
import {
  pathOfKey,
  prunedSeq,
  readRevision,
  readTrashEntry,
  revisionPath,
  revisionsOf,
  revisionWrite,
  trashPath,
  trashWrite,
} from '../history';
import type { DocData, DocumentStore, HistoryStore, Revision } from '../port';
import { fromFirestoreData, toFirestoreData, type WriteSentinels } from './data';
import { fullFirestore } from './live';

const sentinels: WriteSentinels = {
  serverTime: () => serverTimestamp(),
  nowInArray: () => Timestamp.now(),
};

const toWrite = (data: DocData) => toFirestoreData(data, sentinels) as DocumentData;

/** One attempt: a transaction that lost a race is the owner's to retry, with the text still there. */
const ONCE = { maxAttempts: 1 };

export interface HistoryDeps {
  /** The lite reads (queries cannot run inside a client transaction). */
  docs: DocumentStore;
  /** The signed-in account's id. */
  uid: () => string | null;
}

export function connectHistory(app: FirebaseApp, emulatorHost: string | undefined, deps: HistoryDeps): HistoryStore {
  const db: Firestore = fullFirestore(app, emulatorHost);
  const ref = (path: string) => doc(db, path);
  const signedIn = () => {
    const uid = deps.uid();
    if (!uid) throw new Error('permission-denied: only the signed-in owner keeps history');
    return uid;
  };
  const listRevisions = async (path: string): Promise<Revision[]> =>
    (await deps.docs.list(revisionsOf(path), { orderBy: [['seq', 'desc']] })).map((d) => readRevision(d.id, d.data));

  return {
    async save(path, data) {
      const uid = signedIn();
      const [newest] = await deps.docs.list(revisionsOf(path), { orderBy: [['seq', 'desc']], limit: 1 });
      const seq = (newest ? readRevision(newest.id, newest.data).seq : 0) + 1;
      const gone = prunedSeq(seq);
      const fields = Object.keys(data)
        .filter((k) => data[k] !== undefined)
        .map((k) => new FieldPath(k));
      return runTransaction(
        db,
        async (tx) => {
          const current = await tx.get(ref(path));
          const prunedSnap = gone === null ? null : await tx.get(ref(revisionPath(path, gone)));
          // The previous values as stored (raw), so a restore writes back exactly what was there.
          const revision = revisionWrite(path, seq, data, current.exists() ? current.data() : null, uid);
          tx.set(ref(path), toWrite(data), { mergeFields: fields });
          // Revisions may only be created: if a racing save took this number, the whole save fails.
          tx.set(ref(revisionPath(path, seq)), toWrite(revision));
          if (gone !== null) tx.delete(ref(revisionPath(path, gone)));
          return {
            revision: readRevision(String(seq), fromFirestoreData({ ...revision, at: Timestamp.now() })),
            pruned: prunedSnap?.exists() ? readRevision(prunedSnap.id, fromFirestoreData(prunedSnap.data())) : null,
          };
        },
        ONCE,
      );
    },

    revisions: listRevisions,

    async trash(path) {
      const uid = signedIn();
      return runTransaction(
        db,
        async (tx) => {
          const current = await tx.get(ref(path));
          if (!current.exists()) throw new Error(`not-found: ${path}`);
          const entry = trashWrite(path, current.data(), uid);
          tx.set(ref(trashPath(path)), toWrite(entry));
          tx.delete(ref(path));
          return readTrashEntry(ref(trashPath(path)).id, fromFirestoreData({ ...entry, deletedAt: Timestamp.now() }));
        },
        ONCE,
      );
    },

    async trashed() {
      const docs = await deps.docs.list(TRASH_COLLECTION, { orderBy: [['deletedAt', 'desc']] });
      return docs.map((d) => readTrashEntry(d.id, d.data));
    },

    async restore(id) {
      signedIn();
      return runTransaction(
        db,
        async (tx) => {
          const stored = await tx.get(ref(`${TRASH_COLLECTION}/${id}`));
          if (!stored.exists()) throw new Error(`not-found: ${TRASH_COLLECTION}/${id}`);
          const raw = stored.data();
          const entry = readTrashEntry(id, fromFirestoreData(raw));
          // The stored data unchanged (timestamps included): the rules accept it as a restore by
          // comparing it with this entry.
          tx.set(ref(entry.path), raw.data as DocumentData);
          tx.delete(stored.ref);
          return entry;
        },
        ONCE,
      );
    },

    async purge(id) {
      signedIn();
      const at = `${TRASH_COLLECTION}/${id}`;
      // The entry's id names its document, so its revisions can be listed before the transaction.
      const revisions = await listRevisions(pathOfKey(id));
      return runTransaction(
        db,
        async (tx) => {
          const stored = await tx.get(ref(at));
          if (!stored.exists()) throw new Error(`not-found: ${at}`);
          const entry = readTrashEntry(id, fromFirestoreData(stored.data()));
          for (const r of revisions) tx.delete(ref(revisionPath(entry.path, r.seq)));
          tx.delete(stored.ref);
          return { entry, revisions };
        },
        ONCE,
      );
    },
  };
}
