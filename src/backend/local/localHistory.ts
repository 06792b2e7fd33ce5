/**
 * The demo backend's history (the port's HistoryStore) over its database: each save with a revision of
 * what it replaced, the trash, restore and purge, each one IndexedDB transaction, as Firestore's are
 * (docs/firebase.md, "Undo, history and the trash").
 */
import { TRASH_COLLECTION } from '../../content/constants';
import { SaveConflict, splitPath, type DocData, type HistoryStore, type Revision } from '../port';
import {
  changedFields,
  prunedSeq,
  readRevision,
  readTrashEntry,
  revisionPath,
  revisionsOf,
  revisionWrite,
  trashPath,
  trashWrite,
} from '../history';
import { resolveSentinels } from './docMath';
import { clone, type LocalStore, type StoredDoc } from './localStore';

const conflict = (what: string) => new Error(`conflict: ${what} already exists`);
const notFound = (what: string) => new Error(`not-found: ${what}`);

/** `ownerUid`: the signed-in owner's id, as revisions and trash entries name who saved; throws when signed out. */
export function localHistory(store: LocalStore, ownerUid: () => string): HistoryStore {
  return {
    async save(path, data, options) {
      const uid = ownerUid();
      const now = Date.now();
      const out = await store.atomically(async (tx) => {
        const old = ((await tx.get(path)) as StoredDoc | undefined)?.data ?? null;
        // Read in the same transaction as the write: another tab's save cannot come in between.
        if (options?.expect && changedFields(options.expect, old).length) throw new SaveConflict(old && clone(old));
        // The number too: IndexedDB runs this tab's and other tabs' transactions on the store one at a time.
        const revisions = ((await tx.index('collection').getAll(revisionsOf(path))) as StoredDoc[]).map((r) =>
          readRevision(r.id, r.data),
        );
        const seq = Math.max(0, ...revisions.map((r) => r.seq)) + 1;
        const at = revisionPath(path, seq);
        if ((await tx.getKey(at)) !== undefined) throw conflict(at);
        const gone = prunedSeq(seq);
        const pruned = gone === null ? null : (revisions.find((r) => r.id === String(gone)) ?? null);
        const written = resolveSentinels(revisionWrite(path, seq, data, old, uid), now) as DocData;
        await tx.put(store.row(path, resolveSentinels({ ...(old ?? {}), ...data }, now) as DocData));
        await tx.put(store.row(at, written));
        if (gone !== null) await tx.delete(revisionPath(path, gone));
        return { revision: readRevision(String(seq), written), pruned, wrote: gone === null ? 2 : 3 };
      });
      // As Firestore bills it: the document, the newest revision (a query with limit 1), the revision
      // document at the next number (read in the transaction), the pruned one.
      store.stats.reads += out.pruned ? 4 : 3;
      store.stats.writes += out.wrote;
      store.notify(path);
      store.notify(revisionPath(path, out.revision.seq));
      return { revision: out.revision, pruned: out.pruned };
    },
    async revisions(path) {
      const rows = (await (await store.db()).getAllFromIndex('docs', 'collection', revisionsOf(path))) as StoredDoc[];
      store.stats.reads += Math.max(1, rows.length);
      return rows.map((r) => readRevision(r.id, clone(r.data))).sort((a, b) => b.seq - a.seq);
    },
    async trash(path) {
      const uid = ownerUid();
      const now = Date.now();
      const at = trashPath(path);
      const entry = await store.atomically(async (tx) => {
        const old = (await tx.get(path)) as StoredDoc | undefined;
        if (!old) throw notFound(path);
        if ((await tx.getKey(at)) !== undefined) throw conflict(at);
        const written = resolveSentinels(trashWrite(path, old.data, uid), now) as DocData;
        await tx.put(store.row(at, written));
        await tx.delete(path);
        return readTrashEntry(splitPath(at).id, written);
      });
      store.stats.reads += 1;
      store.stats.writes += 2;
      store.notify(path);
      store.notify(at);
      return clone(entry);
    },
    async trashed() {
      const rows = (await (await store.db()).getAllFromIndex('docs', 'collection', TRASH_COLLECTION)) as StoredDoc[];
      store.stats.reads += Math.max(1, rows.length);
      return rows.map((r) => readTrashEntry(r.id, clone(r.data))).sort((a, b) => b.deletedAt - a.deletedAt);
    },
    async restore(id) {
      ownerUid();
      const at = `${TRASH_COLLECTION}/${id}`;
      const entry = await store.atomically(async (tx) => {
        const stored = (await tx.get(at)) as StoredDoc | undefined;
        if (!stored) throw notFound(at);
        const e = readTrashEntry(id, stored.data);
        if (!e.path || (await tx.getKey(e.path)) !== undefined) throw conflict(e.path);
        await tx.put(store.row(e.path, e.data));
        await tx.delete(at);
        return e;
      });
      store.stats.reads += 1;
      store.stats.writes += 2;
      store.notify(entry.path);
      store.notify(at);
      return clone(entry);
    },
    async purge(id) {
      ownerUid();
      const at = `${TRASH_COLLECTION}/${id}`;
      const out = await store.atomically(async (tx) => {
        const stored = (await tx.get(at)) as StoredDoc | undefined;
        if (!stored) throw notFound(at);
        const entry = readTrashEntry(id, stored.data);
        const rows = (await tx.index('collection').getAll(revisionsOf(entry.path))) as StoredDoc[];
        const revisions: Revision[] = rows.map((r) => readRevision(r.id, r.data)).sort((a, b) => b.seq - a.seq);
        for (const r of rows) await tx.delete(r.path);
        await tx.delete(at);
        return { entry, revisions };
      });
      store.stats.reads += 1 + Math.max(1, out.revisions.length);
      store.stats.writes += 1 + out.revisions.length;
      store.notify(at);
      return clone(out);
    },
    async putBack(path, data) {
      ownerUid();
      const d = await store.db();
      if (data === null) await d.delete('docs', path);
      else await d.put('docs', store.row(path, clone(data)));
      store.stats.writes += 1;
      store.notify(path);
    },
  };
}
