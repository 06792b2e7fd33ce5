/**
 * Firebase Auth, loaded by dynamic import only in a browser that has signed in
 * before (or when someone signs in), so a first-time visitor never downloads it.
 *
 * initializeAuth instead of getAuth: getAuth also installs the popup/redirect
 * resolver, which makes mobile browsers fetch Google's sign-in iframe scripts
 * that e-mail/password sign-in never needs.
 */
import type { FirebaseApp } from 'firebase/app';
import {
  browserLocalPersistence,
  connectAuthEmulator,
  getIdTokenResult,
  indexedDBLocalPersistence,
  inMemoryPersistence,
  initializeAuth,
  onIdTokenChanged,
  sendPasswordResetEmail,
  signInWithEmailAndPassword,
  signOut,
  type Auth,
  type User as FbUser,
} from 'firebase/auth';

export interface AuthUser {
  /** The account's id: revisions and trash entries name who saved with it. */
  uid: string;
  email: string;
  /** A fresh-enough ID token; `force` asks the server for a new one. */
  idToken(force?: boolean): Promise<string>;
  /** Seconds since the current ID token was issued. */
  tokenAgeSeconds(): Promise<number>;
  claims(force?: boolean): Promise<Record<string, unknown>>;
}

export interface AuthHandle {
  signIn(email: string, password: string): Promise<AuthUser>;
  signOut(): Promise<void>;
  /** Resolves whether or not the address has an account. */
  sendPasswordReset(email: string, lang: string): Promise<void>;
  current(): AuthUser | null;
  stop(): void;
}

function wrap(u: FbUser): AuthUser {
  return {
    uid: u.uid,
    email: u.email ?? '',
    idToken: (force) => u.getIdToken(force),
    async tokenAgeSeconds() {
      const r = await getIdTokenResult(u);
      return (Date.now() - Date.parse(r.issuedAtTime)) / 1000;
    },
    claims: async (force) => (await getIdTokenResult(u, force)).claims as Record<string, unknown>,
  };
}

// A second backend on the same app (hot reload, tests) reuses the instance; initializeAuth would throw.
const instances = new WeakMap<FirebaseApp, Auth>();

function authFor(app: FirebaseApp): Auth {
  let auth = instances.get(app);
  if (!auth) {
    auth = initializeAuth(app, {
      // IndexedDB where available, else localStorage, else this tab only. No popupRedirectResolver (see above).
      persistence: [indexedDBLocalPersistence, browserLocalPersistence, inMemoryPersistence],
    });
    instances.set(app, auth);
  }
  return auth;
}

/**
 * Starts Auth and reports every change of signed-in user or ID token;
 * the first report is the state restored from persistence.
 */
export function startAuth(app: FirebaseApp, emulatorHost: string | undefined, onUser: (u: AuthUser | null) => void): AuthHandle {
  const auth = authFor(app);
  if (emulatorHost && !auth.emulatorConfig) {
    connectAuthEmulator(auth, `http://${emulatorHost}`, { disableWarnings: true });
  }
  const stop = onIdTokenChanged(auth, (u) => onUser(u ? wrap(u) : null));
  return {
    async signIn(email, password) {
      const cred = await signInWithEmailAndPassword(auth, email, password);
      return wrap(cred.user);
    },
    signOut: () => signOut(auth),
    async sendPasswordReset(email, lang) {
      // The e-mail's language; Firebase's templates exist in all five.
      auth.languageCode = lang;
      try {
        await sendPasswordResetEmail(auth, email);
      } catch (e) {
        // Without e-mail enumeration protection Firebase says when an address is unknown: nobody else may learn it.
        if ((e as { code?: string }).code !== 'auth/user-not-found') throw e;
      }
    },
    current: () => (auth.currentUser ? wrap(auth.currentUser) : null),
    stop,
  };
}
