/** Read hooks over the page's shared read cache. */
import { startTransition, use, useEffect, useReducer, useRef } from 'react';
import type { Doc, DocData, ListQuery } from '../backend/port';
import { useServices } from './context';
import { docKey, listKey, type Loader, type ReadState } from './readCache';

const IDLE: ReadState<never> = { status: 'loading' };

/**
 * The cached state of `key`, read when rendering. While the first page starts, what arrives re-renders
 * as a transition: the reads resolve one by one, and each would otherwise re-render at once, in one
 * piece, while the visitor reads the saved page (a subscription through useSyncExternalStore always
 * renders that way). Transitions are rendered in slices that leave the main thread free between them,
 * and arrivals close together render once. Until then the cache counts the arrival as pending, so the
 * page is not called ready (src/app/ReadyMarker.tsx) before it shows what it read. Once the page is
 * ready, what arrives (the owner's own save, above all) shows at once.
 *
 * On a server the render waits for each read (React's `use`), so the page is rendered with its content.
 */
function useCached<T>(key: string | null, makeLoader: () => Loader<T>): ReadState<T> {
  const { cache } = useServices();
  const [, changed] = useReducer((n: number) => n + 1, 0);
  const owed = useRef(0);
  if (key && cache.suspends) use(cache.settle(key, makeLoader));
  const state = key ? cache.peek<T>(key) : (IDLE as ReadState<T>);
  useEffect(() => {
    if (!key) return;
    const stop = cache.subscribe(key, makeLoader(), () => {
      owed.current++;
      cache.arrived();
      if (cache.started()) changed();
      else startTransition(changed);
    });
    // What arrived between this render and the subscription (another component may have started the read).
    if (cache.peek(key) !== state) changed();
    return () => {
      stop();
      cache.shown(owed.current);
      owed.current = 0;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the key names the loader and the state it had
  }, [cache, key]);
  // After each render of this component: what had arrived is shown, once the state rendered is the latest.
  useEffect(() => {
    if (!owed.current || (key && cache.peek(key) !== state)) return;
    cache.shown(owed.current);
    owed.current = 0;
  });
  return state;
}

/**
 * One document; `null` data when it does not exist. Pass null to read nothing. `from`: the page that
 * publishes it, when it is not the page shown (a room's nights on the contact page: its room page's).
 */
export function useDocument(path: string | null, from?: string): ReadState<DocData | null> {
  const { cache } = useServices();
  return useCached(path ? docKey(path) : null, () => cache.docLoader(path!, from));
}

/** A list; `from`: the page that publishes it, when it is not the page shown (a menu's list, its list page's). */
export function useList(collection: string | null, query: ListQuery, from?: string): ReadState<Doc[]> {
  const { cache } = useServices();
  const key = collection ? listKey(collection, query) : null;
  return useCached(key, () => cache.listLoader(collection!, query, from));
}
