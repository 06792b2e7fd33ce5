/**
 * `npm test` (and `npm run check`, its first step alone): every check of the project, in the least time two
 * cores allow.
 *
 * 1. Types, ESLint and Prettier side by side: each is one core's work, and the longest alone takes as long.
 * 2. The unit, component and backend contract tests (Vitest, both cores).
 * 3. The Firebase emulator tests (`npm run test:rules`) beside the browser tests (`npm run test:e2e`): the
 *    emulator tests mostly wait for the emulators, the browser tests for their pages, so together they end
 *    about half a minute sooner than one after the other. The browser tests print as they run; the emulator
 *    tests' output goes to test-results/emulators.log and is printed once both have ended.
 *
 * A step runs only when the one before it passed; the exit code is that of the first failure.
 */
import { spawn } from 'node:child_process';
import { createWriteStream, mkdirSync, readFileSync } from 'node:fs';

const EMULATOR_LOG = 'test-results/emulators.log';

/** Runs `npm run <script>`; its output is the terminal's, or `into` (a stream) when given. Resolves to its exit code. */
function run(script, into) {
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', script], { stdio: into ? ['ignore', 'pipe', 'pipe'] : 'inherit' });
    if (into) {
      child.stdout.on('data', (d) => into.write(d));
      child.stderr.on('data', (d) => into.write(d));
    }
    child.on('error', (e) => {
      console.error(`${script}: ${e.message}`);
      resolve(1);
    });
    child.on('close', (code) => resolve(code ?? 1));
  });
}

/** Runs the scripts side by side, each one's output kept and printed whole when it ends. */
async function sideBySide(scripts) {
  const codes = await Promise.all(
    scripts.map(async (script) => {
      const out = [];
      const code = await run(script, { write: (d) => out.push(d) });
      process.stdout.write(`\n> ${script}: ${code === 0 ? 'passed' : `FAILED (exit code ${code})`}\n`);
      process.stdout.write(Buffer.concat(out));
      return code;
    }),
  );
  return codes.find((c) => c !== 0) ?? 0;
}

/** The emulator tests into their log, the browser tests on the terminal; then the log. */
async function emulatorsBesideBrowsers() {
  mkdirSync('test-results', { recursive: true });
  const log = createWriteStream(EMULATOR_LOG);
  const [emulators, browsers] = await Promise.all([run('test:rules', log), run('test:e2e')]);
  await new Promise((resolve) => log.end(resolve));
  process.stdout.write(`\n> test:rules (${EMULATOR_LOG}), run beside the browser tests:\n`);
  process.stdout.write(readFileSync(EMULATOR_LOG));
  return emulators || browsers;
}

const steps = {
  check: () => sideBySide(['typecheck', 'lint:code', 'lint:format']),
  unit: () => run('test:unit'),
  browsers: emulatorsBesideBrowsers,
};
const wanted = process.argv[2] === 'check' ? ['check'] : Object.keys(steps);
const started = Date.now();
for (const step of wanted) {
  const code = await steps[step]();
  if (code !== 0) {
    console.error(`\nnpm test: ${step} failed (exit code ${code}).`);
    process.exit(code);
  }
}
if (wanted.length > 1) console.log(`\nnpm test: everything passed in ${Math.round((Date.now() - started) / 1000)} s.`);
