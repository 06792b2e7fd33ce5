/** URL rules for every image, link and map field. Content never reaches a `javascript:` or `data:` URL. */

const MAX_URL_CHARS = 2048;

/** An absolute http(s) URL (the scheme in any case) that parses, with a host and no spaces. */
export function isHttpUrl(value: unknown): value is string {
  if (typeof value !== 'string' || /\s/.test(value) || value.length > MAX_URL_CHARS) return false;
  if (!/^https?:\/\//i.test(value)) return false;
  try {
    return !!new URL(value).hostname;
  } catch {
    return false;
  }
}

/** SPEC §5: an http(s) URL with no spaces, or a relative path with a single leading '/' and no spaces. */
export function isValidImageUrl(value: unknown): value is string {
  if (typeof value !== 'string' || /\s/.test(value) || value.length > MAX_URL_CHARS) return false;
  if (/^\/(?!\/)/.test(value)) return !value.includes('\\');
  return isHttpUrl(value);
}

/**
 * An `http:` image address as `https:`: the site's Content-Security-Policy lets images in over
 * HTTPS only, and a page served over HTTPS would not show a plain-HTTP picture anyway.
 */
export function httpsImageUrl(value: string): string {
  return /^http:\/\//i.test(value) ? `https://${value.slice(7)}` : value;
}

/** A stored background is used only when it is a string starting with http or '/' (not '//'); http: is upgraded. */
export function usableImageUrl(value: unknown, fallback: string): string {
  return isValidImageUrl(value) ? httpsImageUrl(value) : fallback;
}

/** A navbar or footer link: an internal path, or an http(s)/mailto/tel link. */
export function safeHref(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const v = value.trim();
  // Browsers read '\' as '/' in a URL: '/\evil.example' would lead to another site.
  if (/^\/(?!\/)\S*$/.test(v)) return v.includes('\\') ? undefined : v;
  if (/^(mailto|tel):\S+$/i.test(v)) return v;
  return isHttpUrl(v) ? v : undefined;
}

/**
 * True for an embeddable https map the Content-Security-Policy's frame-src lets in: Google Maps'
 * embed (`www.google.com/maps/embed…`, or `maps.google.com/maps?…&output=embed`) or
 * OpenStreetMap's (`www.openstreetmap.org/export/embed.html`). Other pages of those hosts
 * refuse to be framed, so they would show an empty box.
 */
export function isAllowedMapSrc(value: unknown): value is string {
  if (typeof value !== 'string' || !isHttpUrl(value)) return false;
  const u = new URL(value);
  if (u.protocol !== 'https:') return false;
  if (u.hostname === 'www.google.com') return u.pathname.startsWith('/maps/embed');
  if (u.hostname === 'maps.google.com') return u.pathname.startsWith('/maps') && u.searchParams.get('output') === 'embed';
  return u.hostname === 'www.openstreetmap.org' && u.pathname === '/export/embed.html';
}

/**
 * The map iframe source: https on an allowed map host. Anything else gives null: the site shows no map
 * rather than a place that is not the owner's.
 */
export function safeMapSrc(value: unknown): string | null {
  return isAllowedMapSrc(value) ? new URL(value).toString() : null;
}
