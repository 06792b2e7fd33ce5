import type { ImgHTMLAttributes } from 'react';
import { isValidImageUrl } from '../content/urls';
import { KeptImage } from './KeptImage';
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
export function SmartImage({ src, small, width, height, sizes, priority, alt = '', className, ...rest }: Props) {
  if (!isValidImageUrl(src))
    return (
      <div className={`${styles.empty} ${className ?? ''}`} style={{ aspectRatio: `${width} / ${height}` }} role="presentation" />
    );
  const hasSmall = isValidImageUrl(small);
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
