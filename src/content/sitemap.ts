/**
 * The sitemap and robots.txt of the published site: every public page, each with its five language
 * alternates. Rendered with the pages (src/app/server.tsx), so a listing added since appears with its
 * first publish.
 */
import { LANGUAGES } from './constants';
import { SETTINGS_PATH } from './paths';
import { escapeHtml as esc } from './html';

function entry(site: string, path: string): string {
  const loc = site + path;
  const alt = (lng: string) => (lng === 'it' ? loc : `${loc}?lng=${lng}`);
  const links = [
    ...LANGUAGES.map((l) => `    <xhtml:link rel="alternate" hreflang="${l}" href="${esc(alt(l))}"/>`),
    `    <xhtml:link rel="alternate" hreflang="x-default" href="${esc(loc)}"/>`,
  ];
  return `  <url>\n    <loc>${esc(loc)}</loc>\n${links.join('\n')}\n  </url>`;
}

export function sitemapXml(site: string, paths: string[]): string {
  return `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">
${paths.map((p) => entry(site, p)).join('\n')}
</urlset>
`;
}

/** The owner's login path is never named here; the settings page is not for crawlers. */
export function robotsTxt(site: string): string {
  return `User-agent: *\nAllow: /\nDisallow: ${SETTINGS_PATH}\n\nSitemap: ${site}/sitemap.xml\n`;
}
