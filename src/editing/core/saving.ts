/**
 * The one way the owner's tools change content. Every save goes through `saveFields`, which writes the
 * document together with a revision of what it replaces (the backend's HistoryStore, one atomic write)
 * and then offers Undo in the page's notice. Adding a document, moving one to the trash and bringing it
 * back are here too, each with its undo. The owner's code only: editors that visitors also load import
 * it on demand.
 */
import { isStampField } from '../../backend/history';
import type { Backend, Doc, DocData, Revision, SaveOutcome, TrashEntry } from '../../backend/port';
import { TRASH_MS } from '../../content/constants';
import { orderChanges } from '../../content/lists';
import { releasePruned, releaseTrashed } from '../uploads/images';
import { announce, type NoticeKind } from './notices';
import { orderWrite, restoreWrite } from './writes';

const queues = new Map<string, Promise<unknown>>();

/** Saves to one document run one after another, so each takes the next revision number. */
function inTurn<T>(path: string, run: () => Promise<T>): Promise<T> {
  const next = (queues.get(path) ?? Promise.resolve()).then(run, run);
  const settled = next.catch(() => undefined);
  queues.set(path, settled);
  void settled.then(() => queues.get(path) === settled && queues.delete(path));
  return next;
}

/**
 * The one place the owner is looked up: every write is stamped with their e-mail. A signed-out browser's
 * save is refused before anything is sent, and told (and recorded) like any failed save.
 */
function ownerEmail(backend: Backend): string {
  const user = backend.auth.currentUser();
  if (!user) throw Object.assign(new Error('signed out'), { name: 'SignedOut' });
  return user.email;
}

/** A document write (src/editing/core/writes.ts), made for the signed-in owner from their e-mail. */
export type OwnersWrite = (owner: string) => DocData;

/**
 * Saves fields of a document (as DocumentStore.setFields) with a revision of their previous values.
 * Rejects, changing nothing, when either cannot be written, or with a SaveConflict when `opened` (the
 * document as the editor opened it, null for one that did not exist) no longer has the values this
 * save replaces. `notice` names the notice to show (none for an undo, whose notice the notice shows).
 */
export async function saveFields(
  backend: Backend,
  path: string,
  write: OwnersWrite,
  { notice = 'saved', opened }: { notice?: NoticeKind | null; opened?: DocData | null } = {},
): Promise<SaveOutcome> {
  const data = write(ownerEmail(backend));
  const expect = opened === undefined ? undefined : openedValues(data, opened);
  const out = await inTurn(path, async () => (await backend.history()).save(path, data, expect && { expect }));
  void releasePruned(backend, path, out.pruned);
  if (notice) announce({ kind: notice, paths: [path], undo: () => restoreRevision(backend, out.revision, null) });
  return out;
}

/** A document's first values (the settings' defaults), written as they are: nothing came before them. */
export async function createDocument(backend: Backend, path: string, write: OwnersWrite): Promise<void> {
  await backend.docs.setMerge(path, write(ownerEmail(backend)));
}

/** Writes a revision's values back as a new save (History's Restore, and every Undo of a save). */
export function restoreRevision(
  backend: Backend,
  revision: Revision,
  notice: NoticeKind | null = 'restored',
): Promise<SaveOutcome> {
  return saveFields(backend, revision.doc, (owner) => restoreWrite(revision, owner), { notice });
}

/**
 * What an editor expects to find when it saves `write`: the values its content fields had when it
 * opened (`opened`, null for a document that did not exist). Stamps and translation marks are left
 * out: only what the owner sees and types counts as a change made meanwhile.
 */
export function openedValues(write: DocData, opened: DocData | null): DocData {
  const out: DocData = {};
  for (const k of Object.keys(write)) if (!isStampField(k) && !/(^|_)fromIt$/.test(k)) out[k] = opened?.[k];
  return out;
}

/** Saves a list's new order, `ids` as the owner put them: every item that moved, each with its revision. */
export function saveOrder(backend: Backend, collection: string, list: Doc[], ids: string[], write: typeof orderWrite) {
  return Promise.all(
    orderChanges(list, ids).map(({ id, order }) =>
      // History can bring an order back; one notice would not undo them all, so none is shown.
      saveFields(backend, `${collection}/${id}`, (owner) => write(order, owner), { notice: null }),
    ),
  );
}

/** Adds a document (a listing, a gallery image); Undo moves it to the trash. Returns its id. */
export async function addDocument(backend: Backend, collection: string, write: OwnersWrite): Promise<string> {
  const id = await backend.docs.add(collection, write(ownerEmail(backend)));
  const path = `${collection}/${id}`;
  announce({ kind: 'added', paths: [path], undo: () => trashDocument(backend, path, null) });
  return id;
}

/** Moves a document (with nothing of its files lost) into the trash; Undo brings it back. */
export async function trashDocument(backend: Backend, path: string, notice: NoticeKind | null = 'trashed'): Promise<TrashEntry> {
  const entry = await inTurn(path, async () => (await backend.history()).trash(path));
  if (notice) announce({ kind: notice, paths: [path], undo: () => restoreDocument(backend, entry.id, null) });
  return entry;
}

/** Brings a trashed document back as it was; Undo moves it to the trash again. */
export async function restoreDocument(backend: Backend, id: string, notice: NoticeKind | null = 'restored'): Promise<TrashEntry> {
  const entry = await (await backend.history()).restore(id);
  if (notice) announce({ kind: notice, paths: [entry.path], undo: () => trashDocument(backend, entry.path, null) });
  return entry;
}

/** Deletes a trashed document for good, with its revisions, and then their files. */
export async function purgeDocument(backend: Backend, id: string): Promise<void> {
  const gone = await (await backend.history()).purge(id);
  await releaseTrashed(backend.files, gone);
}

/** Deletes for good whatever has been in the trash longer than TRASH_DAYS; returns how many. */
export async function sweepTrash(backend: Backend, now = Date.now()): Promise<number> {
  const before = now - TRASH_MS;
  const old = (await (await backend.history()).trashed()).filter((e) => e.deletedAt > 0 && e.deletedAt < before);
  let n = 0;
  // One after another; one that fails is tried again the next time the owner's tools start.
  for (const e of old)
    n += await purgeDocument(backend, e.id)
      .then(() => 1)
      .catch(() => 0);
  return n;
}
