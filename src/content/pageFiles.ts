/**
 * Where a public page lives among the published files: its saved HTML per language and its published
 * data (src/app/server.tsx writes them; vite.config.ts serves them in preview as Firebase Hosting
 * does with firebase.json; the browser fetches a page's data when it moves to it).
 */

/** The folder of the per-language copies: firebase.json's `"i18n": { "root": "/localized-files" }`. */
export const I18N_ROOT = 'localized-files';

/** The folder of the pages' published data, one JSON file per path. */
export const PAGE_DATA_DIR = 'page-data';

/** The file a path is served from: / → index.html, /camere → camere.html, /camere/x → camere/x.html. */
export function fileForPath(path: string): string | null {
  if (path === '/') return 'index.html';
  let parts: string[];
  try {
    parts = path
      .replace(/^\/+|\/+$/g, '')
      .split('/')
      .map(decodeURIComponent);
  } catch {
    return null;
  }
  if (parts.some((p) => !p || p === '.' || p === '..' || /[\\/\0<>:"|?*]/.test(p))) return null;
  return `${parts.join('/')}.html`;
}

/** The address of a path's published data: / → /page-data/index.json, /camere/x → /page-data/camere/x.json. */
export function pageDataFile(path: string): string | null {
  const file = fileForPath(path);
  return file && `/${PAGE_DATA_DIR}/${encodeURI(file.replace(/\.html$/, '.json'))}`;
}
