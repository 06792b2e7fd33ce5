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

/** A stored background is used only when it is a string starting with http or '/' (not '//'). */
export function usableImageUrl(value: unknown, fallback: string): string {
  return isValidImageUrl(value) ? value : fallback;
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

/** Hosts allowed to be framed as the map; the same list as the Content-Security-Policy's frame-src. */
export const MAP_FRAME_HOSTS = ['www.google.com', 'maps.google.com', 'www.openstreetmap.org'];

/** True for an https map on an allowed host (Google Maps under /maps, or OpenStreetMap). */
export function isAllowedMapSrc(value: unknown): value is string {
  if (typeof value !== 'string' || /\s/.test(value)) return false;
  try {
    const u = new URL(value);
    if (u.protocol !== 'https:' || !MAP_FRAME_HOSTS.includes(u.hostname)) return false;
    return u.hostname === 'www.openstreetmap.org' || u.pathname.startsWith('/maps');
  } catch {
    return false;
  }
}

/**
 * The map iframe source: https on an allowed map host. Anything else gives null: the site shows no map
 * rather than a place that is not the owner's.
 */
export function safeMapSrc(value: unknown): string | null {
  return isAllowedMapSrc(value) ? new URL(value).toString() : null;
}
