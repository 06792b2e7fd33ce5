import { lazy, Suspense, useEffect, useRef, type ReactNode } from 'react';
import { usePagePath } from '../ui/routing';
import { useTranslation } from '../i18n/react';
import { Navbar } from './Navbar';
import { Footer } from './Footer';
import { CookieBanner } from './CookieBanner';
import { HomeLoader } from './HomeLoader';
import { ReadyMarker } from './ReadyMarker';
import { useAuth } from '../data/context';

// The notice after each save (with Undo) and the trash's clean-up: the owner's code, loaded after sign-in.
const OwnerLayer = lazy(() => import('../editing/core/OwnerLayer'));

/** Every route change starts at the top of the page (the first one keeps where the visitor already is). */
function ScrollToTop() {
  const pathname = usePagePath();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}

/** Around every page: the skip link, the homepage loader, the navbar, the footer, the cookie notice. */
export function Layout({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const { user } = useAuth();
  return (
    <>
      <a className="skip-link" href="#main">
        {t('nav.skip')}
      </a>
      <ScrollToTop />
      <HomeLoader />
      <Navbar />
      <main id="main" tabIndex={-1}>
        <Suspense fallback={<div style={{ minHeight: '100vh' }} />}>
          {children}
          <ReadyMarker />
        </Suspense>
      </main>
      <Footer />
      <CookieBanner />
      {user && (
        <Suspense fallback={null}>
          <OwnerLayer />
        </Suspense>
      )}
    </>
  );
}
