import { useLayoutEffect, useRef, type ImgHTMLAttributes } from 'react';
import { KEEP_ATTR } from '../content/constants';
import { httpsImageUrl, isValidImageUrl } from '../content/urls';
import styles from './SmartImage.module.css';

interface Props extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet'> {
  src: unknown;
  /** The 800 px variant, when the owner uploaded the image. */
  small?: unknown;
  width: number;
  height: number;
  sizes?: string;
  priority?: boolean;
}

/** An image with a fixed ratio (no layout shift), lazy unless it is the page's main image. */
export function SmartImage({
  src: stored,
  small: storedSmall,
  width,
  height,
  sizes,
  priority,
  alt = '',
  className,
  ...rest
}: Props) {
  if (!isValidImageUrl(stored))
    return (
      <div className={`${styles.empty} ${className ?? ''}`} style={{ aspectRatio: `${width} / ${height}` }} role="presentation" />
    );
  const src = httpsImageUrl(stored);
  // An upload that needed no smaller copy names the image itself as its variant: no srcset then.
  const hasSmall = isValidImageUrl(storedSmall) && storedSmall !== stored;
  const small = hasSmall ? httpsImageUrl(storedSmall) : undefined;
  if (priority)
    // A page's largest picture: the application keeps the saved page's node (src/app/handoff.ts).
    return (
      <KeptImage
        keep={src}
        src={src}
        srcSet={hasSmall ? `${small} 800w, ${src} 2000w` : undefined}
        sizes={hasSmall ? (sizes ?? '100vw') : undefined}
        alt={alt}
        width={width}
        height={height}
        className={`${styles.img} ${className ?? ''}`}
      />
    );
  return (
    <img
      src={src}
      srcSet={hasSmall ? `${small} 800w, ${src} 2000w` : undefined}
      sizes={hasSmall ? (sizes ?? '100vw') : undefined}
      alt={alt}
      width={width}
      height={height}
      loading="lazy"
      decoding="async"
      className={`${styles.img} ${className ?? ''}`}
      {...rest}
    />
  );
}

// KeptImage lives beside SmartImage, which uses it: as a module of its own the bundler split it, with
// the page styles, into an extra chunk and stylesheet on every first visit.
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
      // The saved page's script starts the application once this has painted (src/app/start.js).
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
