/**
 * Publishing on Firebase (docs/publishing.md): after the owner's saves, a function (functions/) renders
 * every page again and releases it on Hosting. What it and the owner's interface share: the documents
 * they meet in, the reasons a publish can fail, and what the owner is shown of it.
 */

/** Written by the publish function only; the owner reads it (firestore.rules). */
export const PUBLISH_STATUS_DOC = 'publish/status';
/** The owner's "Pubblica ora": writing it asks for a publish at once. */
export const PUBLISH_REQUEST_DOC = 'publish/request';
/** One publish or deploy at a time: held by the function or by `npm run deploy` (Admin SDK only). */
export const PUBLISH_LOCK_DOC = 'publish/lock';

/** Why a publish did not go online; each has its words in the owner's five languages (`publish.reason.*`). */
export const PUBLISH_ERRORS = ['build-mismatch', 'no-site', 'content', 'render', 'hosting', 'stalled', 'unknown'] as const;
export type PublishError = (typeof PUBLISH_ERRORS)[number];

/** publish/status. Times are milliseconds of the function's clock. */
export interface PublishStatus {
  /** When a publish was last asked for: a save, "Pubblica ora", a deploy. */
  requestedAt?: number;
  /** Whether a publish is running now, and since when (it reads the content from that moment). */
  running?: boolean;
  startedAt?: number;
  /** The last publish that went online: when, and from when its content was read. */
  publishedAt?: number;
  readAt?: number;
  /** The last one that did not, and why (`detail`: for the developer, in the function's log too). */
  failedAt?: number;
  error?: PublishError;
  detail?: string;
  /** Of the last publish that went online. */
  buildId?: string;
  pages?: number;
  uploaded?: number;
  /** The pages it could not make, and why (absent: none). */
  skipped?: UnpublishedPage[];
}

/**
 * A page a publish could not make: `address`, its address cannot be a file name; `render`, the page could
 * not be made. `kept`: its previous file stays online. A listing's page names it (its Italian name).
 */
export interface UnpublishedPage {
  path: string;
  reason: 'address' | 'render';
  kept: boolean;
  collection?: string;
  name?: string;
}

/** What the owner is shown; `soon`: a save waits for the quiet that ends its burst. */
export type PublishView =
  | { state: 'published'; at: number }
  | { state: 'soon' }
  | { state: 'publishing' }
  | { state: 'failed'; error: PublishError }
  | { state: 'never' };

/**
 * A save is published once the site has had no other save for this long (functions/src/schedule.ts): a
 * burst of saves is one publish, which starts this long after its last save.
 */
export const PUBLISH_QUIET_MS = 10_000;
/** A publish asked for this recently and not yet running is "in a few seconds"; after, "in progress". */
export const PUBLISH_SOON_MS = 60_000;

/** A publish that runs longer than this was stopped (the function's time limit is 5 minutes). */
export const PUBLISH_RUN_LIMIT_MS = 10 * 60_000;
/**
 * A publish asked for and not begun after this long never will be: the queue retries for about half an
 * hour while a deploy holds the site (functions/src/functions.ts), so this is well past that.
 */
export const PUBLISH_START_LIMIT_MS = 45 * 60_000;

/** The status as the owner sees it at `now`. */
export function publishView(status: PublishStatus | null | undefined, now: number): PublishView {
  const s = status ?? {};
  if (s.running && s.startedAt !== undefined)
    return now - s.startedAt < PUBLISH_RUN_LIMIT_MS ? { state: 'publishing' } : { state: 'failed', error: 'stalled' };
  const settled = Math.max(s.readAt ?? -Infinity, s.failedAt ?? -Infinity);
  if (s.requestedAt !== undefined && s.requestedAt > settled) {
    if (now - s.requestedAt < PUBLISH_SOON_MS) return { state: 'soon' };
    return now - s.requestedAt < PUBLISH_START_LIMIT_MS ? { state: 'publishing' } : { state: 'failed', error: 'stalled' };
  }
  if (s.failedAt !== undefined && s.failedAt > (s.publishedAt ?? -Infinity))
    return { state: 'failed', error: PUBLISH_ERRORS.includes(s.error as PublishError) ? (s.error as PublishError) : 'unknown' };
  if (s.publishedAt !== undefined) return { state: 'published', at: s.publishedAt };
  return { state: 'never' };
}

/**
 * The build's stamp among the site's files. `npm run build` writes it into the build and its id beside the
 * renderer; the publish function renders only when the version online holds its own build's stamp, so
 * its pages never name files that are not online.
 */
export const buildStampFile = (buildId: string) => `build/${buildId}.json`;
export const BUILD_STAMP_DIR = 'build/';

/** What `npm run build` writes beside the renderer (`<outDir>-server/build.json`). */
export interface BuildInfo {
  buildId: string;
  builtAt: number;
  /** The backend the build talks to; a demo build must never go online. */
  backend: 'local' | 'firebase';
  projectId: string | null;
}
