/**
 * firestore.rules on the Firestore emulator and storage.rules on the Storage emulator
 * (`npm run test:rules`; Java 21). Each part skips when its emulator is not running: the
 * runner says why in one line (docs/firebase.md, "Tests").
 *
 * Every write the app performs is built here by the app's own code
 * (src/editing/core/writes.ts), in its largest real shape (tests/support/largest.ts),
 * and sent the way the app sends it: allowed for the owner, denied for a visitor
 * and for a signed-in account without the admin claim. A denial must be the rules
 * saying no, never Firestore giving up on an expression or memory limit.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import {
  assertFails,
  assertSucceeds,
  initializeTestEnvironment,
  type RulesTestContext,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import firebase from 'firebase/compat/app';
import 'firebase/compat/firestore';
import 'firebase/compat/storage';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { toFirestoreData } from '../../src/backend/firestoreData';
import {
  keyOfPath,
  restoringPath,
  revisionPath,
  revisionsOf,
  revisionWrite,
  trashPath,
  trashWrite,
} from '../../src/backend/history';
import { SERVER_TIME, type DocData } from '../../src/backend/port';
import { KIND_LIST } from '../../src/content/catalogue';
import { FEED_CHANNELS, MAX_BLOCKED_RANGES, MAX_FEEDS_PER_ROOM, MAX_MIN_NIGHTS } from '../../src/content/availability';
import { MAX_SHORT_TEXT_CHARS, MAX_TEXT_CHARS, REVISIONS_KEPT } from '../../src/content/constants';
import { itemProblem, settingsProblem } from '../../src/content/limits';
import { PAGE_DOCUMENTS } from '../../src/content/pages';
import { PUBLISH_LOCK_DOC, PUBLISH_REQUEST_DOC, PUBLISH_STATUS_DOC } from '../../src/content/publishing';
import { publishRequestWrite } from '../../src/editing/publish/request';
import { defaultSiteSettings } from '../../src/content/siteSettings';
import {
  galleryImageWrite,
  galleryOrderWrite,
  imageFieldWrite,
  itemWrite,
  logoWrite,
  mainImageWrite,
  mapWrite,
  restoreWrite,
  orderWrite,
  settingsWrite,
  textFieldWrite,
} from '../../src/editing/core/writes';
import { fullSources, fullText, largestDraft, largestSettings, longUrl } from '../support/largest';
import { FIRESTORE_HOST, PROJECT_ID, STORAGE_HOST } from './emulatorEnv';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const reachable = !!FIRESTORE_HOST;
if (!reachable) console.info('Security-rules tests skipped: FIRESTORE_EMULATOR_HOST is not set (run `npm run test:rules`).');

const OWNER_EMAIL = 'owner@locanda.test';
const MEMBER_EMAIL = 'member@locanda.test';

function hostPort(h: string) {
  const [host, port] = h.split(':');
  return { host, port: Number(port) };
}

/** The port's data as the adapter sends it: SERVER_TIME becomes the server's timestamp. */
function wire(data: DocData): DocData {
  return toFirestoreData(data, {
    serverTime: () => firebase.firestore.FieldValue.serverTimestamp(),
    nowInArray: () => firebase.firestore.Timestamp.now(),
  }) as DocData;
}

/** Denied by the rules themselves, not by an evaluation limit. */
async function denied(write: Promise<unknown>): Promise<void> {
  const error = (await assertFails(write)) as { message?: string } | undefined;
  expect(String(error?.message ?? error)).not.toMatch(/maximum of \d+ expressions|maximum memory|too complex/i);
}

