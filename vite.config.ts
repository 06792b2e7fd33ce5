import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import { loadEnv } from 'vite';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';
import { checkConfig, DEFAULT_ADMIN_PATH, ignoredDemoOwner } from './src/config';
import { servedFile } from './scripts/pageFile';
import { SETTINGS_PATH } from './src/content/paths';

/**
 * Start-up fetches the browser would otherwise discover late: the backend adapter's chunk, which boot
 * imports before anything renders. (The text faces are not preloaded: on a slow connection they would share
 * the bandwidth with the largest picture, and their fallback faces, src/ui/tokens.css, set every line as
 * they do, so nothing moves when they arrive.)
 */
function preloadCritical(fonts: RegExp[], modules: RegExp[]): Plugin {
  return {
    name: 'locanda-preload-critical',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        const bundle = ctx.bundle ?? {};
        const tags = [];
        for (const [file, out] of Object.entries(bundle)) {
          if (fonts.some((p) => p.test(file)))
            tags.push({
              tag: 'link',
              attrs: { rel: 'preload', as: 'font', type: 'font/woff2', href: `/${file}`, crossorigin: '' },
              injectTo: 'head' as const,
            });
          const id = out.type === 'chunk' ? (out.facadeModuleId ?? '') : '';
          if (id && modules.some((p) => p.test(id)))
            tags.push({
              tag: 'link',
              attrs: { rel: 'modulepreload', href: `/${file}`, crossorigin: '' },
              injectTo: 'head' as const,
            });
        }
        return tags;
      },
    },
  };
}

/**
 * `vite preview` serves a build as Firebase Hosting does (firebase.json, scripts/pageFile.ts): a saved
 * page for its path (/camere → camere.html, /de/camere → de/camere.html), at an Italian path in the copy
 * of the visitor's language (the i18n rewrites: localized-files/de/camere.html, chosen by the
 * firebase-language-override cookie, else Accept-Language); the application shell for a listing saved
 * since the last publish; the not-found page, with a 404, for any other path. The owner's pages carry
 * `X-Robots-Tag: noindex`.
 */
function serveAsHosting(adminPath: string): Plugin {
  return {
    name: 'locanda-serve-as-hosting',
    configurePreviewServer(server) {
      const outDir = resolve(server.config.root, server.config.build.outDir);
      server.middlewares.use((req, res, next) => {
        const url = new URL(req.url ?? '/', 'http://x');
        const accept = req.headers.accept ?? '';
        if (req.method !== 'GET' || !accept.includes('text/html') || /\.[a-z0-9]+$/i.test(url.pathname)) return next();
        if (!existsSync(resolve(outDir, 'shell.html'))) return next();
        const served = servedFile(
          url.pathname,
          { cookie: req.headers.cookie, acceptLanguage: req.headers['accept-language'] },
          (f) => existsSync(resolve(outDir, f)),
          [SETTINGS_PATH, adminPath],
        );
        res.setHeader('Vary', 'Accept-Language, Cookie');
        if (served.noindex) res.setHeader('X-Robots-Tag', 'noindex');
        if (served.status === 404) {
          res.statusCode = 404;
          res.setHeader('Content-Type', 'text/html; charset=utf-8');
          res.end(readFileSync(resolve(outDir, served.file)));
          return;
        }
        req.url = `/${served.file}${url.search}`;
        next();
      });
    },
  };
}

/**
 * The modules every public page shares, and the styles of all of them: the libraries that render and
 * translate them, the shell, the data layer and the visitor's side of pages, texts and images. The
 * pages' own code stays a chunk each (fetched with its page); their styles join this stylesheet, so a
 * saved page's head has every style it shows. The owner's code (editing/ besides these, settings, forms)
 * stays out, loaded after sign-in.
 */
