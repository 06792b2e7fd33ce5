/**
 * `npm run deploy`: the site, its rules and its publish function, to a real Firebase project, and only
 * such a deploy (docs/firebase.md §5, docs/publishing.md).
 *
 *   npm run deploy                                 # the project of .firebaserc (asked for when there is none)
 *   npm run deploy -- --project my-inn             # another project
 *   npm run deploy -- --skip-rules-tests           # without running the rules tests (see below)
 *   npm run deploy -- --dry-run                    # check, say what would run, run only the rules tests
 *
 * Before anything is built it needs, or else it stops and says why:
 *  - a real project: not the emulators' demo-locanda; asked for in a terminal, refused elsewhere;
 *  - the site's Firebase configuration for that project (.env.local): without it the build is the demo,
 *    whose content lives in each visitor's own browser, and VITE_SITE_URL, which the pages name;
 *  - credentials for the project's Firestore (`gcloud auth application-default login`, or
 *    GOOGLE_APPLICATION_CREDENTIALS), to hold the site while it deploys and ask for the publish after it;
 *  - the security-rules tests passing on the emulators (Java 21): `npm run test:rules` with
 *    REQUIRE_EMULATOR_TESTS=1. --skip-rules-tests deploys rules nobody executed: a mistake in them can
 *    deny the owner's saves on the live site (or allow someone else's) until the next deploy; use it only
 *    when firestore.rules and storage.rules are unchanged since a run that passed.
 * Then: `npm run build`; the build checked (a Firebase build of this project); the publish function
 * packaged with the build's renderer (functions/); the site held (publish/lock) so that no publish
 * releases over this deploy; `firebase deploy --only hosting,functions,firestore:rules,firestore:indexes,storage`;
 * and a publish asked for (publish/request), which picks up whatever was saved while this ran.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createInterface } from 'node:readline/promises';
import { fileURLToPath } from 'node:url';
import { loadEnv } from 'vite';
import { ConfigError, DEFAULT_ADMIN_PATH, readConfig } from '../src/config';
import type { BuildInfo } from '../src/content/publishing';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const argv = process.argv.slice(2);
const skip = argv.includes('--skip-rules-tests');
const dry = argv.includes('--dry-run');
const projectAt = argv.indexOf('--project');
const passOn = argv.filter(
  (a, i) => a !== '--skip-rules-tests' && a !== '--dry-run' && (projectAt < 0 || (i !== projectAt && i !== projectAt + 1)),
);
const TARGETS = 'hosting,functions,firestore:rules,firestore:indexes,storage';
/** How long the deploy holds the site at most (a deploy that dies frees it by itself after this). */
const DEPLOY_LEASE_MS = 30 * 60_000;
/** How long it waits for a publish that is running to end. */
const WAIT_FOR_PUBLISH_MS = 10 * 60_000;

function stop(message: string, built = false): never {
  console.error(`${built ? 'Nothing deployed' : 'Nothing built, nothing deployed'}: ${message}`);
  process.exit(1);
}

function run(command: string, args: string[], env: NodeJS.ProcessEnv = process.env): number {
  const r = spawnSync(command, args, { cwd: ROOT, stdio: 'inherit', env });
  return r.status ?? 1;
}

/** A project id as the Firebase console shows it, and not the emulators' (demo-*). */
const realProject = (id: string | undefined): id is string =>
  !!id && /^[a-z][a-z0-9-]{4,28}[a-z0-9]$/.test(id) && !id.startsWith('demo-');

async function project(): Promise<string> {
  const given = projectAt >= 0 ? argv[projectAt + 1] : undefined;
  let rc: string | undefined;
  try {
    rc = (JSON.parse(readFileSync(path.join(ROOT, '.firebaserc'), 'utf8')) as { projects?: { default?: string } }).projects
      ?.default;
  } catch {
    rc = undefined;
  }
  const id = given ?? rc;
  if (realProject(id)) return id;
  const why = id ? `"${id}" is not a real Firebase project (demo-… is the emulators')` : 'no Firebase project is named';
  if (!process.stdin.isTTY || !process.stdout.isTTY || dry)
    stop(`${why}. Name it with --project <id>, or once with \`npx firebase use --add\`.`);
  const rl = createInterface({ input: process.stdin, output: process.stdout });
  const answer = (
    await rl.question(`${why}. The id of the Firebase project to deploy to (Firebase console → Project settings): `)
  ).trim();
  rl.close();
  if (!realProject(answer)) stop(`"${answer}" is not a Firebase project id.`);
  return answer;
}

