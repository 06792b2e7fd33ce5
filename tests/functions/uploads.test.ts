// @vitest-environment node
/**
 * What a publish sends (functions/src/publish.ts), with the real clock: a page is a function of the content
 * and the build, so publishing again sends nothing, and a change sends the files that show it and no other.
 * The paths are those of the released version whose content was uploaded by its publish (the Italian
 * default copy and the `it` copy share one content, so one upload).
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { hostingClient } from '../../functions/src/hosting';
import { sitePictures } from '../../functions/src/previews';
import { publish, type PublishDeps } from '../../functions/src/publish';
import { calendarExportPath } from '../../src/content/availability';
import { ogImagePath } from '../../src/content/og';
import { contentStore, hostingStandIn, memoryStore, TOKEN, type HostingStandIn } from '../../scripts/standIns';
import { deployedSite, testRenderer } from './site';

let hosting: HostingStandIn;
let content: ReturnType<typeof contentStore>;
/** One instance of the function: its renderer keeps what it rendered last (and reuses what did not change). */
let renderer: ReturnType<typeof testRenderer>;

beforeEach(async () => {
  hosting = await hostingStandIn();
  content = contentStore();
  renderer = testRenderer('build-a');
  hosting.deploy(await deployedSite('build-a', content.source));
  // A first publish, with nothing changed since the deploy: nothing sent.
  expect(await published()).toEqual([]);
}, 120_000);
afterEach(() => hosting.close());

const deps = (): PublishDeps => ({
  store: memoryStore().store,
  content: content.source,
  hosting: hostingClient({ project: 'demo-locanda', token: async () => TOKEN, origin: hosting.origin }),
  renderer: renderer.load,
  previews: sitePictures(() => `${hosting.origin}/site`),
});

/** Publishes, a moment after the last publish, and answers the paths whose content it uploaded. */
async function published(): Promise<string[]> {
  await new Promise((r) => setTimeout(r, 5));
  await publish(deps());
  expect(hosting.violations).toEqual([]);
  return hosting.uploadedPaths();
}

/** A page's files: its URL in each language, the copies Hosting's i18n rewrites serve, its data. */
function pageFiles(file: string, langs = ['it', 'en', 'de', 'nl', 'fr']): string[] {
  const own = (lang: string) => (lang === 'it' ? `/${file}.html` : file === 'index' ? `/${lang}.html` : `/${lang}/${file}.html`);
  return langs.flatMap((lang) => [own(lang), `/localized-files/${lang}/${file}.html`]);
}
const sorted = (paths: string[]) => [...paths].sort();

// Each test renders the site three or four times: slow on a loaded machine.
describe('what a publish uploads', { timeout: 120_000 }, () => {
  it('is nothing when nothing changed, however often it publishes, and from a new instance too', async () => {
    expect(await published()).toEqual([]);
    renderer = testRenderer('build-a');
    expect(await published()).toEqual([]);
    expect(hosting.releases).toHaveLength(4);
  });

  it('is, for one German room name, the German copies of the pages that show it and their data', async () => {
    const room = [...content.docs.keys()].find((p) => p.startsWith('rooms/'))!;
    const id = room.split('/')[1];
    const { name } = content.docs.get(room)! as { name: Record<string, string> };
    content.set(room, { name: { ...name, de: 'Zimmer am Olivenhain' } });
    // The room's page, the rooms' list and the homepage (its rooms) show it: their German copies.
    expect(await published()).toEqual(
      sorted([
        ...pageFiles(`camere/${id}`, ['de']),
        ...pageFiles('camere', ['de']),
        ...pageFiles('index', ['de']),
        `/page-data/camere/${id}.json`,
        '/page-data/camere.json',
        '/page-data/index.json',
      ]),
    );
    expect(hosting.served(`/de/camere/${id}.html`)).toContain('Zimmer am Olivenhain');
  });

  it('is, for a new room, its pages, its data, its preview, the pages that list it and the sitemap', async () => {
    content.set('rooms/suite-del-fienile', {
      name: { it: 'Suite del fienile', en: 'Hayloft suite' },
      shortDescription: { it: 'Travi a vista.', en: 'Exposed beams.' },
      imageUrl: '/demo/room-torretta.svg?v=2',
      price: '140',
      order: 1,
      detailContent: [],
    });
    const uploaded = await published();
    expect(uploaded).toEqual(
      sorted([
        ...pageFiles('camere/suite-del-fienile'),
        ...pageFiles('camere'),
        ...pageFiles('index'),
        '/page-data/camere/suite-del-fienile.json',
        '/page-data/camere.json',
        '/page-data/index.json',
        // Its link preview, made from its photo; the sitemap names its five URLs; one page more.
        ogImagePath('/demo/room-torretta.svg?v=2'),
        '/sitemap.xml',
        '/saved-pages.json',
        // Its nights blocked by hand, for the channels to import (none yet: an empty calendar).
        calendarExportPath('suite-del-fienile'),
      ]),
    );
  });

  it('is, for a deleted gallery photo, the gallery in each language and its data', async () => {
    const photo = [...content.docs.keys()].find((p) => p.startsWith('gallery_images/'))!;
    content.remove(photo);
    expect(await published()).toEqual(sorted([...pageFiles('galleria'), '/page-data/galleria.json']));
  });
});
