/**
 * The port's AuthService over Firebase Auth, without loading Auth for people
 * who never sign in.
 *
 * A localStorage marker remembers that this browser has signed in. With the
 * marker, Auth loads at start-up to restore the session; without it, the
 * first state is "nobody" at once and Auth loads only when someone signs in.
 *
 * Optional ID-token sync (SPEC §7): when configured, the ID token is POSTed
 * with a bearer header on sign-in (and when it is refreshed), and a DELETE is
 * sent on sign-out, so a server of the owner's can keep a session of its own.
 */
import type { AppConfig } from '../../config';
import type { AuthService, Unsubscribe, User } from '../port';
import type { AuthHandle, AuthUser } from './authSdk';

export const AUTH_MARKER_KEY = 'locanda.firebaseAuth';

export type MarkerStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export interface FirebaseAuthService extends AuthService {
  /** The signed-in user's ID-token claims (null when signed out); `force` refreshes the token first. */
  claims(force?: boolean): Promise<Record<string, unknown> | null>;
  /** The signed-in account's id, or null. */
  uid(): string | null;
  /** True when Auth has been loaded in this page (exposed for tests and diagnostics). */
  readonly loaded: boolean;
  stop(): void;
}

export interface AuthDeps {
  /** Loads the SDK and starts Auth; `onUser` gets the restored state first, then every change. */
  start: (onUser: (u: AuthUser | null) => void) => Promise<AuthHandle>;
  marker: MarkerStorage | null;
  tokenSync?: AppConfig['tokenSync'];
  fetch?: typeof fetch;
}

/** Never refresh a token younger than this for the sync, whatever the configured age, to avoid a refresh loop. */
const MIN_SYNC_AGE_S = 60;

function readMarker(m: MarkerStorage | null): boolean {
  try {
    return m?.getItem(AUTH_MARKER_KEY) === '1';
  } catch {
    return false;
  }
}

function writeMarker(m: MarkerStorage | null, on: boolean): void {
  try {
    if (on) m?.setItem(AUTH_MARKER_KEY, '1');
    else m?.removeItem(AUTH_MARKER_KEY);
  } catch {
    // Private mode or storage full: Auth then simply loads on sign-in only.
  }
}

export function createFirebaseAuth(deps: AuthDeps): FirebaseAuthService {
  const listeners = new Set<(u: User | null) => void>();
  let user: User | null = null;
  let authUser: AuthUser | null = null;
  let known = false;
  let handle: Promise<AuthHandle> | null = null;
  let stopped = false;

  const publish = (next: User | null) => {
    const changed = !known || next?.email !== user?.email || next?.isOwner !== user?.isOwner;
    user = next;
    known = true;
    if (changed) for (const cb of [...listeners]) cb(next);
  };

  // ---- ID-token sync (optional) ----
  let syncQueue: Promise<void> = Promise.resolve();
  let lastPosted: string | null = null;
  const doFetch = deps.fetch ?? ((...a: Parameters<typeof fetch>) => fetch(...a));
  const sync = (u: AuthUser | null): Promise<void> => {
    const cfg = deps.tokenSync;
    if (!cfg) return Promise.resolve();
    syncQueue = syncQueue.then(async () => {
      try {
        if (u) {
          const maxAge = Math.max(MIN_SYNC_AGE_S, cfg.maxAgeSeconds);
          const token = (await u.tokenAgeSeconds()) > maxAge ? await u.idToken(true) : await u.idToken();
          if (token === lastPosted) return;
          const res = await doFetch(cfg.url, {
            method: 'POST',
            headers: { Authorization: `Bearer ${token}` },
            credentials: 'include',
          });
          if (!res.ok) throw new Error(`HTTP ${res.status}`);
          lastPosted = token;
        } else if (lastPosted !== null) {
          lastPosted = null;
          const res = await doFetch(cfg.url, { method: 'DELETE', credentials: 'include' });
          if (!res.ok) throw new Error(`HTTP ${res.status}`);
        }
      } catch (e) {
        // The sync is a convenience for a server of the owner's; it must not break signing in or out.
        console.warn('Token sync failed:', e);
      }
    });
    return syncQueue;
  };

  /** Accounts whose token has been refreshed once to look for a claim granted since it was minted. */
  const refreshed = new Set<string>();
  /** Whether the account carries the `admin` claim that the security rules require of every write. */
  const ownerClaim = async (u: AuthUser): Promise<boolean> => {
    try {
      if ((await u.claims()).admin === true) return true;
      if (refreshed.has(u.email)) return false;
      refreshed.add(u.email);
      return (await u.claims(true)).admin === true;
    } catch {
      return false;
    }
  };

  let firstReport = true;
  let reports = 0;
  const onSdkUser = (u: AuthUser | null) => {
    if (stopped) return;
    authUser = u;
    const mine = ++reports;
    if (firstReport) {
      firstReport = false;
      // The remembered session is gone (expired, revoked, storage cleared): stop loading Auth up front.
      if (!u) writeMarker(deps.marker, false);
    }
    void sync(u);
    if (!u) return publish(null);
    void ownerClaim(u).then((isOwner) => {
      if (!stopped && mine === reports) publish({ email: u.email, isOwner });
    });
  };

  const load = (): Promise<AuthHandle> =>
    (handle ??= deps.start(onSdkUser).catch((e: unknown) => {
      handle = null;
      return Promise.reject(e);
    }));

  if (readMarker(deps.marker)) {
    load().catch(() => {
      // Auth could not load (offline?): show the site as to a visitor rather than hiding it forever.
      if (!known) publish(null);
    });
  } else {
    known = true;
  }

  return {
    onChange(cb): Unsubscribe {
      listeners.add(cb);
      if (known) queueMicrotask(() => listeners.has(cb) && cb(user));
      return () => void listeners.delete(cb);
    },
    currentUser: () => user,
    async signIn(email, password) {
      const h = await load();
      const u = await h.signIn(email.trim(), password);
      writeMarker(deps.marker, true);
      authUser = u;
      const signedIn = { email: u.email, isOwner: await ownerClaim(u) };
      publish(signedIn);
      await sync(u);
      return signedIn;
    },
    async sendPasswordReset(email, lang) {
      await (await load()).sendPasswordReset(email.trim(), lang);
    },
    async signOut() {
      writeMarker(deps.marker, false);
      if (handle) await (await handle).signOut();
      authUser = null;
      publish(null);
      await sync(null);
    },
    async claims(force) {
      return authUser ? authUser.claims(force) : null;
    },
    uid: () => (user ? (authUser?.uid ?? null) : null),
    get loaded() {
      return handle !== null;
    },
    stop() {
      stopped = true;
      listeners.clear();
      void handle?.then(
        (h) => h.stop(),
        () => undefined,
      );
    },
  };
}
