// @vitest-environment node
/**
 * The function as it is deployed (scripts/functionsPackage.ts): its code bundled, the build's renderer
 * beside it. It loads, declares what Cloud Functions and the Firebase CLI read (triggers, region, service
 * account, runtime, the queue's limits), and renders the site with the shipped renderer alone.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bareImports, functionsNode, packageFunctions } from '../../scripts/functionsPackage';
import { loadRenderer } from '../../functions/src/renderer';
import { seedSource } from '../../scripts/contentSource';
import { KIT } from './site';

const ROOT = resolve(import.meta.dirname, '../..');
// Inside node_modules: the bundle finds firebase-admin and firebase-functions as functions/node_modules would give them.
const work = mkdtempSync(join(ROOT, 'node_modules', '.functions-package-'));
const serverDir = join(work, 'dist-server');
const out = join(work, 'functions');

beforeAll(async () => {
  execFileSync('npx', ['vite', 'build', '--ssr', 'src/app/server.tsx', '--outDir', serverDir, '--logLevel', 'error'], {
    cwd: ROOT,
    stdio: 'pipe',
    // As `npm run build` makes it (Vitest's own NODE_ENV is "test"): the renderer on React's production build.
    env: { ...process.env, NODE_ENV: 'production' },
  });
  writeFileSync(join(serverDir, 'kit.json'), JSON.stringify(KIT));
  writeFileSync(
    join(serverDir, 'build.json'),
    JSON.stringify({ buildId: 'build-p', builtAt: 0, backend: 'firebase', projectId: 'x' }),
  );
  writeFileSync(join(serverDir, 'build-files.json'), JSON.stringify(['assets/index-abc.js', 'build/build-p.json']));
  await packageFunctions(serverDir, out);
}, 120_000);
afterAll(() => rmSync(work, { recursive: true, force: true }));

const json = <T>(path: string) => JSON.parse(readFileSync(join(ROOT, path), 'utf8')) as T;

describe('the deployed function', () => {
  it('declares two functions on the Node.js of functions/package.json, in the configured region, as the publisher’s service account', async () => {
    const mod = (await import(pathToFileURL(join(out, 'lib/index.js')).href)) as Record<
      string,
      { __endpoint: Record<string, never> }
    >;
    expect(Object.keys(mod).sort()).toEqual(['publish', 'publishOnWrite']);
    const write = mod.publishOnWrite.__endpoint as Record<string, unknown>;
    expect(write).toMatchObject({
      platform: 'gcfv2',
      region: ['europe-west1'],
      serviceAccountEmail: 'locanda-publisher@',
      eventTrigger: {
        eventType: 'google.cloud.firestore.document.v1.written.withAuthContext',
        eventFilters: { database: '(default)', namespace: '(default)' },
        eventFilterPathPatterns: { document: '{collection}/{doc}' },
        retry: true,
      },
    });
    const task = mod.publish.__endpoint as Record<string, unknown>;
    expect(task).toMatchObject({
      platform: 'gcfv2',
      region: ['europe-west1'],
      serviceAccountEmail: 'locanda-publisher@',
      availableMemoryMb: 1024,
      timeoutSeconds: 300,
      taskQueueTrigger: {
        rateLimits: { maxConcurrentDispatches: 1 },
        retryConfig: { maxAttempts: 9, minBackoffSeconds: 30, maxBackoffSeconds: 300, maxDoublings: 4 },
      },
    });
    // The runtime, named once: functions/package.json's engines, which the Firebase CLI reads when
    // firebase.json names no runtime, and which the bundle is compiled for.
    const { functions } = json<{ functions: { source: string; runtime?: string }[] }>('firebase.json');
    expect(functions).toEqual([expect.objectContaining({ source: 'functions' })]);
    expect(functions[0].runtime).toBeUndefined();
    expect(functionsNode()).toMatch(/^\d+$/);
    expect(Number(functionsNode())).toBeGreaterThanOrEqual(22);
  });

  it('renders every page with the renderer shipped beside it, which needs nothing installed', async () => {
    expect(bareImports(join(out, 'site'))).toEqual([]);
    const renderer = await loadRenderer(pathToFileURL(join(out, 'site/')))();
    expect(renderer.buildId).toBe('build-p');
    expect(renderer.buildFiles).toEqual(['assets/index-abc.js', 'build/build-p.json']);
    const site = await renderer.renderSite(renderer.kit, seedSource(), { year: 2026 });
    expect(site.skipped).toEqual([]);
    expect(site.pages.length).toBeGreaterThan(15);
    expect(site.files.get('localized-files/fr/camere.html')).toContain('<html lang="fr">');
  });

  it('installs the Admin SDK, the Functions SDK and sharp (the link previews) at the versions the tests run with', () => {
    const mine = json<{ dependencies: Record<string, string> }>('functions/package.json');
    const root = json<{ devDependencies: Record<string, string> }>('package.json');
    expect(Object.keys(mine.dependencies).sort()).toEqual(['firebase-admin', 'firebase-functions', 'sharp']);
    for (const [name, version] of Object.entries(mine.dependencies))
      expect(`${name}@${version}`).toBe(`${name}@${root.devDependencies[name]}`);
    const lock = json<{ packages: Record<string, { version?: string }> }>('functions/package-lock.json');
    for (const [name, version] of Object.entries(mine.dependencies))
      expect(lock.packages[`node_modules/${name}`]?.version).toBe(version);
  });
});
