/**
 * `npm run deploy`: never puts security rules live that were not executed.
 *
 *   npm run deploy                                 # rules tests, build, deploy everything
 *   npm run deploy -- --project my-inn             # the same for another project
 *   npm run deploy -- --skip-rules-tests           # deploy without running the rules tests (see below)
 *   npm run deploy -- --dry-run                    # say what would run, run only the rules tests
 *
 * 1. `npm run test:rules` with REQUIRE_EMULATOR_TESTS=1: the security-rules tests
 *    on the Firestore and Storage emulators (they need Java 21). If they fail, or
 *    cannot run, nothing is deployed.
 * 2. `npm run build` (sitemap, build, saved pages).
 * 3. `firebase deploy --only hosting,firestore:rules,firestore:indexes,storage`.
 *
 * --skip-rules-tests deploys rules nobody has executed: a mistake in them can
 * deny the owner's saves on the live site (or, worse, allow someone else's)
 * until the next deploy. Use it only for a deploy whose firestore.rules and
 * storage.rules are identical to ones that passed (`git diff` shows no change).
 */
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadEnv } from 'vite';
import { DEFAULT_ADMIN_PATH } from '../src/config';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const argv = process.argv.slice(2);
const skip = argv.includes('--skip-rules-tests');
const dry = argv.includes('--dry-run');
const passOn = argv.filter((a) => a !== '--skip-rules-tests' && a !== '--dry-run');

function run(command: string, args: string[], env: NodeJS.ProcessEnv = process.env): number {
  const r = spawnSync(command, args, { cwd: ROOT, stdio: 'inherit', env });
  return r.status ?? 1;
}

if (skip) {
  console.warn(
    'Deploying WITHOUT running the security-rules tests (--skip-rules-tests). Rules that were never executed may deny ' +
      "the owner's saves on the live site, or allow writes they should not, until the next deploy.",
  );
} else {
  console.log('Running the security-rules tests on the emulators before deploying…');
  const status = run('npm', ['run', '--silent', 'test:rules'], { ...process.env, REQUIRE_EMULATOR_TESTS: '1' });
  if (status !== 0) {
    console.error(
      'Nothing deployed: the security-rules tests failed or could not run (they need Java 21 for the emulators). ' +
        'Fix them, or run them where Java 21 is available (the CI workflow does). ' +
        '`npm run deploy -- --skip-rules-tests` deploys anyway and says what that risks.',
    );
    process.exit(1);
  }
}

/**
 * The hosting configuration as deployed: firebase.json, plus `X-Robots-Tag: noindex` on the owner's login
 * path, which is this site's own (VITE_ADMIN_PATH) and is written nowhere in the repository.
 */
function deployConfig(): string {
  const env = { ...loadEnv('production', ROOT, 'VITE_'), ...process.env };
  const adminPath = `/${(env.VITE_ADMIN_PATH?.trim() || DEFAULT_ADMIN_PATH).replace(/^\/+/, '')}`;
  const config = JSON.parse(readFileSync(path.join(ROOT, 'firebase.json'), 'utf8')) as {
    hosting: { headers: { source: string; headers: { key: string; value: string }[] }[] };
  };
  config.hosting.headers.push({ source: adminPath, headers: [{ key: 'X-Robots-Tag', value: 'noindex' }] });
  const file = path.join(ROOT, 'firebase.deploy.json');
  writeFileSync(file, JSON.stringify(config, null, 2));
  return file;
}

const steps: [string, string[]][] = [
  ['npm', ['run', 'build']],
  [
    path.join(ROOT, 'node_modules', '.bin', 'firebase'),
    ['deploy', '--config', deployConfig(), '--only', 'hosting,firestore:rules,firestore:indexes,storage', ...passOn],
  ],
];
for (const [command, args] of steps) {
  if (dry) {
    console.log(`would run: ${[path.basename(command), ...args].join(' ')}`);
    continue;
  }
  const status = run(command, args);
  if (status !== 0) process.exit(status);
}
