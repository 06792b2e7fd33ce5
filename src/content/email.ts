/** The availability request e-mail: one message, two ways to send it. */

export interface ComposedEmail {
  to: string;
  subject: string;
  body: string;
}

/** Line breaks in a mail body are CRLF (RFC 5322), whichever way the message is sent. */
function crlf(s: string): string {
  return s.replace(/\r?\n/g, '\r\n');
}

/** RFC 6068: percent-encode everything, line breaks as CRLF. */
function enc(s: string): string {
  return encodeURIComponent(crlf(s));
}

export function isEmailAddress(s: unknown): s is string {
  return typeof s === 'string' && /^[^\s@<>()"',;:]+@[^\s@<>()"',;:]+\.[^\s@<>()"',;:]+$/.test(s);
}

export function mailtoLink(m: ComposedEmail): string {
  return `mailto:${encodeURIComponent(m.to).replace(/%40/g, '@')}?subject=${enc(m.subject)}&body=${enc(m.body)}`;
}

/** Web-mail compose window for desktops without a mail program. */
export function webmailLink(m: ComposedEmail): string {
  const q = new URLSearchParams({ view: 'cm', fs: '1', to: m.to, su: m.subject, body: crlf(m.body) });
  return `https://mail.google.com/mail/?${q.toString().replace(/\+/g, '%20')}`;
}

/** Phones (touch and a narrow screen) get the mail app; desktops the web-mail window. */
export function prefersMailApp(env: { coarsePointer: boolean; widthPx: number }): boolean {
  return env.coarsePointer && env.widthPx <= 900;
}
