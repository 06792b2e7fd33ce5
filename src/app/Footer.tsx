import { Link } from '../ui/routing';
import { useLang, useTranslation } from '../i18n/react';
import { visibleLinks } from '../content/siteSettings';
import { pickText } from '../content/localized';
import { safeHref } from '../content/urls';
import { isEmailAddress, mailtoHref } from '../content/email';
import { FOOTER_DOC } from '../content/constants';
import { PRIVACY_PATH } from '../content/paths';
import { useDocument } from '../data/useRead';
import { useIsAdmin, useServices } from '../data/context';
import { useYear } from '../data/useHydrated';
import { EditableText } from '../editing/text/EditableText';
import { useSiteSettings } from '../data/useSiteSettings';
import { useLinkLabel } from '../data/useLinkLabel';
import styles from './Footer.module.css';

/** Footer strings may be language maps or plain strings. */
function plain(value: unknown, lang: ReturnType<typeof useLang>): string | undefined {
  return pickText(value, lang);
}

export function Footer() {
  const { t } = useTranslation();
  const lang = useLang();
  const settings = useSiteSettings();
  const info = useDocument(FOOTER_DOC);
  const label = useLinkLabel();
  const admin = useIsAdmin();
  const d = info.status === 'ready' ? (info.data ?? {}) : {};
  const email = plain(d.email, lang);
  const phone = plain(d.phone, lang);
  const address = plain(d.address, lang);
  // A saved page says the year it was published in; the browser then says this year.
  const year = useYear(useServices().published?.year());
  return (
    <footer className={styles.footer}>
      <div className={`container ${styles.grid}`}>
        <section aria-labelledby="footer-about">
          <h2 id="footer-about" className={styles.brand}>
            {settings.loaded ? settings.siteName : ''}
          </h2>
          {admin ? (
            <EditableText doc={FOOTER_DOC} field="description" as="p" className={styles.text} multiline />
          ) : info.status === 'error' ? (
            <p>{t('errors.textLoad')}</p>
          ) : (
            <p className={styles.text}>{plain(d.description, lang) ?? ''}</p>
          )}
        </section>
        <section aria-labelledby="footer-links">
          <h2 id="footer-links" className={styles.heading}>
            {t('footer.usefulLinks')}
          </h2>
          <ul className={styles.list}>
            {visibleLinks(settings.navbarLinks).map((l) => {
              const href = safeHref(l.path);
              if (!href) return null;
              return (
                <li key={l.id}>{href.startsWith('/') ? <Link to={href}>{label(l)}</Link> : <a href={href}>{label(l)}</a>}</li>
              );
            })}
          </ul>
        </section>
        <section aria-labelledby="footer-contacts">
          <h2 id="footer-contacts" className={styles.heading}>
            {t('footer.contacts')}
          </h2>
          {admin ? (
            // The owner edits the contact lines as texts; links would wrap the pencils.
            <div className={styles.address}>
              <EditableText doc={FOOTER_DOC} field="address" />
              <EditableText doc={FOOTER_DOC} field="phone" />
              <EditableText doc={FOOTER_DOC} field="email" />
            </div>
          ) : (
            <address className={styles.address}>
              {address && <span>{address}</span>}
              {phone && (
                <a href={`tel:${phone.replace(/[^\d+]/g, '')}`}>
                  <span className="visually-hidden">{t('footer.phone')}: </span>
                  {phone}
                </a>
              )}
              {isEmailAddress(email) && (
                <a href={mailtoHref(email)}>
                  <span className="visually-hidden">{t('footer.email')}: </span>
                  {email}
                </a>
              )}
            </address>
          )}
        </section>
      </div>
      <div className={`container ${styles.bottom}`}>
        <p>
          <span className="visually-hidden">{t('footer.year')}: </span>
          <span>{year}</span> ·{' '}
          {admin ? <EditableText doc={FOOTER_DOC} field="copyright" /> : (plain(d.copyright, lang) ?? settings.siteName)}
        </p>
        <p className={styles.legal}>
          {settings.cin && <span>{t('footer.cin', { cin: settings.cin })}</span>}
          {settings.vatNumber && <span>{t('footer.vat', { vat: settings.vatNumber })}</span>}
          <Link to={PRIVACY_PATH}>{t('footer.privacy')}</Link>
        </p>
      </div>
    </footer>
  );
}
