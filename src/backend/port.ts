/**
 * The one interface the application knows. Two adapters implement it:
 * the local demo backend (IndexedDB in the browser) and Firebase.
 */
import type { Lang, StorageFolder } from '../content/constants';

export type DocData = Record<string, unknown>;
export interface Doc<T = DocData> {
  id: string;
  data: T;
}
export type Unsubscribe = () => void;
export type SortDir = 'asc' | 'desc';
export interface ListQuery {
  /** Fields may be nested with dots, e.g. `name.it`. */
  orderBy?: [field: string, dir: SortDir][];
  limit?: number;
}

/** Sentinel each adapter turns into its server timestamp. */
export const SERVER_TIME = Object.freeze({ __serverTime: true }) as { readonly __serverTime: true };

export interface DocumentStore {
  /** One document, or null when it does not exist. */
  get(path: string): Promise<DocData | null>;
  watch(path: string, onData: (data: DocData | null) => void, onError?: (e: Error) => void): Unsubscribe;
  list(collection: string, query?: ListQuery): Promise<Doc[]>;
  watchList(collection: string, query: ListQuery, onData: (docs: Doc[]) => void, onError?: (e: Error) => void): Unsubscribe;
  /** Deep-merges nested maps into the document, creating it if needed (Firestore set with merge). */
  setMerge(path: string, data: DocData): Promise<void>;
  /** Replaces each given top-level field whole; other fields stay (Firestore set with mergeFields). */
  setFields(path: string, data: DocData): Promise<void>;
  /** Creates a document with a generated id. */
  add(collection: string, data: DocData): Promise<string>;
  remove(path: string): Promise<void>;
}

/**
 * Read only what a store can answer once: the published content's source (the demo content, Firestore,
 * a backend); the renderer's input (src/app/server.tsx), given by the build and the publish function.
 */
export type ContentSource = Pick<DocumentStore, 'get' | 'list'>;

export type UploadState = 'running' | 'pausing' | 'paused' | 'canceling' | 'canceled' | 'error' | 'success';

export type StorageErrorCode =
  'unknown' | 'object-not-found' | 'unauthenticated' | 'quota-exceeded' | 'unauthorized' | 'retry-limit-exceeded' | 'canceled';

export class StorageError extends Error {
  constructor(
    public readonly code: StorageErrorCode,
    message?: string,
  ) {
    super(message ?? code);
    this.name = 'StorageError';
  }
}

export interface UploadProgress {
  state: UploadState;
  bytesTransferred: number;
  totalBytes: number;
}

export interface UploadTask {
  readonly progress: UploadProgress;
  /** Called on every progress or state change; returns an unsubscribe. */
  onProgress(cb: (p: UploadProgress) => void): Unsubscribe;
  /** Only from running. Returns whether it took effect. */
  pause(): boolean;
  /** Only from paused. */
  resume(): boolean;
  /** From running, pausing or paused. */
  cancel(): boolean;
  /** Resolves with the download URL; rejects with a StorageError. */
  readonly done: Promise<string>;
}

export interface FileStore {
  /** Stores the file under `folder` as `{timestamp}_{name}`. */
  startUpload(folder: StorageFolder, file: Blob, name: string): UploadTask;
  /** True when the URL names a file this store holds. */
  owns(url: string): boolean;
  /** Deletes the file when the store owns its URL; returns whether a file was removed. */
  removeIfOwned(url: string): Promise<boolean>;
  /** Where the store keeps the file a URL it owns names (`{folder}/{timestamp}_{name}`); null for any other URL. */
  pathOf(url: string): string | null;
  /** The bytes of a file the store owns (a backup); rejects with a StorageError (object-not-found when gone). */
  read(url: string): Promise<Blob>;
  /**
   * Puts a file back at its path (`{folder}/{name}`, a folder of the SPEC's: the restore checks it, as
   * Firebase's rules do) unless the store already holds one there, and resolves with its URL (a
   * restore). Stored files never change, so one found there is it.
   */
  putBack(path: string, file: Blob): Promise<string>;
}

export interface User {
  email: string;
  /** Whether this account may edit the site (Firebase: the `admin` claim; the demo: its one owner). */
  isOwner: boolean;
}

export interface AuthService {
  /** Called with the current user (or null) once known, then on every change. */
  onChange(cb: (user: User | null) => void): Unsubscribe;
  currentUser(): User | null;
  signIn(email: string, password: string): Promise<User>;
  signOut(): Promise<void>;
  /**
   * Sends the password-reset e-mail in the given language. Resolves whether or not the
   * address has an account, so nobody learns which addresses do. Absent where there is
   * no e-mail to send (the demo shows its credentials instead).
   */
  sendPasswordReset?(email: string, lang: Lang): Promise<void>;
}