const SITE_MODULES = [
  /node_modules\/(react|react-dom|scheduler|i18next|react-i18next|react-router|react-router-dom|use-sync-external-store)\//,
  /src\/(app|data)\//,
  /src\/ui\/(SmartImage|ItemCard|Price|global)\b/,
  // One page's components come with that page; their styles are in the one stylesheet, there from the first paint.
  /src\/ui\/(DetailBlocks|Comparison)\.module\.css$/,
  /src\/pages\/(Seo|PageHeader)\.tsx$/,
  /src\/pages\/\w+\.module\.css$/,
  /src\/editing\/(text|images)\/(EditableText|EditableBackground|backgroundImage|editing\.module|EditableBackground\.module)\b/,
  /src\/content\/(constants|urls|localized|price|intl|catalogue|paths|pageFiles|siteSettings|email)\.ts$/,
];
/** What src/app/ loads only when needed: the cookie notice with its library (only until it is answered), the owner's menu items (after sign-in), the configuration's error screen. */
const LATER_MODULES = /src\/app\/(CookieNotice|OwnerMenuItems|ConfigErrorScreen)\.tsx$/;
const inSiteChunk = (id: string) => SITE_MODULES.some((re) => re.test(id)) && !LATER_MODULES.test(id);
/**
 * The contact page with its form and the stay's date fields in one chunk: a room page loads the same
 * fields (after the visitor's first move) from it, rather than the contact page fetching them as a chunk
 * of their own.
 */
const CONTACT_MODULES = /src\/pages\/(ContactPage|RequestForm|StayDates)\.tsx$/;
/**
 * The owner's code, loaded after sign-in: its chunks are named `owner_…`, and a visitor's page that may load
 * one lists none of its scripts to fetch ahead (only its styles), so no visitor downloads the names of the
 * owner's files. The owner's browser fetches them as the owner's code asks for them (then keeps them).
 */
const OWNER_MODULES = /src\/(editing\/|pages\/(SettingsPage|LoginPage)\.tsx$|app\/OwnerMenuItems\.tsx$)/;
const OWNER_PREFIX = 'owner_';
const ownerChunk = (c: { facadeModuleId: string | null }) =>
  !!c.facadeModuleId && OWNER_MODULES.test(c.facadeModuleId) && !inSiteChunk(c.facadeModuleId);

/** The backup reader's test of its peak memory on a compressed bomb. */
const MEASURES_MEMORY = 'tests/unit/backupFile.test.ts';
/**
 * The site's test files share their worker's modules and page (`isolate: false`; tests/setup.ts blanks the
 * page before each file): loading jsdom, React and the application once per worker instead of once per file
 * is a quarter of the tests' time. These files keep a worker of their own: they render on the server beside
 * the browser renderer (a server render left waiting keeps its contexts set for the next file), replace
 * modules, timers or globals, or read the source files.
 */
const ISOLATED = [
  'tests/unit/layers.test.ts',
  'tests/component/renderPath.test.tsx',
  'tests/component/nightGrid.test.tsx',
  'tests/component/savedPagesValid.test.ts',
  'tests/component/released.test.tsx',
  'tests/unit/startScript.test.ts',
  'tests/unit/prepareImage.test.ts',
  'tests/component/history.test.tsx',
  'tests/component/backup.test.tsx',
  'tests/component/shell.test.tsx',
];

/** Vitest's order of files (tests/sequencer.ts), loaded by Vitest's runs only. */
const sequencer = process.env.VITEST ? (await import('./tests/sequencer')).LongestFirst : undefined;

