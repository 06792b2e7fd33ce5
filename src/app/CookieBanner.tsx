import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { COOKIE_CONSENT_DAYS, COOKIE_CONSENT_NAME } from '../content/constants';
import { PRIVACY_PATH } from '../content/paths';

/**
 * The site sets no tracking cookies; the notice records that the visitor has read it (`siteCookieConsent`
 * = `true` for 150 days) and links the privacy notice. (A few lines rather than a banner library every
 * visitor would download.)
 */
export function CookieBanner() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  useEffect(() => {
    let seen = false;
    try {
      seen = new RegExp(`(?:^|;\\s*)${COOKIE_CONSENT_NAME}=true(?:;|$)`).test(document.cookie);
    } catch {
      // Cookies unavailable: the notice shows, and cannot be remembered.
    }
    setOpen(!seen);
  }, []);
  if (!open) return null;
  const accept = () => {
    try {
      document.cookie = `${COOKIE_CONSENT_NAME}=true; path=/; max-age=${COOKIE_CONSENT_DAYS * 86_400}; samesite=lax`;
    } catch {
      // Not remembered: the notice comes again next time.
    }
    setOpen(false);
  };
  return (
    <div className="cookie-banner" role="region" aria-label={t('cookie.label')}>
      <div className="cookie-banner__text">
        {t('cookie.text')} <Link to={PRIVACY_PATH}>{t('cookie.privacy')}</Link>
      </div>
      <div className="cookie-banner__actions">
        {/* Named by what it shows (label in name, WCAG 2.5.3): speech users say what they see. */}
        <button type="button" className="btn btn-light cookie-banner__button" onClick={accept}>
          {t('cookie.accept')}
        </button>
      </div>
    </div>
  );
}
