/**
 * The backend port's contract, stated once and run against every adapter.
 * `make` returns a fresh, empty-enough backend plus a signed-in owner's credentials.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { strToU8, zipSync } from 'fflate';
import { SaveConflict, SERVER_TIME, StorageError, type Backend, type DocData, type UploadProgress } from '../../src/backend/port';
import { BACKUP_FORMAT, BACKUP_VERSION, BackupError, countsOf, type Manifest } from '../../src/content/backup';
import { makeBackup, restoreBackup } from '../../src/editing/backup/backup';
import { packBackup, unpackBackup } from '../../src/editing/backup/backupFile';
import { REVISIONS_KEPT } from '../../src/content/constants';

export interface ContractHarness {
  backend: Backend;
  owner: { email: string; password: string };
  /** A collection name nobody else uses in this run. */
  scratch: string;
  dispose?: () => Promise<void> | void;
}

function until<T>(fn: () => T | undefined, ms = 5000): Promise<T> {
  const start = Date.now();
  return new Promise((resolve, reject) => {
    const tick = () => {
      const v = fn();
      if (v !== undefined) return resolve(v);
      if (Date.now() - start > ms) return reject(new Error('timed out waiting'));
      setTimeout(tick, 5);
    };
    tick();
  });
}

/**
 * `files: false` when the adapter's file store is not available in this run (the Storage emulator not
 * running): the tests that need it skip, every other one runs.
 */
