/** The application shell: providers, the auth gate and the route table (SPEC §2's fixed paths). */
import { lazy, Suspense } from 'react';
import type { ComponentType, ReactNode } from 'react';
import { Redirect, Route, Router, Switch } from 'wouter';
import { useBrowserLocation } from 'wouter/use-browser-location';
import { I18nextProvider } from 'react-i18next';
import type { i18n } from 'i18next';
import type { AppConfig } from '../config';
import type { Backend } from '../backend/port';
import { AppProviders, useAuth, useConfig, type ReadStart } from '../data/context';
import { Layout } from './Layout';
import { KINDS } from '../content/catalogue';
import { PRIVACY_PATH, SETTINGS_PATH } from '../content/paths';

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

/** Starts fetching the first screen's code while the backend starts, instead of after. */
export function preloadRoute(pathname: string): void {
  const kind = Object.values(KINDS).find((k) => pathname === k.path || pathname.startsWith(`${k.path}/`));
  const load = kind
    ? pathname === kind.path
      ? loadCatalogue
      : loadDetail
    : {
        '/': loadHome,
        '/galleria': loadGallery,
        '/posizione': loadLocation,
        '/contatti': loadContact,
        [PRIVACY_PATH]: loadPrivacy,
      }[pathname];
  void load?.().catch(() => undefined);
}

/** The browser's address bar, at the root of the site's routes. */
function BrowserRouter({ children }: { children: ReactNode }) {
  return <Router hook={useBrowserLocation}>{children}</Router>;
}

/**
 * The whole site. In a browser it follows the address bar; on a server its `Router` renders the one
 * page asked for (src/app/server.tsx), in tests the one they set. `start`: how it begins reading
 * (src/data/context.tsx).
 */
export function App({
  backend,
  config,
  i18n,
  start,
  Router: PageRouter = BrowserRouter,
}: {
  backend: Backend;
  config: AppConfig;
  i18n: i18n;
  start?: ReadStart;
  Router?: ComponentType<{ children: ReactNode }>;
}) {
  return (
    <I18nextProvider i18n={i18n}>
      <AppProviders backend={backend} config={config} start={start}>
        <PageRouter>
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
          <Route path="/">
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
          <Route path="/galleria">
            <GalleryPage />
          </Route>
          <Route path="/posizione">
            <LocationPage />
          </Route>
          <Route path="/contatti">
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
