/**
 * Vitest config of the Firebase tests: node environment, one file at a time
 * (the emulator-backed files load different security rules into the same
 * emulators). Files that need an emulator skip themselves when it is absent.
 *
 *   npm run test:rules   all of it inside the Auth emulator, with Firestore (Java 21) and Storage
 *                        where they can run (tests/firebase/runEmulatorTests.ts)
 */
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  root: fileURLToPath(new URL('../..', import.meta.url)),
  test: {
    environment: 'node',
    include: ['tests/firebase/**/*.test.ts', 'tests/backend/firebase.test.ts'],
    fileParallelism: false,
    testTimeout: 20_000,
    hookTimeout: 60_000,
    // One more try for a test that failed, as the other suites have: `npm test` runs these beside the browser
    // tests, on a busy machine; a retried test is listed in the output.
    retry: 1,
  },
});
