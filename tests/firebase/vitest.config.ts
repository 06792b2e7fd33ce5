/**
 * Vitest config of the Firebase tests: node environment, one file at a time
 * (the emulator-backed files load different security rules into the same
 * emulators). Files that need an emulator skip themselves when it is absent.
 *
 *   npm run test:auth-emulator   all of it inside the Auth emulator (runs here)
 *   npm run test:rules           inside the Auth, Firestore and Storage emulators (needs Java 21)
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
    hookTimeout: 30_000,
  },
});
