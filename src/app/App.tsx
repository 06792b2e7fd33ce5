/** The application shell: providers, the auth gate and the route table (SPEC §2's fixed paths). */
import { lazy, Suspense } from 'react';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router-dom';
import { I18nextProvider } from 'react-i18next';
import type { i18n } from 'i18next';
import type { AppConfig } from '../config';
import type { Backend } from '../backend/port';
import { AppProviders, useAuth, useConfig } from './context';
import { Layout } from './Layout';
import { HomePage } from '../pages/HomePage';
import { KINDS } from '../content/catalogue';
import { SETTINGS_PATH } from './paths';

const CataloguePage = lazy(() => import('../pages/CataloguePage'));
const DetailPage = lazy(() => import('../pages/DetailPage'));
const GalleryPage = lazy(() => import('../pages/GalleryPage'));
const LocationPage = lazy(() => import('../pages/LocationPage'));
const ContactPage = lazy(() => import('../pages/ContactPage'));
const LoginPage = lazy(() => import('../pages/LoginPage'));
const SettingsPage = lazy(() => import('../pages/SettingsPage'));
const NotFoundPage = lazy(() => import('../pages/NotFoundPage'));

export function App({ backend, config, i18n }: { backend: Backend; config: AppConfig; i18n: i18n }) {
  return (
    <I18nextProvider i18n={i18n}>
      <AppProviders backend={backend} config={config}>
        <BrowserRouter>
          <AuthGate>
            <AppRoutes />
          </AuthGate>
        </BrowserRouter>
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
  return user ? children : <Navigate to={adminPath} replace />;
}

function AppRoutes() {
  const { adminPath } = useConfig();
  return (
    <Suspense fallback={null}>
      <Routes>
        <Route element={<Layout />}>
          <Route index element={<HomePage />} />
          {Object.values(KINDS).map((kind) => [
            <Route key={kind.id} path={kind.path} element={<CataloguePage kind={kind} />} />,
            <Route key={`${kind.id}-detail`} path={`${kind.path}/:id`} element={<DetailPage kind={kind} />} />,
          ])}
          <Route path="/galleria" element={<GalleryPage />} />
          <Route path="/posizione" element={<LocationPage />} />
          <Route path="/contatti" element={<ContactPage />} />
          <Route path={adminPath} element={<LoginPage />} />
          <Route
            path={SETTINGS_PATH}
            element={
              <AdminOnly>
                <SettingsPage />
              </AdminOnly>
            }
          />
          <Route path="*" element={<NotFoundPage />} />
        </Route>
      </Routes>
    </Suspense>
  );
}
