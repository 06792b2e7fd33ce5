// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { httpsImageUrl, isHttpUrl, isValidImageUrl, safeHref, safeMapSrc, usableImageUrl } from '../../src/content/urls';

describe('isValidImageUrl (SPEC §5)', () => {
  it.each([
    'https://example.com/immagine.jpg',
    'http://example.com/a.png?x=1#y',
    'HTTPS://EXAMPLE.COM/X.JPG',
    '/immagine.jpg',
    '/local-files/rooms/main/1_foto.png',
  ])('accepts %s', (url) => {
    expect(isValidImageUrl(url)).toBe(true);
  });

  it.each([
    ['a protocol-relative URL', '//evil.example/x.jpg'],
    ['a bare file name', 'foto.jpg'],
    ['a javascript: URL', 'javascript:alert(1)'],
    ['an upper-case javascript: URL', 'JavaScript:alert(1)'],
    ['a data: URL', 'data:image/png;base64,iVBORw0KGgo='],
    ['an ftp URL', 'ftp://example.com/a.jpg'],
    ['a URL with a space', 'https://example.com/my photo.jpg'],
    ['a path with a space', '/my photo.jpg'],
    ['a leading space', ' /foto.jpg'],
    ['a backslash path', '/\\evil.example/x.jpg'],
    ['an http URL without host', 'http://'],
    ['an empty string', ''],
  ])('rejects %s', (_what, url) => {
    expect(isValidImageUrl(url)).toBe(false);
  });

  it('rejects non-strings and absurdly long values', () => {
    for (const v of [null, undefined, 1, {}, ['https://example.com/a.jpg']]) expect(isValidImageUrl(v)).toBe(false);
    expect(isValidImageUrl(`https://example.com/${'a'.repeat(3000)}.jpg`)).toBe(false);
  });
});

describe('usableImageUrl', () => {
  it('uses a stored value only when it is a valid image URL, else the fallback', () => {
    expect(usableImageUrl('/demo/a.svg', '/default.svg')).toBe('/demo/a.svg');
    expect(usableImageUrl('https://cdn.example/a.jpg', '/default.svg')).toBe('https://cdn.example/a.jpg');
    expect(usableImageUrl('javascript:alert(1)', '/default.svg')).toBe('/default.svg');
    expect(usableImageUrl('//evil.example/a.jpg', '/default.svg')).toBe('/default.svg');
    expect(usableImageUrl(undefined, '/default.svg')).toBe('/default.svg');
    expect(usableImageUrl({ url: '/a.jpg' }, '')).toBe('');
  });
});

describe('isHttpUrl', () => {
  it.each(['https://example.com', 'http://example.com/a?b=1#c', 'HTTPS://EXAMPLE.COM/X', 'Http://www.openstreetmap.org/?mlat=1'])(
    'accepts %s',
    (url) => {
      expect(isHttpUrl(url)).toBe(true);
    },
  );

  it.each([
    ['a javascript: URL', 'javascript:alert(1)'],
    ['a protocol-relative URL', '//example.com/x'],
    ['a single slash after the scheme', 'http:/example.com'],
    ['no slashes after the scheme', 'https:example.com'],
    ['a space inside', 'https://example.com/a b'],
    ['a leading space', ' https://example.com'],
    ['a trailing space', 'https://example.com '],
    ['no host', 'http://'],
    ['a relative path', '/camere'],
    ['an ftp URL', 'ftp://example.com'],
    ['a mailto: link', 'mailto:info@example.com'],
    ['a backslash for the slashes', 'https:\\\\example.com'],
    ['an overlong URL', `https://example.com/${'a'.repeat(2048)}`],
    ['a number', 42],
    ['null', null],
  ])('refuses %s', (_what, url) => {
    expect(isHttpUrl(url)).toBe(false);
  });
});

describe('safeHref', () => {
  it('keeps internal paths, http(s), mailto and tel links (trimmed)', () => {
    expect(safeHref('/camere')).toBe('/camere');
    expect(safeHref('  /offerte  ')).toBe('/offerte');
    expect(safeHref('https://www.openstreetmap.org/?mlat=1')).toBe('https://www.openstreetmap.org/?mlat=1');
    expect(safeHref('mailto:info@locanda.example')).toBe('mailto:info@locanda.example');
    expect(safeHref('tel:+390763555214')).toBe('tel:+390763555214');
  });

  it('drops internal-looking paths with a backslash, which browsers read as another host', () => {
    expect(safeHref('/\\evil.example')).toBeUndefined();
    expect(safeHref('/camere\\x')).toBeUndefined();
  });

  it('drops script, data, protocol-relative and malformed links', () => {
    for (const v of [
      'javascript:alert(1)',
      'data:text/html,<b>x</b>',
      '//evil.example',
      'camere',
      '/a b',
      'mailto:',
      'http:/evil.example',
      'vbscript:x',
      5,
      null,
    ])
      expect(safeHref(v)).toBeUndefined();
  });
});

describe('safeMapSrc', () => {
  it('keeps https maps on the allowed hosts', () => {
    const google = 'https://www.google.com/maps/embed?pb=!1m18!1m12';
    expect(safeMapSrc(google)).toBe(google);
    expect(safeMapSrc('https://maps.google.com/maps?q=Orvieto&output=embed')).toBe(
      'https://maps.google.com/maps?q=Orvieto&output=embed',
    );
    const osm = 'https://www.openstreetmap.org/export/embed.html?bbox=12.1%2C42.7%2C12.3%2C42.8&layer=mapnik';
    expect(safeMapSrc(osm)).toBe(osm);
  });

  it.each([
    'javascript:alert(1)',
    'https://evil.example/maps/embed',
    'http://www.google.com/maps/embed?pb=1',
    'https://www.google.com/search?q=x',
    'https://www.google.com.evil.example/maps',
    'https://www.google.com@evil.example/maps',
    'https://maps.google.com.evil.example/maps',
    'data:text/html,<iframe>',
    'https://www.google.com/maps embed',
    // Hosts the Content-Security-Policy lets in, but pages of theirs that refuse to be framed
    // (or that frame-src does not cover: it allows www.google.com/maps/ only).
    'https://www.google.com/mapsfoo',
    'https://www.google.com/maps/place/Orvieto',
    'https://maps.google.com/maps?q=Orvieto',
    'https://www.openstreetmap.org/?mlat=42.7&mlon=12.1',
    '',
  ])('gives no map for %s', (src) => {
    expect(safeMapSrc(src)).toBeNull();
  });

  it('gives no map for non-strings', () => {
    expect(safeMapSrc(undefined)).toBeNull();
    expect(safeMapSrc({ src: 'x' })).toBeNull();
  });
});

describe('images over plain HTTP', () => {
  it('are shown and stored over HTTPS, which the Content-Security-Policy lets in', () => {
    expect(httpsImageUrl('http://example.com/a.jpg')).toBe('https://example.com/a.jpg');
    expect(httpsImageUrl('HTTP://example.com/a.jpg')).toBe('https://example.com/a.jpg');
    expect(httpsImageUrl('https://example.com/a.jpg')).toBe('https://example.com/a.jpg');
    expect(httpsImageUrl('/demo/a.svg')).toBe('/demo/a.svg');
    expect(usableImageUrl('http://example.com/a.jpg', '/x.svg')).toBe('https://example.com/a.jpg');
  });
});
