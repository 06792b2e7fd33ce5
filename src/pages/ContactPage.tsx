import { useSearchParams } from 'react-router-dom';
import { useLang, useTranslation } from '../i18n/react';
import { FOOTER_DOC } from '../content/constants';
import { pickText } from '../content/localized';
import { stayTimes } from '../content/intl';
import { isEmailAddress } from '../content/email';
import { useDocument } from '../data/useRead';
import { useSiteSettings } from '../data/useSiteSettings';
import { useHydrated } from '../data/useHydrated';
import { Seo } from './Seo';
import { EditableText } from '../editing/text/EditableText';
import { PageHeader } from './PageHeader';
import { RequestForm } from './RequestForm';
import styles from './ContactPage.module.css';
import pages from './pages.module.css';

const HEADER = 'contact_page/header';
const DETAILS = 'contact_page/details';
const MAX_INTEREST_CHARS = 200;

export default function ContactPage() {
  const { t } = useTranslation();
  const lang = useLang();
  const [params] = useSearchParams();
  const { siteName } = useSiteSettings();
  const header = useDocument(HEADER);
  const footer = useDocument(FOOTER_DOC);
  const details = useDocument(DETAILS);
  const h = header.status === 'ready' ? header.data : null;
  const emailRaw = footer.status === 'ready' ? pickText(footer.data?.email, lang) : undefined;
  const to = isEmailAddress(emailRaw) ? emailRaw : null;
  // The carried item name is plain text from the address bar: trimmed and bounded. (A saved page has none:
  // it shows once the page is the browser's.)
  const hydrated = useHydrated();
  const interest = ((hydrated && params.get('interest')) || '')
    .replace(/\p{Cc}/gu, ' ')
    .trim()
    .slice(0, MAX_INTEREST_CHARS);

  // Nights picked on a room's page, and the room (its calendar greys out its taken nights).
  const day = (k: string) => {
    const v = (hydrated && params.get(k)) || '';
    return /^\d{4}-\d{2}-\d{2}$/.test(v) ? v : '';
  };
  const stay = { checkIn: day('checkIn'), checkOut: day('checkOut') };
  const roomId = ((hydrated && params.get('room')) || '').slice(0, 700) || undefined;

  return (
    <>
      <Seo
        title={pickText(h?.title, lang) ?? t('nav.contatti')}
        description={pickText(h?.subtitle, lang)}
        image={h?.backgroundImageUrl}
      />
      <PageHeader doc={HEADER} />
      {/* Details and form appear together once the details are read: nothing below them jumps. */}
      {details.status !== 'loading' && (
        <section className={`section container ${pages.twoCol} ${styles.layout}`}>
          <div>
            <EditableText doc={DETAILS} field="title" as="h2" />
            <EditableText doc={DETAILS} field="text" as="p" multiline />
            <dl className={styles.times}>
              <div>
                <dt>{t('contact.checkIn')}</dt>
                <dd>
                  <EditableText doc={FOOTER_DOC} field="checkIn" />
                </dd>
              </div>
              <div>
                <dt>{t('contact.checkOut')}</dt>
                <dd>
                  <EditableText doc={FOOTER_DOC} field="checkOut" />
                </dd>
              </div>
            </dl>
          </div>
          <RequestForm
            to={to}
            siteName={siteName}
            interest={interest}
            times={stayTimes(footer.status === 'ready' ? footer.data : null)}
            ready={footer.status !== 'loading'}
            carried={stay}
            roomId={roomId}
          />
        </section>
      )}
    </>
  );
}
