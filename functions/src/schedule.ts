/**
 * When a write asks for a publish. A save is published once the site has had no other save for
 * PUBLISH_QUIET_MS: each save asks for a task of its own, due that long after it, and a task that finds a
 * later save recorded (publish/status's `requestedAt`) ends without publishing, that save's task coming
 * later. A burst of saves is one publish, which starts PUBLISH_QUIET_MS after its last save. "Pubblica ora"
 * and a deploy ask for a task of their own, at once.
 */
import { RESTORING_COLLECTION, REVISIONS_COLLECTION, TRASH_COLLECTION } from '../../src/content/constants';
import { PUBLISH_QUIET_MS, PUBLISH_REQUEST_DOC } from '../../src/content/publishing';
import { CALENDARS_COLLECTION } from '../../src/content/availability';

/**
 * Collections whose documents no visitor sees: the owner's history, trash and a restore's staging, publishing's
 * own, and a room's calendars (addresses with their tokens; what visitors see of them is availability/{roomId},
 * which the calendar reader writes only when it changed, and that write publishes).
 */
const UNPUBLISHED = new Set([REVISIONS_COLLECTION, TRASH_COLLECTION, RESTORING_COLLECTION, 'publish', CALENDARS_COLLECTION]);

export interface PublishTask {
  /** The Cloud Tasks task id: one task per id (a write delivered twice asks once). */
  id: string;
  /** When it runs (ms); absent: at once. */
  at?: number;
  reason: 'save' | 'request';
  /** A save's time (ms): its task publishes unless a later save was recorded. */
  written?: number;
}

/**
 * The task a write of `path` at `time` (ms) asks for, or null when the write changes nothing visitors see.
 * `path` is a top-level document (`rooms/camera-uliveto`, `publish/request`).
 */
export function taskForWrite(path: string, time: number): PublishTask | null {
  if (path === PUBLISH_REQUEST_DOC) return { id: `now-${time}`, reason: 'request' };
  const collection = path.split('/')[0];
  if (UNPUBLISHED.has(collection)) return null;
  return { id: `save-${time}`, at: time + PUBLISH_QUIET_MS, reason: 'save', written: time };
}

/** Whether a save's task leaves its publish to a later save's (or request's), recorded at `requestedAt`. */
export function superseded(written: number | undefined, requestedAt: number | undefined): boolean {
  return written !== undefined && requestedAt !== undefined && requestedAt > written;
}
