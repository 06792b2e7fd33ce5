/** Read hooks over the page's shared read cache. */
import { useCallback, useSyncExternalStore } from 'react';
import type { Doc, DocData, ListQuery } from '../backend/port';
import { useServices } from './context';
import type { Loader, ReadState } from './readCache';

const IDLE: ReadState<never> = { status: 'loading' };

function useCached<T>(key: string | null, makeLoader: () => Loader<T>): ReadState<T> {
  const { cache } = useServices();
  const subscribe = useCallback(
    (onChange: () => void) => (key ? cache.subscribe(key, makeLoader(), onChange) : () => undefined),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the key names the loader
    [cache, key],
  );
  const snapshot = useCallback(() => (key ? cache.peek<T>(key) : (IDLE as ReadState<T>)), [cache, key]);
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}

/** One document; `null` data when it does not exist. Pass null to read nothing. */
export function useDocument(path: string | null): ReadState<DocData | null> {
  const { cache } = useServices();
  return useCached(path ? `doc:${path}` : null, () => cache.docLoader(path!));
}

export function useList(collection: string | null, query: ListQuery): ReadState<Doc[]> {
  const { cache } = useServices();
  const key = collection ? `list:${collection}:${JSON.stringify(query)}` : null;
  return useCached(key, () => cache.listLoader(collection!, query));
}
