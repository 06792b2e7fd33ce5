// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { isEmailAddress } from '../../src/content/email';
import { mailtoLink, prefersMailApp, webmailLink } from '../../src/content/requestEmail';

const message = {
  to: 'info@locanda.example',
  subject: 'Richiesta di disponibilità – Locanda',
  body: 'Camera di interesse: Città & Mare? #2\nNumero di persone: 2 + 1\n\nGrazie',
};

describe('mailtoLink', () => {
  const link = mailtoLink(message);

  it('addresses the recipient with a readable @', () => {
    expect(link.startsWith('mailto:info@locanda.example?subject=')).toBe(true);
  });

  it('percent-encodes accents and dashes, spaces as %20, never +', () => {
    expect(link).toContain('subject=Richiesta%20di%20disponibilit%C3%A0%20%E2%80%93%20Locanda&body=');
    expect(link).not.toContain('+');
  });

  it('encodes & ? # and + inside the body so they cannot end it, and line breaks as %0D%0A', () => {
    const body = link.split('&body=')[1];
    expect(body).toBe(
      'Camera%20di%20interesse%3A%20Citt%C3%A0%20%26%20Mare%3F%20%232%0D%0ANumero%20di%20persone%3A%202%20%2B%201%0D%0A%0D%0AGrazie',
    );
    expect(link.split('&')).toHaveLength(2);
    expect(link).not.toContain('#');
  });

  it('does not double CRLF line breaks that are already there', () => {
    expect(mailtoLink({ ...message, body: 'a\r\nb' })).toMatch(/&body=a%0D%0Ab$/);
  });
});

describe('webmailLink', () => {
  const link = webmailLink(message);
  const url = new URL(link);

  it('opens a compose window with the recipient, subject and body as separate parameters', () => {
    expect(url.protocol).toBe('https:');
    expect(url.searchParams.get('to')).toBe('info@locanda.example');
    expect(url.searchParams.get('su')).toBe(message.subject);
    expect(url.searchParams.get('body')).toBe(message.body.replace(/\n/g, '\r\n'));
  });

  it('writes spaces as %20, accents percent-encoded, line breaks as %0D%0A and & ? # + escaped', () => {
    expect(link).not.toContain('+');
    expect(link).not.toContain('#');
    expect(link).toContain('su=Richiesta%20di%20disponibilit%C3%A0%20%E2%80%93%20Locanda');
    expect(link).toContain(
      'body=Camera%20di%20interesse%3A%20Citt%C3%A0%20%26%20Mare%3F%20%232%0D%0ANumero%20di%20persone%3A%202%20%2B%201%0D%0A%0D%0AGrazie',
    );
  });
});

describe('prefersMailApp', () => {
  it('sends phones and tablets (a finger for a pointer, or an iPad) to the mail app and computers to web mail', () => {
    expect(prefersMailApp({ coarsePointer: true, platform: 'Linux armv8l', maxTouchPoints: 5 })).toBe(true);
    expect(prefersMailApp({ coarsePointer: true, platform: 'iPhone', maxTouchPoints: 5 })).toBe(true);
    // An iPad with a trackpad: a fine pointer, a Mac by its platform, but with touch points.
    expect(prefersMailApp({ coarsePointer: false, platform: 'MacIntel', maxTouchPoints: 5 })).toBe(true);
    expect(prefersMailApp({ coarsePointer: false, platform: 'MacIntel', maxTouchPoints: 0 })).toBe(false);
    // A laptop with a touch screen: its primary pointer is the trackpad.
    expect(prefersMailApp({ coarsePointer: false, platform: 'Win32', maxTouchPoints: 10 })).toBe(false);
  });
});

describe('isEmailAddress', () => {
  it('accepts a plain address and rejects anything that could break a link', () => {
    expect(isEmailAddress('info@locanda.example')).toBe(true);
    for (const v of ['info@locanda', 'a b@c.it', 'x@y.it,z@w.it', '<a@b.it>', '', null, 3]) expect(isEmailAddress(v)).toBe(false);
  });

  it('refuses an address that a mail link would read as more than an address', () => {
    for (const v of [
      'info@example.it?bcc=someone@elsewhere.it',
      'info?bcc=someone@elsewhere.it',
      'info%3Fbcc=x@example.it',
      'info&cc=x@example.it',
      'info#x@example.it',
      'info@example.it/x',
    ])
      expect(isEmailAddress(v)).toBe(false);
  });

  it('accepts the addresses guesthouses really have', () => {
    for (const v of ['info@agriturismo-le-querce.it', 'prenotazioni+sito@locanda.example', "o'brien@inn.ie", 'località@pàrco.it'])
      expect(isEmailAddress(v)).toBe(true);
  });
});
