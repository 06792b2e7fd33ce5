/**
 * The site's configured name in the published static pages, so no page names the product ("Locanda",
 * index.html's default): the saved pages' no-script note and Open Graph name, and the bare application
 * shell's title too (src/app/server.tsx).
 */
import { escapeHtml as escape } from './html';

/** A saved page: its head already names the site (the application set it); the no-script note too. */
export function withSiteName(html: string, name: string): string {
  const n = escape(name);
  return html
    .replace(/(<meta property="og:site_name" content=")[^"]*(")/, (_m, a: string, b: string) => a + n + b)
    .replace(/(<noscript>)[^<]*?( — )/, (_m, a: string, b: string) => a + n + b);
}

/** The application shell (any path without a saved page): titled with the site's name until a page sets its own. */
export function shellWithSiteName(html: string, name: string): string {
  const n = escape(name);
  return withSiteName(html, name)
    .replace(/<title>[^<]*<\/title>/, () => `<title>${n}</title>`)
    .replace(/(<meta property="og:title" content=")[^"]*(")/, (_m, a: string, b: string) => a + n + b);
}
