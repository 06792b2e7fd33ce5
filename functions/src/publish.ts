/**
 * One publish: every page in every language rendered from the content as it is now, with the renderer of
 * the build that is online (src/app/server.tsx, shipped with the function), and released on Hosting as a
 * new version of the live one: the same serving configuration, the build's own files carried over by
 * their hashes, everything else from this render (a deleted room's pages go with it), and only the
 * contents Hosting lacks uploaded. Nothing is released unless every step succeeded: a failed publish
 * leaves the previous release online and says why in publish/status.
 */
import type { ContentSource } from '../../src/backend/port';
import type { RenderedSite, RenderMemo, RenderOptions, SiteKit } from '../../src/app/server';
import { BUILD_STAMP_DIR, buildStampFile, type PublishError, type UnpublishedPage } from '../../src/content/publishing';
import { hostingFile, HostingError, type HostingClient } from './hosting';
import type { PublishStore } from './store';

/** The build the function ships with (functions/site/, from `<outDir>-server`). */
export interface Renderer {
  buildId: string;
  /** The build's own files (its assets, pictures, stamp), relative to the site's root: `assets/index-abc.js`. */
  buildFiles: string[];
  kit: SiteKit;
  renderSite: (kit: SiteKit, source: ContentSource, options: RenderOptions) => Promise<RenderedSite>;
  /** What this renderer kept of its last render, for the next (one per instance: see RenderMemo). */
  memo?: RenderMemo;
}

export interface PublishDeps {
  store: PublishStore;
  content: ContentSource;
  hosting: HostingClient;
  renderer: () => Promise<Renderer>;
  /**
   * Makes the link previews (file → picture address) of pictures whose preview is not online yet; `failed`:
   * the pictures that could not be read, whose preview is the site's hero picture.
   */
  previews: (images: Map<string, string>, site: string) => Promise<{ files: Map<string, Buffer>; failed: string[] }>;
  /** The Hosting site; the project's default site when absent. */
  site?: string;
  now?: () => number;
  log?: (message: string) => void;
}

/** Old versions Hosting keeps (and bills storage for): about two months of a guesthouse's edits to roll back to. */
export const MAX_VERSIONS = 60;
/** The lock's lease: longer than a publish may run (the function's time limit is 5 minutes). */
export const PUBLISH_LEASE_MS = 6 * 60_000;
/** Uploads running at once. */
export const UPLOADS_AT_ONCE = 8;

/** The site is held by a deploy or another publish, or changed under this one: try again later. */
export class PublishBusy extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PublishBusy';
  }
}

/** A publish that failed for a reason the owner is told; `retry`: whether trying again later may help. */
export class PublishFailure extends Error {
  constructor(
    readonly code: PublishError,
    message: string,
    readonly retry: boolean,
  ) {
    super(message);
    this.name = 'PublishFailure';
  }
}

export interface Published {
  version: string;
  buildId: string;
  pages: number;
  files: number;
  uploaded: number;
  /** The pages not made, each named in publish/status. */
  skipped: UnpublishedPage[];
}

/** A content source that remembers whether any read failed (a page that could not be read is not published). */
function watched(source: ContentSource) {
  let failed: unknown = null;
  const note = <T>(p: Promise<T>) =>
    p.catch((e: unknown) => {
      failed ??= e;
      throw e;
    });
  return {
    source: {
      get: (path: string) => note(source.get(path)),
      list: (collection: string, query?: Parameters<ContentSource['list']>[1]) => note(source.list(collection, query)),
    } as ContentSource,
    failed: () => failed,
  };
}

/**
 * `work` on every item, `size` at a time. After a failure no item starts, and the first failure is thrown
 * once the work running has ended: nothing is still writing into what the caller then cleans up.
 */
async function inParallel<T>(items: T[], size: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  let failure: { e: unknown } | null = null;
  const worker = async () => {
    while (!failure && next < items.length) {
      try {
        await work(items[next++]);
      } catch (e) {
        failure ??= { e };
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(size, items.length) }, worker));
  if (failure) throw (failure as { e: unknown }).e;
}

const message = (e: unknown) => (e instanceof Error ? e.message : String(e));

/** Renders and releases; records what happened in publish/status. Throws what the task queue should retry. */
export async function publish(deps: PublishDeps): Promise<Published | null> {
  const now = deps.now ?? Date.now;
  const log = deps.log ?? (() => undefined);
  const got = await deps.store.lock('publish', PUBLISH_LEASE_MS);
  if ('busy' in got) {
    throw new PublishBusy(`the site is held by a ${got.busy.holder} until ${new Date(got.busy.until).toISOString()}`);
  }
  const startedAt = now();
  try {
    await deps.store.status({ running: true, startedAt });
    const done = await releaseNewVersion(deps, startedAt, got.token, log);
    await deps.store.status({
      running: false,
      publishedAt: now(),
      readAt: startedAt,
      pages: done.pages,
      uploaded: done.uploaded,
      buildId: done.buildId,
      skipped: done.skipped.length ? done.skipped : null,
    });
    log(`published ${done.version}: ${done.pages} pages, ${done.uploaded} of ${done.files} files uploaded`);
    return done;
  } catch (e) {
    if (e instanceof PublishBusy) {
      await deps.store.status({ running: false });
      throw e;
    }
    const failure =
      e instanceof PublishFailure ? e : new PublishFailure(e instanceof HostingError ? 'hosting' : 'unknown', message(e), true);
    await deps.store.status({ running: false, failedAt: now(), error: failure.code, detail: failure.message.slice(0, 500) });
    log(`not published (${failure.code}): ${failure.message}`);
    if (failure.retry) throw failure;
    return null;
  } finally {
    await deps.store.unlock(got.token);
  }
}

