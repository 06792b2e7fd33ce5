/**
 * firestore.rules and storage.rules, on the Firestore and Storage emulators
 * (`npm run test:rules`; they need Java 21). Skips with one line otherwise.
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
import { afterAll, beforeAll, beforeEach, describe, it } from 'vitest';
import { FIRESTORE_HOST, PROJECT_ID, STORAGE_HOST } from './emulatorEnv';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const reachable = !!(FIRESTORE_HOST && STORAGE_HOST);
if (!reachable) {
  console.info(
    'Security-rules tests skipped: FIRESTORE_EMULATOR_HOST and FIREBASE_STORAGE_EMULATOR_HOST are not set (run `npm run test:rules` where Java 21 is available).',
  );
}

const OWNER_EMAIL = 'owner@locanda.test';
const now = () => firebase.firestore.FieldValue.serverTimestamp();
type Data = Record<string, unknown>;

function hostPort(h: string) {
  const [host, port] = h.split(':');
  return { host, port: Number(port) };
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
      storage: { ...hostPort(STORAGE_HOST!), rules: readFileSync(`${ROOT}/storage.rules`, 'utf8') },
    });
    visitor = env.unauthenticatedContext();
    member = env.authenticatedContext('member', { email: 'member@locanda.test' });
    owner = env.authenticatedContext('owner', { email: OWNER_EMAIL, admin: true });
  });
  afterAll(async () => {
    await env?.cleanup();
  });

  const seed = (docs: Record<string, Data>) =>
    env.withSecurityRulesDisabled(async (ctx) => {
      for (const [p, d] of Object.entries(docs)) await ctx.firestore().doc(p).set(d);
    });
  const fs = (ctx: RulesTestContext) => ctx.firestore();
  const merge = (ctx: RulesTestContext, p: string, d: Data) => fs(ctx).doc(p).set(d, { merge: true });

  describe('Firestore', () => {
    beforeEach(async () => {
      await env.clearFirestore();
      await seed({
        'homepage/hero': { mainTitle: { it: 'Benvenuti' } },
        'homepage/secret': { x: 1 },
        'rooms/r1': { name: { it: 'Glicine' }, imageUrl: '/demo/room-glicine.svg' },
        'site_settings/global': { siteName: 'Locanda', navbarLinks: [] },
        'footer/info': { email: 'info@locanda.test' },
        'location_page/map': { iframeSrc: 'https://www.openstreetmap.org/export/embed.html' },
        'private/x': { y: 1 },
      });
    });

    it('lets visitors read what the site shows, and nothing else', async () => {
      await assertSucceeds(fs(visitor).doc('homepage/hero').get());
      await assertSucceeds(fs(visitor).doc('site_settings/global').get());
      await assertSucceeds(fs(visitor).doc('location_page/map').get());
      await assertSucceeds(fs(visitor).doc('footer/info').get());
      await assertSucceeds(fs(visitor).collection('rooms').orderBy('name.it').limit(3).get());
      await assertSucceeds(fs(visitor).collection('services').orderBy('order').orderBy('title.it').get());
      await assertSucceeds(fs(visitor).collection('gallery_images').orderBy('createdAt', 'desc').get());
      await assertSucceeds(fs(visitor).doc('rooms/r1').get());
      await assertFails(fs(visitor).doc('homepage/secret').get());
      await assertFails(fs(visitor).collection('homepage').get());
      await assertFails(fs(visitor).doc('private/x').get());
      await assertFails(fs(visitor).doc('site_settings/other').get());
    });

    it('denies every write to visitors and to signed-in accounts without the admin claim', async () => {
      for (const ctx of [visitor, member]) {
        await assertFails(merge(ctx, 'homepage/hero', { mainTitle: { it: 'Ciao' } }));
        await assertFails(
          fs(ctx)
            .collection('rooms')
            .add({ name: { it: 'X' } }),
        );
        await assertFails(fs(ctx).doc('rooms/r1').delete());
        await assertFails(merge(ctx, 'site_settings/global', { siteName: 'X' }));
        await assertFails(fs(ctx).collection('gallery_images').add({ imageUrl: '/x.png', caption: '' }));
      }
    });

    it('lets the owner save a text field the way the app does', async () => {
      await assertSucceeds(
        fs(owner)
          .doc('homepage/hero')
          .set(
            { mainTitle: { it: 'Ciao', en: 'Hello' }, mainTitle_lastUpdatedBy: OWNER_EMAIL, updatedAt: now() },
            { mergeFields: ['mainTitle', 'mainTitle_lastUpdatedBy', 'updatedAt'] },
          ),
      );
      await assertSucceeds(
        merge(owner, 'homepage/hero', {
          backgroundImageUrl: 'https://firebasestorage.googleapis.com/v0/b/b/o/images%2F1_a.jpg',
          backgroundImageUrlSmall: null,
          backgroundImageUrl_lastUpdatedBy: OWNER_EMAIL,
          updatedAt: now(),
        }),
      );
      await assertSucceeds(merge(owner, 'footer/info', { phone: '+39 0763 000000', address: { it: 'Via' } }));
      await assertSucceeds(merge(owner, 'location_page/map', { iframeSrc: 'https://www.google.com/maps/embed?pb=1' }));
    });

    it('does not let an old value elsewhere in the document block a save', async () => {
      await seed({ 'homepage/welcome': { title: 'Vecchio titolo in forma di stringa', legacy: true } });
      await assertSucceeds(merge(owner, 'homepage/welcome', { paragraph1: { it: 'Nuovo' }, updatedAt: now() }));
    });

    it('rejects unknown fields, languages and documents', async () => {
      await assertFails(merge(owner, 'homepage/hero', { colour: 'red' }));
      await assertFails(merge(owner, 'homepage/hero', { mainTitle: { es: 'Hola' } }));
      await assertFails(merge(owner, 'homepage/hero', { title: { it: 'Not a hero field' } }));
      await assertFails(merge(owner, 'homepage/nope', { title: { it: 'x' } }));
      await assertFails(merge(owner, 'rooms_page/other', { title: { it: 'x' } }));
      await assertFails(merge(owner, 'private/x', { y: 2 }));
      await assertFails(merge(owner, 'rooms/r1', { secret: true }));
    });

    it('rejects texts that are not strings or are longer than 10 000 characters', async () => {
      await assertSucceeds(merge(owner, 'homepage/hero', { subtitle: { it: 'a'.repeat(10_000) } }));
      await assertFails(merge(owner, 'homepage/hero', { subtitle: { it: 'a'.repeat(10_001) } }));
      await assertFails(merge(owner, 'homepage/hero', { subtitle: { it: 42 } }));
      await assertFails(merge(owner, 'homepage/hero', { subtitle: 'plain string where a map is due' }));
      await assertFails(merge(owner, 'homepage/hero', { backgroundImageUrl: { it: 'not a url string' } }));
    });

    it('requires audit fields to name the caller and carry the server time', async () => {
      await assertFails(merge(owner, 'homepage/hero', { mainTitle_lastUpdatedBy: 'someone@else.it' }));
      await assertFails(merge(owner, 'homepage/hero', { updatedAt: firebase.firestore.Timestamp.fromMillis(Date.now()) }));
      await assertFails(merge(owner, 'rooms/r1', { lastUpdatedBy: 'someone@else.it' }));
      await assertSucceeds(merge(owner, 'rooms/r1', { lastUpdatedBy: OWNER_EMAIL, updatedAt: now() }));
      await assertFails(
        fs(owner).collection('gallery_images').add({ imageUrl: '/x.png', caption: '', createdAt: now(), addedBy: 'x@y.z' }),
      );
      await assertSucceeds(
        fs(owner).collection('gallery_images').add({ imageUrl: '/x.png', caption: '', createdAt: now(), addedBy: OWNER_EMAIL }),
      );
    });

    it('checks rooms, services and experiences, including their detail blocks', async () => {
      const room = {
        name: { it: 'Fienile' },
        shortDescription: { it: 'Luminosa' },
        imageUrl: '/demo/room-fienile.svg',
        price: '120',
        detailContent: [
          { type: 'text', value: { it: 'Testo' }, size: 'normal', blockId: 'b1' },
          { type: 'image', value: '/demo/detail-balcony.svg', valueSmall: '/demo/s.svg', size: 'medium' },
        ],
        createdAt: now(),
        updatedAt: now(),
        lastUpdatedBy: OWNER_EMAIL,
      };
      await assertSucceeds(fs(owner).collection('rooms').add(room));
      await assertFails(
        fs(owner)
          .collection('rooms')
          .add({ ...room, price: 120 }),
      );
      await assertFails(
        fs(owner)
          .collection('rooms')
          .add({ ...room, detailContent: [{ type: 'video', value: 'x' }] }),
      );
      await assertFails(
        fs(owner)
          .collection('rooms')
          .add({ ...room, detailContent: [{ type: 'text', value: { xx: 'y' } }] }),
      );
      await assertFails(
        fs(owner)
          .collection('rooms')
          .add({ ...room, detailContent: Array.from({ length: 31 }, () => ({ type: 'image', value: '/a.png' })) }),
      );
      const service = { title: { it: 'Piscina' }, description: { it: 'Grande' }, imageUrl: '/a.png', order: 10 };
      await assertSucceeds(fs(owner).collection('services').add(service));
      await assertSucceeds(
        fs(owner)
          .collection('experiences')
          .add({ ...service, order: 999 }),
      );
      await assertFails(
        fs(owner)
          .collection('services')
          .add({ ...service, order: '10' }),
      );
      await assertFails(
        fs(owner)
          .collection('experiences')
          .add({ ...service, price: '10' }),
      );
      await assertSucceeds(fs(owner).doc('rooms/r1').delete());
      await assertFails(fs(owner).doc('homepage/hero').delete());
    });

    it('checks site settings and each navbar link', async () => {
      const link = { id: 'home', label: 'Home', path: '/', order: 10, enabled: true, type: 'link' };
      const save = (links: unknown[]) =>
        merge(owner, 'site_settings/global', {
          siteName: 'Locanda',
          navbarLinks: links,
          lastUpdatedBy: OWNER_EMAIL,
          updatedAt: now(),
        });
      await assertSucceeds(save([link, { ...link, id: 'camere', path: '/camere', type: 'submenu_rooms', order: 20 }]));
      await assertFails(save([link, { ...link, enabled: 'yes' }]));
      await assertFails(save([link, { ...link, order: '20' }]));
      await assertFails(save([{ ...link, type: 'dropdown' }]));
      await assertFails(save([{ ...link, colour: 'red' }]));
      await assertFails(save(Array.from({ length: 21 }, (_, i) => ({ ...link, id: `l${i}` }))));
      await assertFails(merge(owner, 'site_settings/global', { siteName: { it: 'not a string' } }));
      await assertFails(merge(owner, 'site_settings/global', { theme: 'dark' }));
    });
  });

  describe('Storage', () => {
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

    it('lets everybody read the image folders, and nothing else', async () => {
      await assertSucceeds(visitor.storage().ref('images/1_public.png').getMetadata());
      await assertFails(visitor.storage().ref('private/1_hidden.png').getMetadata());
    });

    it('lets only owners upload, and only images in the SPEC folders', async () => {
      await assertFails(put(visitor, 'gallery/1_a.png', png(), 'image/png'));
      await assertFails(put(member, 'gallery/1_a.png', png(), 'image/png'));
      for (const folder of ['images', 'gallery', 'rooms/main', 'rooms/details_temp', 'services/main', 'experiences/details']) {
        await assertSucceeds(put(owner, `${folder}/1_a.png`, png(), 'image/png'));
      }
      await assertSucceeds(put(owner, 'gallery/2_a.jpg', png(), 'image/jpeg'));
      await assertSucceeds(put(owner, 'gallery/3_a.webp', png(), 'image/webp'));
      await assertSucceeds(put(owner, 'gallery/4_a.gif', png(), 'image/gif'));
      await assertFails(put(owner, 'other/1_a.png', png(), 'image/png'));
      await assertFails(put(owner, 'services/details/1_a.png', png(), 'image/png'));
      await assertFails(put(owner, 'gallery/sub/1_a.png', png(), 'image/png'));
      await assertFails(put(owner, 'gallery/1_a.html', png(), 'text/html'));
      await assertFails(put(owner, 'gallery/1_a.svg', png(), 'image/svg+xml'));
    });

    it('refuses files over 5 MB', async () => {
      await assertSucceeds(put(owner, 'gallery/1_max.png', png(5 * 1024 * 1024), 'image/png'));
      await assertFails(put(owner, 'gallery/1_big.png', png(5 * 1024 * 1024 + 1), 'image/png'));
    });

    it('lets only owners delete', async () => {
      await assertFails(visitor.storage().ref('images/1_public.png').delete());
      await assertFails(member.storage().ref('images/1_public.png').delete());
      await assertSucceeds(owner.storage().ref('images/1_public.png').delete());
    });
  });
});
