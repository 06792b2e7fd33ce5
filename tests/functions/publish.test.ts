// @vitest-environment node
/**
 * One publish (functions/src/publish.ts) against a stand-in for the Firebase Hosting REST API that checks
 * every request: a new version with the live serving configuration, only the contents Hosting lacks
 * uploaded, finalize and release in that order, nothing released when anything failed, and what the
 * owner is told in publish/status.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { hostingClient } from '../../functions/src/hosting';
import { sitePictures } from '../../functions/src/previews';
import {
  MAX_VERSIONS,
  publish,
  PublishBusy,
  PublishFailure,
  UPLOADS_AT_ONCE,
  type PublishDeps,
} from '../../functions/src/publish';
import { SETTINGS_DOC } from '../../src/content/constants';
import { publishView } from '../../src/content/publishing';
import { ogImagePath } from '../../src/content/og';
import { contentStore, hostingStandIn, memoryStore, servingConfig, TOKEN, type HostingStandIn } from '../../scripts/standIns';
import { deployedSite, testRenderer } from './site';

const T = Date.UTC(2026, 10, 25, 14, 32);

let hosting: HostingStandIn;
let content: ReturnType<typeof contentStore>;
let state: ReturnType<typeof memoryStore>;
let clock: number;

beforeEach(async () => {
  hosting = await hostingStandIn();
  content = contentStore();
  clock = T;
  state = memoryStore(() => clock);
});
afterEach(() => hosting.close());

function deps(buildId = 'build-a', more: Partial<PublishDeps> = {}) {
  const renderer = testRenderer(buildId);
  const d: PublishDeps = {
    store: state.store,
    content: content.source,
    hosting: hostingClient({ project: 'demo-locanda', token: async () => TOKEN, origin: hosting.origin }),
    renderer: renderer.load,
    previews: sitePictures(() => `${hosting.origin}/site`),
    now: () => clock,
    ...more,
  };
  return { d, renders: renderer.renders };
}

/** A deploy of `buildId` is online, rendered from the content as it was then. */
async function deployed(buildId = 'build-a') {
  hosting.deploy(await deployedSite(buildId, content.source));
}

/** The API calls that change something, in order (an upload's hash left out). */
const writes = () => hosting.calls.filter((c) => !c.startsWith('GET ')).map((c) => c.replace(/\/[0-9a-f]{64}$/, ''));

