/**
 * The publish function's work, measured (npm run bench; BENCH_ONLY=publish alone): the demo build, deployed to
 * a stand-in for the Firebase Hosting REST API on 127.0.0.1 (scripts/standIns.ts, which checks every
 * request), then published by functions/src/publish.ts with the build's own renderer, for two sites: the
 * demo's content, and a generated one of 50 rooms, 30 services and experiences and 200 gallery photos. For
 * each: a publish with nothing changed, and one after one changed text (a room's German name); the time the
 * publish took and what it uploaded (files and gzipped bytes). Target: a changed text in under 10 s and
 * under 50 KB.
 */
import { execSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import { hostingClient } from '../functions/src/hosting';
import { sitePictures } from '../functions/src/previews';
import { publish } from '../functions/src/publish';
import { loadRenderer } from '../functions/src/renderer';
import { contentStore, hostingStandIn, memoryStore, TOKEN } from './standIns';
import type { DocData } from '../src/backend/port';

export const PUBLISH_TARGET = { ms: 10_000, kb: 50 };

export interface PublishFigure {
  site: string;
  change: string;
  /** Wall-clock time, and the CPU time of this process (the renderer's work; the stand-in's is a small part). */
  ms: number;
  cpuMs: number;
  files: number;
  uploaded: number;
  uploadedKB: number;
}

/** The demo seed, grown to 50 rooms, 30 services and experiences and 200 gallery photos (copies of its own). */
function generated(content: ReturnType<typeof contentStore>) {
  const grow = (collection: string, count: number, title: 'name' | 'title') => {
    const own = [...content.docs].filter(([p]) => p.startsWith(`${collection}/`));
    for (let i = own.length; i < count; i++) {
      const [, data] = own[i % own.length];
      const name = { it: `${collection} ${i + 1}`, en: `${collection} ${i + 1} (en)`, de: `${collection} ${i + 1} (de)` };
      content.set(`${collection}/generated-${i + 1}`, { ...structuredClone(data), [title]: name, order: i } as DocData);
    }
  };
  grow('rooms', 50, 'name');
  grow('services', 15, 'title');
  grow('experiences', 15, 'title');
  grow('gallery_images', 200, 'title');
}

export async function benchPublish(outDir = 'dist-bench-publish'): Promise<PublishFigure[]> {
  execSync(`npx tsx scripts/build.ts --outDir ${outDir} --emptyOutDir`, {
    stdio: 'ignore',
    env: { ...process.env, LOCANDA_CONTENT: 'seed' },
  });
  const renderer = loadRenderer(pathToFileURL(`${resolve(`${outDir}-server`)}/`));
  const built = readdirSync(outDir, { recursive: true, withFileTypes: true })
    .filter((d) => d.isFile() && !d.name.startsWith('.'))
    .map((d) => relative(outDir, join(d.parentPath, d.name)).split(sep).join('/'));
  const figures: PublishFigure[] = [];
  for (const site of ['demo', 'generated']) {
    const hosting = await hostingStandIn();
    try {
      // What `npm run deploy` of this build leaves online.
      hosting.deploy(new Map(built.map((f) => [f, readFileSync(join(outDir, f))])));
      const content = contentStore(false);
      if (site === 'generated') generated(content);
      const deps = {
        store: memoryStore().store,
        content: content.source,
        hosting: hostingClient({ project: 'demo-locanda', token: async () => TOKEN, origin: hosting.origin }),
        renderer,
        previews: sitePictures(() => `${hosting.origin}/site`),
      };
      const measure = async (change: string) => {
        const started = performance.now();
        const cpu = process.cpuUsage();
        const done = await publish(deps);
        const ms = Math.round(performance.now() - started);
        const used = process.cpuUsage(cpu);
        const cpuMs = Math.round((used.user + used.system) / 1000);
        if (!done || hosting.violations.length) throw new Error(`publish failed: ${hosting.violations.join('; ')}`);
        const figure = {
          site,
          change,
          ms,
          cpuMs,
          files: done.files,
          uploaded: hosting.uploadedPaths().length,
          uploadedKB: +(hosting.uploadedBytes() / 1024).toFixed(1),
        };
        figures.push(figure);
        if (process.env.BENCH_VERBOSE) console.log(site, change, hosting.uploadedPaths());
        return figure;
      };
      // The first publish brings the site to this content (the generated listings, their previews).
      await measure('first publish after the deploy');
      await measure('nothing changed');
      const room = 'rooms/camera-uliveto';
      const { name } = content.docs.get(room) as { name: Record<string, string> };
      content.set(room, { name: { ...name, de: `${name.de ?? name.it} (neu)` } });
      await measure("one room's German name");
    } finally {
      await hosting.close();
    }
  }
  return figures;
}

export function printPublish(figures: PublishFigure[]): boolean {
  console.log('\nPublishing (functions/src/publish.ts against a Hosting stand-in on 127.0.0.1): time and what was uploaded');
  console.table(
    figures.map((f) => ({
      site: f.site,
      change: f.change,
      's (wall)': +(f.ms / 1000).toFixed(1),
      's of work (CPU)': +(f.cpuMs / 1000).toFixed(1),
      'files in the site': f.files,
      'files uploaded': f.uploaded,
      'KB uploaded (gzip)': f.uploadedKB,
    })),
  );
  let ok = true;
  for (const f of figures.filter((x) => x.change !== 'first publish after the deploy')) {
    // The work, not the wall clock: on a shared machine the wall clock measures the neighbours too.
    if (f.cpuMs > PUBLISH_TARGET.ms || f.uploadedKB > PUBLISH_TARGET.kb) {
      console.error(`Publish target missed (${f.site}, ${f.change}): ${f.cpuMs} ms of work, ${f.uploadedKB} KB`);
      ok = false;
    }
  }
  return ok;
}
