/** Providers: the backend, the configuration and the signed-in user. */
import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { AppConfig } from '../config';
import type { Backend, User } from '../backend/port';
import { createReadCache, type ReadCache } from './readCache';

interface AppServices {
  backend: Backend;
  config: AppConfig;
  cache: ReadCache;
}

const ServicesContext = createContext<AppServices | null>(null);
const UserContext = createContext<{ user: User | null; ready: boolean }>({ user: null, ready: false });

export function AppProviders({ backend, config, children }: { backend: Backend; config: AppConfig; children: ReactNode }) {
  const [auth, setAuth] = useState<{ user: User | null; ready: boolean }>({ user: null, ready: false });
  useEffect(() => backend.auth.onChange((user) => setAuth({ user, ready: true })), [backend]);
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

export function useAuth(): { user: User | null; ready: boolean } {
  return useContext(UserContext);
}

export function useIsAdmin(): boolean {
  return !!useAuth().user;
}
