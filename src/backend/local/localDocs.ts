/** The demo backend's documents (the port's DocumentStore) over its database (src/backend/local/localStore.ts). */
import type { DocumentStore, Unsubscribe } from '../port';
import { deepMerge } from './docMath';
import type { LocalStore } from './localStore';

function randomId(): string {
  const abc = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
  const bytes = new Uint8Array(20);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => abc[b % abc.length]).join('');
}

/** A live read: read now and after every change the store reports; only the latest read's answer is given. */
function watchWith<T>(
  register: (fire: () => void) => Unsubscribe,
  read: () => Promise<T>,
  onData: (v: T) => void,
  onError?: (e: Error) => void,
): Unsubscribe {
  let active = true;
  let seq = 0;
  const fire = () => {
    const mine = ++seq;
    read().then(
      (v) => active && mine === seq && onData(v),
      (e: unknown) => active && onError?.(e instanceof Error ? e : new Error(String(e))),
    );
  };
  const unregister = register(fire);
  fire();
  return () => {
    active = false;
    unregister();
  };
}

export function localDocs(store: LocalStore): DocumentStore {
  return {
    get: store.readDoc,
    list: store.readList,
    watch: (path, onData, onError) =>
      watchWith(
        (fire) => store.onDoc(path, fire),
        () => store.readDoc(path),
        onData,
        onError,
      ),
    watchList: (collection, query, onData, onError) =>
      watchWith(
        (fire) => store.onList(collection, fire),
        () => store.readList(collection, query),
        onData,
        onError,
      ),
    setMerge: (path, data) => store.writeDoc(path, (old) => deepMerge(old ?? {}, data)),
    setFields: (path, data) => store.writeDoc(path, (old) => ({ ...(old ?? {}), ...data })),
    async add(collection, data) {
      const id = randomId();
      await store.writeDoc(`${collection}/${id}`, () => data);
      return id;
    },
    async remove(path) {
      await (await store.db()).delete('docs', path);
      store.stats.writes += 1;
      store.notify(path);
    },
  };
}
