/**
 * Writes public/sitemap.xml and public/robots.txt (run before every build): every page and every room, service and
 * experience, each with its five language alternates. Listings come from the
 * configured backend: the demo seed for the local build, Firestore (public
 * reads over REST, no credentials) when VITE_FIREBASE_PROJECT_ID is set.
 *
 *   npm run sitemap            (VITE_SITE_URL gives the public origin)
 */
import { writeFileSync } from 'node:fs';
import { loadEnv } from 'vite';
import { LANGUAGES } from '../src/content/constants';
import { KIND_LIST } from '../src/content/catalogue';
import { seedDocuments } from '../src/backend/local/seed';
import { PRIVACY_PATH } from '../src/content/paths';

const env = { ...loadEnv('production', process.cwd(), 'VITE_'), ...process.env };
const site = (env.VITE_SITE_URL || 'http://localhost:5173').replace(/\/+$/, '');
const projectId = env.VITE_FIREBASE_PROJECT_ID;

async function ids(collection: string): Promise<string[]> {
  if (!projectId) {
    return Object.keys(seedDocuments())
      .filter((p) => p.startsWith(`${collection}/`))
      .map((p) => p.slice(collection.length + 1));
  }
  const host = env.FIRESTORE_EMULATOR_HOST ? `http://${env.FIRESTORE_EMULATOR_HOST}` : 'https://firestore.googleapis.com';
  const out: string[] = [];
  let pageToken = '';
  do {
    const url = `${host}/v1/projects/${projectId}/databases/(default)/documents/${collection}?pageSize=300&mask.fieldPaths=__name__${pageToken ? `&pageToken=${pageToken}` : ''}`;
    const res = await fetch(url);
    if (!res.ok) throw new Error(`Reading ${collection} failed: HTTP ${res.status}`);
    const body = (await res.json()) as { documents?: { name: string }[]; nextPageToken?: string };
    for (const d of body.documents ?? []) out.push(d.name.split('/').pop()!);
    pageToken = body.nextPageToken ?? '';
  } while (pageToken);
  return out;
}

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function entry(path: string): string {
  const loc = site + path;
  const alt = (lng: string) => (lng === 'it' ? loc : `${loc}?lng=${lng}`);
  const links = [
    ...LANGUAGES.map((l) => `    <xhtml:link rel="alternate" hreflang="${l}" href="${esc(alt(l))}"/>`),
    `    <xhtml:link rel="alternate" hreflang="x-default" href="${esc(loc)}"/>`,
  ];
  return `  <url>\n    <loc>${esc(loc)}</loc>\n${links.join('\n')}\n  </url>`;
}

const paths = ['/', ...KIND_LIST.map((k) => k.path), '/galleria', '/posizione', '/contatti', PRIVACY_PATH];
for (const kind of KIND_LIST) {
  try {
    for (const id of await ids(kind.collection)) paths.push(`${kind.path}/${encodeURIComponent(id)}`);
  } catch (e) {
    // A build must not fail because the listings are unreachable: the pages are still listed.
    console.warn(`sitemap: ${kind.collection} left out (${(e as Error).message})`);
  }
}

const xml = `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">
${paths.map(entry).join('\n')}
</urlset>
`;
writeFileSync('public/sitemap.xml', xml);
// The owner's login path is never named here; the settings page is not for crawlers.
writeFileSync(
  'public/robots.txt',
  `User-agent: *\nAllow: /\nDisallow: /admin-impostazioni-sito\n\nSitemap: ${site}/sitemap.xml\n`,
);
console.log(
  `sitemap.xml: ${paths.length} pages × ${LANGUAGES.length} languages (${projectId ? `Firestore ${projectId}` : 'demo seed'})`,
);
