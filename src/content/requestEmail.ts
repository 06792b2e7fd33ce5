/** The availability request e-mail: its words, and two ways to send it. */
import type { TFunction } from 'i18next';
import type { Lang } from './constants';
import { mailtoHref } from './email';
import { formatDay } from './intl';

export interface ComposedEmail {
  to: string;
  subject: string;
  body: string;
}

/** What the guest asks for: each as typed (dates as `YYYY-MM-DD`, times as HH:MM), '' when not given. */
export interface AvailabilityRequest {
  interest: string;
  guests: string;
  checkInDate: string;
  checkInTime: string;
  checkOutDate: string;
  checkOutTime: string;
  requests: string;
}

/** The request as the guest sends it, in their language: the site's name in the subject, every detail in the body. */
export function composeRequest(to: string, siteName: string, r: AvailabilityRequest, t: TFunction, lang: Lang): ComposedEmail {
  const dash = t('email.notSpecified');
  const when = (day: string, time: string) => (day ? `${formatDay(day, lang)} ${time}`.trim() : dash);
  return {
    to,
    subject: t('email.subject', { site: siteName }),
    body: `${t('email.body', {
      room: r.interest || dash,
      guests: r.guests || dash,
      checkIn: when(r.checkInDate, r.checkInTime),
      checkOut: when(r.checkOutDate, r.checkOutTime),
      requests: r.requests.trim() || dash,
      interpolation: { escapeValue: false },
    })}\n${ownerSummary(r)}`,
  };
}

/**
 * Below the guest's words, whatever their language: the request at a glance for the house, in Italian
 * (the owner's language), every detail as the guest gave it.
 */
export function ownerSummary(r: AvailabilityRequest): string {
  const dash = '—';
  const when = (day: string, time: string) => (day ? `${formatDay(day, 'it')}${time ? ` ore ${time}` : ''}` : dash);
  const day = (iso: string) => Date.parse(`${iso}T00:00:00Z`);
  const n = r.checkOutDate > r.checkInDate ? Math.round((day(r.checkOutDate) - day(r.checkInDate)) / 86_400_000) || 0 : 0;
  return [
    '—',
    'Riepilogo per la struttura',
    `Camera: ${r.interest || dash}`,
    `Persone: ${r.guests || dash}`,
    `Notti: ${n ? `${n} (${formatDay(r.checkInDate, 'it')} – ${formatDay(r.checkOutDate, 'it')})` : dash}`,
    `Arrivo: ${when(r.checkInDate, r.checkInTime)}`,
    `Partenza: ${when(r.checkOutDate, r.checkOutTime)}`,
    `Richieste: ${r.requests.trim() || dash}`,
    '',
  ].join('\n');
}

/** Line breaks in a mail body are CRLF (RFC 5322), whichever way the message is sent. */
function crlf(s: string): string {
  return s.replace(/\r?\n/g, '\r\n');
}

/** RFC 6068: percent-encode everything, line breaks as CRLF. */
function enc(s: string): string {
  return encodeURIComponent(crlf(s));
}

export function mailtoLink(m: ComposedEmail): string {
  return `${mailtoHref(m.to)}?subject=${enc(m.subject)}&body=${enc(m.body)}`;
}

/** Web-mail compose window for desktops without a mail program. */
export function webmailLink(m: ComposedEmail): string {
  const q = new URLSearchParams({ view: 'cm', fs: '1', to: m.to, su: m.subject, body: crlf(m.body) });
  return `https://mail.google.com/mail/?${q.toString().replace(/\+/g, '%20')}`;
}

/**
 * Phones and tablets (they have a mail app) get the mail app; computers the web-mail window. Told by the
 * primary pointer, a finger, not by the width (a tablet is as wide as a laptop), and by the platform for an
 * iPad, which reports itself as a Mac (MacIntel) with a touch screen, and whose pointer may be a trackpad.
 */
export function prefersMailApp(env: { coarsePointer: boolean; platform: string; maxTouchPoints: number }): boolean {
  return env.coarsePointer || (env.platform === 'MacIntel' && env.maxTouchPoints > 1);
}
