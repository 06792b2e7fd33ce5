/**
 * The renderer the function ships with: `npm run build`'s server bundle, kit, build stamp and the list of
 * the build's own files (`<outDir>-server/`), copied into functions/site/ by `npm run deploy`. Loaded once
 * per instance.
 */
import { readFile } from 'node:fs/promises';
import type { BuildInfo } from '../../src/content/publishing';
import type { SiteKit } from '../../src/app/server';
import type { Renderer } from './publish';

export function loadRenderer(dir: URL): () => Promise<Renderer> {
  let loading: Promise<Renderer> | null = null;
  const load = async (): Promise<Renderer> => {
    const json = async <T>(name: string) => JSON.parse(await readFile(new URL(name, dir), 'utf8')) as T;
    const [info, buildFiles, kit, bundle] = await Promise.all([
      json<BuildInfo>('build.json'),
      json<string[]>('build-files.json'),
      json<SiteKit>('kit.json'),
      import(/* @vite-ignore */ new URL('server.js', dir).href) as Promise<Pick<Renderer, 'renderSite'>>,
    ]);
    return { buildId: info.buildId, buildFiles, kit, renderSite: bundle.renderSite, memo: new Map() };
  };
  return () => (loading ??= load().catch((e: unknown) => ((loading = null), Promise.reject(e))));
}