/**
 * A document's state before one save: which fields the save wrote (its stamps included, so a restore
 * writes the same shape again) and what the content fields held. Kept per document, the newest
 * REVISIONS_KEPT; only the owner may read them.
 */
export interface Revision {
  /** The revision's id: its sequence number as text. */
  id: string;
  /** The document's path, e.g. `homepage/hero`. */
  doc: string;
  /** 1, 2, 3… per document: the newest has the highest. */
  seq: number;
  /** When the save happened (server time, ms). */
  at: number;
  /** Who saved. */
  uid: string;
  /** Every field the save wrote, stamps (`updatedAt`, `…lastUpdatedBy`) included. */
  fields: string[];
  /**
   * The content fields' values before the save. A text, list or string field the document did not have
   * is recorded empty (`{}`, `[]`, `''`), so restoring it clears it; a number it did not have is left out.
   */
  before: DocData;
}

/** A deleted room, service, experience or gallery image, kept for TRASH_DAYS. */
export interface TrashEntry {
  /** The entry's id, derived from the path (`rooms~abc`). */
  id: string;
  /** Where the document lived and comes back to. */
  path: string;
  /** The document as it was. */
  data: DocData;
  deletedAt: number;
  uid: string;
}

/**
 * A save refused because the document changed after its editor read it (in another tab, on another
 * device): nothing was written. `current` is the document as stored now (null when it is gone).
 */
export class SaveConflict extends Error {
  constructor(public readonly current: DocData | null) {
    super('conflict: the document changed after it was read');
    this.name = 'SaveConflict';
  }
}

export interface SaveOptions {
  /**
   * The values the editor started from, per field (undefined for a field the document did not have).
   * When the stored document, read in the save's own transaction, holds anything else in one of them,
   * nothing is written and the save rejects with a SaveConflict. Without it the save overwrites.
   */
  expect?: DocData;
}

export interface SaveOutcome {
  /** The revision this save wrote: the document's state before it. */
  revision: Revision;
  /** The oldest revision, removed by this save to keep REVISIONS_KEPT (its files may be free now). */
  pruned: Revision | null;
}

/**
 * Revisions and the trash. Every operation is one atomic write: the document and its revision (and
 * the pruned revision's removal) are saved together or not at all; an item leaves its collection and
 * enters the trash together. The owner's code only: adapters may load it on first use.
 */
export interface HistoryStore {
  /**
   * Replaces the given top-level fields (as DocumentStore.setFields) and keeps the document's previous
   * values of the fields as a new revision. Fails, changing nothing, when the revision cannot be written
   * or (with `expect`) when the document changed meanwhile. The revision's number is decided in the
   * save's own transaction: saves racing on one document each get their own, in order, or fail and may
   * be tried again; one never replaces another's revision.
   */
  save(path: string, data: DocData, options?: SaveOptions): Promise<SaveOutcome>;
  /** The document's revisions, newest first. */
  revisions(path: string): Promise<Revision[]>;
  /** Moves a document into the trash. */
  trash(path: string): Promise<TrashEntry>;
  /** Everything in the trash, most recently deleted first. */
  trashed(): Promise<TrashEntry[]>;
  /** Puts an entry's document back where it was, exactly as it was, and takes it out of the trash. */
  restore(id: string): Promise<TrashEntry>;
  /** Deletes an entry and its document's revisions for good; returns both (their files are the caller's). */
  purge(id: string): Promise<{ entry: TrashEntry; revisions: Revision[] }>;
  /**
   * Puts a document back exactly as a backup holds it, stamps and times included (`createdAt` and
   * `updatedAt` in ms), or deletes it (null): a restore's own write, without a revision (the state before
   * a restore is kept whole, as a backup). Only site documents: pages, settings, listings, gallery.
   */
  putBack(path: string, data: DocData | null): Promise<void>;
}

export interface Backend {
  readonly kind: 'local' | 'firebase';
  readonly docs: DocumentStore;
  readonly files: FileStore;
  readonly auth: AuthService;
  /** Revisions and trash, loaded on first use (the owner's code). */
  history(): Promise<HistoryStore>;
  /** Local demo only: the credentials to show on the login page. */
  readonly demoOwner?: { email: string; password: string };
  /** Local demo only: restores the seed content. */
  resetDemo?(): Promise<void>;
}

/** Splits `rooms/abc` into collection and id. */
export function splitPath(path: string): { collection: string; id: string } {
  const i = path.lastIndexOf('/');
  return { collection: path.slice(0, i), id: path.slice(i + 1) };
}
