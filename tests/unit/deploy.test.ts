// @vitest-environment node
/**
 * `npm run deploy` refuses to put security rules live that were not executed: here the
 * emulators cannot run (no Java on the PATH), so it must stop before building or deploying.
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
afterAll(() => rmSync(bin, { recursive: true, force: true }));

function deploy(...args: string[]) {
  return deployWith({}, ...args);
}

function deployWith(env: Record<string, string>, ...args: string[]) {
  const r = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/deploy.ts', '--dry-run', ...args], {
    cwd: ROOT,
    encoding: 'utf8',
    env: { ...process.env, PATH: bin, REQUIRE_EMULATOR_TESTS: '', ...env },
    timeout: 60_000,
  });
  return { status: r.status, out: `${r.stdout}${r.stderr}` };
}

describe('npm run deploy', () => {
  it('deploys nothing when the rules tests cannot run', () => {
    const r = deploy();
    expect(r.out).toContain('Security-rules tests NOT run');
    expect(r.out).toContain('Nothing deployed');
    expect(r.out).not.toContain('would run');
    expect(r.status).toBe(1);
  });

  it('goes on without them only when told, and says what that risks', () => {
    const r = deployWith({ VITE_ADMIN_PATH: 'porta-segreta' }, '--skip-rules-tests', '--project', 'my-inn');
    expect(r.out).toContain('WITHOUT running the security-rules tests');
    expect(r.out).toContain('would run: npm run build');
    const config = path.join(ROOT, 'firebase.deploy.json');
    expect(r.out).toContain(
      `would run: firebase deploy --config ${config} --only hosting,firestore:rules,firestore:indexes,storage --project my-inn`,
    );
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
