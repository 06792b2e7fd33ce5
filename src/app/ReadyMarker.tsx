import { useEffect } from 'react';
import { useServices } from '../data/context';
import { markReady } from './startUp';

/**
 * Rendered after the route's page (inside the same Suspense boundary, so only
 * once the page's code has loaded): marks the application ready when no read
 * has been pending for two frames, and says whether every read succeeded
 * (src/app/startUp.ts gives the signal once the page is in the visitor's language too).
 */
export function ReadyMarker() {
  const { cache } = useServices();
  useEffect(() => {
    let frame = 0;
    let calm = 0;
    const check = () => {
      calm = cache.pending() ? 0 : calm + 1;
      if (calm >= 2) {
        // From now on what arrives shows at once (src/data/useRead.ts).
        cache.markStarted();
        return markReady(!cache.failed());
      }
      frame = requestAnimationFrame(check);
    };
    frame = requestAnimationFrame(check);
    return () => cancelAnimationFrame(frame);
  }, [cache]);
  return null;
}
