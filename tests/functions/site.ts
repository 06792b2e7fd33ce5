/**
 * The build the function tests publish with: the application's own renderer (src/app/server.tsx) and a
 * kit like the one `npm run build` writes, and what a deploy of that build leaves online.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { renderSite, type RenderMemo, type SiteKit } from '../../src/app/server';
import { makeOgImages } from '../../functions/src/ogImages';
import { readConfig } from '../../src/config';
import type { ContentSource } from '../../src/backend/port';
import { buildStampFile } from '../../src/content/publishing';
import type { Renderer } from '../../functions/src/publish';

export const SITE_URL = 'https://www.locanda.example';
const config = readConfig({ VITE_SITE_URL: SITE_URL });

export const KIT: SiteKit = {
  template: `<!doctype html>
<html lang="it">
  <head>
    <meta charset="UTF-8" />
    <title>Locanda</title>
    <meta name="description" content="Template" />
    <meta property="og:title" content="Locanda" />
    <link rel="stylesheet" crossorigin href="/assets/site-abc.css">
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
  </head>
  <body>
    <div id="root"></div>
    <noscript>Locanda — camere, servizi ed esperienze. Attiva JavaScript per visitare il sito.</noscript>
  </body>
</html>`,
  firstPaint: '/*first-paint*/',
  start: '/*start*/',
};

const PUBLIC = new URL('../../public/', import.meta.url);
/** The demo's pictures, as the build copies them from public/. */
const DEMO = readdirSync(new URL('demo/', PUBLIC))
  .filter((f) => f.endsWith('.svg'))
  .map((f) => [`demo/${f}`, readFileSync(new URL(`demo/${f}`, PUBLIC))] as const);

/** The build's own files: its scripts, styles and pictures, and its stamp. */
function buildFiles(buildId: string): Map<string, string | Buffer> {
  return new Map<string, string | Buffer>([
    ['assets/index-abc.js', `console.log(${JSON.stringify(buildId)})`],
    ['assets/site-abc.css', 'body{margin:0}'],
    ['favicon.svg', '<svg xmlns="http://www.w3.org/2000/svg"/>'],
    ...DEMO,
    [buildStampFile(buildId), JSON.stringify({ buildId, builtAt: 0, backend: 'firebase', projectId: 'demo-locanda' })],
  ]);
}

/** Link previews made once for all the tests (each is a JPEG made from a picture: slow). */
const previewCache = new Map<string, Buffer>();
/** Makes the previews as the build does, from the site's pictures (`read`), reusing the ones already made. */
export async function previews(images: Map<string, string>, read: (src: string) => Promise<Buffer>) {
  const todo = new Map([...images].filter(([file]) => !previewCache.has(file)));
  for (const [file, jpeg] of (await makeOgImages(todo, read)).files) previewCache.set(file, jpeg);
  return new Map([...images.keys()].map((file) => [file, previewCache.get(file)!]));
}

/** The renderer a function of build `buildId` ships with (one instance: its memo kept); `renders` counts its runs. */
export function testRenderer(buildId: string) {
  let renders = 0;
  const memo: RenderMemo = new Map();
  const load = async (): Promise<Renderer> => ({
    buildId,
    buildFiles: [...buildFiles(buildId).keys()],
    kit: KIT,
    renderSite: (kit, source, options) => {
      renders++;
      return renderSite(kit, source, { ...options, config });
    },
    memo,
  });
  return { load, renders: () => renders };
}

/** What `npm run deploy` of build `buildId` puts online: the build's files, its stamp, the pages it rendered. */
export async function deployedSite(buildId: string, source: ContentSource): Promise<Map<string, string | Buffer>> {
  const files = buildFiles(buildId);
  const site = await renderSite(KIT, source, { year: new Date().getFullYear(), config });
  for (const [name, content] of site.files) files.set(name, content);
  const local = async (src: string) => readFileSync(new URL(src.slice(1), PUBLIC));
  for (const [name, jpeg] of await previews(site.ogImages, local)) files.set(name, jpeg);
  return files;
}
