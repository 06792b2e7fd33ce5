/** E-mail addresses: which are plain addresses, and their `mailto:` link. (The availability request's e-mail is
 * src/content/requestEmail.ts, which only the contact page needs.) */

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
