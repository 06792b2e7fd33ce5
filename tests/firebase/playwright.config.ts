/**
 * Browser tests of the Firebase build's start-up, run by `npm run test:rules` inside
 * `firebase emulators:exec` (after the vitest suite):
 *
 *   - a build with a broken VITE_FIREBASE_* configuration shows the configuration error screen;
 *   - a build with a valid placeholder configuration (project demo-locanda, VITE_USE_EMULATORS=true)
 *     signs the owner in and out against the Auth emulator on 127.0.0.1:9099.
 *
 * Each build has its own outDir and its own `vite preview` on loopback; Playwright stops both at the end.
 * Firestore is emulated only where Java 21 is found, and empty, so the pages have no content: the specs
 * check only the shell and the authentication.
 */
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';
import { chromiumPath, TEST_CHROMIUM_ARGS } from '../../scripts/chromium.mjs';

const executablePath = chromiumPath() || undefined;
/** The builds run from the project root (vite.config.ts, index.html); outDirs are relative to it. */
const ROOT = fileURLToPath(new URL('../..', import.meta.url));
/** Loopback ports of this suite's two previews (the demo e2e uses 4179, `npm run preview` 4173, dev 5173). */
const BAD_CONFIG_PORT = 4391;
const EMULATOR_BUILD_PORT = 4392;

/** Builds into `outDir` (without the sitemap step, which writes into public/) with `env` set for it alone. */
const build = (outDir: string, env: Record<string, string>) =>
  `env ${Object.entries(env)
    .map(([k, v]) => `${k}='${v}'`)
    .join(' ')} npx vite build --outDir ${outDir} --emptyOutDir --logLevel warn`;
/** Serves a build on loopback. */
const preview = (outDir: string, port: number) =>
  `npx vite preview --outDir ${outDir} --host 127.0.0.1 --port ${port} --strictPort`;

/** Every Firebase value named, so no .env file of the developer's can fill a gap the test relies on. */
const firebaseEnv = (values: Partial<Record<string, string>>): Record<string, string> => ({
  VITE_FIREBASE_API_KEY: '',
  VITE_FIREBASE_AUTH_DOMAIN: '',
  VITE_FIREBASE_PROJECT_ID: '',
  VITE_FIREBASE_STORAGE_BUCKET: '',
  VITE_FIREBASE_MESSAGING_SENDER_ID: '',
  VITE_FIREBASE_APP_ID: '',
  VITE_USE_EMULATORS: 'false',
  VITE_ADMIN_PATH: '',
  VITE_TOKEN_SYNC_URL: '',
  ...(values as Record<string, string>),
});

/** Set for the emulator build, which must not carry them (a Firebase build has no demo owner). */
export const DEMO_OWNER_VARIABLES = {
  VITE_DEMO_OWNER_EMAIL: 'proprietaria-demo@esempio.it',
  VITE_DEMO_OWNER_PASSWORD: 'parola-demo-segreta',
};

/** VITE_FIREBASE_API_KEY alone: the Firebase build, with the project and app IDs missing. */
const BAD_CONFIG_ENV = firebaseEnv({
  VITE_FIREBASE_API_KEY: 'demo-key',
  VITE_FIREBASE_AUTH_DOMAIN: 'demo-locanda.firebaseapp.com',
  VITE_FIREBASE_STORAGE_BUCKET: 'demo-locanda.appspot.com',
});
/** A valid placeholder project on the emulators, and the demo owner's variables it must ignore. */
const EMULATOR_ENV = firebaseEnv({
  VITE_FIREBASE_API_KEY: 'demo-key',
  VITE_FIREBASE_AUTH_DOMAIN: 'demo-locanda.firebaseapp.com',
  VITE_FIREBASE_PROJECT_ID: 'demo-locanda',
  VITE_FIREBASE_STORAGE_BUCKET: 'demo-locanda.appspot.com',
  VITE_FIREBASE_APP_ID: '1:1:web:1',
  VITE_USE_EMULATORS: 'true',
  ...DEMO_OWNER_VARIABLES,
});

export default defineConfig({
  testDir: 'browser',
  outputDir: '../../test-results/firebase',
  timeout: 30_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: true,
  reporter: [['list']],
  use: {
    launchOptions: { executablePath, args: TEST_CHROMIUM_ARGS },
    locale: 'it-IT',
    viewport: { width: 1280, height: 800 },
    trace: 'retain-on-failure',
  },
  projects: [
    {
      name: 'bad-config',
      testMatch: 'config-error.spec.ts',
      use: { baseURL: `http://127.0.0.1:${BAD_CONFIG_PORT}` },
    },
    {
      name: 'auth-emulator',
      testMatch: ['auth-emulator.spec.ts', 'no-demo-credentials.spec.ts'],
      use: { baseURL: `http://127.0.0.1:${EMULATOR_BUILD_PORT}` },
    },
  ],
  webServer: [
    {
      // Both builds at once, then the first served. Playwright starts its servers one after the other, so the
      // second build is ready by the time the next entry serves it.
      cwd: ROOT,
      command:
        `(${build('dist-fb-emu', EMULATOR_ENV)}) & emu=$!; ` +
        `${build('dist-fb-bad', BAD_CONFIG_ENV)} && wait $emu && ${preview('dist-fb-bad', BAD_CONFIG_PORT)}`,
      url: `http://127.0.0.1:${BAD_CONFIG_PORT}`,
      timeout: 120_000,
      reuseExistingServer: false,
    },
    {
      cwd: ROOT,
      command: preview('dist-fb-emu', EMULATOR_BUILD_PORT),
      url: `http://127.0.0.1:${EMULATOR_BUILD_PORT}`,
      timeout: 60_000,
      reuseExistingServer: false,
    },
  ],
});
