/**
 * Pieces of the Firebase adapter that need no emulator: the upload-task state
 * machine (with a fake SDK upload), error mapping, URL ownership, data
 * conversion, the lazy Auth service (with a fake SDK), and query building on
 * the full Firestore SDK running offline.
 */
import { deleteApp, initializeApp } from 'firebase/app';
import { disableNetwork, doc, initializeFirestore, memoryLocalCache, setDoc, Timestamp } from 'firebase/firestore';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { AUTH_MARKER_KEY, createFirebaseAuth } from '../../src/backend/firebase/auth';
import type { AuthHandle, AuthUser } from '../../src/backend/firebase/authSdk';
import { buildConstraints, fromFirestoreValue, toFirestoreData } from '../../src/backend/firestoreData';
import { objectPath, ownsStorageUrl } from '../../src/backend/firebase/files';
import { liveOn } from '../../src/backend/firebase/live';
import { toStorageError } from '../../src/backend/firebase/storageErrors';
import { createUploadTask, type SdkUpload } from '../../src/backend/firebase/uploadTask';
import { SERVER_TIME, StorageError, type Doc, type UploadProgress, type UploadTask } from '../../src/backend/port';
import { memoryStorage, until } from './emulatorEnv';

const tick = () => new Promise((r) => setTimeout(r, 0));

/** Behaves like the Storage SDK's UploadTask: confirmations arrive asynchronously. */
class FakeUpload implements SdkUpload {
  state: 'running' | 'pausing' | 'paused' | 'canceling' | 'canceled' | 'success' | 'error' = 'running';
  bytes = 0;
  calls: string[] = [];
  private next?: (s: { state: string; bytesTransferred: number }) => void;
  private error?: (e: unknown) => void;
  private complete?: () => void;
  observe(next: (s: { state: string; bytesTransferred: number }) => void, error: (e: unknown) => void, complete: () => void) {
    this.next = next;
    this.error = error;
    this.complete = complete;
    return () => undefined;
  }
  pause() {
    this.calls.push('pause');
    if (this.state !== 'running') return false;
    this.state = 'pausing';
    setTimeout(() => {
      this.state = 'paused';
      this.next?.({ state: 'paused', bytesTransferred: this.bytes });
    }, 5);
    return true;
  }
  resume() {
    this.calls.push('resume');
    if (this.state !== 'paused' && this.state !== 'pausing') return false;
    this.state = 'running';
    queueMicrotask(() => this.next?.({ state: 'running', bytesTransferred: this.bytes }));
    return true;
  }
  cancel() {
    this.calls.push('cancel');
    if (this.state !== 'running' && this.state !== 'pausing') return false;
    this.state = 'canceling';
    setTimeout(() => {
      this.state = 'canceled';
      this.error?.(Object.assign(new Error('canceled'), { code: 'storage/canceled' }));
    }, 5);
    return true;
  }
  progress(bytes: number) {
    this.bytes = bytes;
    this.next?.({ state: 'running', bytesTransferred: bytes });
  }
  succeed() {
    this.state = 'success';
    this.complete?.();
  }
  fail(code: string) {
    this.state = 'error';
    this.error?.(Object.assign(new Error(code), { code }));
  }
  url() {
    return Promise.resolve('https://firebasestorage.googleapis.com/v0/b/b/o/gallery%2F1_a.png?alt=media');
  }
}

function startFake(total = 1000) {
  const fake = new FakeUpload();
  let begun = 0;
  const task = createUploadTask(total, async () => () => {
    begun++;
    return fake;
  });
  const seen: UploadProgress[] = [];
  task.onProgress((p) => seen.push(p));
  return { fake, task, seen, begun: () => begun };
}

const settle = (t: UploadTask) =>
  t.done.then(
    (url) => ({ url, err: null }),
    (err: unknown) => ({ url: null, err: err as StorageError }),
  );

