import CookieConsent from 'react-cookie-consent';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { COOKIE_CONSENT_DAYS, COOKIE_CONSENT_NAME } from '../content/constants';
import { PRIVACY_PATH } from '../content/paths';

/** The site sets no tracking cookies; the notice records that the visitor has read it, and links the privacy notice. */
export function CookieBanner() {
  const { t } = useTranslation();
  return (
    <CookieConsent
      cookieName={COOKIE_CONSENT_NAME}
      expires={COOKIE_CONSENT_DAYS}
      location="bottom"
      buttonText={t('cookie.accept')}
      ariaAcceptLabel={t('cookie.acceptLabel')}
      disableStyles
      containerClasses="cookie-banner"
      contentClasses="cookie-banner__text"
      buttonClasses="btn btn-light cookie-banner__button"
      buttonWrapperClasses="cookie-banner__actions"
      customContainerAttributes={{ role: 'region', 'aria-label': t('cookie.label') }}
    >
      {t('cookie.text')} <Link to={PRIVACY_PATH}>{t('cookie.privacy')}</Link>
    </CookieConsent>
  );
}
