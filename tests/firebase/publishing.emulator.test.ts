/**
 * Publishing's Firebase side against the emulators: who counts as an owner for "Pubblica ora" (Auth
 * emulator), and publish/status, publish/lock and the content as the function reads them with the
 * Admin SDK (Firestore emulator, Java 21), both inside `npm run test:rules`.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore, Timestamp } from 'firebase-admin/firestore';
import { ownerClaim } from '../../functions/src/owners';
import { requestAllowed } from '../../functions/src/functions';
import { firestoreContent, firestoreStore } from '../../functions/src/store';
import { PUBLISH_STATUS_DOC } from '../../src/content/publishing';
import { AUTH_HOST, clearAccounts, createUser, FIRESTORE_HOST, PROJECT_ID, setClaims } from './emulatorEnv';

if (!AUTH_HOST)
  console.info('Publishing owner tests skipped: FIREBASE_AUTH_EMULATOR_HOST is not set (run `npm run test:rules`).');
if (!FIRESTORE_HOST)
  console.info(
    'Publishing store tests skipped: FIRESTORE_EMULATOR_HOST is not set (run `npm run test:rules` where Java 21 is available).',
  );

let app: App;
beforeAll(() => {
  app = initializeApp({ projectId: PROJECT_ID }, 'publishing-test');
});
afterAll(() => deleteApp(app));

describe.skipIf(!AUTH_HOST)('who may ask for a publish (Auth emulator)', () => {
  it('an owner, by the admin claim; not an account without it, an unknown one or an anonymous visitor', async () => {
    await clearAccounts();
    const owner = await createUser('owner@locanda.test', 'owner-password-1');
    const member = await createUser('member@locanda.test', 'member-password-1');
    await setClaims(owner, { admin: true });
    await setClaims(member, { admin: false });
    const deps = { isOwner: ownerClaim(getAuth(app)) };
    expect(await requestAllowed('app_user', owner, deps)).toBe(true);
    expect(await requestAllowed('app_user', member, deps)).toBe(false);
    expect(await requestAllowed('app_user', 'nobody-has-this-uid', deps)).toBe(false);
    expect(await requestAllowed('app_user', undefined, deps)).toBe(false);
    expect(await requestAllowed('unauthenticated', undefined, deps)).toBe(false);
  });
});

describe.skipIf(!FIRESTORE_HOST)('publish/status, publish/lock and the content (Firestore emulator)', () => {
  it('one holder at a time; a lease that ran out is taken over; only its holder frees it', async () => {
    let now = 1_000_000;
    const store = firestoreStore(getFirestore(app), () => now);
    await getFirestore(app).doc('publish/lock').delete();
    const a = await store.lock('publish', 60_000);
    expect('token' in a).toBe(true);
    const b = await store.lock('deploy', 60_000);
    expect(b).toEqual({ busy: expect.objectContaining({ holder: 'publish', until: now + 60_000 }) });
    expect(await store.holds((a as { token: string }).token)).toBe(true);
    now += 61_000;
    expect(await store.holds((a as { token: string }).token)).toBe(false);
    const c = await store.lock('deploy', 60_000);
    expect('token' in c).toBe(true);
    await store.unlock((a as { token: string }).token);
    expect((await getFirestore(app).doc('publish/lock').get()).data()?.holder).toBe('deploy');
    await store.unlock((c as { token: string }).token);
    expect((await getFirestore(app).doc('publish/lock').get()).exists).toBe(false);
  });

  it('merges the status, removes what is set to null, and keeps the latest request', async () => {
    const db = getFirestore(app);
    await db.doc(PUBLISH_STATUS_DOC).delete();
    const store = firestoreStore(db);
    await store.status({ running: true, startedAt: 5 });
    await store.status({ running: false, failedAt: 6, error: 'hosting' });
    await store.status({ error: null });
    await store.requested(10);
    await store.requested(8);
    expect((await db.doc(PUBLISH_STATUS_DOC).get()).data()).toEqual({
      running: false,
      startedAt: 5,
      failedAt: 6,
      requestedAt: 10,
    });
  });

  it('reads the content as the site does: timestamps in milliseconds, lists in order and limited', async () => {
    const db = getFirestore(app);
    // A collection of its own: other files' documents may still be in the emulator.
    const rooms = `rooms_${Date.now()}`;
    await db.doc(`${rooms}/b`).set({ name: { it: 'Bosco' }, order: 2, createdAt: Timestamp.fromMillis(1_700_000_000_000) });
    await db.doc(`${rooms}/a`).set({ name: { it: 'Aia' }, order: 1 });
    await db.doc(`${rooms}/c`).set({ name: { it: 'Cedro' }, order: 3 });
    const content = firestoreContent(db);
    expect(await content.get(`${rooms}/b`)).toEqual({ name: { it: 'Bosco' }, order: 2, createdAt: 1_700_000_000_000 });
    expect(await content.get(`${rooms}/none`)).toBeNull();
    const listed = await content.list(rooms, { orderBy: [['order', 'asc']], limit: 2 });
    expect(listed.map((d) => d.id)).toEqual(['a', 'b']);
    expect(await content.list(rooms, { limit: 0 })).toEqual([]);
  });
});
