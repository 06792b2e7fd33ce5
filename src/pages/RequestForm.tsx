import { useEffect, useId, useState, type FormEvent } from 'react';
import { useLang, useTranslation } from '../i18n/react';
import { mailtoHref } from '../content/email';
import { composeRequest, mailtoLink, prefersMailApp, webmailLink } from '../content/requestEmail';
import { StayDates, type Stay } from './StayDates';
import styles from './ContactPage.module.css';

const MAX_GUESTS = 30;
const MAX_REQUEST_CHARS = 2000;

/**
 * The availability request: the guest's dates, times, party and wishes, written into an e-mail to the house
 * (`to`; none, and the form says so, while `ready` and no address is known) that their mail app or web mail
 * opens, ready to send. The times start at the house's own (`times`) until the guest picks others.
 */
export function RequestForm({
  to,
  siteName,
  interest,
  times,
  ready,
  carried,
  roomId,
}: {
  to: string | null;
  siteName: string;
  interest: string;
  times: { checkIn?: string; checkOut?: string };
  ready: boolean;
  /** Nights carried from a room's page. */
  carried?: Stay;
  /** The room asked about (from its page): the calendar greys out its taken nights. */
  roomId?: string;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  const id = useId();
  const [form, setForm] = useState({
    guests: '',
    checkInDate: '',
    checkInTime: null as string | null,
    checkOutDate: '',
    checkOutTime: null as string | null,
    requests: '',
  });
  // Nights carried from the room's page arrive once the page is the browser's; what the guest typed stays.
  useEffect(() => {
    if (carried?.checkIn || carried?.checkOut)
      setForm((f) =>
        f.checkInDate || f.checkOutDate ? f : { ...f, checkInDate: carried.checkIn, checkOutDate: carried.checkOut },
      );
  }, [carried?.checkIn, carried?.checkOut]);
  const checkInTime = form.checkInTime ?? times.checkIn ?? '';
  const checkOutTime = form.checkOutTime ?? times.checkOut ?? '';
  const guests = Number(form.guests);
  const guestsWrong = form.guests !== '' && !(Number.isInteger(guests) && guests >= 1 && guests <= MAX_GUESTS);
  const datesWrong = !!form.checkInDate && !!form.checkOutDate && form.checkOutDate <= form.checkInDate;
  const [mobile, setMobile] = useState(false);
  const [copied, setCopied] = useState<'ok' | 'fail' | null>(null);

  useEffect(() => {
    const coarse = window.matchMedia('(pointer: coarse)');
    const check = () =>
      setMobile(
        prefersMailApp({ coarsePointer: coarse.matches, platform: navigator.platform, maxTouchPoints: navigator.maxTouchPoints }),
      );
    check();
    coarse.addEventListener('change', check);
    return () => coarse.removeEventListener('change', check);
  }, []);

  const email = to && composeRequest(to, siteName, { ...form, interest, checkInTime, checkOutTime }, t, lang);
  // On a phone the mail app; elsewhere a web-mail's compose page, in a new tab.
  const composeHref = email && !guestsWrong && !datesWrong ? (mobile ? mailtoLink(email) : webmailLink(email)) : null;
  const compose = (e: FormEvent) => {
    e.preventDefault();
    if (!composeHref) return;
    if (mobile) window.location.href = composeHref;
    else window.open(composeHref, '_blank', 'noopener,noreferrer');
  };
  const set = (k: keyof typeof form) => (e: { target: { value: string } }) => setForm((f) => ({ ...f, [k]: e.target.value }));
  /** The time beside a date: the house's own until the guest picks another. */
  const time = (which: 'checkIn' | 'checkOut', value: string) => (
    <label>
      {t('contact.time')}
      <input type="time" name={`${t('contact.time')} (${t(`contact.${which}`)})`} value={value} onChange={set(`${which}Time`)} />
    </label>
  );
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(to ?? '');
      setCopied('ok');
    } catch {
      setCopied('fail');
    }
  };
  return (
    // Before the application starts, and without it, the browser sends the form itself as an e-mail (HTML's
    // "mail as body": the mail app opens to the house, with the subject and a line per named field); the
    // application composes the full e-mail instead.
    <form
      className={styles.card}
      onSubmit={compose}
      aria-labelledby={`${id}-h`}
      action={email ? `${mailtoHref(email.to)}?subject=${encodeURIComponent(email.subject)}` : undefined}
      method="post"
      encType="text/plain"
    >
      <h2 id={`${id}-h`} className={styles.cardTitle}>
        {t('contact.formTitle')}
      </h2>
      {interest && (
        <p className={styles.interest}>
          {t('contact.interest')}: <strong>{interest}</strong>
          <input type="hidden" name={t('contact.interest')} value={interest} />
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
            name={t('contact.guests')}
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
        {/* The dates: native fields that the range picker joins where the application runs (StayDates). */}
        <StayDates
          value={{ checkIn: form.checkInDate, checkOut: form.checkOutDate }}
          onChange={(v) => setForm((f) => ({ ...f, checkInDate: v.checkIn, checkOutDate: v.checkOut }))}
          roomId={roomId}
          names={{ checkIn: t('contact.checkInDate'), checkOut: t('contact.checkOutDate') }}
          pairClass={styles.pair}
          inExtra={time('checkIn', checkInTime)}
          outExtra={time('checkOut', checkOutTime)}
          outProps={{ 'aria-invalid': datesWrong || undefined, 'aria-describedby': datesWrong ? `${id}-dates` : undefined }}
        />
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
              name={t('contact.requests')}
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
        ready && <p className="message message-error">{t('contact.noEmail')}</p>
      )}
    </form>
  );
}