describe('upload task over the Storage SDK', () => {
  it('maps progress and resolves with the download URL on success', async () => {
    const { fake, task, seen } = startFake();
    await tick();
    fake.progress(400);
    fake.progress(1000);
    fake.succeed();
    expect(await task.done).toMatch(/^https:\/\/firebasestorage/);
    expect(task.progress).toEqual({ state: 'success', bytesTransferred: 1000, totalBytes: 1000 });
    expect(seen.map((p) => `${p.state}:${p.bytesTransferred}`)).toEqual(['running:400', 'running:1000', 'success:1000']);
  });

  it('shows pausing until the SDK confirms, pauses only while running, resumes only when paused', async () => {
    const { fake, task, seen } = startFake();
    await tick();
    expect(task.resume()).toBe(false);
    expect(task.pause()).toBe(true);
    expect(task.progress.state).toBe('pausing');
    expect(task.pause()).toBe(false);
    await until(() => task.progress.state === 'paused');
    expect(seen.map((p) => p.state)).toEqual(['pausing', 'paused']);
    expect(task.resume()).toBe(true);
    expect(task.progress.state).toBe('running');
    await tick();
    expect(fake.calls).toEqual(['pause', 'resume']);
  });

  it('cancels from running with the canceled code, and not twice', async () => {
    const { task } = startFake();
    await tick();
    expect(task.cancel()).toBe(true);
    expect(task.progress.state).toBe('canceling');
    const { err } = await settle(task);
    expect(err).toBeInstanceOf(StorageError);
    expect(err?.code).toBe('canceled');
    expect(task.progress.state).toBe('canceled');
    expect(task.cancel()).toBe(false);
    expect(task.pause()).toBe(false);
  });

  it('cancels a paused upload (the SDK itself cannot) by resuming it first', async () => {
    const { fake, task } = startFake();
    await tick();
    task.pause();
    await until(() => task.progress.state === 'paused');
    expect(task.cancel()).toBe(true);
    expect(fake.calls).toEqual(['pause', 'resume', 'cancel']);
    // The SDK's "running" after the resume must not hide the cancel in progress.
    await tick();
    expect(task.progress.state).toBe('canceling');
    expect((await settle(task)).err?.code).toBe('canceled');
  });

  it('never starts the upload when canceled while the SDK is still loading', async () => {
    const { task, begun } = startFake();
    expect(task.cancel()).toBe(true);
    expect((await settle(task)).err?.code).toBe('canceled');
    expect(begun()).toBe(0);
  });

  it('passes a pause made while loading on to the SDK', async () => {
    const { fake, task } = startFake();
    expect(task.pause()).toBe(true);
    await until(() => task.progress.state === 'paused');
    expect(fake.calls).toEqual(['pause']);
  });

  it('rejects with the port code of an SDK failure', async () => {
    for (const [sdkCode, code] of [
      ['storage/unauthorized', 'unauthorized'],
      ['storage/unauthenticated', 'unauthenticated'],
      ['storage/retry-limit-exceeded', 'retry-limit-exceeded'],
      ['storage/quota-exceeded', 'quota-exceeded'],
      ['storage/server-file-wrong-size', 'unknown'],
    ]) {
      const { fake, task } = startFake();
      await tick();
      fake.fail(sdkCode);
      const { err } = await settle(task);
      expect(err?.code).toBe(code);
      expect(task.progress.state).toBe('error');
    }
  });

  it('fails with an error (not a hang) when the Storage SDK cannot be loaded', async () => {
    const task = createUploadTask(10, () => Promise.reject(new Error('Failed to fetch dynamically imported module')));
    const { err } = await settle(task);
    expect(err?.code).toBe('unknown');
    expect(task.progress.state).toBe('error');
  });
});

