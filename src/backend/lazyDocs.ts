import type { DocumentStore, Unsubscribe } from './port';

/** Documents through a store loaded on first use; a subscription made before then starts once it has loaded. */
export function lazyDocs(load: () => Promise<DocumentStore>): DocumentStore {
  let loading: Promise<DocumentStore> | null = null;
  const store = () => (loading ??= load().catch((e: unknown) => ((loading = null), Promise.reject(e))));
  const later = (start: (s: DocumentStore) => Unsubscribe, onError?: (e: Error) => void): Unsubscribe => {
    let stopped = false;
    let stop: Unsubscribe | null = null;
    store().then(
      (s) => {
        if (!stopped) stop = start(s);
      },
      (e: unknown) => {
        if (!stopped) onError?.(e instanceof Error ? e : new Error(String(e)));
      },
    );
    return () => {
      stopped = true;
      stop?.();
    };
  };
  return {
    get: async (path) => (await store()).get(path),
    list: async (collection, query) => (await store()).list(collection, query),
    watch: (path, onData, onError) => later((s) => s.watch(path, onData, onError), onError),
    watchList: (collection, query, onData, onError) => later((s) => s.watchList(collection, query, onData, onError), onError),
    setMerge: async (path, data) => (await store()).setMerge(path, data),
    setFields: async (path, data) => (await store()).setFields(path, data),
    add: async (collection, data) => (await store()).add(collection, data),
    remove: async (path) => (await store()).remove(path),
  };
}