describe.skipIf(!reachable)('security rules', () => {
  let env: RulesTestEnvironment;
  let visitor: RulesTestContext;
  let member: RulesTestContext; // signed in, but without the admin claim
  let owner: RulesTestContext;

  beforeAll(async () => {
    env = await initializeTestEnvironment({
      projectId: PROJECT_ID,
      firestore: { ...hostPort(FIRESTORE_HOST!), rules: readFileSync(`${ROOT}/firestore.rules`, 'utf8') },
      ...(STORAGE_HOST ? { storage: { ...hostPort(STORAGE_HOST), rules: readFileSync(`${ROOT}/storage.rules`, 'utf8') } } : {}),
    });
    visitor = env.unauthenticatedContext();
    member = env.authenticatedContext('member', { email: MEMBER_EMAIL });
    owner = env.authenticatedContext('owner', { email: OWNER_EMAIL, admin: true });
  });
  afterAll(async () => {
    await env?.cleanup();
  });

  const seed = (docs: Record<string, DocData>) =>
    env.withSecurityRulesDisabled(async (ctx) => {
      const batch = ctx.firestore().batch();
      for (const [p, d] of Object.entries(docs)) batch.set(ctx.firestore().doc(p), d);
      await batch.commit();
    });
  const fs = (ctx: RulesTestContext) => ctx.firestore();
  /** The adapter's three ways of writing (src/backend/firebase/docs.ts). */
  const setFields = (ctx: RulesTestContext, path: string, data: DocData) =>
    fs(ctx)
      .doc(path)
      .set(wire(data), { mergeFields: Object.keys(data) });
  const setMerge = (ctx: RulesTestContext, path: string, data: DocData) => fs(ctx).doc(path).set(wire(data), { merge: true });
  const add = (ctx: RulesTestContext, collection: string, data: DocData) => fs(ctx).collection(collection).add(wire(data));

  /** Allowed for the owner; the same write, by anyone else, denied. */
  async function onlyOwner(write: (ctx: RulesTestContext, email: string) => Promise<unknown>) {
    await Promise.all([denied(write(visitor, OWNER_EMAIL)), denied(write(member, MEMBER_EMAIL))]);
    await assertSucceeds(write(owner, OWNER_EMAIL));
  }

  const uidOf = (ctx: RulesTestContext) => (ctx === owner ? 'owner' : ctx === member ? 'member' : 'nobody');
  /** An item into the trash and back, as src/backend/firebase/historySdk.ts writes them (one transaction each). */
  const toTrash = (ctx: RulesTestContext, path: string, stored: DocData) => {
    const batch = fs(ctx).batch();
    batch.set(fs(ctx).doc(trashPath(path)), wire(trashWrite(path, stored, uidOf(ctx))));
    batch.delete(fs(ctx).doc(path));
    return batch.commit();
  };
  const outOfTrash = (ctx: RulesTestContext, path: string, data: DocData) => {
    const batch = fs(ctx).batch();
    batch.set(fs(ctx).doc(path), data);
    batch.delete(fs(ctx).doc(trashPath(path)));
    return batch.commit();
  };
  /** A restore of a backup, as historySdk.ts writes it: the staging entry, then the document with the entry's removal. */
  const stage = (ctx: RulesTestContext, path: string, data: DocData, over: DocData = {}) =>
    fs(ctx)
      .doc(restoringPath(path))
      .set({ path, data, at: firebase.firestore.FieldValue.serverTimestamp(), uid: uidOf(ctx), ...over });
  const putBack = (ctx: RulesTestContext, path: string, data: DocData) => {
    const batch = fs(ctx).batch();
    batch.set(fs(ctx).doc(path), data);
    batch.delete(fs(ctx).doc(restoringPath(path)));
    return batch.commit();
  };
  /** The document as stored (timestamps included), as the adapter copies it into the trash or a backup. */
  const stored = async (path: string) => (await fs(owner).doc(path).get()).data() as DocData;
  /** Deleted by the owner only. */
  const deletedByOwnerOnly = async (path: string) => {
    await denied(fs(visitor).doc(path).delete());
    await denied(fs(member).doc(path).delete());
    await assertSucceeds(fs(owner).doc(path).delete());
    expect((await fs(owner).doc(path).get()).exists).toBe(false);
  };

  describe('Firestore', () => {
    beforeEach(async () => {
      await env.clearFirestore();
      await seed({
        'homepage/hero': { mainTitle: { it: 'Benvenuti' } },
        'homepage/secret': { x: 1 },
        'rooms/r1': { name: { it: 'Glicine' }, imageUrl: '/demo/room-glicine.svg' },
        'private/x': { y: 1 },
      });
    });

    it('lets visitors read what the site shows, and nothing else', async () => {
      for (const d of PAGE_DOCUMENTS) await assertSucceeds(fs(visitor).doc(d.path).get());
      await assertSucceeds(fs(visitor).doc('site_settings/global').get());
      await assertSucceeds(fs(visitor).doc('location_page/map').get());
      await assertSucceeds(fs(visitor).collection('rooms').get());
      await assertSucceeds(fs(visitor).collection('services').orderBy('order').orderBy('title.it').get());
      await assertSucceeds(fs(visitor).collection('experiences').orderBy('order').orderBy('title.it').get());
      await assertSucceeds(fs(visitor).collection('gallery_images').orderBy('createdAt', 'desc').get());
      await assertSucceeds(fs(visitor).doc('rooms/r1').get());
      await denied(fs(visitor).doc('homepage/secret').get());
      await denied(fs(visitor).collection('homepage').get());
      await denied(fs(visitor).doc('private/x').get());
      await denied(fs(visitor).doc('site_settings/other').get());
    });

    it('the map and the directions link', async () => {
      const src = `https://www.google.com/maps/embed?pb=${'1'.repeat(1900)}`;
      await onlyOwner((ctx, email) => setFields(ctx, 'location_page/map', mapWrite(src, longUrl('x'), email)));
    });

    it('site settings: the defaults on first use, the largest save, a logo upload, put back from a backup, deleted', async () => {
      const path = 'site_settings/global';
      const largest = largestSettings();
      expect(settingsProblem(largest)).toBeNull();
      await onlyOwner((ctx, email) => setMerge(ctx, path, settingsWrite(defaultSiteSettings(), email)));
      await onlyOwner((ctx, email) => setFields(ctx, path, settingsWrite(largest, email)));
      await onlyOwner((ctx, email) =>
        setFields(ctx, path, logoWrite({ url: longUrl('images', 'logo2'), urlSmall: longUrl('images', 'logo3') }, email)),
      );
      const backedUp = await stored(path);
      await onlyOwner((ctx, email) => setFields(ctx, path, settingsWrite({ ...largest, siteName: 'Altro nome' }, email)));
      await denied(stage(member, path, backedUp));
      await assertSucceeds(stage(owner, path, backedUp));
      await denied(putBack(member, path, backedUp));
      await assertSucceeds(putBack(owner, path, backedUp));
      expect(await stored(path)).toEqual(backedUp);
      await deletedByOwnerOnly(path);
    });

    it('the largest page document, every text at its limit in five languages: saved, edited, put back, deleted', async () => {
      const capacity = (d: (typeof PAGE_DOCUMENTS)[number]) =>
        d.texts.reduce((n, t) => n + (t.multiline ? MAX_TEXT_CHARS : MAX_SHORT_TEXT_CHARS), 0);
      const page = [...PAGE_DOCUMENTS].sort((a, b) => capacity(b) - capacity(a))[0];
      const full = (mark: string) => (t: (typeof page.texts)[number]) =>
        fullText(t.multiline ? MAX_TEXT_CHARS : MAX_SHORT_TEXT_CHARS, `${mark}${t.field}`);
      // One text at a time, as the editor saves them; each later save updates a document that holds the others.
      for (const t of page.texts) {
        const value = full('a')(t);
        await onlyOwner((ctx, email) => setFields(ctx, page.path, textFieldWrite(t.field, value, email, fullSources(value))));
      }
      const backedUp = await stored(page.path);
      // Over the limit of nothing: only the changed text is checked, however large the others.
      for (const t of page.texts) {
        const value = full('b')(t);
        await onlyOwner((ctx, email) => setFields(ctx, page.path, textFieldWrite(t.field, value, email, fullSources(value))));
      }
      await assertSucceeds(stage(owner, page.path, backedUp));
      await denied(putBack(member, page.path, backedUp));
      await assertSucceeds(putBack(owner, page.path, backedUp));
      expect(await stored(page.path)).toEqual(backedUp);
      await deletedByOwnerOnly(page.path);
    });

    describe.each(KIND_LIST.map((k) => [k.id, k] as const))('%s', (_, kind) => {
      it('at the largest size the form accepts: created, renamed, a new main image, moved, trashed and restored, deleted', async () => {
        const draft = largestDraft('c');
        expect(itemProblem({ ...draft, price: kind.hasPrice ? draft.price : undefined })).toBeNull();
        await denied(add(visitor, kind.collection, itemWrite(kind, draft, OWNER_EMAIL, true)));
        await denied(add(member, kind.collection, itemWrite(kind, draft, MEMBER_EMAIL, true)));
        const ref = await assertSucceeds(add(owner, kind.collection, itemWrite(kind, draft, OWNER_EMAIL, true)));
        const path = `${kind.collection}/${ref.id}`;
        // Renamed, and everything else changed with it: the form saves every field again.
        await onlyOwner((ctx, email) => setFields(ctx, path, itemWrite(kind, largestDraft('e'), email, false)));
        await onlyOwner((ctx, email) =>
          setFields(
            ctx,
            path,
            mainImageWrite({ url: longUrl(kind.mainFolder, 'n'), urlSmall: longUrl(kind.mainFolder, 'm') }, email),
          ),
        );
        // Moved in the owner's order.
        await onlyOwner((ctx, email) => setFields(ctx, path, orderWrite(20, email)));
        // Into the trash and back exactly, then edited again.
        const kept = await stored(path);
        await denied(toTrash(member, path, kept));
        await assertSucceeds(toTrash(owner, path, kept));
        await denied(outOfTrash(member, path, kept));
        await assertSucceeds(outOfTrash(owner, path, kept));
        expect(await stored(path)).toEqual(kept);
        await onlyOwner((ctx, email) => setFields(ctx, path, orderWrite(30, email)));
        await deletedByOwnerOnly(path);
      });

      it('updates with margin: a document twice the largest listing is still renamed, reordered and given an image', async () => {
        const largest = wire(itemWrite(kind, largestDraft('c'), OWNER_EMAIL, true));
        // The largest listing, with a copy of itself kept in an older field the rules leave alone.
        const twice = {
          ...largest,
          createdAt: firebase.firestore.Timestamp.now(),
          updatedAt: firebase.firestore.Timestamp.now(),
        };
        const doc = { ...twice, earlier: twice };
        expect(Buffer.byteLength(JSON.stringify(doc))).toBeGreaterThanOrEqual(2 * Buffer.byteLength(JSON.stringify(largest)));
        const path = `${kind.collection}/twice`;
        await seed({ [path]: doc });
        const name = {
          [kind.titleField]: fullText(MAX_SHORT_TEXT_CHARS, 'nuovo'),
          lastUpdatedBy: OWNER_EMAIL,
          updatedAt: SERVER_TIME,
        };
        await assertSucceeds(setFields(owner, path, name));
        await assertSucceeds(setFields(owner, path, orderWrite(40, OWNER_EMAIL)));
        await assertSucceeds(
          setFields(
            owner,
            path,
            mainImageWrite({ url: longUrl(kind.mainFolder, 'p'), urlSmall: longUrl(kind.mainFolder, 'q') }, OWNER_EMAIL),
          ),
        );
      });

      it('refuses a detail list over the limit, a foreign field and a dishonest stamp', async () => {
        const draft = largestDraft('x');
        const write = itemWrite(kind, draft, OWNER_EMAIL, true);
        await denied(
          add(owner, kind.collection, { ...write, detailContent: Array.from({ length: 31 }, () => ({ type: 'text' })) }),
        );
        await denied(add(owner, kind.collection, { ...write, secret: true }));
        await denied(add(owner, kind.collection, { ...write, lastUpdatedBy: 'someone@else.it' }));
        await denied(add(owner, kind.collection, { ...write, createdAt: firebase.firestore.Timestamp.fromMillis(0) }));
        await denied(add(owner, kind.collection, { ...write, [kind.titleField]: { es: 'Hola' } }));
        await denied(add(owner, kind.collection, { ...write, [kind.textField]: 'a plain string' }));
        await denied(add(owner, kind.collection, { ...write, imageAlt: { es: 'Una foto' } }));
        await denied(add(owner, kind.collection, { ...write, fromIt: 'abc' }));
        await denied(add(owner, kind.collection, { ...write, order: '10' }));
        if (kind.hasPrice) await denied(add(owner, kind.collection, { ...write, price: 120 }));
      });
    });

    it('gallery images: added, described, captioned, moved and deleted', async () => {
      const image = { url: longUrl('gallery', 'g'), urlSmall: longUrl('gallery', 'h') };
      await denied(add(visitor, 'gallery_images', galleryImageWrite(image, OWNER_EMAIL)));
      await denied(add(member, 'gallery_images', galleryImageWrite(image, MEMBER_EMAIL)));
      const ref = await assertSucceeds(add(owner, 'gallery_images', galleryImageWrite(image, OWNER_EMAIL)));
      await denied(add(owner, 'gallery_images', { ...galleryImageWrite(image, OWNER_EMAIL), addedBy: 'x@y.z' }));
      const path = `gallery_images/${ref.id}`;
      const alt = fullText(MAX_SHORT_TEXT_CHARS, 'alt');
      const caption = fullText(MAX_TEXT_CHARS, 'cap');
      await onlyOwner((ctx, email) => setFields(ctx, path, textFieldWrite('alt', alt, email, fullSources(alt))));
      await onlyOwner((ctx, email) => setFields(ctx, path, textFieldWrite('caption', caption, email, fullSources(caption))));
      await onlyOwner((ctx) => setFields(ctx, path, galleryOrderWrite(30)));
      await denied(setFields(owner, path, { order: 'first' }));
      await denied(setFields(owner, path, textFieldWrite('title', { it: 'not a gallery field' }, OWNER_EMAIL)));
      await denied(setFields(owner, path, { ...textFieldWrite('alt', { it: 'x' }, OWNER_EMAIL), alt: { es: 'Hola' } }));
      await denied(fs(member).doc(`gallery_images/${ref.id}`).delete());
      await assertSucceeds(fs(owner).doc(`gallery_images/${ref.id}`).delete());
    });

    it('saves a page document one field at a time, each in its known shape', async () => {
      const now = firebase.firestore.FieldValue.serverTimestamp();
      // Two fields at once, unknown fields, unknown documents, other languages.
      await denied(
        setFields(owner, 'homepage/hero', {
          ...textFieldWrite('mainTitle', { it: 'A' }, OWNER_EMAIL),
          ...textFieldWrite('subtitle', { it: 'B' }, OWNER_EMAIL),
        }),
      );
      await denied(setFields(owner, 'homepage/hero', textFieldWrite('colour', { it: 'rosso' }, OWNER_EMAIL)));
      await denied(setFields(owner, 'homepage/hero', textFieldWrite('title', { it: 'not a hero field' }, OWNER_EMAIL)));
      await denied(setFields(owner, 'homepage/nope', textFieldWrite('title', { it: 'x' }, OWNER_EMAIL)));
      await denied(setFields(owner, 'rooms_page/other', textFieldWrite('title', { it: 'x' }, OWNER_EMAIL)));
      await denied(setFields(owner, 'private/x', { y: 2 }));
      await denied(
        fs(owner)
          .doc('homepage/hero')
          .set({ mainTitle: { es: 'Hola' }, updatedAt: now }, { merge: true }),
      );
      await denied(fs(owner).doc('homepage/hero').set({ mainTitle: 'a plain string', updatedAt: now }, { merge: true }));
      await denied(
        fs(owner)
          .doc('homepage/hero')
          .set({ backgroundImageUrl: { it: 'x' }, updatedAt: now }, { merge: true }),
      );
      await denied(
        fs(owner)
          .doc('homepage/hero')
          .set({ backgroundImageUrl: longUrl('images') + 'x', updatedAt: now }, { merge: true }),
      );
      // Audit fields tell the truth.
      await denied(setFields(owner, 'homepage/hero', textFieldWrite('mainTitle', { it: 'A' }, 'someone@else.it')));
      await denied(
        fs(owner)
          .doc('homepage/hero')
          .set({ mainTitle: { it: 'A' }, updatedAt: firebase.firestore.Timestamp.fromMillis(0) }, { merge: true }),
      );
      // Deleted by nobody but the owner (a restore removes a page document its backup did not have).
      await denied(fs(visitor).doc('homepage/hero').delete());
      await denied(fs(member).doc('homepage/hero').delete());
    });

    it('does not let an old value elsewhere in the document block a save', async () => {
      await seed({ 'homepage/welcome': { title: 'Vecchio titolo in forma di stringa', legacy: true } });
      await assertSucceeds(setFields(owner, 'homepage/welcome', textFieldWrite('paragraph1', { it: 'Nuovo' }, OWNER_EMAIL)));
    });

    it('takes menu labels as language maps over settings stored with older plain-string labels', async () => {
      const d = defaultSiteSettings();
      await seed({ 'site_settings/global': { ...d, navbarLinks: d.navbarLinks.map((l) => ({ ...l, label: l.label.it })) } });
      await assertSucceeds(setFields(owner, 'site_settings/global', settingsWrite(largestSettings(), OWNER_EMAIL)));
    });

    describe('free nights: a room’s calendars and its availability', () => {
      const CAL = 'calendars/r1';
      const feeds = Array.from({ length: MAX_FEEDS_PER_ROOM }, (_, i) => ({
        id: `feed-${i}`.padEnd(40, 'x'),
        channel: FEED_CHANNELS[i % FEED_CHANNELS.length],
        url: `webcal://example.com/${'c'.repeat(2048 - 'webcal://example.com/'.length)}`,
      }));
      const blocked = Array.from({ length: MAX_BLOCKED_RANGES }, () => ({ start: '2027-01-01', end: '2027-01-02' }));
      const save = (data: DocData, email: string) => ({ ...data, lastUpdatedBy: email, updatedAt: SERVER_TIME });

      it('the owner’s alone: read, created in its largest shape, saved field by field, deleted', async () => {
        await onlyOwner((ctx, email) => setMerge(ctx, CAL, save({ feeds, blocked, minNights: MAX_MIN_NIGHTS }, email)));
        await onlyOwner((ctx, email) => setFields(ctx, CAL, save({ blocked: [] }, email)));
        await onlyOwner((ctx, email) => setFields(ctx, CAL, save({ minNights: 1 }, email)));
        await onlyOwner((ctx, email) => setFields(ctx, CAL, save({ feeds: [] }, email)));
        await denied(fs(visitor).doc(CAL).get());
        await denied(fs(member).doc(CAL).get());
        await denied(fs(visitor).collection('calendars').get());
        await assertSucceeds(fs(owner).doc(CAL).get());
        await deletedByOwnerOnly(CAL);
      });

      it('refuses bad addresses, too many of them or of the blocks, a bad minimum stay, and the function’s state', async () => {
        const bad = (data: DocData) => denied(setMerge(owner, CAL, save(data, OWNER_EMAIL)));
        await bad({ feeds: [...feeds, feeds[0]] });
        await bad({ feeds: [{ ...feeds[0], url: 'ftp://example.com/x.ics' }] });
        await bad({ feeds: [{ ...feeds[0], url: 'javascript:alert(1)' }] });
        await bad({ feeds: [{ ...feeds[0], url: `https://${'x'.repeat(2048)}` }] });
        await bad({ feeds: [{ ...feeds[0], channel: 'expedia' }] });
        await bad({ feeds: [{ ...feeds[0], secret: 'x' }] });
        await bad({ feeds: [{ ...feeds[0], id: 3 }] });
        await bad({ feeds: [feeds[0], feeds[1], feeds[2], feeds[3], { ...feeds[4], url: 12 }] });
        await bad({ feeds: 'https://example.com' });
        await bad({ blocked: [...blocked, blocked[0]] });
        await bad({ minNights: 0 });
        await bad({ minNights: MAX_MIN_NIGHTS + 1 });
        await bad({ minNights: 2.5 });
        await bad({ state: { 'feed-0': { nights: [] } } });
        await denied(setMerge(owner, CAL, { feeds: [], lastUpdatedBy: 'someone@else.test', updatedAt: SERVER_TIME }));
        // The function's state, already there, is left alone by the owner's saves.
        await seed({ [CAL]: { feeds: [], blocked: [], state: { f: { nights: [] } } } });
        await assertSucceeds(setFields(owner, CAL, save({ blocked: blocked.slice(0, 1) }, OWNER_EMAIL)));
        await denied(setFields(owner, CAL, save({ state: {} }, OWNER_EMAIL)));
      });

      it('a save of the calendars with its revision, as every save of the owner’s', async () => {
        const write = save({ blocked: blocked.slice(0, 3) }, OWNER_EMAIL);
        const batch = fs(owner).batch();
        batch.set(fs(owner).doc(CAL), wire(write), { mergeFields: Object.keys(write) });
        batch.set(fs(owner).doc(revisionPath(CAL, 1)), wire(revisionWrite(CAL, 1, write, null, 'owner')));
        await assertSucceeds(batch.commit());
      });

      it('the availability: read by the owner only, written by nobody through the rules', async () => {
        await seed({ 'availability/r1': { taken: [], blocked: [], checkedAt: 1 } });
        await assertSucceeds(fs(owner).doc('availability/r1').get());
        await denied(fs(visitor).doc('availability/r1').get());
        await denied(fs(member).doc('availability/r1').get());
        for (const ctx of [owner, member, visitor]) {
          await denied(fs(ctx).doc('availability/r1').set({ taken: [], blocked: [], checkedAt: 2 }));
          await denied(fs(ctx).doc('availability/r1').delete());
        }
      });
    });

    describe('history: revisions and the trash', () => {
      const PAGE = 'homepage/welcome';

      /**
       * A save as the app sends it (src/backend/firebase/historySdk.ts): the field and its revision in one
       * transaction, and once REVISIONS_KEPT exist the delete of the oldest. A batch commits the same writes.
       */
      const saveWithRevision = (ctx: RulesTestContext, seq: number, write: DocData, before: DocData | null) => {
        const batch = fs(ctx).batch();
        batch.set(fs(ctx).doc(PAGE), wire(write), { mergeFields: Object.keys(write) });
        batch.set(fs(ctx).doc(revisionPath(PAGE, seq)), wire(revisionWrite(PAGE, seq, write, before, uidOf(ctx))));
        if (seq > REVISIONS_KEPT) batch.delete(fs(ctx).doc(revisionPath(PAGE, seq - REVISIONS_KEPT)));
        return batch.commit();
      };

      it('a save and its revision, together, by the owner only; nobody else may read a revision', async () => {
        const before = { paragraph1: fullText(MAX_TEXT_CHARS, 'old') };
        await seed({ [PAGE]: before });
        const write = (email: string) => textFieldWrite('paragraph1', fullText(MAX_TEXT_CHARS, 'new'), email);
        await denied(saveWithRevision(visitor, 1, write(OWNER_EMAIL), before));
        await denied(saveWithRevision(member, 1, write(MEMBER_EMAIL), before));
        await assertSucceeds(saveWithRevision(owner, 1, write(OWNER_EMAIL), before));
        // The same number again (a racing save): a revision is never overwritten, so the whole save fails.
        await denied(saveWithRevision(owner, 1, write(OWNER_EMAIL), before));

        const one = revisionPath(PAGE, 1);
        await denied(fs(visitor).doc(one).get());
        await denied(fs(member).doc(one).get());
        await denied(fs(visitor).collection(revisionsOf(PAGE)).get());
        await denied(fs(visitor).collection(revisionsOf(PAGE)).orderBy('seq', 'desc').limit(1).get());
        const listed = await assertSucceeds(fs(owner).collection(revisionsOf(PAGE)).orderBy('seq', 'desc').limit(1).get());
        expect(listed.docs.map((d) => d.id)).toEqual(['1']);
        // Undo: the revision's values written back, itself saved with a revision.
        const revision = { id: '1', doc: PAGE, seq: 1, at: 0, uid: 'owner', fields: Object.keys(write(OWNER_EMAIL)), before };
        await assertSucceeds(saveWithRevision(owner, 2, restoreWrite(revision, OWNER_EMAIL), write(OWNER_EMAIL)));
        await denied(fs(visitor).doc(one).delete());
        await denied(fs(member).doc(one).delete());
        await denied(fs(owner).doc(one).set({ changed: true }, { merge: true }));
      });

      it('the oldest revision goes in the same save once there are enough', async () => {
        await env.withSecurityRulesDisabled(async (ctx) => {
          for (let seq = 1; seq <= REVISIONS_KEPT; seq++)
            await ctx
              .firestore()
              .doc(revisionPath(PAGE, seq))
              .set({ doc: PAGE, seq, at: firebase.firestore.Timestamp.now(), uid: 'owner', fields: [], before: {} });
        });
        const write = textFieldWrite('title', { it: 'Nuovo' }, OWNER_EMAIL);
        await denied(saveWithRevision(member, REVISIONS_KEPT + 1, write, null));
        await assertSucceeds(saveWithRevision(owner, REVISIONS_KEPT + 1, write, null));
        const left = await fs(owner).collection(revisionsOf(PAGE)).get();
        expect(left.size).toBe(REVISIONS_KEPT);
      });

      it('refuses a revision that lies about who, when, where or which number', async () => {
        const write = textFieldWrite('title', { it: 'x' }, OWNER_EMAIL);
        const good = revisionWrite(PAGE, 1, write, null, 'owner');
        const put = (path: string, data: DocData) => fs(owner).doc(path).set(wire(data));
        await denied(put(revisionPath(PAGE, 1), { ...good, uid: 'someone-else' }));
        await denied(put(revisionPath(PAGE, 1), { ...good, at: firebase.firestore.Timestamp.fromMillis(0) }));
        await denied(put(revisionPath('homepage/hero', 1), good));
        await denied(put(revisionPath(PAGE, 2), good));
        await denied(put(revisionPath(PAGE, 1), { ...good, secret: true }));
        await denied(put(revisionPath(PAGE, 1), { ...good, before: 'not a map' }));
        await assertSucceeds(put(revisionPath(PAGE, 1), good));
      });

      const trashCases = [...KIND_LIST.map((k) => [k.collection, k] as const), ['gallery_images', null] as const];
      it.each(trashCases)('%s: into the trash and back exactly, by the owner only', async (collection, kind) => {
        const image = { url: longUrl('gallery', 'g'), urlSmall: longUrl('gallery', 'h') };
        const created = kind ? itemWrite(kind, largestDraft('t'), OWNER_EMAIL, true) : galleryImageWrite(image, OWNER_EMAIL);
        const ref = await assertSucceeds(add(owner, collection, created));
        const path = `${collection}/${ref.id}`;
        const kept = await stored(path);
        const back = (ctx: RulesTestContext, data: DocData) => outOfTrash(ctx, path, data);
        await denied(toTrash(visitor, path, kept));
        await denied(toTrash(member, path, kept));
        await assertSucceeds(toTrash(owner, path, kept));
        await denied(fs(visitor).doc(trashPath(path)).get());
        await denied(fs(visitor).collection('trash').get());
        await denied(fs(member).collection('trash').orderBy('deletedAt', 'desc').get());
        await assertSucceeds(fs(owner).collection('trash').orderBy('deletedAt', 'desc').get());
        await denied(fs(owner).doc(trashPath(path)).set({ data: {} }, { merge: true }));

        await denied(back(member, kept));
        // Only exactly what the entry holds comes back this way.
        await denied(back(owner, { ...kept, imageUrl: longUrl('gallery', 'other') }));
        await assertSucceeds(back(owner, kept));
        expect(await stored(path)).toEqual(kept);
        expect((await fs(owner).doc(trashPath(path)).get()).exists).toBe(false);
        // Deleted for good: the owner deletes the entry.
        await assertSucceeds(toTrash(owner, path, kept));
        await denied(fs(member).doc(trashPath(path)).delete());
        await assertSucceeds(fs(owner).doc(trashPath(path)).delete());
      });

      it('refuses a trash entry for anything but an item, or one that lies', async () => {
        const entry = (path: string, uid = 'owner') => wire(trashWrite(path, { x: 1 }, uid));
        const put = (key: string, data: DocData) => fs(owner).doc(`trash/${key}`).set(data);
        await denied(put(keyOfPath('site_settings/global'), entry('site_settings/global')));
        await denied(put(keyOfPath('homepage/hero'), entry('homepage/hero')));
        await denied(put(keyOfPath('rooms/a'), entry('rooms/b')));
        await denied(put(keyOfPath('rooms/a'), entry('rooms/a', 'someone-else')));
        await denied(put(keyOfPath('rooms/a'), { ...entry('rooms/a'), data: 'not a map' }));
        await assertSucceeds(put(keyOfPath('rooms/a'), entry('rooms/a')));
      });
    });

    it('publishing: the owner reads its status and asks for a publish; nobody else, and nobody touches the lock', async () => {
      await seed({
        [PUBLISH_STATUS_DOC]: { publishedAt: 1, readAt: 1 },
        [PUBLISH_LOCK_DOC]: { holder: 'publish', token: 't', until: 2 },
      });
      await onlyOwner((ctx, email) => setMerge(ctx, PUBLISH_REQUEST_DOC, publishRequestWrite(email)));
      await onlyOwner((ctx) => fs(ctx).doc(PUBLISH_STATUS_DOC).get());
      for (const ctx of [visitor, member, owner]) {
        await denied(setMerge(ctx, PUBLISH_STATUS_DOC, { publishedAt: 3 }));
        await denied(fs(ctx).doc(PUBLISH_LOCK_DOC).get());
        await denied(setMerge(ctx, PUBLISH_LOCK_DOC, { holder: 'deploy', token: 'x', until: 9 }));
        await denied(fs(ctx).doc(PUBLISH_REQUEST_DOC).get());
      }
      // The owner's own request, at the server's time, and nothing else in it.
      await denied(setMerge(owner, PUBLISH_REQUEST_DOC, { ...publishRequestWrite(OWNER_EMAIL), by: MEMBER_EMAIL }));
      await denied(setMerge(owner, PUBLISH_REQUEST_DOC, { requestedAt: firebase.firestore.Timestamp.now(), by: OWNER_EMAIL }));
      await denied(setMerge(owner, PUBLISH_REQUEST_DOC, { ...publishRequestWrite(OWNER_EMAIL), pages: 1 }));
      await denied(fs(owner).doc(PUBLISH_REQUEST_DOC).delete());
    });

    describe('a restore: documents put back exactly as the owner’s backup holds them', () => {
      const earlier = firebase.firestore.Timestamp.fromMillis(1_700_000_000_000);
      // Someone else's stamps and old times: what no ordinary save may write.
      const backedUp = {
        title: { it: 'Dalla copia' },
        title_lastUpdatedBy: 'earlier@locanda.test',
        lastUpdatedBy: 'earlier@locanda.test',
        createdAt: earlier,
        updatedAt: earlier,
      };
      it('refuses a staging entry that lies, and lets nobody else read one', async () => {
        const path = 'homepage/hero';
        await denied(stage(owner, path, backedUp, { path: 'homepage/welcome' }));
        await denied(stage(owner, path, backedUp, { uid: 'someone-else' }));
        await denied(stage(owner, path, backedUp, { at: earlier }));
        await denied(stage(owner, path, backedUp, { secret: true }));
        await assertSucceeds(stage(owner, path, backedUp));
        await denied(fs(visitor).doc(restoringPath(path)).get());
        await denied(fs(member).doc(restoringPath(path)).get());
        await assertSucceeds(fs(owner).doc(restoringPath(path)).delete());
      });

      it('lets the owner remove a page document or the settings the backup did not have, and nothing else', async () => {
        await seed({ 'privacy_page/rights': { title: { it: 'Diritti' } }, 'site_settings/global': { siteName: 'X' } });
        for (const path of ['privacy_page/rights', 'site_settings/global']) await deletedByOwnerOnly(path);
        await denied(fs(owner).doc('private/x').delete());
        await denied(fs(owner).doc('homepage/secret').set({ x: 2 }));
      });
    });

    it('refuses settings over their limits or with unknown fields', async () => {
      const s = largestSettings();
      const write = settingsWrite(s, OWNER_EMAIL);
      await denied(setFields(owner, 'site_settings/global', { ...write, navbarLinks: [...s.navbarLinks, s.navbarLinks[0]] }));
      await denied(setFields(owner, 'site_settings/global', { ...write, siteName: 'x'.repeat(201) }));
      await denied(setFields(owner, 'site_settings/global', { ...write, siteName: { it: 'not a string' } }));
      await denied(setFields(owner, 'site_settings/global', { ...write, theme: 'dark' }));
      await denied(setFields(owner, 'site_settings/global', { ...write, lastUpdatedBy: 'someone@else.it' }));
      await denied(setFields(owner, 'site_settings/global', { ...write, cin: 'I'.repeat(41) }));
      await denied(setFields(owner, 'site_settings/global', { ...write, cin: 12345 }));
      await denied(setFields(owner, 'site_settings/global', { ...write, vatNumber: '012345605531' }));
      await denied(setFields(owner, 'site_settings/global', { ...write, vatNumber: 1234560553 }));
    });
  });

  describe('Firestore, document by document', () => {
    // Each text or image test writes its own field, so they run side by side, over whatever the others left.
    describe.concurrent('every page text, in all five languages at its limit', () => {
      const cases = PAGE_DOCUMENTS.flatMap((d) => d.texts.map((t) => [`${d.path} ${t.field}`, d.path, t] as const));
      it.each(cases)('%s', async (_, path, t) => {
        const value = fullText(t.multiline ? MAX_TEXT_CHARS : MAX_SHORT_TEXT_CHARS);
        // With the Italian each translation follows, as the editor saves it.
        await onlyOwner((ctx, email) => setFields(ctx, path, textFieldWrite(t.field, value, email, fullSources(value))));
        // Saved again over itself (the document now exists: an update), with and without sources.
        await assertSucceeds(setFields(owner, path, textFieldWrite(t.field, { it: 'Di nuovo' }, OWNER_EMAIL, {})));
        await assertSucceeds(setFields(owner, path, textFieldWrite(t.field, { it: 'Ancora' }, OWNER_EMAIL)));
        // Sources are a map of languages, nothing else.
        await denied(
          setFields(owner, path, { ...textFieldWrite(t.field, { it: 'x' }, OWNER_EMAIL), [`${t.field}_fromIt`]: 'abc' }),
        );
        await denied(
          setFields(owner, path, { ...textFieldWrite(t.field, { it: 'x' }, OWNER_EMAIL), [`${t.field}_fromIt`]: { es: 'abc' } }),
        );
      });
    });

    describe.concurrent('every page image, replaced', () => {
      const cases = PAGE_DOCUMENTS.flatMap((d) => d.images.map((f) => [`${d.path} ${f}`, d.path, f] as const));
      it.each(cases)('%s', async (_, path, field) => {
        const image = { url: longUrl('images', 'a'), urlSmall: longUrl('images', 'b') };
        await onlyOwner((ctx, email) => setFields(ctx, path, imageFieldWrite(field, image, email)));
        // An address typed by the owner has no small variant.
        await assertSucceeds(setFields(owner, path, imageFieldWrite(field, { url: '/demo/hero-hills.svg' }, OWNER_EMAIL)));
      });
    });

    // One document at a time: each is put back whole, then read.
    describe('a restore: every document put back exactly as the owner’s backup holds it, and removed', () => {
      const earlier = firebase.firestore.Timestamp.fromMillis(1_700_000_000_000);
      // Someone else's stamps and old times: what no ordinary save may write.
      const backedUp = {
        title: { it: 'Dalla copia' },
        title_lastUpdatedBy: 'earlier@locanda.test',
        lastUpdatedBy: 'earlier@locanda.test',
        createdAt: earlier,
        updatedAt: earlier,
      };
      const paths = [
        ...PAGE_DOCUMENTS.map((d) => d.path),
        'location_page/map',
        'site_settings/global',
        ...KIND_LIST.map((k) => `${k.collection}/from-backup`),
        'gallery_images/from-backup',
      ];

      it.each(paths)(
        '%s, stamps and times included, by the owner only, and only as staged; deleted by the owner only',
        async (path) => {
          await denied(putBack(owner, path, backedUp));
          await denied(stage(visitor, path, backedUp));
          await denied(stage(member, path, backedUp));
          await assertSucceeds(stage(owner, path, backedUp));
          await denied(putBack(member, path, backedUp));
          await denied(putBack(owner, path, { ...backedUp, title: { it: 'Altro' } }));
          await assertSucceeds(putBack(owner, path, backedUp));
          expect((await fs(owner).doc(path).get()).data()).toEqual(backedUp);
          expect((await fs(owner).doc(restoringPath(path)).get()).exists).toBe(false);
          // A restore removes what its backup did not have: page documents and the settings too.
          await deletedByOwnerOnly(path);
        },
      );
    });
  });

  describe.skipIf(!STORAGE_HOST)('Storage', () => {
    const png = (size = 1024) => new Uint8Array(size);
    const put = (ctx: RulesTestContext, path: string, bytes: Uint8Array, contentType: string) =>
      ctx.storage().ref(path).put(bytes, { contentType }).then();

    beforeAll(async () => {
      await env.clearStorage();
      await env.withSecurityRulesDisabled(async (ctx) => {
        await ctx.storage().ref('images/1_public.png').put(png(), { contentType: 'image/png' }).then();
        await ctx.storage().ref('private/1_hidden.png').put(png(), { contentType: 'image/png' }).then();
      });
    });

    it('lets everybody fetch an image by its address, but nobody list a folder', async () => {
      await assertSucceeds(visitor.storage().ref('images/1_public.png').getMetadata());
      await assertSucceeds(visitor.storage().ref('images/1_public.png').getDownloadURL());
      await denied(visitor.storage().ref('private/1_hidden.png').getMetadata());
      await denied(visitor.storage().ref('images').listAll());
      await denied(owner.storage().ref('gallery').listAll());
    });

    it('lets only owners upload, and only images in the SPEC folders', async () => {
      await denied(put(visitor, 'gallery/1_a.png', png(), 'image/png'));
      await denied(put(member, 'gallery/1_a.png', png(), 'image/png'));
      for (const folder of [
        'images',
        'gallery',
        'rooms/main',
        'rooms/details',
        'rooms/details_temp',
        'services/main',
        'services/details_temp',
        'experiences/main',
        'experiences/details',
        'experiences/details_temp',
      ]) {
        await assertSucceeds(put(owner, `${folder}/1_a.png`, png(), 'image/png'));
      }
      await assertSucceeds(put(owner, 'gallery/2_a.jpg', png(), 'image/jpeg'));
      await assertSucceeds(put(owner, 'gallery/3_a.webp', png(), 'image/webp'));
      await assertSucceeds(put(owner, 'gallery/4_a.gif', png(), 'image/gif'));
      await denied(put(owner, 'other/1_a.png', png(), 'image/png'));
      await denied(put(owner, 'services/details/1_a.png', png(), 'image/png'));
      await denied(put(owner, 'gallery/sub/1_a.png', png(), 'image/png'));
      await denied(put(owner, 'gallery/1_a.html', png(), 'text/html'));
      await denied(put(owner, 'gallery/1_a.svg', png(), 'image/svg+xml'));
    });

    it('refuses files over 5 MB', async () => {
      await assertSucceeds(put(owner, 'gallery/1_max.png', png(5 * 1024 * 1024), 'image/png'));
      await denied(put(owner, 'gallery/1_big.png', png(5 * 1024 * 1024 + 1), 'image/png'));
    });

    it('lets only owners delete', async () => {
      await denied(visitor.storage().ref('images/1_public.png').delete());
      await denied(member.storage().ref('images/1_public.png').delete());
      await assertSucceeds(owner.storage().ref('images/1_public.png').delete());
    });
  });
});
