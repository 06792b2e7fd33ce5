/**
 * The Firebase adapter of the backend port: Firestore documents, Cloud
 * Storage files and Firebase Auth.
 *
 * Nothing of the Firebase SDK loads up front: a visitor of a published page
 * reads what was published with it (src/data/published.ts) and never needs
 * it. The app core and Firestore lite (one-shot reads and all writes) load
 * with the first read; the full Firestore SDK (live listeners), Storage and
 * Auth are separate chunks fetched on first use — Auth also at start-up in a
 * browser that has signed in before (see auth.ts).
 */
import type { FirebaseApp } from 'firebase/app';
import type { AppConfig } from '../../config';
import type { Backend, HistoryStore } from '../port';
import { lazyDocs } from '../lazyDocs';
import { createFirebaseAuth, type FirebaseAuthService, type MarkerStorage } from './auth';
import type { AuthHandle, AuthUser } from './authSdk';
import type { HistoryDeps } from './historySdk';
import { DEFAULT_EMULATOR_HOSTS, type EmulatorHosts } from './emulators';
import { createFirebaseFiles } from './files';
import type { LiveFirestore } from './live';
import type { StorageHandle } from './storageSdk';

export interface FirebaseBackendOptions {
  /** Firebase app name; distinct names give independent backends (tests). */
  appName?: string;
  /** Overrides the emulator addresses used when config.useEmulators is true. */
  emulators?: Partial<EmulatorHosts>;
  /** Where the "has signed in before" marker lives; defaults to localStorage, null for none. */
  markerStorage?: MarkerStorage | null;
  /** Replaces the dynamic imports (tests count or fake them). */
  loaders?: Partial<FirebaseLoaders>;
  /** For the token sync; defaults to the global fetch. */
  fetch?: typeof fetch;
}

export interface FirebaseLoaders {
  auth: (app: FirebaseApp, emulatorHost: string | undefined, onUser: (u: AuthUser | null) => void) => Promise<AuthHandle>;
  storage: (app: FirebaseApp, emulatorHost: string | undefined) => Promise<StorageHandle>;
  live: (app: FirebaseApp, emulatorHost: string | undefined) => Promise<LiveFirestore>;
  history: (app: FirebaseApp, emulatorHost: string | undefined, deps: HistoryDeps) => Promise<HistoryStore>;
}

// Each is its own chunk in the build.
const defaultLoaders: FirebaseLoaders = {
  auth: async (app, host, onUser) => (await import('./authSdk')).startAuth(app, host, onUser),
  storage: async (app, host) => (await import('./storageSdk')).connectStorage(app, host),
  live: async (app, host) => (await import('./live')).connectLive(app, host),
  history: async (app, host, deps) => (await import('./historySdk')).connectHistory(app, host, deps),
};

export interface FirebaseBackend extends Backend {
  readonly kind: 'firebase';
  readonly auth: FirebaseAuthService;
  /** Stops listeners and releases the Firebase app. */
  dispose(): Promise<void>;
}

function browserLocalStorage(): MarkerStorage | null {
  try {
    return typeof window !== 'undefined' && window.localStorage ? window.localStorage : null;
  } catch {
    return null;
  }
}

export function createFirebaseBackend(config: AppConfig, options: FirebaseBackendOptions = {}): FirebaseBackend {
  if (!config.firebase) throw new Error('The Firebase backend needs the VITE_FIREBASE_* configuration');
  const fb = config.firebase;
  const name = options.appName ?? '[DEFAULT]';
  let appLoading: Promise<FirebaseApp> | null = null;
  const app = () =>
    (appLoading ??= import('./app')
      .then((m) => m.firebaseApp(fb, name))
      .catch((e: unknown) => ((appLoading = null), Promise.reject(e))));
  const emu: EmulatorHosts | undefined = config.useEmulators ? { ...DEFAULT_EMULATOR_HOSTS, ...options.emulators } : undefined;
  const loaders = { ...defaultLoaders, ...options.loaders };

  const auth = createFirebaseAuth({
    start: async (onUser) => loaders.auth(await app(), emu?.auth, onUser),
    marker: options.markerStorage === undefined ? browserLocalStorage() : options.markerStorage,
    tokenSync: config.tokenSync,
    fetch: options.fetch,
  });
  const docs = lazyDocs(async () => {
    const [{ createFirestoreDocs }, a] = await Promise.all([import('./docs'), app()]);
    return createFirestoreDocs(a, emu?.firestore, () => loaders.live(a, emu?.firestore));
  });
  const files = createFirebaseFiles(fb.storageBucket, emu?.storage, async () => loaders.storage(await app(), emu?.storage));
  let history: Promise<HistoryStore> | null = null;

  return {
    kind: 'firebase',
    docs,
    files,
    auth,
    history: () =>
      (history ??= app()
        .then((a) => loaders.history(a, emu?.firestore, { docs, uid: auth.uid }))
        .catch((e: unknown) => {
          history = null;
          return Promise.reject(e);
        })),
    async dispose() {
      auth.stop();
      if (!appLoading) return;
      const [{ deleteApp }, a] = await Promise.all([import('./app'), appLoading]);
      await deleteApp(a);
    },
  };
}
