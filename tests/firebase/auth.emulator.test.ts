/**
 * The Firebase adapter's Auth side against the real Auth emulator (pure Node,
 * no Java): `npm run test:rules` starts it around this file.
 */
import { execFile } from 'node:child_process';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { AUTH_MARKER_KEY } from '../../src/backend/firebase/auth';
import { startAuth } from '../../src/backend/firebase/authSdk';
import { createFirebaseBackend, type FirebaseBackend } from '../../src/backend/firebase';
import {
  AUTH_HOST,
  clearAccounts,
  createUser,
  disableUser,
  emulatorConfig,
  memoryStorage,
  PROJECT_ID,
  sentEmails,
  until,
} from './emulatorEnv';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const OWNER = { email: 'owner@locanda.test', password: 'owner-password-1' };

if (!AUTH_HOST) console.info('Auth emulator tests skipped: FIREBASE_AUTH_EMULATOR_HOST is not set (run `npm run test:rules`).');

function runGrantAdmin(...args: string[]): Promise<{ code: number; out: string }> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', 'scripts/grant-admin.ts', ...args],
      { cwd: ROOT, env: { ...process.env, GCLOUD_PROJECT: PROJECT_ID }, timeout: 60_000 },
      (err, stdout, stderr) => resolve({ code: err ? ((err as { code?: number }).code ?? 1) : 0, out: stdout + stderr }),
    );
  });
}

