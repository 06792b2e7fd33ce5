import { useLayoutEffect, useRef } from 'react';

/** Marks the holder of a page's largest picture; src/app/handoff.ts keeps the saved page's node there. */
export const KEEP_ATTR = 'data-keep';

export interface KeptImageProps {
  /** Names the picture on its page (e.g. its document and field), the same in the saved page and the application. */
  keep: string;
  src: string;
  srcSet?: string;
  sizes?: string;
  alt: string;
  width: number;
  height: number;
  className?: string;
}

/**
 * A page's largest picture, which the application takes over from the saved
 * page without repainting it: React renders only a holder (display: contents),
 * and the <img> inside is kept up to date here. At the handover the saved
 * page's <img>, already on screen, moves into the holder in place of this one.
 * Fetched first (eager, high priority).
 */
export function KeptImage({ keep, src, srcSet, sizes, alt, width, height, className }: KeptImageProps) {
  const holder = useRef<HTMLSpanElement>(null);
  useLayoutEffect(() => {
    const box = holder.current!;
    let img = box.querySelector('img');
    if (!img) {
      img = document.createElement('img');
      img.decoding = 'async';
      img.loading = 'eager';
      img.setAttribute('fetchpriority', 'high');
      // The saved page's script starts the application once this has painted (public/start.js).
      img.setAttribute('elementtiming', KEEP_ATTR);
    }
    const attrs: Record<string, string | undefined> = {
      class: className,
      alt,
      width: String(width),
      height: String(height),
      sizes,
      srcset: srcSet,
      src,
    };
    // The address last, once the other attributes say how to fetch it.
    for (const [name, value] of Object.entries(attrs)) {
      if (value === undefined) img.removeAttribute(name);
      else if (img.getAttribute(name) !== value) img.setAttribute(name, value);
    }
    if (!img.parentNode) box.appendChild(img);
  }, [src, srcSet, sizes, alt, width, height, className]);
  return <span ref={holder} {...{ [KEEP_ATTR]: keep }} style={{ display: 'contents' }} />;
}
