/**
 * The two functions (Cloud Functions for Firebase, 2nd generation): `publishOnWrite` answers every write of
 * the site's content (and "Pubblica ora", and a deploy) by asking for a publish; `publish`, a task-queue
 * function, runs them one at a time (functions/src/publish.ts). What they work with comes in as `Deps`:
 * the real ones in functions/src/index.ts, stand-ins in the tests.
 */
import { onDocumentWrittenWithAuthContext } from 'firebase-functions/v2/firestore';
import { onTaskDispatched } from 'firebase-functions/v2/tasks';
import { logger } from 'firebase-functions';
import { HttpsError } from 'firebase-functions/v2/https';
import { PUBLISH_REQUEST_DOC } from '../../src/content/publishing';
import { publish, PublishBusy, type PublishDeps } from './publish';
import { superseded, taskForWrite, type PublishTask } from './schedule';

/** The region of both functions: functions/.env's LOCANDA_REGION, near the Firestore database. */
export const REGION = process.env.LOCANDA_REGION || 'europe-west1';
/** The service account both run as, in the project (docs/publishing.md lists its roles). */
export const PUBLISHER_ACCOUNT = 'locanda-publisher@';

export interface Deps extends PublishDeps {
  /** Adds a task to the publish queue; false when a task with that id exists already (the burst's). */
  enqueue: (task: PublishTask) => Promise<boolean>;
  /** Whether this Firebase Authentication account may edit the site (the `admin` claim). */
  isOwner: (uid: string) => Promise<boolean>;
}

/**
 * Who may ask for a publish by writing publish/request. The rules let only an owner write it from the
 * site; this is the second check. A signed-in account of the site must be an owner; anonymous writes
 * are refused; a Google account or service account with IAM access to Firestore (`npm run deploy`, the
 * console) bypasses the rules anyway and is let through.
 */
export async function requestAllowed(authType: string, authId: string | undefined, deps: Pick<Deps, 'isOwner'>) {
  if (authType === 'unauthenticated' || authType === 'api_key') return false;
  if (authType === 'app_user') return !!authId && (await deps.isOwner(authId));
  return true;
}

/** Where the functions say what they did: Cloud Logging (firebase-functions' logger), or a test's list. */
export type Log = Pick<typeof logger, 'info' | 'warn'>;

export function defineFunctions(deps: () => Deps, log: Log = logger) {
  const publishOnWrite = onDocumentWrittenWithAuthContext(
    {
      document: '{collection}/{doc}',
      region: REGION,
      serviceAccount: PUBLISHER_ACCOUNT,
      memory: '256MiB',
      timeoutSeconds: 60,
      // A failed attempt (Cloud Tasks unreachable, say) is delivered again; asking twice is harmless.
      retry: true,
    },
    async (event) => {
      const path = event.document;
      const parsed = Date.parse(event.time);
      const time = Number.isFinite(parsed) ? parsed : Date.now();
      const task = taskForWrite(path, time);
      if (!task) return;
      const d = deps();
      if (path === PUBLISH_REQUEST_DOC) {
        if (!event.data?.after.exists) return;
        // Refused, or not checkable (the claim unreadable): logged, and not tried again.
        const allowed = await requestAllowed(event.authType, event.authId, d).catch((e: unknown) => {
          log.warn(`publish request not checked: ${e instanceof Error ? e.message : String(e)}`);
          return false;
        });
        if (!allowed) {
          log.warn(`publish request refused: ${event.authType} ${event.authId ?? ''}`.trim());
          return;
        }
      }
      // The status says "in a few seconds" from the first save of a burst on (the publish reads after it),
      // and records the burst's last save, which its earlier saves' tasks leave the publish to.
      if (await d.enqueue(task)) await d.store.requested(time);
    },
  );

  const publishTask = onTaskDispatched(
    {
      region: REGION,
      serviceAccount: PUBLISHER_ACCOUNT,
      memory: '1GiB',
      cpu: 1,
      timeoutSeconds: 300,
      // One at a time; a publish that finds the site held (a deploy) or fails for a passing reason is
      // tried again: after 30 s, 1, 2, 4 and then every 5 minutes, for about half an hour.
      rateLimits: { maxConcurrentDispatches: 1 },
      retryConfig: { maxAttempts: 9, minBackoffSeconds: 30, maxBackoffSeconds: 300, maxDoublings: 4 },
    },
    async (req) => {
      const d = deps();
      const { written } = (req.data ?? {}) as { written?: number };
      if (superseded(written, await d.store.lastRequest())) {
        log.info(`save of ${new Date(written!).toISOString()}: published with a later one`);
        return;
      }
      try {
        await publish({ ...d, log: (m) => log.info(m) });
      } catch (e) {
        // Not an error: the queue tries again (503), as it does after a failure worth retrying (500).
        if (e instanceof PublishBusy) throw new HttpsError('unavailable', `publish postponed: ${e.message}`);
        throw e;
      }
    },
  );

  return { publishOnWrite, publish: publishTask };
}
