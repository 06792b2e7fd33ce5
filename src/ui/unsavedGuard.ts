import { useCallback, useEffect, useRef, useState } from 'react';
import { useBeforeUnload, useNavigate } from 'react-router-dom';

/** What is used here of the Navigation API (not yet in TypeScript's DOM types). */
interface NavigateEvent extends Event {
  navigationType: 'push' | 'replace' | 'reload' | 'traverse';
  destination: { url: string; key: string | null };
}
interface Navigation extends EventTarget {
  traverseTo(key: string): { finished: Promise<unknown> };
}

/** The owner has chosen to leave (discard): the move under way is not held again, nor asked about. */
let leaving = false;

/** A leave held while the owner is asked whether to discard: `keep` editing, or `discard` and leave. */
export interface HeldLeave {
  keep: () => void;
  discard: () => void;
}

/**
 * The unsaved-changes guard without its question (src/ui/useUnsaved.tsx and the Dialog show it):
 * `run(leave)` leaves at once when there is nothing to lose, else holds the leave until the owner answers.
 * While there are changes, closing the tab asks too (the browser's own question), and so do following a
 * link of the site to another page and the browser's back and forward buttons.
 */
export function useUnsavedGuard(unsaved: boolean): { run: (leave: () => void) => void; held: HeldLeave | null } {
  const [asking, setAsking] = useState<(() => void) | null>(null);
  const latest = useRef(unsaved);
  latest.current = unsaved;

  const navigate = useNavigate();

  // Closing the tab or leaving the site: the browser's own question.
  useBeforeUnload(
    useCallback((e: BeforeUnloadEvent) => {
      // Nothing to lose, discarded already (going back to a page loaded on its own), or saved since: no question.
      if (leaving || !latest.current) return;
      e.preventDefault();
      // Older browsers ask only when a value is set.
      e.returnValue = '';
    }, []),
  );

  useEffect(() => {
    if (!unsaved) return;
    // A link to another page of the site (the page behind an open dialog is inert: this is for editors in place).
    const onClick = (e: MouseEvent) => {
      if (!latest.current || e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
      const link = (e.target as Element | null)?.closest?.('a[href]');
      if (!(link instanceof HTMLAnchorElement) || link.target || link.origin !== location.origin) return;
      if (link.pathname === location.pathname && link.search === location.search) return;
      e.preventDefault();
      e.stopPropagation();
      // The link's own address, already in the language shown.
      setAsking(() => () => void navigate(link.pathname + link.search + link.hash));
    };
    // The browser's back or forward button (the Navigation API's traverse, which a page may hold): the page
    // and its address stay while the owner is asked, and on discard the browser makes that same move.
    const navigation = (window as { navigation?: Navigation }).navigation;
    const samePage = (url: string) => {
      const to = new URL(url);
      return to.pathname === location.pathname && to.search === location.search;
    };
    const onNavigate = (event: Event) => {
      const e = event as NavigateEvent;
      if (leaving || !latest.current || e.navigationType !== 'traverse' || !e.cancelable || samePage(e.destination.url)) return;
      e.preventDefault();
      const key = e.destination.key;
      setAsking(() => () => {
        if (!key || !navigation) return;
        leaving = true;
        const done = () => void (leaving = false);
        navigation.traverseTo(key).finished.then(done, done);
      });
    };
    navigation?.addEventListener('navigate', onNavigate);
    document.addEventListener('click', onClick, true);
    return () => {
      document.removeEventListener('click', onClick, true);
      navigation?.removeEventListener('navigate', onNavigate);
    };
  }, [unsaved, navigate]);

  return {
    run: (leave) => (latest.current ? setAsking(() => leave) : leave()),
    held: asking && {
      keep: () => setAsking(null),
      discard: () => {
        setAsking(null);
        asking();
      },
    },
  };
}
