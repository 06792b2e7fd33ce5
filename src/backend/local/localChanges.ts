/** Who hears of a change to the demo backend's documents: this tab's listeners, and the other tabs' (a BroadcastChannel). */
import { splitPath } from '../port';

export function localChanges(dbName: string, edits?: { changed(): void }) {
  const docListeners = new Set<{ path: string; fire: () => void }>();
  const listListeners = new Set<{ collection: string; fire: () => void }>();
  const channel = typeof BroadcastChannel !== 'undefined' ? new BroadcastChannel(`${dbName}-changes`) : null;

  /** A document changed: its listeners and its collection's read it again. */
  function notify(path: string, fromOtherTab = false) {
    const { collection } = splitPath(path);
    if (!fromOtherTab) edits?.changed();
    for (const l of docListeners) if (l.path === path) l.fire();
    for (const l of listListeners) if (l.collection === collection) l.fire();
    if (!fromOtherTab) channel?.postMessage({ path });
  }
  /** Everything changed (a reset): every listener reads again. */
  function notifyAll(fromOtherTab = false) {
    for (const l of docListeners) l.fire();
    for (const l of listListeners) l.fire();
    if (!fromOtherTab) channel?.postMessage({ all: true });
  }
  if (channel)
    channel.onmessage = (ev: MessageEvent<{ path?: string; all?: boolean }>) => {
      if (ev.data.all) notifyAll(true);
      else if (ev.data.path) notify(ev.data.path, true);
    };

  return {
    notify,
    notifyAll,
    /** Registers a listener of one document's changes; returns its removal. */
    onDoc(path: string, fire: () => void) {
      const l = { path, fire };
      docListeners.add(l);
      return () => void docListeners.delete(l);
    },
    /** Registers a listener of a collection's changes; returns its removal. */
    onList(collection: string, fire: () => void) {
      const l = { collection, fire };
      listListeners.add(l);
      return () => void listListeners.delete(l);
    },
    close: () => channel?.close(),
  };
}