describe('storage helpers', () => {
  const bucket = 'demo-locanda.appspot.com';
  it('owns only download URLs of its own bucket', () => {
    const own = `https://firebasestorage.googleapis.com/v0/b/${bucket}/o/gallery%2F1_a.png?alt=media&token=t`;
    expect(ownsStorageUrl(own, bucket)).toBe(true);
    expect(ownsStorageUrl(`gs://${bucket}/gallery/1_a.png`, bucket)).toBe(true);
    expect(ownsStorageUrl(own.replace(bucket, 'other.appspot.com'), bucket)).toBe(false);
    expect(ownsStorageUrl(own.replace('https:', 'http:'), bucket)).toBe(false);
    expect(ownsStorageUrl('/demo/hero-hills.svg', bucket)).toBe(false);
    expect(ownsStorageUrl('https://example.com/v0/b/x/o/y', bucket)).toBe(false);
    expect(ownsStorageUrl('not a url', bucket)).toBe(false);
    expect(ownsStorageUrl(42, bucket)).toBe(false);
    const emu = `http://127.0.0.1:9199/v0/b/${bucket}/o/images%2F1_a.png?alt=media`;
    expect(ownsStorageUrl(emu, bucket)).toBe(false);
    expect(ownsStorageUrl(emu, bucket, '127.0.0.1:9199')).toBe(true);
    expect(ownsStorageUrl(emu.replace('127.0.0.1', 'localhost'), bucket, '127.0.0.1:9199')).toBe(true);
  });

  it('names objects {timestamp}_{name} inside the folder, without path tricks', () => {
    expect(objectPath('rooms/main', 'camera 1.jpg', 1700000000000)).toBe('rooms/main/1700000000000_camera 1.jpg');
    expect(objectPath('gallery', '../x/y?.png', 5)).toBe('gallery/5_.._x_y_.png');
  });

  it('maps SDK error codes onto the port codes', () => {
    expect(toStorageError({ code: 'storage/object-not-found' }).code).toBe('object-not-found');
    expect(toStorageError({ code: 'storage/canceled' }).code).toBe('canceled');
    expect(toStorageError(new Error('boom')).code).toBe('unknown');
    const same = new StorageError('quota-exceeded');
    expect(toStorageError(same)).toBe(same);
  });
});

describe('data conversion', () => {
  const sentinels = { serverTime: () => 'SERVER', nowInArray: () => 'NOW' };
  it('turns SERVER_TIME into the server timestamp at any depth (client time inside arrays) and drops undefined', () => {
    const out = toFirestoreData(
      { a: SERVER_TIME, b: { c: structuredClone(SERVER_TIME), d: undefined }, e: [SERVER_TIME, 1, undefined], f: null },
      sentinels,
    );
    expect(out).toEqual({ a: 'SERVER', b: { c: 'SERVER' }, e: ['NOW', 1], f: null });
  });

  it('reads Timestamps at any depth as milliseconds', () => {
    const t = Timestamp.fromMillis(1_700_000_000_123);
    expect(fromFirestoreValue({ at: t, nested: { list: [t, 'x'] }, n: 1 })).toEqual({
      at: 1_700_000_000_123,
      nested: { list: [1_700_000_000_123, 'x'] },
      n: 1,
    });
  });

  it('builds orderBy and limit constraints, and nothing for an empty limit', () => {
    const sdk = { orderBy: (f: string, d: string) => `order(${f},${d})`, limit: (n: number) => `limit(${n})` };
    expect(
      buildConstraints(
        {
          orderBy: [
            ['order', 'asc'],
            ['title.it', 'asc'],
          ],
          limit: 3,
        },
        sdk,
      ),
    ).toEqual(['order(order,asc)', 'order(title.it,asc)', 'limit(3)']);
    expect(buildConstraints(undefined, sdk)).toEqual([]);
    expect(buildConstraints({ limit: 0 }, sdk)).toBeNull();
  });
});

