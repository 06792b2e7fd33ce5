import type { Backend, DocData } from '../../backend/port';
import { SERVER_TIME } from '../../backend/port';
import { PUBLISH_REQUEST_DOC } from '../../content/publishing';

/** "Pubblica ora": who asks, at the server's time (firestore.rules, `publish/request`). */
export function publishRequestWrite(email: string): DocData {
  return { requestedAt: SERVER_TIME, by: email };
}

/** Asks the publish function for a publish at once (functions/src/functions.ts answers the write). */
export function requestPublish(backend: Backend, email: string): Promise<void> {
  return backend.docs.setMerge(PUBLISH_REQUEST_DOC, publishRequestWrite(email));
}
