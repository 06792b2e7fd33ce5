/**
 * `npm run test:rules`: the security-rules tests and the Firebase contract
 * suite inside the Auth, Firestore and Storage emulators.
 *
 * The Firestore and Storage emulators are Java programs that need Java 21 or
 * newer (and download their JAR once, on first use). Where Java is missing or
 * older, this says so in one line and exits 0 — or 1 when
 * REQUIRE_EMULATOR_TESTS=1, for a CI that must not skip them.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const bin = (name: string) => path.join(ROOT, 'node_modules', '.bin', name);
const required = process.env.REQUIRE_EMULATOR_TESTS === '1';

function javaMajor(): number | null {
  const r = spawnSync('java', ['-version'], { encoding: 'utf8' });
  if (r.error || r.status !== 0) return null;
  const m = /version "(\d+)(?:\.(\d+))?/.exec(`${r.stderr}${r.stdout}`);
  if (!m) return null;
  // Java 8 and older report "1.8".
  return m[1] === '1' ? Number(m[2]) : Number(m[1]);
}

const java = javaMajor();
if (java === null || java < 21) {
  const found = java === null ? 'no Java found' : `found Java ${java}`;
  console.log(
    `Security-rules tests NOT run: the Firestore and Storage emulators need Java 21 or newer (${found}). ` +
      'Install a JDK 21 and run `npm run test:rules` again.',
  );
  process.exit(required ? 1 : 0);
}

const vitest = `"${bin('vitest')}" run --config tests/firebase/vitest.config.ts tests/firebase/rules.test.ts tests/firebase/publishing.emulator.test.ts tests/backend/firebase.test.ts`;
const r = spawnSync(
  bin('firebase'),
  ['emulators:exec', '--only', 'auth,firestore,storage', '--project', 'demo-locanda', vitest],
  { cwd: ROOT, stdio: 'inherit' },
);
if (r.status !== 0) {
  console.error(
    'Rules tests failed or the emulators did not start. On first use the emulators download their JAR, which needs network access once.',
  );
}
process.exit(r.status ?? 1);