describe('live queries on the full Firestore SDK (offline, memory cache)', () => {
  const app = initializeApp({ projectId: 'demo-offline', apiKey: 'x', appId: '1:1:web:1' }, 'offline-queries');
  const db = initializeFirestore(app, { localCache: memoryLocalCache() });
  afterAll(() => deleteApp(app));

  it('orders by nested fields, applies the limit, and converts timestamps', async () => {
    await disableNetwork(db);
    // Offline, a write's promise never settles, but the local cache applies it at once.
    void setDoc(doc(db, 'things/a'), { order: 20, title: { it: 'Bici' } });
    void setDoc(doc(db, 'things/b'), { order: 10, title: { it: 'Piscina' } });
    void setDoc(doc(db, 'things/c'), { order: 20, title: { it: 'Albergo' }, at: Timestamp.fromMillis(42) });
    void setDoc(doc(db, 'things/d'), { order: 999, title: { it: 'Zeta' } });
    void setDoc(doc(db, 'things/e'), { title: { it: 'Senza ordine' } });
    const live = liveOn(db);
    let latest: Doc[] = [];
    const stop = live.watchList(
      'things',
      {
        orderBy: [
          ['order', 'asc'],
          ['title.it', 'asc'],
        ],
        limit: 3,
      },
      (d) => {
        latest = d;
      },
    );
    await until(() => latest.length === 3);
    stop();
    expect(latest.map((d) => d.id)).toEqual(['b', 'c', 'a']);
    expect(latest[1].data).toEqual({ order: 20, title: { it: 'Albergo' }, at: 42 });

    let one: unknown;
    const stopOne = live.watchDoc('things/c', (d) => (one = d));
    await until(() => one);
    stopOne();
    expect(one).toEqual({ order: 20, title: { it: 'Albergo' }, at: 42 });

    let none: Doc[] | undefined;
    live.watchList('things', { limit: 0 }, (d) => (none = d));
    await until(() => none);
    expect(none).toEqual([]);
  });
});

