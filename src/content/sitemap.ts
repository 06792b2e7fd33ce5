/**
 * The sitemap and robots.txt of the published site: every public page's URL in each language, each with
 * all five as its alternates. Rendered with the pages (src/app/server.tsx), so a listing added since appears with its
 * first publish.
 */
import { FALLBACK_LANG, LANGUAGES } from './constants';
import { localizedPath, SETTINGS_PATH } from './paths';
import { escapeHtml as esc } from './html';

/** One `<url>` per language's URL of a page, each naming all of the page's URLs as its alternates. */
function entries(site: string, path: string): string[] {
  const links = [
    ...LANGUAGES.map((l) => `    <xhtml:link rel="alternate" hreflang="${l}" href="${esc(site + localizedPath(path, l))}"/>`),
    `    <xhtml:link rel="alternate" hreflang="x-default" href="${esc(site + localizedPath(path, FALLBACK_LANG))}"/>`,
  ].join('\n');
  return LANGUAGES.map((l) => `  <url>\n    <loc>${esc(site + localizedPath(path, l))}</loc>\n${links}\n  </url>`);
}

export function sitemapXml(site: string, paths: string[]): string {
  return `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">
${paths.flatMap((p) => entries(site, p)).join('\n')}
</urlset>
`;
}

/** The owner's login path is never named here; the settings page is not for crawlers. */
export function robotsTxt(site: string): string {
  return `User-agent: *\nAllow: /\nDisallow: ${SETTINGS_PATH}\n\nSitemap: ${site}/sitemap.xml\n`;
}