// Each test renders the site once or more, and some make link previews: slow on a loaded machine.
describe('a publish', { timeout: 90_000 }, () => {
  it('releases a new version of the live one: its serving configuration, only the new or changed files uploaded, finalize, release', async () => {
    await deployed();
    const before = hosting.livePaths();
    content.set('homepage/hero', { mainTitle: { it: 'Benvenuti in collina' } });
    const { d } = deps();
    const done = await publish(d);

    expect(hosting.violations).toEqual([]);
    expect(writes()).toEqual([
      'PATCH /v1beta1/sites/demo-locanda/config',
      'POST /v1beta1/sites/demo-locanda/versions',
      'POST /v1beta1/sites/demo-locanda/versions/v2:populateFiles',
      ...Array(done!.uploaded).fill('POST /upload/sites/demo-locanda/versions/v2/files'),
      'PATCH /v1beta1/sites/demo-locanda/versions/v2',
      'POST /v1beta1/sites/demo-locanda/channels/live/releases',
    ]);
    // The two updates exactly as the REST reference writes them (the field mask is `updateMask`).
    expect(hosting.requests.filter((r) => r.startsWith('PATCH'))).toEqual([
      `PATCH /v1beta1/sites/demo-locanda/config?updateMask=maxVersions {"maxVersions":"${MAX_VERSIONS}"}`,
      'PATCH /v1beta1/sites/demo-locanda/versions/v2?updateMask=status {"status":"FINALIZED"}',
    ]);
    expect(hosting.releases).toHaveLength(2);
    expect(hosting.versions.get('sites/demo-locanda/versions/v2')!.config).toEqual(servingConfig());
    expect(hosting.maxVersions()).toBe(MAX_VERSIONS);
    // The same files online, the build's untouched (not uploaded again: Hosting has them).
    expect(hosting.livePaths().sort()).toEqual(before.sort());
    expect(hosting.served('/assets/index-abc.js')).toBe('console.log("build-a")');
    // The homepage shows the new title in every language (the Italian stands in for the others).
    const html = hosting.served('/localized-files/de/index.html')!;
    expect(html).toContain('Benvenuti in collina');
    expect(html).toContain('<html lang="de">');
    // Uploaded: each content Hosting did not have, once (the Italian default copy is the `it` copy's content).
    const now = hosting.versions.get('sites/demo-locanda/versions/v2')!.files;
    const then = hosting.versions.get(hosting.releases[0].version)!.files;
    const changed = [...now].filter(([path, hash]) => then.get(path) !== hash);
    expect(done!.uploaded).toBe(new Set(changed.map(([, hash]) => hash)).size);
    expect(done!.uploaded).toBeLessThan(done!.files);
    expect(changed.map(([path]) => path).filter((p) => !/\.html$|^\/page-data\//.test(p))).toEqual([]);

    expect(state.status()).toMatchObject({ running: false, publishedAt: T, readAt: T, buildId: 'build-a', pages: done!.pages });
    expect(publishView(state.status(), T)).toEqual({ state: 'published', at: T });
    expect(state.lock()).toBeNull();
  });

  it('uploads nothing Hosting has: the same content published again sends no file', async () => {
    await deployed();
    const { d } = deps();
    await publish(d);
    const uploadsBefore = hosting.uploads();
    await publish(d);
    expect(hosting.uploads()).toBe(uploadsBefore);
    expect(hosting.violations).toEqual([]);
    expect(hosting.releases).toHaveLength(3);
  });

  it('gives a room added since the last publish its pages, its sitemap entry and its preview; a deleted one goes', async () => {
    await deployed();
    const [gone] = [...content.docs.keys()].filter((p) => p.startsWith('rooms/'));
    content.remove(gone);
    // A photo whose preview is not online yet (a new address, as an upload's is).
    const photo = '/demo/room-torretta.svg?v=2';
    content.set('rooms/suite-del-fienile', {
      name: { it: 'Suite del fienile', en: 'Hayloft suite' },
      shortDescription: { it: 'Travi a vista e vista sulle colline.', en: 'Exposed beams and a view of the hills.' },
      imageUrl: photo,
      price: '140',
      order: 1,
      detailContent: [],
      createdAt: T - 60_000,
      updatedAt: T - 60_000,
    });
    expect(hosting.served('/camere/suite-del-fienile.html')).toBeNull();
    const logged: string[] = [];
    await publish(deps('build-a', { log: (m) => logged.push(m) }).d);
    expect(logged.filter((m) => m.includes('link preview'))).toEqual([]);

    expect(hosting.violations).toEqual([]);
    for (const lang of ['it', 'en', 'de', 'nl', 'fr'])
      expect(hosting.served(`/localized-files/${lang}/camere/suite-del-fienile.html`), lang).toContain(
        '<html lang="' + lang + '">',
      );
    const it = hosting.served('/camere/suite-del-fienile.html')!;
    expect(it).toContain('Suite del fienile');
    // The preview a link shared on a messenger shows: its own title and description.
    expect(it).toMatch(/<meta property="og:title" content="[^"]*Suite del fienile/);
    expect(it).toMatch(/<meta property="og:description" content="Travi a vista/);
    // Its preview, a JPEG made from its photo, online beside it; the previews already online were kept.
    const preview = /<meta property="og:image" content="https:\/\/www\.locanda\.example(\/og\/[0-9a-f]+\.jpg)">/.exec(it)?.[1];
    expect(preview).toBe(ogImagePath(photo));
    expect(hosting.livePaths()).toContain(preview);
    expect(hosting.uploads()).toBeGreaterThan(0);
    const jpeg = await (await fetch(`${hosting.origin}/site${preview}`)).arrayBuffer();
    expect([...new Uint8Array(jpeg).slice(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
    expect(hosting.served('/localized-files/en/camere/suite-del-fienile.html')).toContain('Hayloft suite');
    expect(hosting.served('/page-data/camere/suite-del-fienile.json')).toContain('Suite del fienile');
    expect(hosting.served('/sitemap.xml')).toContain('https://www.locanda.example/camere/suite-del-fienile');
    expect(hosting.served('/camere.html')).toContain('Suite del fienile');
    // The deleted room's pages are not in the new version (its address gets the application, which says so).
    const id = gone.split('/')[1];
    expect(hosting.livePaths().filter((p) => p.includes(id))).toEqual([]);
    expect(hosting.served('/sitemap.xml')).not.toContain(id);
  });

  it('names a room whose address cannot be a page in the status, and publishes the rest', async () => {
    await deployed();
    content.set('rooms/suite:2', { name: { it: 'Suite al secondo piano' }, order: 3, detailContent: [] });
    const logged: string[] = [];
    const done = await publish(deps('build-a', { log: (m) => logged.push(m) }).d);

    expect(hosting.violations).toEqual([]);
    expect(hosting.releases).toHaveLength(2);
    const unpublished = {
      path: '/camere/suite%3A2',
      reason: 'address',
      kept: false,
      collection: 'rooms',
      name: 'Suite al secondo piano',
    };
    expect(done!.skipped).toEqual([unpublished]);
    expect(state.status().skipped).toEqual([unpublished]);
    expect(logged).toContain('not published: /camere/suite%3A2 (its address cannot be a file name)');
    // Listed with the others (its page is the application's until its address is one a page can have).
    expect(hosting.served('/camere.html')).toContain('Suite al secondo piano');

    // Once it is gone, so is its line in the status.
    content.remove('rooms/suite:2');
    await publish(deps().d);
    expect(state.status().skipped).toBeUndefined();
  });

  it('keeps the published files of a page the renderer could not make, and says so', async () => {
    await deployed();
    const room = [...content.docs.keys()].find((p) => p.startsWith('rooms/'))!;
    const id = room.split('/')[1];
    const before = hosting.served(`/de/camere/${id}.html`);
    content.set(room, { name: { it: 'Camera rinnovata' } });
    // A renderer whose components fail on this room's page (a bug of the build): it saves the others.
    const { load } = testRenderer('build-a');
    const failing = async () => {
      const r = await load();
      return {
        ...r,
        renderSite: async (...args: Parameters<typeof r.renderSite>) => {
          const site = await r.renderSite(...args);
          const path = `/camere/${id}`;
          const files = [...site.files.keys()].filter(
            (f) => f.endsWith(`camere/${id}.html`) || f === `page-data/camere/${id}.json`,
          );
          for (const f of files) site.files.delete(f);
          site.pages = site.pages.filter((p) => p !== path);
          site.skipped.push({
            path,
            code: 'render',
            reason: 'Cannot read properties of undefined',
            files,
            listing: { collection: 'rooms', name: 'Camera rinnovata' },
          });
          return site;
        },
      };
    };
    await publish(deps('build-a', { renderer: failing }).d);

    expect(hosting.violations).toEqual([]);
    expect(hosting.served(`/de/camere/${id}.html`)).toBe(before);
    expect(hosting.served(`/page-data/camere/${id}.json`)).not.toBeNull();
    expect(hosting.served('/camere.html')).toContain('Camera rinnovata');
    expect(state.status().skipped).toEqual([
      { path: `/camere/${id}`, reason: 'render', kept: true, collection: 'rooms', name: 'Camera rinnovata' },
    ]);
  });

  it('leaves the release online when an upload fails, says so, and goes online at the next attempt', async () => {
    await deployed();
    // A new site name: every page changes.
    content.set(SETTINGS_DOC, { siteName: 'Locanda del Glicine' });
    // The first upload fails at once while the others of its batch take their time.
    hosting.faults.failUploads = 1;
    hosting.faults.uploadDelayMs = 300;
    const { d } = deps();
    await expect(publish(d)).rejects.toMatchObject({ name: 'PublishFailure', code: 'hosting', retry: true });

    // No upload started after the failure, and the version was deleted once those running had ended.
    expect(hosting.violations).toEqual([]);
    expect(hosting.versions.get('sites/demo-locanda/versions/v2')!.required.size).toBeGreaterThan(UPLOADS_AT_ONCE);
    expect(hosting.uploads()).toBe(UPLOADS_AT_ONCE);
    expect(hosting.releases).toHaveLength(1);
    expect(hosting.calls).not.toContain('POST /v1beta1/sites/demo-locanda/channels/live/releases');
    expect(hosting.versions.get('sites/demo-locanda/versions/v2')!.status).toBe('DELETED');
    expect(state.status()).toMatchObject({ running: false, failedAt: T, error: 'hosting' });
    expect(publishView(state.status(), T)).toEqual({ state: 'failed', error: 'hosting' });
    expect(state.lock()).toBeNull();

    clock = T + 30_000;
    hosting.faults.uploadDelayMs = 0;
    await publish(d);
    expect(hosting.violations).toEqual([]);
    expect(hosting.releases).toHaveLength(2);
    expect(hosting.served('/index.html')).toContain('Locanda del Glicine');
    expect(publishView(state.status(), clock)).toEqual({ state: 'published', at: clock });
  });

  it('refuses to render with another build than the one online, says so, and is not tried again', async () => {
    await deployed('build-b');
    const { d, renders } = deps('build-a');
    expect(await publish(d)).toBeNull();

    expect(renders()).toBe(0);
    expect(hosting.calls.filter((c) => c.startsWith('POST') || c.startsWith('PATCH'))).toEqual([]);
    expect(hosting.releases).toHaveLength(1);
    expect(state.status()).toMatchObject({ error: 'build-mismatch', failedAt: T });
    expect(state.status().detail).toContain('build-b');
    expect(state.status().detail).toContain('build-a');
    expect(publishView(state.status(), T)).toEqual({ state: 'failed', error: 'build-mismatch' });
  });

  it('waits for a deploy that holds the site: nothing created, nothing failed, tried again later', async () => {
    await deployed();
    state.setLock({ holder: 'deploy', token: 'deploy-1', until: T + 60_000 });
    await expect(publish(deps().d)).rejects.toBeInstanceOf(PublishBusy);
    expect(hosting.calls).toEqual([]);
    expect(state.status().failedAt).toBeUndefined();
    expect(state.lock()?.holder).toBe('deploy');

    // A deploy that died leaves its lease to run out.
    clock = T + 61_000;
    await publish(deps().d);
    expect(hosting.releases).toHaveLength(2);
  });

  it('does not release over a deploy that went online meanwhile', async () => {
    await deployed();
    const next = await deployedSite('build-a', content.source);
    hosting.faults.onFinalize = () => {
      hosting.faults.onFinalize = null;
      hosting.deploy(next);
    };
    await expect(publish(deps().d)).rejects.toBeInstanceOf(PublishBusy);
    expect(hosting.releases).toHaveLength(2);
    expect(hosting.releases[1].version).toMatch(/deploy/);
    expect(hosting.versions.get('sites/demo-locanda/versions/v2')!.status).toBe('DELETED');
    expect(hosting.violations).toEqual([]);
  });

  it('publishes nothing when the content cannot be read, rather than a site with pages missing', async () => {
    await deployed();
    content.fail(new Error('14 UNAVAILABLE'));
    await expect(publish(deps().d)).rejects.toBeInstanceOf(PublishFailure);
    expect(state.status()).toMatchObject({ error: 'content' });
    expect(hosting.calls.filter((c) => c.startsWith('POST'))).toEqual([]);
  });

  it('says the site needs its first deploy when nothing is online', async () => {
    expect(await publish(deps().d)).toBeNull();
    expect(state.status()).toMatchObject({ error: 'no-site' });
    expect(hosting.calls.filter((c) => c.startsWith('POST'))).toEqual([]);
  });
});
