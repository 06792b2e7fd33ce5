import { lazy, Suspense, useEffect, useState } from 'react';
import { COOKIE_CONSENT_NAME } from '../content/constants';

// The notice and its library come only to a browser that has not answered it yet.
const CookieNotice = lazy(() => import('./CookieNotice'));

/**
 * The cookie notice (./CookieNotice, react-cookie-consent), after the page has hydrated: a saved page is
 * rendered without it. A browser that already answered it (any `siteCookieConsent`, as the library reads
 * it) downloads none of it.
 */
export function CookieBanner() {
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    let answered: boolean;
    try {
      answered = document.cookie.split(/;\s*/).some((c) => c.startsWith(`${COOKIE_CONSENT_NAME}=`));
    } catch {
      // Cookies unavailable (a sandboxed frame): no cookie can be set, so there is nothing to tell about, and the
      // library, which reads them, is not loaded.
      answered = true;
    }
    setWanted(!answered);
  }, []);
  return wanted ? (
    <Suspense fallback={null}>
      <CookieNotice />
    </Suspense>
  ) : null;
}
