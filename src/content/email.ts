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

/**
 * A plain address: letters (any script), digits and . _ + ' - before the @, a domain with a dot.
 * Nothing that a mail link would read as more than an address (`?`, `&`, `%`, `#`, `,`, spaces…),
 * so a stored `info@x.it?bcc=someone@y.z` is refused rather than linked.
 */
export function isEmailAddress(s: unknown): s is string {
  return typeof s === 'string' && s.length <= 254 && /^[\p{L}\p{N}._+'-]+@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)+$/u.test(s);
}

/** `mailto:` for an address alone, every character but the @ percent-encoded (RFC 6068). */
export function mailtoHref(address: string): string {
  return `mailto:${encodeURIComponent(address).replace(/%40/g, '@')}`;
}

export function mailtoLink(m: ComposedEmail): string {
  return `${mailtoHref(m.to)}?subject=${enc(m.subject)}&body=${enc(m.body)}`;
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
