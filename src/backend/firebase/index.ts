/**
 * The Firebase adapter of the backend port: Firestore documents, Cloud
 * Storage files and Firebase Auth.
 *
 * Only what a first-time visitor needs is loaded up front: the app core and
 * Firestore lite for one-shot reads. The full Firestore SDK (live listeners),
 * Storage and Auth are separate chunks fetched on first use — Auth also at
 * start-up in a browser that has signed in before (see auth.ts).
 */
import { deleteApp, getApps, initializeApp, type FirebaseApp } from 'firebase/app';
import type { AppConfig } from '../../config';
import type { Backend, HistoryStore } from '../port';
import { createFirebaseAuth, type FirebaseAuthService, type MarkerStorage } from './auth';
import type { AuthHandle, AuthUser } from './authSdk';
import type { HistoryDeps } from './historySdk';
import { createFirestoreDocs } from './docs';
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
  readonly app: FirebaseApp;
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
  const app =
    getApps().find((a) => a.name === name) ??
    initializeApp(
      {
        apiKey: fb.apiKey,
        authDomain: fb.authDomain,
        projectId: fb.projectId,
        storageBucket: fb.storageBucket,
        appId: fb.appId,
        ...(fb.messagingSenderId ? { messagingSenderId: fb.messagingSenderId } : {}),
      },
      name,
    );
  const emu: EmulatorHosts | undefined = config.useEmulators ? { ...DEFAULT_EMULATOR_HOSTS, ...options.emulators } : undefined;
  const loaders = { ...defaultLoaders, ...options.loaders };

  const auth = createFirebaseAuth({
    start: (onUser) => loaders.auth(app, emu?.auth, onUser),
    marker: options.markerStorage === undefined ? browserLocalStorage() : options.markerStorage,
    tokenSync: config.tokenSync,
    fetch: options.fetch,
  });
  const docs = createFirestoreDocs(app, emu?.firestore, () => loaders.live(app, emu?.firestore));
  const files = createFirebaseFiles(fb.storageBucket, emu?.storage, () => loaders.storage(app, emu?.storage));
  let history: Promise<HistoryStore> | null = null;

  return {
    kind: 'firebase',
    app,
    docs,
    files,
    auth,
    history: () =>
      (history ??= loaders.history(app, emu?.firestore, { docs, uid: auth.uid }).catch((e: unknown) => {
        history = null;
        return Promise.reject(e);
      })),
    async dispose() {
      auth.stop();
      await deleteApp(app);
    },
  };
}
