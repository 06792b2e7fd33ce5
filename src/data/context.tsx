/** Providers: the backend, the configuration and the signed-in user. */
import { createContext, startTransition, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from '../i18n/react';
import { loadOwnerStrings } from '../i18n';
import type { AppConfig } from '../config';
import type { Backend, User } from '../backend/port';
import { createReadCache, type ReadCache } from './readCache';
import type { Published } from './published';

interface AppServices {
  backend: Backend;
  config: AppConfig;
  cache: ReadCache;
  /** What the site published, when the page started from it. */
  published: Published | null;
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
/** A visitor, known as such from the start: a saved page, rendered on a server and hydrated. */
export const VISITOR: AuthState = { user: null, account: null, ready: true };
const UserContext = createContext<AuthState>(SIGNED_OUT);
/** The owner's "view as visitor": every pencil and owner control hidden until switched back, still signed in. */
const ViewContext = createContext<{ asVisitor: boolean; setAsVisitor: (on: boolean) => void }>({
  asVisitor: false,
  setAsVisitor: () => undefined,
});
const AS_VISITOR_KEY = 'locanda.asVisitor';

/**
 * How the application starts reading. `auth`: the first authentication state when it is known before
 * any script asks (a saved page is a visitor's; so is a server's render). `published`: what the site
 * published (visitors read it). `preferLive`: whether the backend's data wins over the published one (a
 * demo browser where the owner changed content), asked whenever a visitor's reads start afresh (after
 * signing out, say). `cache`: the read cache itself (the server's, whose reads
 * it publishes).
 */
export interface ReadStart {
  auth?: AuthState;
  published?: Published | null;
  preferLive?: () => boolean;
  cache?: ReadCache;
}

export function AppProviders({
  backend,
  config,
  start = {},
  children,
}: {
  backend: Backend;
  config: AppConfig;
  start?: ReadStart;
  children: ReactNode;
}) {
  const { i18n } = useTranslation();
  const [auth, setAuth] = useState<AuthState>(start.auth ?? SIGNED_OUT);
  useEffect(() => {
    let seq = 0;
    // The whole site renders when the first state is known: as a transition, in slices that leave the
    // main thread free. A state that changes nothing (the visitor a saved page was made for) renders nothing.
    const set = (state: AuthState) =>
      startTransition(() =>
        setAuth((prev) =>
          prev.ready === state.ready && prev.user === state.user && prev.account?.email === state.account?.email ? prev : state,
        ),
      );
    return backend.auth.onChange((account) => {
      const mine = ++seq;
      if (!account) return set({ user: null, account: null, ready: true });
      // The owner's tools appear together with their strings, never as bare keys.
      const show = () => mine === seq && set({ user: account.isOwner ? account : null, account, ready: true });
      loadOwnerStrings(i18n).then(show, show);
    });
  }, [backend, i18n]);
  // Visitors read once; the signed-in owner gets live listeners so edits show at once (viewing the site as a
  // visitor too: the switch changes what shows, not what is read).
  const signedIn = !!auth.user;
  const { cache: given, published, preferLive } = start;
  const cache = useMemo(
    () =>
      !signedIn && given
        ? given
        : createReadCache(backend.docs, signedIn ? { live: true } : { published, preferLive: preferLive?.() ?? false }),
    [backend, signedIn, given, published, preferLive],
  );
  const services = useMemo(() => ({ backend, config, cache, published: published ?? null }), [backend, config, cache, published]);
  // Kept for the tab's session, so a reload stays in the view chosen; gone with the owner's sign-out.
  const [asVisitor, setView] = useState(false);
  useEffect(() => {
    try {
      if (!signedIn) sessionStorage.removeItem(AS_VISITOR_KEY);
      setView(signedIn && sessionStorage.getItem(AS_VISITOR_KEY) === '1');
    } catch {
      setView(false);
    }
  }, [signedIn]);
  const view = useMemo(
    () => ({
      asVisitor,
      setAsVisitor: (on: boolean) => {
        setView(on);
        try {
          if (on) sessionStorage.setItem(AS_VISITOR_KEY, '1');
          else sessionStorage.removeItem(AS_VISITOR_KEY);
        } catch {
          // Without storage the choice lasts until the next load.
        }
      },
    }),
    [asVisitor],
  );
  return (
    <ServicesContext.Provider value={services}>
      <UserContext.Provider value={auth}>
        <ViewContext.Provider value={view}>{children}</ViewContext.Provider>
      </UserContext.Provider>
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

/** Whether the owner's tools show: signed in, and not viewing the site as a visitor. */
export function useIsAdmin(): boolean {
  const { asVisitor } = useContext(ViewContext);
  return !!useAuth().user && !asVisitor;
}

export function useViewAsVisitor() {
  return useContext(ViewContext);
}
