import CookieConsent from 'react-cookie-consent';
import { useTranslation } from '../i18n/react';
import { Link } from '../ui/routing';
import { COOKIE_CONSENT_DAYS, COOKIE_CONSENT_NAME } from '../content/constants';
import { PRIVACY_PATH } from '../content/paths';

/**
 * The notice itself (react-cookie-consent): it records that the visitor has read it (`siteCookieConsent` =
 * `true` for 150 days) and links the privacy notice, in the site's own look (global.css, `.cookie-banner`)
 * rather than the library's inline styles, placed by those styles too.
 */
export default function CookieNotice() {
  const { t } = useTranslation();
  return (
    <CookieConsent
      cookieName={COOKIE_CONSENT_NAME}
      expires={COOKIE_CONSENT_DAYS}
      sameSite="lax"
      location="none"
      disableStyles
      buttonText={t('cookie.accept')}
      containerClasses="cookie-banner"
      contentClasses="cookie-banner__text"
      buttonWrapperClasses="cookie-banner__actions"
      buttonClasses="btn btn-light cookie-banner__button"
      customContainerAttributes={{ role: 'region', 'aria-label': t('cookie.label') }}
      // Named by what it shows (label in name, WCAG 2.5.3): speech users say what they see. The library
      // would name it "Accept cookies" in every language.
      customButtonProps={{ type: 'button', 'aria-label': undefined }}
    >
      {t('cookie.text')} <Link to={PRIVACY_PATH}>{t('cookie.privacy')}</Link>
    </CookieConsent>
  );
}