describe.skipIf(!AUTH_HOST)('Firebase auth adapter (Auth emulator)', () => {
  let n = 0;
  let uid = '';
  const made: FirebaseBackend[] = [];
  let authLoads = 0;

  function make(opts: { marker?: ReturnType<typeof memoryStorage>; extra?: Record<string, string> } = {}) {
    const marker = opts.marker ?? memoryStorage();
    const backend = createFirebaseBackend(emulatorConfig(opts.extra), {
      appName: `auth-test-${++n}`,
      emulators: { auth: AUTH_HOST },
      markerStorage: marker,
      loaders: {
        // The real Auth module, counted: a first-time visitor must not load it.
        auth: async (app, host, onUser) => {
          authLoads++;
          return startAuth(app, host, onUser);
        },
      },
    });
    made.push(backend);
    return { backend, marker };
  }

  beforeAll(async () => {
    await clearAccounts();
    uid = await createUser(OWNER.email, OWNER.password);
  });
  beforeEach(() => {
    authLoads = 0;
  });
  afterEach(async () => {
    await Promise.all(made.splice(0).map((b) => b.dispose()));
  });
  afterAll(async () => {
    await clearAccounts();
  });

  it('reports nobody at once in a browser that never signed in, without loading Auth', async () => {
    const { backend } = make();
    const states: (string | null)[] = [];
    backend.auth.onChange((u) => states.push(u?.email ?? null));
    await until(() => states.length > 0);
    expect(states).toEqual([null]);
    expect(backend.auth.currentUser()).toBeNull();
    expect(authLoads).toBe(0);
    expect(backend.auth.loaded).toBe(false);
  });

  it('signs in, reports the change, remembers the browser, and signs out', async () => {
    const { backend, marker } = make();
    const states: (string | null)[] = [];
    backend.auth.onChange((u) => states.push(u?.email ?? null));
    const user = await backend.auth.signIn(` ${OWNER.email} `, OWNER.password);
    // Signed in, but not (yet) an owner: the account has no admin claim.
    expect(user).toEqual({ email: OWNER.email, isOwner: false });
    expect(backend.auth.currentUser()).toEqual({ email: OWNER.email, isOwner: false });
    expect(authLoads).toBe(1);
    expect(marker.map.get(AUTH_MARKER_KEY)).toBe('1');
    await until(() => states.at(-1) === OWNER.email);
    expect(states).toEqual([null, OWNER.email]);

    await backend.auth.signOut();
    expect(backend.auth.currentUser()).toBeNull();
    expect(marker.map.has(AUTH_MARKER_KEY)).toBe(false);
    await until(() => states.at(-1) === null);
    expect(states).toEqual([null, OWNER.email, null]);
  });

  it('rejects a wrong password or an unknown account and stays signed out', async () => {
    const { backend, marker } = make();
    const wrong = await backend.auth.signIn(OWNER.email, 'not-the-password').catch((e: unknown) => e);
    expect((wrong as { code?: string }).code).toMatch(/^auth\/(wrong-password|invalid-credential)$/);
    const unknown = await backend.auth.signIn('nobody@locanda.test', 'whatever-1').catch((e: unknown) => e);
    expect((unknown as { code?: string }).code).toMatch(/^auth\/(user-not-found|invalid-credential)$/);
    expect(backend.auth.currentUser()).toBeNull();
    expect(marker.map.has(AUTH_MARKER_KEY)).toBe(false);
  });

  it('loads Auth up front where someone signed in before, and forgets the marker when the session is gone', async () => {
    const marker = memoryStorage();
    marker.setItem(AUTH_MARKER_KEY, '1');
    const { backend } = make({ marker });
    // Asked for at once, without anyone signing in (it arrives once the Firebase app's own module has loaded).
    await until(() => authLoads === 1);
    expect(authLoads).toBe(1);
    const states: (string | null)[] = [];
    backend.auth.onChange((u) => states.push(u?.email ?? null));
    // Node keeps sessions in memory only, so the restored state of a new app is "nobody".
    await until(() => states.length > 0);
    expect(states).toEqual([null]);
    expect(marker.map.has(AUTH_MARKER_KEY)).toBe(false);
  });

  it('reads the owner claim after `npm run grant-admin`', async () => {
    const { backend } = make();
    await backend.auth.signIn(OWNER.email, OWNER.password);
    expect((await backend.auth.claims())?.admin).toBeUndefined();

    const granted = await runGrantAdmin(OWNER.email);
    expect(granted.out).toContain('is now an owner');
    expect(granted.out).toContain('used for nothing else');
    expect(granted.out).toContain('turn sign-up off before granting');
    expect(granted.code).toBe(0);
    expect((await backend.auth.claims(true))?.admin).toBe(true);
    await until(() => backend.auth.currentUser()?.isOwner === true);

    const missing = await runGrantAdmin('nobody@locanda.test');
    expect(missing.code).not.toBe(0);
    expect(missing.out).toContain('No account nobody@locanda.test');

    const revoked = await runGrantAdmin(OWNER.email, '--revoke');
    expect(revoked.code).toBe(0);
    expect((await backend.auth.claims(true))?.admin).toBeUndefined();
    await until(() => backend.auth.currentUser()?.isOwner === false);
    // Three runs of the script, each a Node process of its own: far slower than the suite's default on a busy machine.
  }, 90_000);

  it('sends a password-reset e-mail, and answers the same for an address without an account', async () => {
    const { backend } = make();
    await expect(backend.auth.sendPasswordReset!(` ${OWNER.email} `, 'de')).resolves.toBeUndefined();
    await expect(backend.auth.sendPasswordReset!('nobody@locanda.test', 'de')).resolves.toBeUndefined();
    const resets = (await sentEmails()).filter((m) => m.requestType === 'PASSWORD_RESET');
    expect(resets.map((m) => m.email)).toContain(OWNER.email);
    expect(resets.map((m) => m.email)).not.toContain('nobody@locanda.test');
    // Nobody is signed in by asking.
    expect(backend.auth.currentUser()).toBeNull();
  });

  describe('ID-token sync', () => {
    let server: Server;
    const calls: { method: string; auth?: string }[] = [];
    let url = '';
    beforeAll(async () => {
      server = createServer((req: IncomingMessage, res) => {
        calls.push({ method: req.method ?? '', auth: req.headers.authorization });
        res.writeHead(204).end();
      });
      await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
      url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/session`;
    });
    afterAll(() => new Promise<void>((r) => server.close(() => r())));

    it('POSTs the ID token with a bearer header on sign-in and DELETEs on sign-out', async () => {
      calls.length = 0;
      const { backend } = make({ extra: { VITE_TOKEN_SYNC_URL: url, VITE_TOKEN_SYNC_MAX_AGE_SECONDS: '300' } });
      await backend.auth.signIn(OWNER.email, OWNER.password);
      await vi.waitFor(() => expect(calls.length).toBeGreaterThan(0));
      // Each token the account gets is posted once: the first check of the owner's claim refreshes the token
      // once, so on a slow machine its second token may already be posted too.
      const posts = calls.filter((c) => c.method === 'POST');
      expect(posts.length).toBeLessThanOrEqual(2);
      expect(new Set(posts.map((c) => c.auth)).size).toBe(posts.length);
      for (const post of posts) {
        const token = post.auth?.replace(/^Bearer /, '') ?? '';
        const payload = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()) as { email?: string };
        expect(payload.email).toBe(OWNER.email);
      }

      await backend.auth.signOut();
      const methods = calls.map((c) => c.method);
      expect(methods.at(-1)).toBe('DELETE');
      expect(methods.filter((m) => m === 'DELETE')).toHaveLength(1);
      expect(methods.slice(0, -1).every((m) => m === 'POST')).toBe(true);
      expect(calls.at(-1)!.auth).toBeUndefined();
    });
  });

  it('signs a disabled account out and rejects with an auth code the app can recognise', async () => {
    const email = 'soon-disabled@locanda.test';
    const id = await createUser(email, 'password-123');
    const { backend } = make();
    await backend.auth.signIn(email, 'password-123');
    await disableUser(id);
    const err = await backend.auth.claims(true).catch((e: unknown) => e);
    expect((err as { code?: string }).code).toBe('auth/user-disabled');
    await until(() => backend.auth.currentUser() === null);
    expect(uid).not.toBe(id);
  });
});
