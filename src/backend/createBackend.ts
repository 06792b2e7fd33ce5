/**
 * Picks the adapter once at start-up. `__BACKEND__` is fixed at build time,
 * so the other adapter never reaches the visitor's bundle.
 */
import type { AppConfig } from '../config';
import type { Lang } from '../content/constants';
import type { AuthService, Backend, User } from './port';
import { lazyDocs } from './lazyDocs';

declare const __BACKEND__: 'local' | 'firebase';

export async function createBackend(config: AppConfig): Promise<Backend> {
  if (__BACKEND__ === 'firebase') {
    const { createFirebaseBackend } = await import('./firebase');
    return createFirebaseBackend(config);
  }
  const { createBrowserLocalBackend } = await import('./local');
  return createBrowserLocalBackend(config);
}

/**
 * The backend of a visitor's saved page: its adapter (and Firebase's code) loads only when something
 * first needs it — a read of a page with nothing published, a sign-in. A visitor who only reads
 * published pages never loads it. Until then nobody is signed in (a saved page is shown as such only
 * where nobody has: src/app/firstPaint.js); once loaded, the adapter says so itself.
 */
export function deferredBackend(config: AppConfig): Backend {
  let loaded: Backend | null = null;
  let loading: Promise<Backend> | null = null;
  const listeners = new Map<(u: User | null) => void, () => void>();
  const real = () =>
    (loading ??= createBackend(config).then(
      (b) => {
        loaded = b;
        for (const cb of listeners.keys()) listeners.set(cb, b.auth.onChange(cb));
        return b;
      },
      (e: unknown) => ((loading = null), Promise.reject(e)),
    ));
  const auth: AuthService = {
    onChange(cb) {
      listeners.set(cb, loaded ? loaded.auth.onChange(cb) : () => undefined);
      return () => {
        listeners.get(cb)?.();
        listeners.delete(cb);
      };
    },
    currentUser: () => loaded?.auth.currentUser() ?? null,
    signIn: async (email, password) => (await real()).auth.signIn(email, password),
    signOut: async () => loaded?.auth.signOut(),
    ...(__BACKEND__ === 'firebase'
      ? { sendPasswordReset: async (email: string, lang: Lang) => (await real()).auth.sendPasswordReset?.(email, lang) }
      : {}),
  };
  return {
    kind: __BACKEND__,
    docs: lazyDocs(async () => (await real()).docs),
    files: {
      // Only the owner uploads, who has signed in: the adapter is there by then.
      startUpload: (folder, file, name) => {
        if (!loaded) throw new Error('The backend is not loaded yet');
        return loaded.files.startUpload(folder, file, name);
      },
      owns: (url) => loaded?.files.owns(url) ?? false,
      pathOf: (url) => loaded?.files.pathOf(url) ?? null,
      removeIfOwned: async (url) => (await real()).files.removeIfOwned(url),
      read: async (url) => (await real()).files.read(url),
      putBack: async (path, file) => (await real()).files.putBack(path, file),
    },
    auth,
    history: async () => (await real()).history(),
    ...(__BACKEND__ === 'local' ? { demoOwner: config.demoOwner, resetDemo: async () => (await real()).resetDemo?.() } : {}),
  };
}
