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
const UserContext = createContext<{ user: User | null; ready: boolean }>({ user: null, ready: false });

export function AppProviders({ backend, config, children }: { backend: Backend; config: AppConfig; children: ReactNode }) {
  const { i18n } = useTranslation();
  const [auth, setAuth] = useState<{ user: User | null; ready: boolean }>({ user: null, ready: false });
  useEffect(() => {
    let seq = 0;
    return backend.auth.onChange((user) => {
      const mine = ++seq;
      if (!user) return setAuth({ user: null, ready: true });
      // The owner's tools appear together with their strings, never as bare keys.
      const show = () => mine === seq && setAuth({ user, ready: true });
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

export function useAuth(): { user: User | null; ready: boolean } {
  return useContext(UserContext);
}

export function useIsAdmin(): boolean {
  return !!useAuth().user;
}
