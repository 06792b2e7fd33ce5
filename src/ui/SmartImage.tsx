import type { ImgHTMLAttributes } from 'react';
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
  return (
    <img
      src={src}
      srcSet={hasSmall ? `${small} 800w, ${src} 2000w` : undefined}
      sizes={hasSmall ? (sizes ?? '100vw') : undefined}
      alt={alt}
      width={width}
      height={height}
      className={`${styles.img} ${className ?? ''}`}
      {...(priority ? PRIORITY : LAZY)}
      {...rest}
    />
  );
}

/**
 * A page's largest picture is fetched first: eager, high priority. The saved page's start script starts
 * the application once these are on screen (src/app/start.js; `elementtiming` lets Chromium say when).
 */
export const PRIORITY = { loading: 'eager', decoding: 'async', fetchPriority: 'high', elementtiming: 'largest' } as const;
const LAZY = { loading: 'lazy', decoding: 'async' } as const;
