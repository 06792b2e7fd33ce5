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
 * page already has. What one save costs: reads 3 (the newest revision by a query, the document and the
 * revision document at the next number, in the transaction) + 1 when a revision is pruned; writes 2
 * (the document, its revision) + 1 for the pruned revision.
 *
 * A save's revision number is decided inside its transaction. A query finds the newest number (client
 * transactions cannot run queries); the transaction then reads the revision document one past it, and
 * the next while that one exists. Firestore checks at commit that every document the transaction read
 * is unchanged, so when a racing save (another tab, another device) commits first, this commit fails
 * and the transaction runs again from the start: it reads the document afresh (a save expecting the
 * field the other save changed then stops with a SaveConflict) and takes the next free number. Two
 * racing saves therefore both succeed, in order, or one is refused; neither relies on the security
 * rules (where revisions may only be created) to keep the other's revision.
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
  changedFields,
  pathOfKey,
  restoringPath,
  TIME_FIELDS,
  prunedSeq,
  readRevision,
  readTrashEntry,
  revisionPath,
  revisionsOf,
  revisionWrite,
  trashPath,
  trashWrite,
} from '../history';
import { SaveConflict, type DocData, type DocumentStore, type HistoryStore, type Revision } from '../port';
import { fromFirestoreData, toFirestoreData, type WriteSentinels } from '../firestoreData';
import { fullFirestore } from './live';

const sentinels: WriteSentinels = {
  serverTime: () => serverTimestamp(),
  nowInArray: () => Timestamp.now(),
};

const toWrite = (data: DocData) => toFirestoreData(data, sentinels) as DocumentData;

/**
 * Each transaction runs once in the SDK, so that one that cannot reach the server (offline) fails at once;
 * `contended` runs it again when a racing write committed first.
 */
const ONCE = { maxAttempts: 1 };
/** Tries of a transaction that keeps losing races; then the owner is told the save failed, text kept. */
const CONTENDED_TRIES = 4;
/** How far past the newest number a save looks for a free one (each a read) before trying again later. */
const SEQ_PROBES = 5;

function isContention(e: unknown): boolean {
  const { name, code } = (e ?? {}) as { name?: unknown; code?: unknown };
  return name === 'FirebaseError' && (code === 'aborted' || code === 'failed-precondition');
}

async function contended<T>(run: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await run();
    } catch (e) {
      if (attempt >= CONTENDED_TRIES || !isContention(e)) throw e;
    }
  }
}

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
    async save(path, data, options) {
      const uid = signedIn();
      const fields = Object.keys(data)
        .filter((k) => data[k] !== undefined)
        .map((k) => new FieldPath(k));
      return contended(async () => {
        const [newest] = await deps.docs.list(revisionsOf(path), { orderBy: [['seq', 'desc']], limit: 1 });
        const after = newest ? readRevision(newest.id, newest.data).seq : 0;
        return runTransaction(
          db,
          async (tx) => {
            const current = await tx.get(ref(path));
            const stored = current.exists() ? current.data() : null;
            if (options?.expect && changedFields(options.expect, stored && fromFirestoreData(stored)).length)
              throw new SaveConflict(stored && fromFirestoreData(stored));
            // The first free number past the newest: each one read here is checked again at commit.
            let seq = after + 1;
            while ((await tx.get(ref(revisionPath(path, seq)))).exists()) {
              if (seq - after >= SEQ_PROBES) throw new Error('aborted: too many saves of this document at once');
              seq++;
            }
            const gone = prunedSeq(seq);
            const prunedSnap = gone === null ? null : await tx.get(ref(revisionPath(path, gone)));
            // The previous values as stored (raw), so a restore writes back exactly what was there.
            const revision = revisionWrite(path, seq, data, stored, uid);
            tx.set(ref(path), toWrite(data), { mergeFields: fields });
            tx.set(ref(revisionPath(path, seq)), toWrite(revision));
            if (gone !== null) tx.delete(ref(revisionPath(path, gone)));
            return {
              revision: readRevision(String(seq), fromFirestoreData({ ...revision, at: Timestamp.now() })),
              pruned: prunedSnap?.exists() ? readRevision(prunedSnap.id, fromFirestoreData(prunedSnap.data())) : null,
            };
          },
          ONCE,
        );
      });
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

    async putBack(path, data) {
      const uid = signedIn();
      if (data === null) {
        await runTransaction(db, async (tx) => void tx.delete(ref(path)), ONCE);
        return;
      }
      // The backup's times (ms) as the Timestamps the site's documents hold.
      const value = toWrite(
        Object.fromEntries(
          Object.entries(data).map(([k, v]) => [
            k,
            TIME_FIELDS.includes(k) && typeof v === 'number' ? Timestamp.fromMillis(v) : v,
          ]),
        ),
      );
      const staged = ref(restoringPath(path));
      // First the staging entry, then, together, the document exactly as staged and the entry's removal: the
      // rules let an owner write a document that equals its staging entry, stamps and times included.
      await runTransaction(db, async (tx) => void tx.set(staged, { path, data: value, at: serverTimestamp(), uid }), ONCE);
      await runTransaction(
        db,
        async (tx) => {
          tx.set(ref(path), value);
          tx.delete(staged);
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