export function describeBackendContract(name: string, make: () => Promise<ContractHarness>, { files = true } = {}) {
  describe(`backend contract: ${name}`, () => {
    let h: ContractHarness;
    beforeEach(async () => {
      h = await make();
      await h.backend.auth.signIn(h.owner.email, h.owner.password);
    });
    afterEach(async () => {
      await h.dispose?.();
    });

    it('returns null for a missing document and the data after setMerge', async () => {
      const { docs } = h.backend;
      expect(await docs.get(`${h.scratch}/none`)).toBeNull();
      await docs.setMerge(`${h.scratch}/a`, { title: { it: 'Ciao' }, n: 1 });
      expect(await docs.get(`${h.scratch}/a`)).toEqual({ title: { it: 'Ciao' }, n: 1 });
    });

    it('setMerge deep-merges nested maps and replaces arrays', async () => {
      const { docs } = h.backend;
      const p = `${h.scratch}/m`;
      await docs.setMerge(p, { title: { it: 'Uno', en: 'One' }, list: [1, 2], keep: 'x' });
      await docs.setMerge(p, { title: { de: 'Eins' }, list: [3] });
      expect(await docs.get(p)).toEqual({ title: { it: 'Uno', en: 'One', de: 'Eins' }, list: [3], keep: 'x' });
    });

    it('setFields replaces a field whole and leaves other fields alone', async () => {
      const { docs } = h.backend;
      const p = `${h.scratch}/f`;
      await docs.setMerge(p, { title: { it: 'Uno', en: 'One' }, other: { it: 'Altro' } });
      await docs.setFields(p, { title: { it: 'Due' } });
      expect(await docs.get(p)).toEqual({ title: { it: 'Due' }, other: { it: 'Altro' } });
    });

    it('turns SERVER_TIME into a comparable timestamp (ms)', async () => {
      const { docs } = h.backend;
      const before = Date.now() - 60_000;
      await docs.setMerge(`${h.scratch}/t`, { updatedAt: SERVER_TIME, nested: { at: SERVER_TIME } });
      const d = (await docs.get(`${h.scratch}/t`))!;
      expect(typeof d.updatedAt).toBe('number');
      expect(d.updatedAt as number).toBeGreaterThan(before);
      expect(typeof (d.nested as { at: unknown }).at).toBe('number');
    });

    it('adds documents with generated ids and removes them', async () => {
      const { docs } = h.backend;
      const id = await docs.add(h.scratch, { name: { it: 'Nuovo' } });
      expect(id).toMatch(/^[A-Za-z0-9]{10,}$/);
      expect(await docs.get(`${h.scratch}/${id}`)).toEqual({ name: { it: 'Nuovo' } });
      await docs.remove(`${h.scratch}/${id}`);
      expect(await docs.get(`${h.scratch}/${id}`)).toBeNull();
    });

    it('lists with multi-field orderBy on nested fields, and limit', async () => {
      const { docs } = h.backend;
      await docs.setMerge(`${h.scratch}/a`, { order: 20, title: { it: 'Bici' } });
      await docs.setMerge(`${h.scratch}/b`, { order: 10, title: { it: 'Piscina' } });
      await docs.setMerge(`${h.scratch}/c`, { order: 20, title: { it: 'Albergo' } });
      await docs.setMerge(`${h.scratch}/d`, { order: 999, title: { it: 'Zeta' } });
      const all = await docs.list(h.scratch, {
        orderBy: [
          ['order', 'asc'],
          ['title.it', 'asc'],
        ],
      });
      expect(all.map((d) => d.id)).toEqual(['b', 'c', 'a', 'd']);
      const top = await docs.list(h.scratch, {
        orderBy: [
          ['order', 'asc'],
          ['title.it', 'asc'],
        ],
        limit: 3,
      });
      expect(top.map((d) => d.id)).toEqual(['b', 'c', 'a']);
      const desc = await docs.list(h.scratch, { orderBy: [['title.it', 'desc']] });
      expect(desc.map((d) => d.id)).toEqual(['d', 'b', 'a', 'c']);
      expect(all[0].data).toEqual({ order: 10, title: { it: 'Piscina' } });
    });

    it('watch reports the document now and after each change, until unsubscribed', async () => {
      const { docs } = h.backend;
      const p = `${h.scratch}/w`;
      const seen: unknown[] = [];
      const stop = docs.watch(p, (d) => seen.push(d));
      await until(() => (seen.length >= 1 ? true : undefined));
      expect(seen[0]).toBeNull();
      await docs.setMerge(p, { v: 1 });
      await until(() => (seen.some((d) => (d as { v?: number } | null)?.v === 1) ? true : undefined));
      stop();
      const count = seen.length;
      await docs.setMerge(p, { v: 2 });
      await new Promise((r) => setTimeout(r, 100));
      expect(seen.length).toBe(count);
    });

    it('watchList follows additions and removals in query order', async () => {
      const { docs } = h.backend;
      let latest: string[] | undefined;
      const stop = docs.watchList(h.scratch, { orderBy: [['createdAt', 'desc']] }, (list) => {
        latest = list.map((d) => d.id);
      });
      await until(() => latest);
      expect(latest).toEqual([]);
      await docs.setMerge(`${h.scratch}/old`, { createdAt: 1 });
      await docs.setMerge(`${h.scratch}/new`, { createdAt: 2 });
      await until(() => (latest?.length === 2 ? true : undefined));
      expect(latest).toEqual(['new', 'old']);
      await docs.remove(`${h.scratch}/old`);
      await until(() => (latest?.length === 1 ? true : undefined));
      expect(latest).toEqual(['new']);
      stop();
    });

    it.skipIf(!files)('uploads in chunks with progress, returns a URL the store owns, and deletes it', async () => {
      const { files } = h.backend;
      const bytes = new Uint8Array(600 * 1024).fill(7);
      const task = files.startUpload('gallery', new Blob([bytes], { type: 'image/png' }), 'foto.png');
      const seen: UploadProgress[] = [];
      task.onProgress((p) => seen.push(p));
      const url = await task.done;
      expect(task.progress.state).toBe('success');
      expect(task.progress.bytesTransferred).toBe(bytes.length);
      expect(seen.filter((p) => p.state === 'running').length).toBeGreaterThanOrEqual(1);
      expect(url).toMatch(/gallery.*\d+_foto\.png/);
      expect(files.owns(url)).toBe(true);
      expect(await files.removeIfOwned(url)).toBe(true);
    });

    it.skipIf(!files)('pauses only while running, resumes only when paused, and cancels with the canceled code', async () => {
      const { files } = h.backend;
      const bytes = new Uint8Array(2 * 1024 * 1024);
      const task = files.startUpload('images', new Blob([bytes], { type: 'image/jpeg' }), 'grande.jpg');
      expect(task.resume()).toBe(false);
      expect(task.pause()).toBe(true);
      await until(() => (task.progress.state === 'paused' ? true : undefined));
      expect(task.pause()).toBe(false);
      const at = task.progress.bytesTransferred;
      await new Promise((r) => setTimeout(r, 80));
      expect(task.progress.bytesTransferred).toBe(at);
      expect(task.resume()).toBe(true);
      expect(task.progress.state).toBe('running');
      expect(task.cancel()).toBe(true);
      const err = await task.done.then(
        () => null,
        (e: unknown) => e,
      );
      expect(err).toBeInstanceOf(StorageError);
      expect((err as StorageError).code).toBe('canceled');
      expect(task.progress.state).toBe('canceled');
      expect(task.cancel()).toBe(false);
    });

    it('never deletes a file it does not own', async () => {
      const { files } = h.backend;
      expect(files.owns('/demo/hero.svg')).toBe(false);
      expect(files.owns('https://example.com/a.jpg')).toBe(false);
      expect(await files.removeIfOwned('https://example.com/a.jpg')).toBe(false);
    });

    describe('history', () => {
      /** A text field's save, in the shape the app sends (src/editing/core/writes.ts). */
      const textSave = (field: string, it: string, email: string): DocData => ({
        [field]: { it, en: `${it} (en)` },
        [`${field}_lastUpdatedBy`]: email,
        updatedAt: SERVER_TIME,
      });

      it('saves fields together with a revision of their previous values', async () => {
        const { docs } = h.backend;
        const history = await h.backend.history();
        const p = `${h.scratch}/page`;
        await docs.setMerge(p, { title: { it: 'Uno' }, other: { it: 'Altro' } });
        const first = await history.save(p, textSave('title', 'Due', h.owner.email));
        expect(await docs.get(p)).toMatchObject({ title: { it: 'Due', en: 'Due (en)' }, other: { it: 'Altro' } });
        expect(first.pruned).toBeNull();
        expect(first.revision).toMatchObject({
          seq: 1,
          doc: p,
          fields: ['title', 'title_lastUpdatedBy', 'updatedAt'],
          before: { title: { it: 'Uno' } },
        });
        // A field the document did not have is recorded empty, so restoring it clears it.
        const second = await history.save(p, textSave('subtitle', 'Nuovo', h.owner.email));
        expect(second.revision).toMatchObject({ seq: 2, before: { subtitle: {} } });

        const revisions = await history.revisions(p);
        expect(revisions.map((r) => r.seq)).toEqual([2, 1]);
        expect(revisions[1]).toMatchObject({ id: '1', doc: p, before: { title: { it: 'Uno' } } });
        expect(typeof revisions[0].at).toBe('number');
        expect(revisions[0].at).toBeGreaterThan(Date.now() - 60_000);
        expect(revisions[0].uid).toMatch(/\S/);
        // A document without a history has none.
        expect(await history.revisions(`${h.scratch}/never-saved`)).toEqual([]);
      });

      it(`keeps the last ${REVISIONS_KEPT} revisions, the same save removing the oldest`, async () => {
        const history = await h.backend.history();
        const p = `${h.scratch}/busy`;
        await h.backend.docs.setMerge(p, { title: { it: 'v0' } });
        const pruned: (number | null)[] = [];
        for (let i = 1; i <= REVISIONS_KEPT + 2; i++) {
          const out = await history.save(p, textSave('title', `v${i}`, h.owner.email));
          pruned.push(out.pruned?.seq ?? null);
          if (out.pruned)
            expect(out.pruned.before).toEqual({
              title: { it: `v${out.pruned.seq - 1}`, ...(out.pruned.seq > 1 ? { en: `v${out.pruned.seq - 1} (en)` } : {}) },
            });
        }
        expect(pruned.slice(0, REVISIONS_KEPT).every((x) => x === null)).toBe(true);
        expect(pruned.slice(REVISIONS_KEPT)).toEqual([1, 2]);
        const kept = await history.revisions(p);
        expect(kept).toHaveLength(REVISIONS_KEPT);
        expect(kept[0].seq).toBe(REVISIONS_KEPT + 2);
        expect(kept.at(-1)!.seq).toBe(3);
      }, 60_000);

      it('gives saves racing on one document each its own revision, in order, or refuses one: none is lost', async () => {
        const { docs } = h.backend;
        const history = await h.backend.history();
        const p = `${h.scratch}/race`;
        const fields = ['title', 'subtitle', 'text', 'note'];
        await docs.setMerge(p, Object.fromEntries(fields.map((f) => [f, { it: `${f} 0` }])));
        // Four tabs save four fields of one document at the same moment.
        const outcomes = await Promise.allSettled(fields.map((f) => history.save(p, textSave(f, `${f} 1`, h.owner.email))));
        const saved = outcomes.flatMap((o, i) => (o.status === 'fulfilled' ? [{ field: fields[i], out: o.value }] : []));
        expect(saved.length).toBeGreaterThanOrEqual(1);
        const seqs = saved.map((s) => s.out.revision.seq).sort((a, b) => a - b);
        expect(seqs).toEqual(seqs.map((_, i) => i + 1));
        // Each save that succeeded has its own revision, holding what it replaced; nothing else was written.
        const revisions = await history.revisions(p);
        expect(revisions.map((r) => r.seq).sort((a, b) => a - b)).toEqual(seqs);
        for (const { field, out } of saved) {
          const r = revisions.find((x) => x.seq === out.revision.seq)!;
          expect(r.fields).toEqual([field, `${field}_lastUpdatedBy`, 'updatedAt']);
          expect(r.before).toEqual({ [field]: { it: `${field} 0` } });
        }
        const stored = (await docs.get(p))!;
        for (const f of fields)
          expect((stored[f] as { it: string }).it).toBe(saved.some((s) => s.field === f) ? `${f} 1` : `${f} 0`);
        // A save refused in the race can simply be made again.
        for (const f of fields.filter((f) => !saved.some((s) => s.field === f)))
          await history.save(p, textSave(f, `${f} 1`, h.owner.email));
        expect((await history.revisions(p)).map((r) => r.seq)).toEqual([4, 3, 2, 1]);
      });

      it('takes the next free number when another save has just written one', async () => {
        const { docs } = h.backend;
        const history = await h.backend.history();
        const p = `${h.scratch}/taken`;
        await docs.setMerge(p, { title: { it: 'Prima' } });
        await history.save(p, textSave('title', 'Seconda', h.owner.email));
        const other = (await history.revisions(p))[0];
        const out = await history.save(p, textSave('title', 'Terza', h.owner.email));
        expect(out.revision.seq).toBe(2);
        const kept = await history.revisions(p);
        expect(kept.map((r) => r.seq)).toEqual([2, 1]);
        expect(kept[1]).toEqual(other);
        expect(kept[0].before).toEqual({ title: { it: 'Seconda', en: 'Seconda (en)' } });
      });

      it('refuses, changing nothing, a save whose fields changed after its editor read them', async () => {
        const { docs } = h.backend;
        const history = await h.backend.history();
        const p = `${h.scratch}/twotabs`;
        await docs.setMerge(p, { title: { it: 'Uno' }, other: { it: 'Altro' } });
        const opened = (await docs.get(p))!;
        // The phone saves the title while the laptop's editor is open.
        await history.save(p, textSave('title', 'Dal telefono', h.owner.email));
        const refused = await history
          .save(p, textSave('title', 'Dal portatile', h.owner.email), { expect: { title: opened.title } })
          .then(
            () => null,
            (e: unknown) => e,
          );
        expect(refused).toBeInstanceOf(SaveConflict);
        const current = (refused as SaveConflict).current!;
        expect(current.title).toEqual({ it: 'Dal telefono', en: 'Dal telefono (en)' });
        expect(await docs.get(p)).toMatchObject({ title: { it: 'Dal telefono' }, other: { it: 'Altro' } });
        expect((await history.revisions(p)).map((r) => r.seq)).toEqual([1]);

        // Another field saved meanwhile is no conflict; the value the refusal showed is what to expect next.
        await history.save(p, textSave('other', 'Cambiato', h.owner.email));
        const out = await history.save(p, textSave('title', 'Dal portatile', h.owner.email), {
          expect: { title: current.title },
        });
        expect(out.revision.before).toEqual({ title: { it: 'Dal telefono', en: 'Dal telefono (en)' } });
        // A field the document never had is expected as absent; a document saved meanwhile by someone is a change.
        await history.save(p, textSave('fresh', 'Nuovo', h.owner.email), { expect: { fresh: undefined } });
        await expect(
          history.save(p, textSave('fresh', 'Altro', h.owner.email), { expect: { fresh: undefined } }),
        ).rejects.toBeInstanceOf(SaveConflict);
        await expect(
          history.save(`${h.scratch}/gone`, textSave('title', 'X', h.owner.email), { expect: { title: { it: 'Y' } } }),
        ).rejects.toMatchObject({ current: null });
        expect(await docs.get(`${h.scratch}/gone`)).toBeNull();
      });

      it('keeps no history for someone signed out, and saves nothing for them', async () => {
        const { docs } = h.backend;
        const p = `${h.scratch}/nobody`;
        await docs.setMerge(p, { title: { it: 'Prima' } });
        const history = await h.backend.history();
        await h.backend.auth.signOut();
        await expect(history.save(p, textSave('title', 'Dopo', h.owner.email))).rejects.toThrow();
        await h.backend.auth.signIn(h.owner.email, h.owner.password);
        expect(await docs.get(p)).toEqual({ title: { it: 'Prima' } });
      });

      it('moves a document into the trash and restores it exactly as it was', async () => {
        const { docs } = h.backend;
        const history = await h.backend.history();
        const p = `${h.scratch}/room1`;
        await docs.setMerge(p, {
          name: { it: 'Glicine' },
          imageUrl: '/demo/room.svg',
          detailContent: [{ type: 'image', value: '/demo/a.svg', size: 'full' }],
          createdAt: SERVER_TIME,
        });
        const original = (await docs.get(p))!;
        const entry = await history.trash(p);
        expect(entry).toMatchObject({ path: p, data: original });
        expect(await docs.get(p)).toBeNull();
        const listed = await history.trashed();
        expect(listed.map((e) => e.path)).toEqual([p]);
        expect(listed[0].id).toBe(entry.id);
        expect(listed[0].deletedAt).toBeGreaterThan(Date.now() - 60_000);
        await expect(history.trash(p)).rejects.toThrow();

        const back = await history.restore(entry.id);
        expect(back.path).toBe(p);
        expect(await docs.get(p)).toEqual(original);
        expect(await history.trashed()).toEqual([]);
        await expect(history.restore(entry.id)).rejects.toThrow();
      });

      it('deletes an entry for good together with its document’s revisions, returning both', async () => {
        const { docs } = h.backend;
        const history = await h.backend.history();
        const p = `${h.scratch}/room2`;
        await docs.setMerge(p, { name: { it: 'Uno' }, imageUrl: '/demo/uno.svg' });
        await history.save(p, {
          imageUrl: '/demo/due.svg',
          imageUrlSmall: '',
          lastUpdatedBy: h.owner.email,
          updatedAt: SERVER_TIME,
        });
        await history.save(p, {
          imageUrl: '/demo/tre.svg',
          imageUrlSmall: '',
          lastUpdatedBy: h.owner.email,
          updatedAt: SERVER_TIME,
        });
        const entry = await history.trash(p);
        const gone = await history.purge(entry.id);
        expect(gone.entry).toMatchObject({ path: p, data: { imageUrl: '/demo/tre.svg' } });
        expect(gone.revisions.map((r) => r.before.imageUrl)).toEqual(['/demo/due.svg', '/demo/uno.svg']);
        expect(await history.trashed()).toEqual([]);
        expect(await history.revisions(p)).toEqual([]);
        expect(await docs.get(p)).toBeNull();
        await expect(history.purge(entry.id)).rejects.toThrow();
      });
    });

    describe.skipIf(!files)('backup and restore (the site’s own documents and files)', () => {
      const EARLIER = 'earlier@locanda.test';
      /** A small PNG's bytes, distinct per name. */
      const png = (name: string) =>
        new Blob([new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10, ...new TextEncoder().encode(name)])], { type: 'image/png' });
      const upload = (folder: 'images' | 'rooms/main' | 'rooms/details' | 'gallery', name: string) =>
        h.backend.files.startUpload(folder, png(name), name).done;

      /**
       * The site as a backup would show it, every address of the store's own files written as the file's
       * path: a file put back where it was is the same file, even where a store gives it a new address
       * (Firebase's download token). Each file's bytes are compared too.
       */
      async function site() {
        const { files } = h.backend;
        const { documents, files: bytes } = unpackBackup((await makeBackup(h.backend)).bytes);
        const byPath = (v: unknown): unknown =>
          typeof v === 'string'
            ? files.owns(v)
              ? `file:${files.pathOf(v)}`
              : v
            : Array.isArray(v)
              ? v.map(byPath)
              : v && typeof v === 'object'
                ? Object.fromEntries(Object.entries(v).map(([k, x]) => [k, byPath(x)]))
                : v;
        return { documents: byPath(documents), files: Object.fromEntries([...bytes].map(([p, b]) => [p, [...b]])) };
      }

      /** A site with stamps, times and files no ordinary save would write, put in place by a restore. */
      async function startingSite() {
        const [hero, heroSmall, room, detail, photo] = await Promise.all([
          upload('images', 'colline.png'),
          upload('images', 'colline-800.png'),
          upload('rooms/main', 'uliveto.png'),
          upload('rooms/details', 'uliveto-bagno.png'),
          upload('gallery', 'portico.png'),
        ]);
        const documents: Record<string, DocData> = {
          'homepage/hero': {
            mainTitle: { it: 'Benvenuti', en: 'Welcome' },
            mainTitle_lastUpdatedBy: EARLIER,
            backgroundImageUrl: hero,
            backgroundImageUrlSmall: heroSmall,
            backgroundImageUrl_lastUpdatedBy: EARLIER,
            updatedAt: 1_700_000_000_000,
          },
          'footer/info': { phone: '+39 0763 555 214', email: { it: 'info@locanda.example' }, updatedAt: 1_700_000_000_001 },
          'site_settings/global': {
            siteName: 'Locanda della Prova',
            siteLogoUrl: '',
            siteLogoUrlSmall: '',
            navbarLinks: [{ id: 'home', label: { it: 'Home' }, path: '/', order: 10, enabled: true, type: 'link' }],
            cin: 'IT055023C2DEMO0001',
            vatNumber: '00743110157',
            lastUpdatedBy: EARLIER,
            updatedAt: 1_700_000_000_002,
          },
          'rooms/uliveto': {
            name: { it: 'Camera Uliveto' },
            shortDescription: { it: 'Tra gli ulivi.' },
            imageUrl: room,
            imageUrlSmall: room,
            price: '95',
            order: 10,
            detailContent: [{ type: 'image', value: detail, size: 'full', blockId: 'b1' }],
            createdAt: 1_600_000_000_000,
            updatedAt: 1_700_000_000_003,
            lastUpdatedBy: EARLIER,
          },
          'gallery_images/g1': {
            imageUrl: photo,
            imageUrlSmall: photo,
            caption: '',
            createdAt: 1_650_000_000_000,
            addedBy: EARLIER,
          },
        };
        // Put in place by a restore of a backup file in the format the owner downloads.
        const files = new Map<string, Uint8Array>();
        const listed = [];
        for (const url of [hero, heroSmall, room, detail, photo]) {
          const path = h.backend.files.pathOf(url)!;
          const bytes = new Uint8Array(await (await h.backend.files.read(url)).arrayBuffer());
          files.set(path, bytes);
          listed.push({ url, path, type: 'image/png', size: bytes.length });
        }
        const manifest: Manifest = {
          format: BACKUP_FORMAT,
          version: BACKUP_VERSION,
          createdAt: new Date().toISOString(),
          siteName: 'Locanda della Prova',
          source: h.backend.kind,
          counts: countsOf(documents, files.size),
          files: listed,
        };
        await restoreBackup(h.backend, unpackBackup(packBackup(manifest, documents, files)));
        return { documents, urls: { hero, room, photo } };
      }

      it('is lossless: back up, change everything, restore, and the documents and files are as they were', async () => {
        const { docs, files } = h.backend;
        const history = await h.backend.history();
        const { documents, urls } = await startingSite();
        const before = await site();
        // Stamps and times as the backup held them, not the restore's.
        expect(await docs.get('rooms/uliveto')).toEqual(documents['rooms/uliveto']);
        expect(await docs.get('homepage/hero')).toMatchObject({ mainTitle_lastUpdatedBy: EARLIER, updatedAt: 1_700_000_000_000 });
        const backup = await makeBackup(h.backend);
        expect(backup.manifest).toMatchObject({
          format: 'locanda-backup',
          version: 1,
          siteName: 'Locanda della Prova',
          counts: { documents: 5, files: 5, rooms: 1, services: 0, experiences: 0, gallery: 1 },
        });

        // Everything changes: texts, settings, a room and a photo deleted (their files too), a room added,
        // a page saved that the backup did not have.
        await history.save('homepage/hero', {
          mainTitle: { it: 'Cambiato' },
          mainTitle_lastUpdatedBy: h.owner.email,
          updatedAt: SERVER_TIME,
        });
        await history.save('site_settings/global', {
          siteName: 'Altro nome',
          lastUpdatedBy: h.owner.email,
          updatedAt: SERVER_TIME,
        });
        await docs.remove('rooms/uliveto');
        await docs.remove('gallery_images/g1');
        for (const url of [urls.room, urls.photo]) expect(await files.removeIfOwned(url)).toBe(true);
        await docs.setMerge('rooms/nuova', { name: { it: 'Nuova' }, createdAt: SERVER_TIME });
        await history.putBack('privacy_page/intro', { title: { it: 'Privacy' } });

        const progress: [number, number][] = [];
        const restored = await restoreBackup(h.backend, unpackBackup(backup.bytes), (d, t) => progress.push([d, t]));
        expect(restored).toEqual({ documents: 5, files: 5, removed: 2 });
        expect(progress.at(-1)).toEqual([12, 12]);
        expect(await site()).toEqual(before);
        expect(await docs.get('rooms/nuova')).toBeNull();
        expect(await docs.get('privacy_page/intro')).toBeNull();
        expect(await docs.get('site_settings/global')).toEqual(documents['site_settings/global']);
      }, 60_000);

      it('restores a backup made on another backend: its files land at their paths here, the documents name them here', async () => {
        const { docs, files } = h.backend;
        const name = `${Date.now()}_altrove.png`;
        const elsewhere = `https://elsewhere.example/o/gallery%2F${name}?token=t`;
        const bytes = new Uint8Array(await png(name).arrayBuffer());
        const documents: Record<string, DocData> = {
          'gallery_images/altrove': { imageUrl: elsewhere, imageUrlSmall: elsewhere, caption: '', createdAt: 1_650_000_000_000 },
        };
        const manifest: Manifest = {
          format: BACKUP_FORMAT,
          version: BACKUP_VERSION,
          createdAt: new Date().toISOString(),
          siteName: 'Altrove',
          source: 'elsewhere',
          counts: countsOf(documents, 1),
          files: [{ url: elsewhere, path: `gallery/${name}`, type: 'image/png', size: bytes.length }],
        };
        await restoreBackup(h.backend, unpackBackup(packBackup(manifest, documents, new Map([[`gallery/${name}`, bytes]]))));
        const stored = (await docs.get('gallery_images/altrove'))!;
        expect(files.owns(stored.imageUrl as string)).toBe(true);
        expect(files.pathOf(stored.imageUrl as string)).toBe(`gallery/${name}`);
        expect(stored).toEqual({
          ...documents['gallery_images/altrove'],
          imageUrl: stored.imageUrl,
          imageUrlSmall: stored.imageUrl,
        });
        expect([...new Uint8Array(await (await files.read(stored.imageUrl as string)).arrayBuffer())]).toEqual([...bytes]);
      }, 60_000);

      it('refuses a bad file, changing nothing: someone else’s zip, a newer format, a cut-short download', async () => {
        await startingSite();
        const before = await site();
        const { bytes, manifest } = await makeBackup(h.backend);
        const { documents, files } = unpackBackup(bytes);
        const refused = (b: Uint8Array) =>
          Promise.resolve()
            .then(() => unpackBackup(b))
            .then(
              () => null,
              (e: unknown) => (e instanceof BackupError ? e.problem : e),
            );
        expect(await refused(zipSync({ 'foto.jpg': new Uint8Array([1, 2, 3]), 'note.txt': strToU8('ciao') }))).toBe('notBackup');
        expect(await refused(strToU8('not a zip at all'))).toBe('notBackup');
        expect(await refused(packBackup({ ...manifest, version: 2 }, documents, files))).toBe('newer');
        expect(await refused(bytes.slice(0, Math.floor(bytes.length * 0.6)))).toBe('damaged');
        expect(await refused(packBackup(manifest, { ...documents, 'revisions/x~y/entries/1': {} }, files))).toBe('damaged');
        expect(await site()).toEqual(before);
      }, 60_000);
    });

    it('signs in with the owner, rejects a wrong password, reports changes and signs out', async () => {
      const { auth } = h.backend;
      const states: (string | null)[] = [];
      const stop = auth.onChange((u) => states.push(u?.email ?? null));
      await until(() => (states.length ? true : undefined));
      expect(states[0]).toBe(h.owner.email);
      await auth.signOut();
      expect(auth.currentUser()).toBeNull();
      await expect(auth.signIn(h.owner.email, 'wrong-password')).rejects.toThrow();
      expect(auth.currentUser()).toBeNull();
      const u = await auth.signIn(h.owner.email, h.owner.password);
      expect(u).toEqual({ email: h.owner.email, isOwner: true });
      await until(() => (states.at(-1) === h.owner.email && states.includes(null) ? true : undefined));
      stop();
    });
  });
}
