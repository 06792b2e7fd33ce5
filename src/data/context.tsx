/** Providers: the backend, the configuration and the signed-in user. */
import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { loadOwnerStrings } from '../i18n';
import type { AppConfig } from '../config';
import type { Backend, User } from '../backend/port';
import { createReadCache, type ReadCache } from './readCache';

interface AppServices {
  backend: Backend;
  config: AppConfig;
  cache: ReadCache;
}

const ServicesContext = createContext<AppServices | null>(null);
/**
 * `account`: whoever is signed in. `user`: the same account when it may edit the site (the
 * owner), else null: an account without the owner's rights sees the site as a visitor does.
 */
export interface AuthState {
  user: User | null;
  account: User | null;
  ready: boolean;
}
const SIGNED_OUT: AuthState = { user: null, account: null, ready: false };
const UserContext = createContext<AuthState>(SIGNED_OUT);

export function AppProviders({ backend, config, children }: { backend: Backend; config: AppConfig; children: ReactNode }) {
  const { i18n } = useTranslation();
  const [auth, setAuth] = useState<AuthState>(SIGNED_OUT);
  useEffect(() => {
    let seq = 0;
    return backend.auth.onChange((account) => {
      const mine = ++seq;
      if (!account) return setAuth({ user: null, account: null, ready: true });
      // The owner's tools appear together with their strings, never as bare keys.
      const show = () => mine === seq && setAuth({ user: account.isOwner ? account : null, account, ready: true });
      loadOwnerStrings(i18n).then(show, show);
    });
  }, [backend, i18n]);
  // Visitors read once; the signed-in owner gets live listeners so edits show at once.
  const cache = useMemo(() => createReadCache(backend.docs, !!auth.user), [backend, auth.user]);
  const services = useMemo(() => ({ backend, config, cache }), [backend, config, cache]);
  return (
    <ServicesContext.Provider value={services}>
      <UserContext.Provider value={auth}>{children}</UserContext.Provider>
    </ServicesContext.Provider>
  );
}

export function useServices(): AppServices {
  const s = useContext(ServicesContext);
  if (!s) throw new Error('useServices outside AppProviders');
  return s;
}

export function useBackend(): Backend {
  return useServices().backend;
}

export function useConfig(): AppConfig {
  return useServices().config;
}

export function useAuth(): AuthState {
  return useContext(UserContext);
}

export function useIsAdmin(): boolean {
  return !!useAuth().user;
}
