import { useSyncExternalStore } from 'react';

const never = () => () => undefined;

/**
 * False while the page renders on a server and while the browser hydrates that render; true in every
 * render after (and from the start when nothing is hydrated). What only the browser knows (today's
 * date, the address's query) waits for it, so the hydrating render is the server's, exactly.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}

/** This year; while hydrating a saved page, the year it was published in (what the server rendered). */
export function useYear(published: number | null | undefined): number {
  return useSyncExternalStore(
    never,
    () => new Date().getFullYear(),
    () => published ?? new Date().getFullYear(),
  );
}
