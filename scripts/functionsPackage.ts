/**
 * The publish function as `firebase deploy` uploads it (functions/): its code bundled into
 * functions/lib/index.js (firebase-admin and firebase-functions stay outside, installed from
 * functions/package.json), and the build's renderer beside it in functions/site/ (`<outDir>-server`: the
 * server bundle, kit.json, build.json, build-files.json). `npm run deploy` runs it after the build.
 */
import { cpSync, existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { isBuiltin } from 'node:module';
import { join, resolve } from 'node:path';
import { build } from 'vite';

const ROOT = resolve(import.meta.dirname, '..');

/** Packages the server bundle imports (Node's own modules aside): none, or the function could not load it. */
export function bareImports(serverDir: string): string[] {
  const files = [
    'server.js',
    ...(existsSync(join(serverDir, 'assets')) ? readdirSync(join(serverDir, 'assets')).map((f) => `assets/${f}`) : []),
  ];
  const found = new Set<string>();
  for (const f of files.filter((x) => x.endsWith('.js'))) {
    const code = readFileSync(join(serverDir, f), 'utf8');
    // A statement begins a line or follows a `;` (a bundle's doc comments quote imports after a `*`).
    for (const m of code.matchAll(
      /(?:^|;)[ \t]*(?:import|export)[^'"]*?from\s*["']([^"']+)["']|import\(\s*["']([^"']+)["']\s*\)/gm,
    )) {
      const spec = m[1] ?? m[2];
      if (!spec.startsWith('.') && !spec.startsWith('/') && !isBuiltin(spec)) found.add(spec);
    }
  }
  return [...found];
}

/**
 * The Node.js major version the functions run on, named in one place: functions/package.json's
 * `engines.node`, which the Firebase CLI reads as the runtime (`nodejs<version>`) when firebase.json names none.
 */
export function functionsNode(): string {
  const pkg = JSON.parse(readFileSync(join(ROOT, 'functions/package.json'), 'utf8')) as { engines?: { node?: string } };
  if (!pkg.engines?.node) throw new Error('functions/package.json names no engines.node');
  return pkg.engines.node;
}

export async function packageFunctions(serverDir: string, out = join(ROOT, 'functions')): Promise<void> {
  for (const f of ['server.js', 'kit.json', 'build.json', 'build-files.json'])
    if (!existsSync(join(serverDir, f))) throw new Error(`${serverDir} has no ${f}: run npm run build first`);
  const bare = bareImports(serverDir);
  if (bare.length)
    throw new Error(`the server bundle imports ${bare.join(', ')}: it must carry them (vite.config.ts, ssr.noExternal)`);
  await build({
    configFile: false,
    root: ROOT,
    logLevel: 'warn',
    build: {
      ssr: join(ROOT, 'functions/src/index.ts'),
      outDir: join(out, 'lib'),
      emptyOutDir: true,
      target: `node${functionsNode()}`,
      minify: false,
      sourcemap: false,
      copyPublicDir: false,
      rolldownOptions: { output: { entryFileNames: 'index.js' } },
    },
  });
  rmSync(join(out, 'site'), { recursive: true, force: true });
  cpSync(serverDir, join(out, 'site'), { recursive: true });
}
