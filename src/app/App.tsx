/** The application shell: providers, the auth gate and the route table (SPEC §2's fixed paths). */
import { lazy, Suspense } from 'react';
import type { ComponentType, ReactNode } from 'react';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router-dom';
import { LanguageProvider } from '../i18n/react';
import type { i18n } from 'i18next';
import type { AppConfig } from '../config';
import type { Backend } from '../backend/port';
import { AppProviders, useAuth, useConfig, type ReadStart } from '../data/context';
import { Layout } from './Layout';
import { KINDS } from '../content/catalogue';
import {
  CONTACT_PATH,
  GALLERY_PATH,
  HOME_PATH,
  LOCATION_PATH,
  PREFIXED_LANGS,
  PRIVACY_PATH,
  SETTINGS_PATH,
} from '../content/paths';

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
 * The whole site. In a browser it follows the address bar; on a server it is given a router at the one
 * page asked for (a StaticRouter, src/app/server.tsx). `start`: how it begins reading (src/data/context.tsx).
 */
export function App({
  backend,
  config,
  i18n,
  start,
  router: Router = BrowserRouter,
}: {
  backend: Backend;
  config: AppConfig;
  i18n: i18n;
  start?: ReadStart;
  router?: ComponentType<{ children: ReactNode }>;
}) {
  return (
    <LanguageProvider i18n={i18n}>
      <AppProviders backend={backend} config={config} start={start}>
        <Router>
          <AuthGate>
            <AppRoutes />
          </AuthGate>
        </Router>
      </AppProviders>
    </LanguageProvider>
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
  return user ? children : <Navigate to={adminPath} replace />;
}

/** The public pages by their Italian path (SPEC §2). */
const PAGES: [string, ReactNode][] = [
  [HOME_PATH, <HomePage />],
  ...Object.values(KINDS).flatMap((kind): [string, ReactNode][] => [
    [kind.path, <CataloguePage kind={kind} />],
    [`${kind.path}/:id`, <DetailPage kind={kind} />],
  ]),
  [GALLERY_PATH, <GalleryPage />],
  [LOCATION_PATH, <LocationPage />],
  [CONTACT_PATH, <ContactPage />],
  [PRIVACY_PATH, <PrivacyPage />],
];

/** The language prefixes a path can start with: none (Italian), `/en`, `/de`, `/nl`, `/fr` (src/content/paths.ts). */
const PREFIXES = ['', ...PREFIXED_LANGS.map((lang) => `/${lang}`)];

function AppRoutes() {
  const { adminPath } = useConfig();
  const owner: [string, ReactNode][] = [
    [adminPath, <LoginPage />],
    [
      SETTINGS_PATH,
      <AdminOnly>
        <SettingsPage />
      </AdminOnly>,
    ],
  ];
  return (
    <Suspense fallback={null}>
      <Layout>
        {/* Every page under each language's prefix (`/camere`, `/de/camere`, `/de` the German homepage), paths as
            written (`/xx/camere`, `/DE/camere`, `/CAMERE` are unknown, as they are to the host); anything else the
            not-found page. */}
        <Routes>
          {PREFIXES.flatMap((prefix) =>
            [...PAGES, ...owner].map(([path, page]) => {
              const url = path === HOME_PATH ? prefix || HOME_PATH : prefix + path;
              return <Route key={url} path={url} element={page} caseSensitive />;
            }),
          )}
          <Route path="*" element={<NotFoundPage />} />
        </Routes>
      </Layout>
    </Suspense>
  );
}
