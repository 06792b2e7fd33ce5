import { useEffect, useId, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { CHECK_IN, CHECK_OUT, FOOTER_DOC } from '../content/constants';
import { pickText } from '../content/localized';
import { isEmailAddress, mailtoLink, prefersMailApp, webmailLink, type ComposedEmail } from '../content/email';
import { useDocument } from '../data/useRead';
import { useLang } from '../data/useLang';
import { useSiteSettings } from '../data/useSiteSettings';
import { Seo } from './Seo';
import { EditableText } from '../editing/EditableText';
import { PageHeader } from './PageHeader';
import styles from './ContactPage.module.css';
import pages from './pages.module.css';

const HEADER = 'contact_page/header';
const DETAILS = 'contact_page/details';
const MAX_INTEREST_CHARS = 200;

export default function ContactPage() {
  const { t } = useTranslation();
  const lang = useLang();
  const id = useId();
  const [params] = useSearchParams();
  const { siteName } = useSiteSettings();
  const header = useDocument(HEADER);
  const footer = useDocument(FOOTER_DOC);
  const details = useDocument(DETAILS);
  const h = header.status === 'ready' ? header.data : null;
  const emailRaw = footer.status === 'ready' ? pickText(footer.data?.email, lang) : undefined;
  const to = isEmailAddress(emailRaw) ? emailRaw : null;
  // The carried item name is plain text from the address bar: trimmed and bounded.
  const interest = (params.get('interest') ?? '')
    .replace(/\p{Cc}/gu, ' ')
    .trim()
    .slice(0, MAX_INTEREST_CHARS);
  const [form, setForm] = useState({
    guests: '',
    checkInDate: '',
    checkInTime: CHECK_IN.from,
    checkOutDate: '',
    checkOutTime: CHECK_OUT.to,
    requests: '',
  });
  const [mobile, setMobile] = useState(false);
  const [copied, setCopied] = useState<'ok' | 'fail' | null>(null);

  useEffect(() => {
    const check = () =>
      setMobile(prefersMailApp({ coarsePointer: window.matchMedia('(pointer: coarse)').matches, widthPx: window.innerWidth }));
    check();
    window.addEventListener('resize', check);
    return () => window.removeEventListener('resize', check);
  }, []);

  const email: ComposedEmail | null = useMemo(() => {
    if (!to) return null;
    const dash = t('email.notSpecified');
    const when = (d: string, time: string) => (d ? `${d} ${time}`.trim() : dash);
    return {
      to,
      subject: t('email.subject', { site: siteName }),
      body: t('email.body', {
        room: interest || dash,
        guests: form.guests || dash,
        checkIn: when(form.checkInDate, form.checkInTime),
        checkOut: when(form.checkOutDate, form.checkOutTime),
        requests: form.requests.trim() || dash,
        interpolation: { escapeValue: false },
      }),
    };
  }, [to, t, siteName, interest, form]);

  const set = (k: keyof typeof form) => (e: { target: { value: string } }) => setForm((f) => ({ ...f, [k]: e.target.value }));
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(to ?? '');
      setCopied('ok');
    } catch {
      setCopied('fail');
    }
  };

  return (
    <>
      <Seo title={pickText(h?.title, lang) ?? t('nav.contatti')} description={pickText(h?.subtitle, lang)} />
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
                <dd>{t('contact.timeRange', { from: CHECK_IN.from, to: CHECK_IN.to })}</dd>
              </div>
              <div>
                <dt>{t('contact.checkOut')}</dt>
                <dd>{t('contact.timeRange', { from: CHECK_OUT.from, to: CHECK_OUT.to })}</dd>
              </div>
            </dl>
          </div>
          <form className={styles.card} onSubmit={(e) => e.preventDefault()} aria-labelledby={`${id}-h`}>
            <h2 id={`${id}-h`} className={styles.cardTitle}>
              {t('contact.formTitle')}
            </h2>
            {interest && (
              <p className={styles.interest}>
                {t('contact.interest')}: <strong>{interest}</strong>
              </p>
            )}
            <p className="muted">{t('contact.formIntro')}</p>
            <div className={styles.fields}>
              <label>
                {t('contact.guests')}
                <input type="number" min={1} max={30} inputMode="numeric" value={form.guests} onChange={set('guests')} />
              </label>
              <div className={styles.pair}>
                <label>
                  {t('contact.checkInDate')}
                  <input type="date" value={form.checkInDate} onChange={set('checkInDate')} />
                </label>
                <label>
                  {t('contact.time')}
                  <input type="time" value={form.checkInTime} onChange={set('checkInTime')} />
                </label>
              </div>
              <div className={styles.pair}>
                <label>
                  {t('contact.checkOutDate')}
                  <input
                    type="date"
                    value={form.checkOutDate}
                    min={form.checkInDate || undefined}
                    onChange={set('checkOutDate')}
                  />
                </label>
                <label>
                  {t('contact.time')}
                  <input type="time" value={form.checkOutTime} onChange={set('checkOutTime')} />
                </label>
              </div>
              <label>
                {t('contact.requests')}
                <textarea rows={3} value={form.requests} onChange={set('requests')} maxLength={2000} />
              </label>
            </div>
            {email ? (
              <div className={styles.actions}>
                <a
                  className="btn"
                  href={mobile ? mailtoLink(email) : webmailLink(email)}
                  target={mobile ? undefined : '_blank'}
                  rel={mobile ? undefined : 'noopener noreferrer'}
                  data-testid="compose"
                >
                  {t('contact.compose')}
                  {!mobile && <span className="visually-hidden"> {t('nav.opensNewWindow')}</span>}
                </a>
                {!mobile && (
                  <a className={styles.secondary} href={mailtoLink(email)}>
                    {t('contact.mailApp')}
                  </a>
                )}
                <p className={styles.address}>
                  <span>{to}</span>
                  <button type="button" className={styles.copy} onClick={copy}>
                    {t('contact.copy')}
                  </button>
                  <span role="status" className={styles.copied}>
                    {copied === 'ok' ? t('contact.copied') : copied === 'fail' ? t('contact.copyFailed') : ''}
                  </span>
                </p>
              </div>
            ) : (
              footer.status !== 'loading' && <p className="message message-error">{t('contact.noEmail')}</p>
            )}
          </form>
        </section>
      )}
    </>
  );
}
