/** The application shell: providers, the auth gate and the route table (SPEC §2's fixed paths). */
import { lazy, Suspense, useMemo } from 'react';
import type { ReactNode } from 'react';
import { Redirect, Route, Router, Switch } from 'wouter';
import { navigate as go, useBrowserLocation } from 'wouter/use-browser-location';
import { I18nextProvider } from 'react-i18next';
import type { i18n } from 'i18next';
import type { AppConfig } from '../config';
import type { Backend } from '../backend/port';
import { AppProviders, useAuth, useConfig, type ReadStart } from '../data/context';
import { Layout } from './Layout';
import { KINDS } from '../content/catalogue';
import type { Lang } from '../content/constants';
import {
  CONTACT_PATH,
  GALLERY_PATH,
  HOME_PATH,
  LOCATION_PATH,
  localizedPath,
  PRIVACY_PATH,
  SETTINGS_PATH,
  splitLangPath,
} from '../content/paths';
import { useLang } from '../data/useLang';

const loadHome = () => import('../pages/HomePage');
const loadCatalogue = () => import('../pages/CataloguePage');
const loadDetail = () => import('../pages/DetailPage');
const loadGallery = () => import('../pages/GalleryPage');
const loadLocation = () => import('../pages/LocationPage');
const loadContact = () => import('../pages/ContactPage');
const loadPrivacy = () => import('../pages/PrivacyPage');
const HomePage = lazy(loadHome);
const CataloguePage = lazy(loadCatalogue);
const DetailPage = lazy(loadDetail);
const GalleryPage = lazy(loadGallery);
const LocationPage = lazy(loadLocation);
const ContactPage = lazy(loadContact);
const PrivacyPage = lazy(loadPrivacy);
const LoginPage = lazy(() => import('../pages/LoginPage'));
const SettingsPage = lazy(() => import('../pages/SettingsPage'));
const NotFoundPage = lazy(() => import('../pages/NotFoundPage'));

/** Starts fetching the first screen's code while the backend starts, instead of after (the path without its language). */
export function preloadRoute(pathname: string): void {
  const kind = Object.values(KINDS).find((k) => pathname === k.path || pathname.startsWith(`${k.path}/`));
  const load = kind
    ? pathname === kind.path
      ? loadCatalogue
      : loadDetail
    : {
        [HOME_PATH]: loadHome,
        [GALLERY_PATH]: loadGallery,
        [LOCATION_PATH]: loadLocation,
        [CONTACT_PATH]: loadContact,
        [PRIVACY_PATH]: loadPrivacy,
      }[pathname];
  void load?.().catch(() => undefined);
}

/**
 * The address as the routes see it, without its language prefix (`/de/camere` is /camere in German);
 * a navigation goes to the URL of the language shown.
 */
function languageLocation(lang: Lang) {
  return (router: { ssrPath?: string }) => {
    const [full] = useBrowserLocation(router);
    const navigate = (to: string, options?: { replace?: boolean; state?: unknown }) => go(localizedPath(to, lang), options);
    return [splitLangPath(full).path, navigate] as [string, typeof navigate];
  };
}

/**
 * The site's routes over the browser's address (or, on a server, `ssrPath`): every link the site
 * renders carries the prefix of the language shown, as every navigation does.
 */
function PageRouter({ ssrPath, children }: { ssrPath?: string; children: ReactNode }) {
  const lang = useLang();
  const hook = useMemo(() => languageLocation(lang), [lang]);
  return (
    <Router
      hook={hook}
      hrefs={(href: string) => localizedPath(href, lang)}
      ssrPath={ssrPath}
      ssrSearch={ssrPath === undefined ? undefined : ''}
    >
      {children}
    </Router>
  );
}

/**
 * The whole site. In a browser it follows the address bar; on a server it renders the one page asked
 * for at `ssrPath` (src/app/server.tsx). `start`: how it begins reading (src/data/context.tsx).
 */
export function App({
  backend,
  config,
  i18n,
  start,
  ssrPath,
}: {
  backend: Backend;
  config: AppConfig;
  i18n: i18n;
  start?: ReadStart;
  ssrPath?: string;
}) {
  return (
    <I18nextProvider i18n={i18n}>
      <AppProviders backend={backend} config={config} start={start}>
        <PageRouter ssrPath={ssrPath}>
          <AuthGate>
            <AppRoutes />
          </AuthGate>
        </PageRouter>
      </AppProviders>
    </I18nextProvider>
  );
}

/** The application's content stays hidden until the first authentication state is known. */
function AuthGate({ children }: { children: React.ReactNode }) {
  const { ready } = useAuth();
  return ready ? children : null;
}

function AdminOnly({ children }: { children: React.ReactNode }) {
  const { user } = useAuth();
  const { adminPath } = useConfig();
  return user ? children : <Redirect to={adminPath} replace />;
}

function AppRoutes() {
  const { adminPath } = useConfig();
  return (
    <Suspense fallback={null}>
      <Layout>
        <Switch>
          <Route path={HOME_PATH}>
            <HomePage />
          </Route>
          {Object.values(KINDS).map((kind) => [
            <Route key={kind.id} path={kind.path}>
              <CataloguePage kind={kind} />
            </Route>,
            <Route key={`${kind.id}-detail`} path={`${kind.path}/:id`}>
              <DetailPage kind={kind} />
            </Route>,
          ])}
          <Route path={GALLERY_PATH}>
            <GalleryPage />
          </Route>
          <Route path={LOCATION_PATH}>
            <LocationPage />
          </Route>
          <Route path={CONTACT_PATH}>
            <ContactPage />
          </Route>
          <Route path={PRIVACY_PATH}>
            <PrivacyPage />
          </Route>
          <Route path={adminPath}>
            <LoginPage />
          </Route>
          <Route path={SETTINGS_PATH}>
            <AdminOnly>
              <SettingsPage />
            </AdminOnly>
          </Route>
          <Route>
            <NotFoundPage />
          </Route>
        </Switch>
      </Layout>
    </Suspense>
  );
}