export default defineConfig(({ mode, isSsrBuild }) => {
  const env = loadEnv(mode, process.cwd(), 'VITE_');
  const backend = Object.keys(env).some((k) => k.startsWith('VITE_FIREBASE_') && env[k].trim()) ? 'firebase' : 'local';
  // The demo's owner is the demo's: a Firebase build leaves it out (src/config.ts), and says so once (not again for the server bundle).
  const ignored = ignoredDemoOwner(env);
  if (ignored.length && !isSsrBuild && process.argv.includes('build'))
    console.warn(`${ignored.join(' and ')} ignored: a Firebase build carries no demo credentials.`);
  return {
    plugins: [
      react(),
      serveAsHosting(`/${(env.VITE_ADMIN_PATH || DEFAULT_ADMIN_PATH).replace(/^\/+/, '')}`),
      preloadCritical([], [/src\/backend\/(local|firebase)\/index\.ts$/, /src\/i18n\/locales\/it\.json$/]),
    ],
    // The browser's configuration, checked here from the same VITE_ values the browser would see: its code
    // carries the configuration (or what is wrong with it), not the checks.
    // The server bundle renders with the React build its JSX was compiled for (production, unless the build
    // itself ran under another NODE_ENV), wherever it runs: left to the environment at run time (the publish
    // function sets no NODE_ENV) it rendered with the development build, several times slower.
    define: {
      __BACKEND__: JSON.stringify(backend),
      __APP_CONFIG__: JSON.stringify(checkConfig(env)),
      ...(isSsrBuild ? { 'process.env.NODE_ENV': JSON.stringify(process.env.NODE_ENV || 'production') } : {}),
    },
    // A module's classes as `_name_hash`, the hash its file's: unique per file, and shorter to download than the
    // default's (which adds each rule's line number) in both the stylesheet and every page's script.
    css: {
      modules: {
        generateScopedName: (name: string, filename: string) =>
          `_${name}_${createHash('sha1')
            .update(relative(import.meta.dirname, filename.split('?')[0]))
            .digest('base64url')
            .slice(0, 5)}`,
      },
    },
    // react-i18next asks for the hook through its shim for older Reacts: React's own is enough.
    resolve: {
      alias: [
        {
          find: /^use-sync-external-store\/shim(\/index\.js)?$/,
          replacement: resolve(import.meta.dirname, 'src/app/useSyncExternalStore.ts'),
        },
      ],
    },
    // The server bundle carries every library it renders with, so it runs wherever it is put: beside the
    // build, in /tmp, or inside the publish function (functions/), which installs only its own dependencies.
    ssr: isSsrBuild ? { noExternal: true } : undefined,
    // The server bundle (src/app/server.tsx) renders pages; the site's files are the browser build's.
    build: {
      target: 'es2022',
      manifest: !isSsrBuild,
      sourcemap: false,
      copyPublicDir: !isSsrBuild,
      modulePreload: {
        polyfill: false,
        resolveDependencies: (file, deps) => (file.includes(`/${OWNER_PREFIX}`) ? deps.filter((d) => d.endsWith('.css')) : deps),
      },
      // What every saved page needs to start: one chunk and one stylesheet, instead of a dozen small ones.
      rolldownOptions: isSsrBuild
        ? {}
        : {
            output: {
              chunkFileNames: (c) => `assets/${ownerChunk(c) ? OWNER_PREFIX : ''}[name]-[hash].js`,
              codeSplitting: {
                groups: [
                  { name: 'site', test: inSiteChunk },
                  { name: 'ContactPage', test: CONTACT_MODULES },
                ],
              },
            },
          },
    },
    server: { host: '127.0.0.1', port: 5173, strictPort: false },
    preview: { host: '127.0.0.1', port: 4173 },
    test: {
      environment: 'jsdom',
      sequence: { sequencer },
      setupFiles: ['tests/setup.ts'],
      restoreMocks: true,
      // A loaded 2-core CI machine runs several jsdom files at once; a journey of saves can take seconds there.
      testTimeout: 30000,
      hookTimeout: 30000,
      // Vitest leaves a core to itself by default (one worker here); its main thread mostly waits, so use both.
      maxWorkers: 2,
      // One more try for a test that failed: a listing's history journey once outlasted its 10 s wait in a full
      // run on this 2-core machine and passed alone in 3.6 s (see the closing note); a retried test is listed.
      retry: 1,
      projects: [
        {
          extends: true,
          test: {
            name: 'site',
            include: ['tests/unit/**/*.test.{ts,tsx}', 'tests/component/**/*.test.{ts,tsx}', 'tests/backend/**/*.test.ts'],
            exclude: [MEASURES_MEMORY, ...ISOLATED],
            // Worker threads start a file faster than child processes: about half a minute less in all.
            pool: 'threads',
            isolate: false,
          },
        },
        { extends: true, test: { name: 'site-isolated', include: ISOLATED, pool: 'threads' } },
        // A test that reads the process's peak memory runs in a process of its own (threads share one).
        { extends: true, test: { name: 'memory', include: [MEASURES_MEMORY] } },
        {
          // The publish function renders with React's production build and JSX (its bundle is built with
          // NODE_ENV production): so do its tests, in about half the time of the development build.
          extends: true,
          oxc: { jsx: { development: false } },
          test: {
            name: 'publish',
            include: ['tests/functions/**/*.test.ts'],
            environment: 'node',
            env: { NODE_ENV: 'production' },
          },
        },
      ],
    },
  };
});
