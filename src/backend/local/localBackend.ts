/**
 * The embedded demo backend: documents, history, files and a demo sign-in, all kept in the visitor's own
 * browser (IndexedDB), each in a module of its own over one database (src/backend/local/localStore.ts).
 */
import type { Backend } from '../port';
import { localAuth } from './localAuth';
import { localDocs } from './localDocs';
import { localFiles } from './localFiles';
import { localHistory } from './localHistory';
import { createLocalStore, type ReadCounter, type StoreOptions } from './localStore';

export { LOCAL_DB_NAME, type ReadCounter } from './localStore';
export { SESSION_KEY } from './localAuth';
export { ownsLocalUrl } from './localFiles';

export interface LocalBackendOptions extends StoreOptions {
  owner: { email: string; password: string };
  /** Where the signed-in session is remembered; none keeps it in memory. */
  sessionStorage?: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
  /** Pause between upload chunks, so progress is visible. */
  chunkDelayMs?: number;
}

/** The demo's one owner, as revisions and trash entries name who saved. */
export const LOCAL_OWNER_UID = 'demo-owner';

export interface LocalBackend extends Backend {
  readonly stats: ReadCounter;
  close(): void;
}

export function createLocalBackend(opts: LocalBackendOptions): LocalBackend {
  const store = createLocalStore(opts);
  const auth = localAuth(opts.owner, opts.sessionStorage);
  const history = localHistory(store, () => {
    if (!auth.currentUser()) throw new Error('permission-denied: only the signed-in owner keeps history');
    return LOCAL_OWNER_UID;
  });
  return {
    kind: 'local',
    docs: localDocs(store),
    files: localFiles(store, opts.chunkDelayMs),
    auth,
    history: async () => history,
    stats: store.stats,
    demoOwner: opts.owner,
    resetDemo: store.reset,
    close: store.close,
  };
}