function checkConfiguration(projectId: string): void {
  const env = loadEnv('production', ROOT, 'VITE_');
  let config;
  try {
    config = readConfig(env);
  } catch (e) {
    if (e instanceof ConfigError)
      stop(`the site's configuration is wrong: ${e.problems.join('; ')} (.env.local, see .env.example).`);
    throw e;
  }
  if (config.backend !== 'firebase')
    stop(
      'the build would have no Firebase configuration: it would be the demo, whose content lives in each ' +
        "visitor's own browser. Put the project's VITE_FIREBASE_* values in .env.local (docs/firebase.md §2).",
    );
  if (config.firebase?.projectId !== projectId)
    stop(`.env.local configures the project "${config.firebase?.projectId}", not "${projectId}".`);
  if (!env.VITE_SITE_URL?.trim())
    stop("VITE_SITE_URL is not set: every page's canonical address and the sitemap would name http://localhost:5173.");
}

async function publishing(projectId: string) {
  const { applicationDefault, initializeApp } = await import('firebase-admin/app');
  const { FieldValue, getFirestore } = await import('firebase-admin/firestore');
  const { firestoreStore } = await import('../functions/src/store');
  const { PUBLISH_REQUEST_DOC, PUBLISH_STATUS_DOC } = await import('../src/content/publishing');
  const credential = applicationDefault();
  const db = getFirestore(initializeApp({ projectId, credential }, 'deploy'));
  const store = firestoreStore(db);
  return {
    /** Whether there are credentials, and they reach the project's Firestore. */
    check: async () => {
      await credential.getAccessToken();
      await db.doc(PUBLISH_STATUS_DOC).get();
    },
    hold: async (): Promise<string> => {
      const until = Date.now() + WAIT_FOR_PUBLISH_MS;
      for (;;) {
        const got = await store.lock('deploy', DEPLOY_LEASE_MS);
        if ('token' in got) return got.token;
        if (Date.now() > until)
          stop(`the site is held by a ${got.busy.holder} until ${new Date(got.busy.until).toLocaleString()}.`);
        console.log(`Waiting for the ${got.busy.holder} that is running to end…`);
        await new Promise((r) => setTimeout(r, 10_000));
      }
    },
    release: (token: string) => store.unlock(token),
    ask: () => db.doc(PUBLISH_REQUEST_DOC).set({ requestedAt: FieldValue.serverTimestamp(), by: 'deploy' }),
  };
}

const projectId = await project();
checkConfiguration(projectId);

const firestore = dry ? null : await publishing(projectId);
if (dry) console.log(`would check the credentials for ${projectId}'s Firestore`);
else {
  try {
    await firestore!.check();
  } catch (e) {
    stop(
      `no credentials reach ${projectId}'s Firestore (${(e as Error).message.split('\n')[0]}). ` +
        'Run `gcloud auth application-default login`, or set GOOGLE_APPLICATION_CREDENTIALS to a key of the project.',
    );
  }
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

const firebase = path.join(ROOT, 'node_modules', '.bin', 'firebase');
const deployArgs = ['deploy', '--config', deployConfig(), '--only', TARGETS, '--project', projectId, ...passOn];
if (dry) {
  for (const line of [
    'npm run build',
    'package the publish function (functions/lib, functions/site) and npm ci --prefix functions',
    `hold the site (publish/lock of ${projectId})`,
    `firebase ${deployArgs.join(' ')}`,
    'ask for a publish (publish/request)',
  ])
    console.log(`would run: ${line}`);
  process.exit(0);
}

if (run('npm', ['run', 'build']) !== 0) process.exit(1);
const infoFile = path.join(ROOT, 'dist-server', 'build.json');
const info = existsSync(infoFile) ? (JSON.parse(readFileSync(infoFile, 'utf8')) as BuildInfo) : null;
if (info?.backend !== 'firebase' || info.projectId !== projectId)
  stop(
    `the build is ${info ? `a ${info.backend} build of ${info.projectId ?? 'no project'}` : 'missing its stamp'}, not a Firebase build of ${projectId}.`,
    true,
  );

const { packageFunctions } = await import('./functionsPackage');
await packageFunctions(path.join(ROOT, 'dist-server'));
if (run('npm', ['ci', '--prefix', 'functions', '--omit=dev', '--no-audit', '--no-fund']) !== 0) process.exit(1);

const token = await firestore!.hold();
let status = 1;
try {
  status = run(firebase, deployArgs);
} finally {
  await firestore!.release(token);
}
if (status !== 0) process.exit(status);
await firestore!.ask();
console.log(
  `Deployed build ${info.buildId}. A publish follows within a minute or two, with whatever was saved meanwhile ` +
    '(Settings → Publishing shows it).',
);
process.exit(0);
