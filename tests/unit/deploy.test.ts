// @vitest-environment node
/**
 * `npm run deploy` (scripts/deploy.ts, here with --dry-run) stops before building anything unless it has
 * a real project, the site's Firebase configuration for it, and rules tests that ran. Here the emulators
 * cannot run (no Java on the PATH nor in the JVM folder searched) and no .env.local exists: the
 * configuration comes from the environment.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
// A PATH with node, npm and a shell, and no Java.
const bin = mkdtempSync(path.join(tmpdir(), 'no-java-'));
for (const [name, target] of [
  ['node', process.execPath],
  ['npm', path.join(path.dirname(process.execPath), 'npm')],
  ['sh', '/bin/sh'],
]) {
  symlinkSync(target, path.join(bin, name));
}
// A home without anyone's gcloud credentials.
const home = mkdtempSync(path.join(tmpdir(), 'no-home-'));
afterAll(() => {
  rmSync(bin, { recursive: true, force: true });
  rmSync(home, { recursive: true, force: true });
});

const firebaseConfig = (project: string) => ({
  VITE_FIREBASE_API_KEY: 'AIza-test',
  VITE_FIREBASE_AUTH_DOMAIN: `${project}.firebaseapp.com`,
  VITE_FIREBASE_PROJECT_ID: project,
  VITE_FIREBASE_STORAGE_BUCKET: `${project}.firebasestorage.app`,
  VITE_FIREBASE_APP_ID: '1:1234567890:web:abc123',
  VITE_SITE_URL: `https://${project}.web.app`,
});

function deploy(args: string[], env: Record<string, string> = firebaseConfig('my-inn'), dry = true) {
  const r = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/deploy.ts', ...(dry ? ['--dry-run'] : []), ...args], {
    cwd: ROOT,
    encoding: 'utf8',
    env: { PATH: bin, HOME: home, JVM_DIR: home, REQUIRE_EMULATOR_TESTS: '', ...env },
    timeout: 60_000,
  });
  return { status: r.status, out: `${r.stdout}${r.stderr}` };
}

describe('npm run deploy', () => {
  it('refuses without a real project, before building anything (the emulators’ demo-locanda is not one)', () => {
    const r = deploy([]);
    expect(r.out).toContain('Nothing built, nothing deployed: "demo-locanda" is not a real Firebase project');
    expect(r.out).toContain('--project <id>');
    expect(r.out).not.toContain('would run');
    expect(r.status).toBe(1);
  });

  it('refuses to put a build without Firebase configuration online: that is the demo', () => {
    const r = deploy(['--project', 'my-inn', '--skip-rules-tests'], {});
    expect(r.out).toContain('the build would have no Firebase configuration: it would be the demo');
    expect(r.out).not.toContain('would run');
    expect(r.status).toBe(1);
  });

  it('refuses a configuration of another project, or one without the site’s address', () => {
    const other = deploy(['--project', 'my-inn', '--skip-rules-tests'], firebaseConfig('their-inn'));
    expect(other.out).toContain('.env.local configures the project "their-inn", not "my-inn"');
    expect(other.status).toBe(1);
    const { VITE_SITE_URL: _, ...noUrl } = firebaseConfig('my-inn');
    const url = deploy(['--project', 'my-inn', '--skip-rules-tests'], noUrl);
    expect(url.out).toContain('VITE_SITE_URL is not set');
    expect(url.status).toBe(1);
  });

  it('refuses without credentials for the project’s Firestore, before building anything', () => {
    // No key, no gcloud login in this HOME, and no metadata server to ask: the credentials a deployer lacks.
    const r = deploy(
      ['--project', 'my-inn', '--skip-rules-tests'],
      { ...firebaseConfig('my-inn'), METADATA_SERVER_DETECTION: 'none' },
      false,
    );
    expect(r.out).toContain("Nothing built, nothing deployed: no credentials reach my-inn's Firestore");
    expect(r.out).toContain('gcloud auth application-default login');
    expect(r.out).not.toMatch(/WITHOUT running|vite|build/i);
    expect(r.status).toBe(1);
  });

  it('deploys nothing when the rules tests cannot run', () => {
    const r = deploy(['--project', 'my-inn']);
    expect(r.out).toContain('Firestore and Storage rules NOT checked: their emulators need Java 21 or newer (no Java found');
    expect(r.out).toContain('Nothing deployed');
    expect(r.out).not.toContain('would run');
    expect(r.status).toBe(1);
  });

  it('goes on without them only when told, says what that risks, and what it would do', () => {
    const r = deploy(['--skip-rules-tests', '--project', 'my-inn', '--force'], {
      ...firebaseConfig('my-inn'),
      VITE_ADMIN_PATH: 'porta-segreta',
    });
    expect(r.out).toContain('WITHOUT running the security-rules tests');
    const config = path.join(ROOT, 'firebase.deploy.json');
    const steps = r.out.split('\n').filter((l) => l.startsWith('would '));
    expect(steps).toEqual([
      "would check the credentials for my-inn's Firestore",
      'would run: npm run build',
      'would run: package the publish function (functions/lib, functions/site) and npm ci --prefix functions',
      'would run: hold the site (publish/lock of my-inn)',
      `would run: firebase deploy --config ${config} --only hosting,functions,firestore:rules,firestore:indexes,storage --project my-inn --force`,
      'would run: ask for a publish (publish/request)',
    ]);
    expect(r.status).toBe(0);
    // The configuration deployed is firebase.json with the owner's own login path kept out of search results.
    const deployed = JSON.parse(readFileSync(config, 'utf8')) as {
      hosting: { rewrites: unknown; headers: { source: string; headers: { key: string; value: string }[] }[] };
    };
    const hosting = (JSON.parse(readFileSync(path.join(ROOT, 'firebase.json'), 'utf8')) as typeof deployed).hosting;
    expect(deployed.hosting.rewrites).toEqual(hosting.rewrites);
    expect(deployed.hosting.headers).toEqual([
      ...hosting.headers,
      { source: '/porta-segreta', headers: [{ key: 'X-Robots-Tag', value: 'noindex' }] },
    ]);
  });
});
