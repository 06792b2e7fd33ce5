// @vitest-environment node
import 'fake-indexeddb/auto';
import { openDB } from 'idb';
import { describe, expect, it } from 'vitest';
import { textHash } from '../../src/content/backup';
import { createLocalBackend } from '../../src/backend/local/localBackend';
import { demoDocuments } from '../../scripts/demo';
import { describeBackendContract } from './contract';

let n = 0;
const owner = { email: 'admin@locanda.test', password: 'locanda-demo' };
const make = (seed = () => ({})) => createLocalBackend({ dbName: `contract-${++n}`, seed, owner, chunkDelayMs: 2 });

describeBackendContract('local', async () => {
  const backend = make();
  return { backend, owner, scratch: 'scratch', dispose: () => backend.close() };
});

describe('local backend specifics', () => {
  it('seeds the demo content on first open and counts reads like Firestore', async () => {
    const name = `seeded-${++n}`;
    const b = createLocalBackend({ dbName: name, seed: demoDocuments, owner });
    const rooms = await b.docs.list('rooms', { orderBy: [['name.it', 'asc']], limit: 3 });
    expect(rooms).toHaveLength(3);
    expect(b.stats.reads).toBe(3);
    await b.docs.get('homepage/hero');
    expect(b.stats.reads).toBe(4);
    await b.docs.list('nothing-here');
    expect(b.stats.reads).toBe(5);
    b.close();
    // Its version is its content's hash: nothing to raise by hand when the demo changes.
    const db = await openDB(name);
    expect(await db.get('meta', 'seedVersion')).toBe(textHash(JSON.stringify(demoDocuments())));
    db.close();
  });

  it('keeps edits across a reopen and restores the seed on reset', async () => {
    const name = `persist-${++n}`;
    const seed = () => ({ 'homepage/hero': { mainTitle: { it: 'Seme' } } });
    const a = createLocalBackend({ dbName: name, seed, owner });
    await a.docs.setMerge('homepage/hero', { mainTitle: { it: 'Modificato' } });
    a.close();
    const b = createLocalBackend({ dbName: name, seed, owner });
    expect(await b.docs.get('homepage/hero')).toEqual({ mainTitle: { it: 'Modificato' } });
    await b.resetDemo!();
    expect(await b.docs.get('homepage/hero')).toEqual({ mainTitle: { it: 'Seme' } });
    b.close();
  });

  it('rebuilds a corrupted database from the seed instead of failing', async () => {
    const name = `corrupt-${++n}`;
    await new Promise<void>((resolve, reject) => {
      const req = indexedDB.open(name, 1);
      req.onupgradeneeded = () => req.result.createObjectStore('something-else');
      req.onsuccess = () => {
        req.result.close();
        resolve();
      };
      req.onerror = () => reject(req.error);
    });
    const b = createLocalBackend({ dbName: name, seed: () => ({ 'footer/info': { email: 'x@y.z' } }), owner });
    expect(await b.docs.get('footer/info')).toEqual({ email: 'x@y.z' });
    b.close();
  });

  it('remembers the signed-in owner in the given session storage', async () => {
    const store = new Map<string, string>();
    const storage = {
      getItem: (k: string) => store.get(k) ?? null,
      setItem: (k: string, v: string) => void store.set(k, v),
      removeItem: (k: string) => void store.delete(k),
    };
    const a = createLocalBackend({ dbName: `s-${++n}`, seed: () => ({}), owner, sessionStorage: storage });
    await a.auth.signIn('ADMIN@locanda.test', owner.password);
    const b = createLocalBackend({ dbName: `s-${n}`, seed: () => ({}), owner, sessionStorage: storage });
    expect(b.auth.currentUser()).toEqual({ email: owner.email, isOwner: true });
    await b.auth.signOut();
    expect(store.size).toBe(0);
    a.close();
    b.close();
  });
});
