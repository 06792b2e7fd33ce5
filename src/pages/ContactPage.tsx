import { useEffect, useId, useMemo, useState, type FormEvent } from 'react';
import { useSearchParams } from 'wouter';
import { useTranslation } from 'react-i18next';
import { FALLBACK_LANG, FOOTER_DOC } from '../content/constants';
import { pickText } from '../content/localized';
import { formatDay, timesIn } from '../content/intl';
import { isEmailAddress, mailtoLink, prefersMailApp, webmailLink, type ComposedEmail } from '../content/email';
import { useDocument } from '../data/useRead';
import { useLang } from '../data/useLang';
import { useSiteSettings } from '../data/useSiteSettings';
import { useHydrated } from '../data/useHydrated';
import { Seo } from './Seo';
import { EditableText } from '../editing/EditableText';
import { PageHeader } from './PageHeader';
import styles from './ContactPage.module.css';
import pages from './pages.module.css';

const HEADER = 'contact_page/header';
const DETAILS = 'contact_page/details';
const MAX_INTEREST_CHARS = 200;
const MAX_GUESTS = 30;
const MAX_REQUEST_CHARS = 2000;

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
  // The carried item name is plain text from the address bar: trimmed and bounded. (A saved page has none:
  // it shows once the page is the browser's.)
  const hydrated = useHydrated();
  const interest = ((hydrated && params.get('interest')) || '')
    .replace(/\p{Cc}/gu, ' ')
    .trim()
    .slice(0, MAX_INTEREST_CHARS);
  const [form, setForm] = useState({
    guests: '',
    checkInDate: '',
    checkInTime: null as string | null,
    checkOutDate: '',
    checkOutTime: null as string | null,
    requests: '',
  });
  // The times the guest has not chosen: the start of the check-in window and the end of the check-out
  // window, as the owner wrote them (in Italian, the texts every language falls back to).
  const f = footer.status === 'ready' ? footer.data : null;
  const checkInTime = form.checkInTime ?? timesIn(pickText(f?.checkIn, FALLBACK_LANG))[0] ?? '';
  const checkOutTime = form.checkOutTime ?? timesIn(pickText(f?.checkOut, FALLBACK_LANG)).at(-1) ?? '';
  const guests = Number(form.guests);
  const guestsWrong = form.guests !== '' && !(Number.isInteger(guests) && guests >= 1 && guests <= MAX_GUESTS);
  const datesWrong = !!form.checkInDate && !!form.checkOutDate && form.checkOutDate <= form.checkInDate;
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
    const when = (d: string, time: string) => (d ? `${formatDay(d, lang)} ${time}`.trim() : dash);
    return {
      to,
      subject: t('email.subject', { site: siteName }),
      body: t('email.body', {
        room: interest || dash,
        guests: form.guests || dash,
        checkIn: when(form.checkInDate, checkInTime),
        checkOut: when(form.checkOutDate, checkOutTime),
        requests: form.requests.trim() || dash,
        interpolation: { escapeValue: false },
      }),
    };
  }, [to, t, lang, siteName, interest, form, checkInTime, checkOutTime]);

  // On a phone the mail app; elsewhere a web-mail's compose page, in a new tab.
  const composeHref = email && !guestsWrong && !datesWrong ? (mobile ? mailtoLink(email) : webmailLink(email)) : null;
  const compose = (e: FormEvent) => {
    e.preventDefault();
    if (!composeHref) return;
    if (mobile) window.location.href = composeHref;
    else window.open(composeHref, '_blank', 'noopener,noreferrer');
  };

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
          <form className={styles.card} onSubmit={compose} aria-labelledby={`${id}-h`}>
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
                <input
                  type="number"
                  min={1}
                  max={MAX_GUESTS}
                  inputMode="numeric"
                  value={form.guests}
                  onChange={set('guests')}
                  aria-invalid={guestsWrong || undefined}
                  aria-describedby={guestsWrong ? `${id}-guests` : undefined}
                />
              </label>
              {guestsWrong && (
                <p id={`${id}-guests`} role="alert" className={styles.problem}>
                  {t('contact.guestsRange', { max: MAX_GUESTS })}
                </p>
              )}
              <div className={styles.pair}>
                <label>
                  {t('contact.checkInDate')}
                  <input type="date" value={form.checkInDate} onChange={set('checkInDate')} />
                </label>
                <label>
                  {t('contact.time')}
                  <input type="time" value={checkInTime} onChange={set('checkInTime')} />
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
                    aria-invalid={datesWrong || undefined}
                    aria-describedby={datesWrong ? `${id}-dates` : undefined}
                  />
                </label>
                <label>
                  {t('contact.time')}
                  <input type="time" value={checkOutTime} onChange={set('checkOutTime')} />
                </label>
              </div>
              {datesWrong && (
                <p id={`${id}-dates`} role="alert" className={styles.problem}>
                  {t('contact.checkOutBefore')}
                </p>
              )}
              <div>
                <label>
                  {t('contact.requests')}
                  <textarea
                    rows={3}
                    value={form.requests}
                    onChange={set('requests')}
                    maxLength={MAX_REQUEST_CHARS}
                    aria-describedby={`${id}-requests`}
                  />
                </label>
                <p id={`${id}-requests`} role="status" className={styles.problem}>
                  {form.requests.length >= MAX_REQUEST_CHARS ? t('contact.requestsMax', { max: MAX_REQUEST_CHARS }) : ''}
                </p>
              </div>
            </div>
            {guestsWrong || datesWrong ? null : email ? (
              <div className={styles.actions}>
                {/* The form's own button (Enter in a field presses it): it opens the composed e-mail. */}
                <button type="submit" className="btn" data-testid="compose" data-href={composeHref}>
                  {t('contact.compose')}
                  {!mobile && <span className="visually-hidden"> {t('nav.opensNewWindow')}</span>}
                </button>
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
