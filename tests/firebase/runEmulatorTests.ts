/**
 * `npm run test:rules` (part of `npm test`): every Firebase test inside one `firebase emulators:exec`:
 * tests/firebase/ (the adapter's Auth side, the security rules, publishing's Firestore side), the backend
 * contract suite on the Firebase adapter (tests/backend/firebase.test.ts), and the Firebase build's
 * start-up in a browser (tests/firebase/playwright.config.ts).
 *
 * The Auth emulator is plain Node and always runs. Firestore runs wherever a JDK 21 and a Firestore
 * emulator are found (tests/firebase/emulatorSetup.ts), Storage where its rules runtime has been
 * downloaded. What cannot run is said in one line each, and its tests skip; with REQUIRE_EMULATOR_TESTS=1
 * (`npm run deploy`, CI) a Firestore that cannot run is a failure, and Storage rules left unchecked are
 * said so in capitals.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { planEmulators } from './emulatorSetup';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const bin = (name: string) => path.join(ROOT, 'node_modules', '.bin', name);
const required = process.env.REQUIRE_EMULATOR_TESTS === '1';
const started = Date.now();

const plan = planEmulators(ROOT);
for (const note of plan.notes) console.log(note);
if (required && !plan.firestore) {
  console.error('REQUIRE_EMULATOR_TESTS=1: the Firestore rules must be checked, and here they cannot be.');
  process.exit(1);
}
if (required && !plan.storage) console.log('WARNING: the STORAGE RULES WENT UNCHECKED in this run.');
if (plan.firestore) console.log(`Firestore emulator: ${plan.firestore.from}, Java ${plan.java!.major} (${plan.java!.bin}).`);

const only = ['auth', ...(plan.firestore ? ['firestore'] : []), ...(plan.storage ? ['storage'] : [])];
const script = `"${bin('vitest')}" run --config tests/firebase/vitest.config.ts && "${bin('playwright')}" test --config tests/firebase/playwright.config.ts`;
const env: NodeJS.ProcessEnv = { ...process.env, ...plan.firestore?.env };
if (plan.java && plan.java.bin !== 'java') {
  // The JDK found first on PATH, for firebase-tools, which starts `java`.
  const home = path.dirname(path.dirname(plan.java.bin));
  env.PATH = `${path.dirname(plan.java.bin)}${path.delimiter}${env.PATH ?? ''}`;
  env.JAVA_HOME = home;
}
const r = spawnSync(bin('firebase'), ['emulators:exec', '--only', only.join(','), '--project', 'demo-locanda', script], {
  cwd: ROOT,
  env,
  stdio: 'inherit',
});
const seconds = Math.round((Date.now() - started) / 1000);
console.log(`Firebase emulator tests (${only.join(', ')}): ${r.status === 0 ? 'passed' : 'FAILED'} in ${seconds} s.`);
process.exit(r.status ?? 1);
