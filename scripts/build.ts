/**
 * npm run build [-- --outDir DIR]: the browser build, the server bundle of the renderer (src/app/server.tsx,
 * `vite build --ssr`, into DIR-server), then every saved page rendered from the content, in five languages,
 * with its published data, the sitemap and robots.txt. No browser is involved.
 *
 * The content is the demo seed for the demo build, the project's Firestore for a Firebase build
 * (LOCANDA_CONTENT=seed renders a Firebase build from the demo seed instead; LOCANDA_GALLERY_PHOTOS=N gives
 * the seed's gallery N photos, for the benchmark). The renderer and what it
 * needs of the browser build (kit.json: the page template and the two inline scripts) stay in DIR-server,
 * for whatever renders the pages again later.
 */
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import { loadEnv } from 'vite';
import type { RenderedSite, SiteKit, RenderOptions } from '../src/app/server';
import type { ContentSource } from '../src/backend/port';
import { firstPaintScript, startScript } from './inlineScript';
import { firestoreRestSource, seedSource } from './contentSource';
import { buildStampFile, type BuildInfo } from '../src/content/publishing';
import { writeOgImages } from './ogImages';

const args = process.argv.slice(2);
const at = args.indexOf('--outDir');
const outDir = at >= 0 ? args[at + 1] : 'dist';
const serverDir = `${outDir.replace(/\/+$/, '')}-server`;
const started = Date.now();

const env = { ...loadEnv('production', process.cwd(), 'VITE_'), ...process.env };
const projectId = env.VITE_FIREBASE_PROJECT_ID?.trim();
// Every canonical URL, alternate, og:url, structured datum and the sitemap name the public origin.
const siteUrl = env.VITE_SITE_URL?.trim();
if (projectId && !siteUrl) {
  console.error(
    'build: VITE_SITE_URL is not set. A Firebase build is a real site: set it to the public origin (e.g. https://my-inn.web.app) in .env.local, or every canonical URL, alternate link, sitemap entry and link preview would name http://localhost:5173.',
  );
  process.exit(1);
}
if (!siteUrl)
  console.log('build: the demo site, its URLs named at http://localhost:5173 (set VITE_SITE_URL for another origin).');
else console.log(`build: the site's URLs named at ${siteUrl}.`);

const vite = (...more: string[]) => execFileSync('npx', ['vite', 'build', ...more], { stdio: 'inherit' });
vite(...args);
vite('--ssr', 'src/app/server.tsx', '--outDir', serverDir, '--emptyOutDir', '--logLevel', 'warn');

const [firstPaint, start] = await Promise.all([firstPaintScript(), startScript()]);
const kit: SiteKit = {
  template: readFileSync(join(outDir, 'index.html'), 'utf8'),
  firstPaint: firstPaint.code,
  start: start.code,
};
writeFileSync(join(serverDir, 'kit.json'), JSON.stringify(kit));

// The build's stamp, in its files and beside the renderer: the publish function renders only for the build
// that is online (docs/publishing.md). As vite.config.ts decides, any Firebase value makes a Firebase build.
const info: BuildInfo = {
  buildId:
    env.LOCANDA_BUILD_ID ||
    `${new Date(started).toISOString().replace(/\D/g, '').slice(0, 14)}-${randomBytes(3).toString('hex')}`,
  builtAt: started,
  backend: Object.keys(env).some((k) => k.startsWith('VITE_FIREBASE_') && env[k]?.trim()) ? 'firebase' : 'local',
  projectId: projectId || null,
};
mkdirSync(dirname(join(outDir, buildStampFile(info.buildId))), { recursive: true });
writeFileSync(join(outDir, buildStampFile(info.buildId)), JSON.stringify(info));
writeFileSync(join(serverDir, 'build.json'), JSON.stringify(info));

const source: ContentSource =
  projectId && env.LOCANDA_CONTENT !== 'seed'
    ? firestoreRestSource(projectId, env.FIRESTORE_EMULATOR_HOST)
    : seedSource(Date.now(), env.LOCANDA_GALLERY_PHOTOS ? Number(env.LOCANDA_GALLERY_PHOTOS) : undefined);
const { renderSite } = (await import(pathToFileURL(resolve(serverDir, 'server.js')).href)) as {
  renderSite: (kit: SiteKit, source: ContentSource, options: RenderOptions) => Promise<RenderedSite>;
};
const site = await renderSite(kit, source, { year: new Date().getFullYear() });
// The build's own files (scripts, styles, pictures, its stamp): what a publish carries over from the version
// online, every other file coming from its own render (docs/publishing.md).
const buildFiles = readdirSync(outDir, { recursive: true, withFileTypes: true })
  .filter((d) => d.isFile())
  .map((d) => relative(outDir, join(d.parentPath, d.name)).split(sep).join('/'))
  // Hosting leaves out dot files (firebase.json's ignore); the renderer's files are its own.
  .filter((f) => !f.split('/').some((part) => part.startsWith('.')) && !site.files.has(f))
  .sort();
writeFileSync(join(serverDir, 'build-files.json'), JSON.stringify(buildFiles));
for (const [file, content] of site.files) {
  const target = join(outDir, file);
  mkdirSync(dirname(target), { recursive: true });
  writeFileSync(target, content);
}
for (const { path, reason, listing } of site.skipped)
  console.warn(
    `render: not saved: ${listing ? `the ${listing.collection.replace(/s$/, '')} «${listing.name}» (${path})` : `the page ${path}`} — ${reason}; the application shows it`,
  );
for (const src of await writeOgImages(outDir, site.ogImages))
  console.warn(`render: the link preview of ${src} is the site's hero picture (the picture could not be read)`);
console.log(
  `render: ${site.pages.length} pages × 5 languages from ${projectId && env.LOCANDA_CONTENT !== 'seed' ? `Firestore ${projectId}` : 'the demo seed'}, in ${((Date.now() - started) / 1000).toFixed(1)} s all told`,
);