describe('auth service without loading Auth for visitors', () => {
  /** `grantedAfterRefresh`: the claim only shows in a token minted after a forced refresh. */
  function fakeUser(
    email: string,
    ageSeconds = 10,
    claim: 'none' | 'admin' | 'grantedAfterRefresh' = 'none',
  ): AuthUser & { refreshed: number; claimReads: boolean[] } {
    const u = {
      uid: `uid-${email}`,
      email,
      refreshed: 0,
      claimReads: [] as boolean[],
      idToken: async (force?: boolean) => {
        if (force) u.refreshed++;
        return `token-${email}-${u.refreshed}`;
      },
      tokenAgeSeconds: async () => (u.refreshed ? 0 : ageSeconds),
      claims: async (force?: boolean) => {
        u.claimReads.push(!!force);
        if (force) u.refreshed++;
        return claim === 'admin' || (claim === 'grantedAfterRefresh' && u.refreshed > 0) ? { admin: true } : {};
      },
    };
    return u;
  }

  function fakeStart(restored: AuthUser | null = null) {
    const started = vi.fn();
    let report: (u: AuthUser | null) => void = () => undefined;
    const start = async (onUser: (u: AuthUser | null) => void): Promise<AuthHandle> => {
      started();
      report = onUser;
      queueMicrotask(() => onUser(restored));
      return {
        signIn: async (email) => {
          const u = fakeUser(email, 10, 'admin');
          report(u);
          return u;
        },
        signOut: async () => report(null),
        sendPasswordReset: async () => undefined,
        current: () => null,
        stop: () => undefined,
      };
    };
    return { start, started };
  }

  it('reports nobody at once and loads nothing without the marker', async () => {
    const { start, started } = fakeStart();
    const auth = createFirebaseAuth({ start, marker: memoryStorage() });
    const cb = vi.fn();
    auth.onChange(cb);
    await tick();
    expect(cb.mock.calls).toEqual([[null]]);
    expect(started).not.toHaveBeenCalled();
  });

  it('waits for the restored session when the browser signed in before', async () => {
    const marker = memoryStorage();
    marker.setItem(AUTH_MARKER_KEY, '1');
    const { start, started } = fakeStart(fakeUser('owner@x.it', 10, 'admin'));
    const auth = createFirebaseAuth({ start, marker });
    const cb = vi.fn();
    auth.onChange(cb);
    await until(() => cb.mock.calls.length > 0);
    expect(started).toHaveBeenCalledTimes(1);
    expect(cb.mock.calls).toEqual([[{ email: 'owner@x.it', isOwner: true }]]);
    expect(auth.currentUser()).toEqual({ email: 'owner@x.it', isOwner: true });
  });

  it('reports an account without the admin claim as no owner, after refreshing its token once', async () => {
    const marker = memoryStorage();
    marker.setItem(AUTH_MARKER_KEY, '1');
    const member = fakeUser('member@x.it');
    const auth = createFirebaseAuth({ start: fakeStart(member).start, marker });
    const cb = vi.fn();
    auth.onChange(cb);
    await until(() => cb.mock.calls.length > 0);
    expect(cb.mock.calls).toEqual([[{ email: 'member@x.it', isOwner: false }]]);
    expect(member.claimReads).toEqual([false, true]);
  });

  it('sees a claim granted since the token was minted, through that one refresh', async () => {
    const marker = memoryStorage();
    marker.setItem(AUTH_MARKER_KEY, '1');
    const auth = createFirebaseAuth({ start: fakeStart(fakeUser('owner@x.it', 10, 'grantedAfterRefresh')).start, marker });
    const cb = vi.fn();
    auth.onChange(cb);
    await until(() => cb.mock.calls.length > 0);
    expect(auth.currentUser()).toEqual({ email: 'owner@x.it', isOwner: true });
  });

  it('shows the site as to a visitor when Auth cannot load', async () => {
    const marker = memoryStorage();
    marker.setItem(AUTH_MARKER_KEY, '1');
    const auth = createFirebaseAuth({ start: () => Promise.reject(new Error('offline')), marker });
    const cb = vi.fn();
    auth.onChange(cb);
    await until(() => cb.mock.calls.length > 0);
    expect(cb.mock.calls).toEqual([[null]]);
    await expect(auth.signIn('a@b.it', 'x')).rejects.toThrow('offline');
  });

  it('syncs the ID token: POST with bearer on sign-in (refreshing an old token), DELETE on sign-out', async () => {
    const calls: { method?: string; auth?: string }[] = [];
    const fetchFake = vi.fn(async (_url: RequestInfo | URL, init?: RequestInit) => {
      calls.push({ method: init?.method, auth: (init?.headers as Record<string, string> | undefined)?.Authorization });
      return new Response(null, { status: 204 });
    });
    const { start } = fakeStart();
    const auth = createFirebaseAuth({
      start,
      marker: memoryStorage(),
      tokenSync: { url: '/api/session', maxAgeSeconds: 3600 },
      fetch: fetchFake as unknown as typeof fetch,
    });
    await auth.signIn('owner@x.it', 'pw');
    expect(calls).toEqual([{ method: 'POST', auth: 'Bearer token-owner@x.it-0' }]);
    await auth.signOut();
    expect(calls.map((c) => c.method)).toEqual(['POST', 'DELETE']);
    expect(fetchFake.mock.calls[0][0]).toBe('/api/session');
  });

  it('refreshes a token older than the configured age before sending it, and survives a failing endpoint', async () => {
    const sent: string[] = [];
    const user = fakeUser('owner@x.it', 7200, 'admin');
    const auth = createFirebaseAuth({
      start: async () => ({
        signIn: async () => user,
        signOut: async () => undefined,
        sendPasswordReset: async () => undefined,
        current: () => user,
        stop: () => undefined,
      }),
      marker: null,
      tokenSync: { url: '/api/session', maxAgeSeconds: 3600 },
      fetch: (async (_u: RequestInfo | URL, init?: RequestInit) => {
        sent.push((init?.headers as Record<string, string>).Authorization);
        return new Response(null, { status: 500 });
      }) as typeof fetch,
    });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await expect(auth.signIn('owner@x.it', 'pw')).resolves.toEqual({ email: 'owner@x.it', isOwner: true });
    expect(user.refreshed).toBe(1);
    expect(sent).toEqual(['Bearer token-owner@x.it-1']);
    expect(warn).toHaveBeenCalled();
  });
});