async function releaseNewVersion(
  deps: PublishDeps,
  startedAt: number,
  token: string,
  log: (m: string) => void,
): Promise<Published> {
  const { hosting } = deps;
  const site = deps.site ?? (await hosting.defaultSite());
  const live = await hosting.liveRelease(site);
  if (!live) throw new PublishFailure('no-site', `site ${site} has no release yet: deploy it first (npm run deploy)`, false);
  const liveFiles = await hosting.files(live.version);

  const renderer = await deps.renderer();
  if (!liveFiles.has(`/${buildStampFile(renderer.buildId)}`)) {
    const online = [...liveFiles.keys()]
      .filter((p) => p.startsWith(`/${BUILD_STAMP_DIR}`))
      .map((p) => p.slice(BUILD_STAMP_DIR.length + 1).replace(/\.json$/, ''));
    throw new PublishFailure(
      'build-mismatch',
      `the build online (${online.join(', ') || 'none'}) is not this function's (${renderer.buildId}): ` +
        'its pages would name files that are not online. Deploy again with npm run deploy.',
      false,
    );
  }

  const reading = watched(deps.content);
  let rendered: RenderedSite;
  try {
    rendered = await renderer.renderSite(renderer.kit, reading.source, {
      year: new Date(startedAt).getFullYear(),
      reuse: renderer.memo,
    });
  } catch (e) {
    if (reading.failed())
      throw new PublishFailure('content', `the content could not be read: ${message(reading.failed())}`, true);
    throw new PublishFailure('render', `the pages could not be rendered: ${message(e)}`, false);
  }
  // A page whose read failed would drop out of the site: publish nothing rather than less.
  if (reading.failed()) throw new PublishFailure('content', `the content could not be read: ${message(reading.failed())}`, true);

  // The build's own files as the version online holds them (the same build: its stamp is there); every
  // other file comes from this render, so a deleted room's pages, data and preview go with it.
  const files = new Map<string, string>();
  for (const name of renderer.buildFiles) {
    const hash = liveFiles.get(`/${name}`);
    if (hash) files.set(`/${name}`, hash);
  }
  const contents = new Map<string, Buffer>();
  const add = (name: string, content: string | Buffer) => {
    const { hash, gz } = hostingFile(content);
    files.set(`/${name}`, hash);
    contents.set(hash, gz);
  };
  for (const [name, content] of rendered.files) add(name, content);
  // A page the renderer could not make keeps the files online it had (a page never made has none); the
  // status names it, with why, for the owner.
  const skipped: UnpublishedPage[] = [];
  for (const page of rendered.skipped) {
    let kept = false;
    for (const name of page.files) {
      const hash = liveFiles.get(`/${name}`);
      if (hash) files.set(`/${name}`, hash);
      kept ||= !!hash;
    }
    const reason = page.code === 'address' ? 'address' : 'render';
    skipped.push({ path: page.path, reason, kept, ...(page.listing ?? {}) });
    log(`not published: ${page.path} (${page.reason})${kept ? ', its previous files kept' : ''}`);
  }
  // A link preview is named after its picture's address, which never changes content (an upload gets a new
  // name): one online already is kept, only a new picture's is made (a new room's, a replaced photo's).
  const toMake = new Map<string, string>();
  for (const [name, src] of rendered.ogImages) {
    const hash = liveFiles.get(`/${name}`);
    if (hash) files.set(`/${name}`, hash);
    else toMake.set(name, src);
  }
  if (toMake.size) {
    const made = await deps.previews(toMake, site);
    for (const [name, jpeg] of made.files) add(name, jpeg);
    for (const src of made.failed) log(`the link preview of ${src} is the site's hero picture (the picture could not be read)`);
  }

  if ((await hosting.maxVersions(site)) !== MAX_VERSIONS) await hosting.setMaxVersions(site, MAX_VERSIONS);
  const version = await hosting.createVersion(site, live.config, { 'locanda-build': renderer.buildId });
  let uploaded = 0;
  try {
    const { missing, uploadUrl } = await hosting.populate(version, files);
    uploaded = missing.size;
    const lacking = [...missing].filter((h) => !contents.has(h));
    if (lacking.length)
      throw new PublishFailure('hosting', `Hosting lacks ${lacking.length} file(s) of the live version it serves`, true);
    await inParallel([...missing], UPLOADS_AT_ONCE, (hash) => hosting.upload(uploadUrl, hash, contents.get(hash)!));
    await hosting.finalize(version);
    // Released only over what it was made from, and only while this publish holds the site.
    const current = await hosting.liveRelease(site);
    if (current?.name !== live.name) throw new PublishBusy(`the site was released meanwhile (${current?.name ?? 'none'})`);
    if (!(await deps.store.holds(token))) throw new PublishBusy('the lock was lost while publishing');
    await hosting.release(site, version, `Locanda: published ${new Date(startedAt).toISOString()} (build ${renderer.buildId})`);
  } catch (e) {
    await hosting.deleteVersion(version).catch((d: unknown) => log(`could not delete unreleased ${version}: ${message(d)}`));
    throw e;
  }
  return { version, pages: rendered.pages.length, files: files.size, uploaded, buildId: renderer.buildId, skipped };
}
