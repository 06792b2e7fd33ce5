/** Where a prerendered page lives in a build (scripts/prerender.ts writes it, vite.config.ts serves it in preview). */

/** The file a path is served from: / → index.html, /camere → camere.html, /camere/x → camere/x.html. */
export function fileForPath(path: string): string | null {
  if (path === '/') return 'index.html';
  const parts = path
    .replace(/^\/+|\/+$/g, '')
    .split('/')
    .map(decodeURIComponent);
  if (parts.some((p) => !p || p === '.' || p === '..' || /[\\/\0<>:"|?*]/.test(p))) return null;
  return `${parts.join('/')}.html`;
}
