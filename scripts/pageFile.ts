/**
 * How Firebase Hosting picks a saved page's copy for a request (vite.config.ts serves a build in preview the
 * same way); where the copies live is src/content/pageFiles.ts.
 */
import { LANG_OVERRIDE_COOKIE } from '../src/content/constants';
import { fileForPath, I18N_ROOT } from '../src/content/pageFiles';
import { PREFIXED_LANGS } from '../src/content/paths';
import { KIND_LIST } from '../src/content/catalogue';

export { fileForPath, I18N_ROOT } from '../src/content/pageFiles';

/**
 * The visitor's languages as Firebase Hosting reads them: the override cookie's comma-separated list when
 * it is set, otherwise the Accept-Language header by preference (q), each reduced to its language code.
 */
export function requestLanguages(cookieHeader: string | undefined, acceptLanguage: string | undefined): string[] {
  const cookie = (cookieHeader ?? '')
    .split(';')
    .map((c) => c.trim())
    .find((c) => c.startsWith(`${LANG_OVERRIDE_COOKIE}=`));
  const wanted = cookie
    ? cookie
        .slice(LANG_OVERRIDE_COOKIE.length + 1)
        .split(',')
        .map((l) => ({ l, q: 1 }))
    : (acceptLanguage ?? '')
        .split(',')
        .map((part) => {
          const [l, ...params] = part.trim().split(';');
          const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
          return { l, q: q === undefined ? 1 : Number(q) };
        })
        .filter(({ q }) => q > 0)
        .sort((a, b) => b.q - a.q);
  const out: string[] = [];
  for (const { l } of wanted) {
    const code = l.trim().toLowerCase().split(/[-_]/)[0];
    if (/^[a-z]{2,3}$/.test(code) && !out.includes(code)) out.push(code);
  }
  return out;
}

/**
 * Firebase Hosting's choice among a page's copies (country folders aside, which this site has none of):
 * for each of the visitor's languages in turn, `<root>/<lang>_ALL/<file>` then `<root>/<lang>/<file>`;
 * the default copy at `<file>` when none exists.
 */
export function localizedFile(file: string, languages: string[], exists: (file: string) => boolean): string {
  for (const l of languages)
    for (const folder of [`${l}_ALL`, l]) {
      const candidate = `${I18N_ROOT}/${folder}/${file}`;
      if (exists(candidate)) return candidate;
    }
  return file;
}

/**
 * The one kind of path Hosting answers without a file of its own (firebase.json's rewrite, as a
 * regular expression): a room, service or experience saved since the last publish, in any language,
 * which the application shell reads live (it shows the not-found page when there is no such item).
 */
export const UNPUBLISHED_LISTING = `^/(?:(?:${PREFIXED_LANGS.join('|')})/)?(?:${KIND_LIST.map((k) => k.path.slice(1)).join('|')})/[^/]+$`;

export interface Served {
  /** The file answered with, relative to the site's root. */
  file: string;
  status: 200 | 404;
  /** Whether the response says no search engine is to index it (X-Robots-Tag). */
  noindex: boolean;
}

/**
 * What Firebase Hosting answers for a page's address, as firebase.json sets it up: the page's file in the
 * copy of the visitor's language (`cleanUrls`, the i18n rewrites); the application shell for a listing
 * published since; the not-found page, with a 404, for anything else. The owner's pages (their files
 * are the shell) carry `X-Robots-Tag: noindex`.
 */
export function servedFile(
  pathname: string,
  request: { cookie?: string; acceptLanguage?: string },
  exists: (file: string) => boolean,
  privatePaths: string[],
): Served {
  const languages = requestLanguages(request.cookie, request.acceptLanguage);
  const noindex = privatePaths.includes(pathname);
  const page = fileForPath(pathname);
  if (page) {
    const file = localizedFile(page, languages, exists);
    if (exists(file)) return { file, status: 200, noindex };
  }
  if (new RegExp(UNPUBLISHED_LISTING).test(pathname)) return { file: 'shell.html', status: 200, noindex };
  return { file: localizedFile('404.html', languages, exists), status: 404, noindex };
}
