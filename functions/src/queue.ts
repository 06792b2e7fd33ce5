/**
 * The publish queue (Cloud Tasks, through the Admin SDK): a task per id, refused when one of that id
 * exists already, so that a write delivered twice asks once (functions/src/schedule.ts).
 */
import type { Functions } from 'firebase-admin/functions';
import type { PublishTask } from './schedule';

/** The task-queue function's name: its export in functions/src/index.ts. */
export const PUBLISH_FUNCTION = 'publish';

export function taskQueueEnqueue(functions: Functions, region: string): (task: PublishTask) => Promise<boolean> {
  const queue = functions.taskQueue(`locations/${region}/functions/${PUBLISH_FUNCTION}`);
  return async (task) => {
    try {
      await queue.enqueue(
        { reason: task.reason, ...(task.written === undefined ? {} : { written: task.written }) },
        { id: task.id, ...(task.at === undefined ? {} : { scheduleTime: new Date(task.at) }) },
      );
      return true;
    } catch (e) {
      if ((e as { code?: string }).code === 'functions/task-already-exists') return false;
      throw e;
    }
  };
}
