/**
 * The site's routes (SPEC §2's fixed paths), named once. The catalogues' own paths (/camere, /servizi,
 * /esperienze) live with each catalogue in src/content/catalogue.ts.
 */
import { FALLBACK_LANG, LANGUAGES, type Lang } from './constants';
import { KIND_LIST } from './catalogue';

export const HOME_PATH = '/';
export const GALLERY_PATH = '/galleria';
export const LOCATION_PATH = '/posizione';
export const CONTACT_PATH = '/contatti';
/** The privacy notice, in five languages (linked from the footer and the cookie notice). */
export const PRIVACY_PATH = '/privacy';
export const SETTINGS_PATH = '/admin-impostazioni-sito';
/** The pages besides the catalogues' that a visitor can reach. */
export const PAGE_PATHS = [HOME_PATH, GALLERY_PATH, LOCATION_PATH, CONTACT_PATH, PRIVACY_PATH];
/** Where the not-found page is published (Firebase Hosting serves `404.html` for any unknown path). */
export const NOT_FOUND_PATH = '/404';

/** Every public page of the site: the fixed ones and each room, service and experience (by their ids). */
export function publicPaths(items: { kind: (typeof KIND_LIST)[number]; id: string }[]): string[] {
  return [
    HOME_PATH,
    ...KIND_LIST.map((k) => k.path),
    ...PAGE_PATHS.filter((p) => p !== HOME_PATH),
    ...items.map(({ kind, id }) => `${kind.path}/${encodeURIComponent(id)}`),
  ];
}

/** Whether a path is a page visitors read, in five languages (not the owner's pages, not an unknown path). */
export function isPublicPath(path: string): boolean {
  if (PAGE_PATHS.includes(path)) return true;
  return KIND_LIST.some((k) => {
    if (path === k.path) return true;
    const id = path.startsWith(`${k.path}/`) ? path.slice(k.path.length + 1) : '';
    return id !== '' && !id.includes('/');
  });
}

/**
 * The languages whose pages have a URL of their own under a prefix (`/de/camere`); Italian, the
 * fallback, keeps the specification's paths.
 */
export const PREFIXED_LANGS = LANGUAGES.filter((l) => l !== FALLBACK_LANG);
const PREFIX = new RegExp(`^/(${PREFIXED_LANGS.join('|')})(?=/|$)`);

/** The language a path's prefix names, and the path without it: `/de/camere` → de, `/camere`. */
export function splitLangPath(pathname: string): { lang: Lang | null; path: string } {
  const m = PREFIX.exec(pathname);
  if (!m) return { lang: null, path: pathname };
  return { lang: m[1] as Lang, path: pathname.slice(m[0].length) || HOME_PATH };
}

/**
 * A page's URL in a language: `/camere` in German is `/de/camere`, the homepage `/de`. A query or a
 * fragment stays; the owner's pages and unknown paths have one URL for every language.
 */
export function localizedPath(to: string, lang: Lang): string {
  const at = to.search(/[?#]/);
  const path = at < 0 ? to : to.slice(0, at);
  if (lang === FALLBACK_LANG || !isPublicPath(path)) return to;
  return `/${lang}${path === HOME_PATH ? '' : path}${at < 0 ? '' : to.slice(at)}`;
}
