/** The demo backend's sign-in: its one owner, remembered for the tab's session (or in memory). */
import type { AuthService, User } from '../port';

export const SESSION_KEY = 'locanda.localSession';

type SessionStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export function localAuth(owner: { email: string; password: string }, sessionStorage?: SessionStorage): AuthService {
  const memory = new Map<string, string>();
  const session = sessionStorage ?? {
    getItem: (k: string) => memory.get(k) ?? null,
    setItem: (k: string, v: string) => void memory.set(k, v),
    removeItem: (k: string) => void memory.delete(k),
  };
  const authListeners = new Set<(u: User | null) => void>();
  const readSession = (): User | null => {
    try {
      const email = session.getItem(SESSION_KEY);
      return email ? { email, isOwner: true } : null;
    } catch {
      return null;
    }
  };
  let user = readSession();
  const setUser = (u: User | null) => {
    user = u;
    for (const cb of authListeners) cb(u);
  };
  return {
    currentUser: () => user,
    onChange(cb) {
      authListeners.add(cb);
      queueMicrotask(() => authListeners.has(cb) && cb(user));
      return () => authListeners.delete(cb);
    },
    async signIn(email, password) {
      const ok = email.trim().toLowerCase() === owner.email.toLowerCase() && password === owner.password;
      if (!ok) throw new Error('auth/invalid-credential');
      const u = { email: owner.email, isOwner: true };
      session.setItem(SESSION_KEY, u.email);
      setUser(u);
      return u;
    },
    async signOut() {
      session.removeItem(SESSION_KEY);
      setUser(null);
    },
  };
}
