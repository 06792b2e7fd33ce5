/**
 * When a write asks for a publish. Every save of one minute asks for the same task (Cloud Tasks refuses a
 * second task of the same name), which runs once that minute is over: a burst of saves is one publish,
 * and the last save of a burst is online within about a minute and a half (the minute, GRACE_MS, the
 * publish itself). "Pubblica ora" and a deploy ask for a task of their own, at once.
 */
import { RESTORING_COLLECTION, REVISIONS_COLLECTION, TRASH_COLLECTION } from '../../src/content/constants';
import { PUBLISH_REQUEST_DOC } from '../../src/content/publishing';

/** Collections whose documents no visitor sees: the owner's history, trash and a restore's staging, publishing's own. */
const UNPUBLISHED = new Set([REVISIONS_COLLECTION, TRASH_COLLECTION, RESTORING_COLLECTION, 'publish']);

export const BUCKET_MS = 60_000;
/** After its minute, so that the minute's last writes have committed before the content is read. */
export const GRACE_MS = 5_000;

export interface PublishTask {
  /** The Cloud Tasks task id: one task per id. */
  id: string;
  /** When it runs (ms); absent: at once. */
  at?: number;
  reason: 'save' | 'request';
}

/**
 * The task a write of `path` at `time` (ms) asks for, or null when the write changes nothing visitors see.
 * `path` is a top-level document (`rooms/camera-uliveto`, `publish/request`).
 */
export function taskForWrite(path: string, time: number): PublishTask | null {
  if (path === PUBLISH_REQUEST_DOC) return { id: `now-${time}`, reason: 'request' };
  const collection = path.split('/')[0];
  if (UNPUBLISHED.has(collection)) return null;
  const bucket = Math.floor(time / BUCKET_MS);
  return { id: `save-${bucket}`, at: (bucket + 1) * BUCKET_MS + GRACE_MS, reason: 'save' };
}
