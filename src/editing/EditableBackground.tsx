import { lazy, Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_IMAGES } from '../content/constants';
import { PRIORITY } from '../ui/SmartImage';
import { useBackground } from './useBackground';
import styles from './EditableBackground.module.css';

const BackgroundEditor = lazy(() => import('./BackgroundEditor'));

interface Props {
  doc: string;
  field?: string;
  className?: string;
  /** The hero's image is the page's largest paint: fetch it first. */
  priority?: boolean;
  children?: ReactNode;
  fallback?: string;
}

/** A section over a full-bleed image from a document field; the owner changes it with the BG button. */
export function EditableBackground({
  doc,
  field = 'backgroundImageUrl',
  className,
  priority,
  children,
  fallback = DEFAULT_IMAGES.background,
}: Props) {
  const { t } = useTranslation();
  const bg = useBackground(doc, field, fallback);
  return (
    <section className={`${styles.bg} ${className ?? ''}`} data-bg-state={bg.loadFailed ? 'error' : bg.status}>
      {bg.url && (
        <img
          className={styles.img}
          src={bg.url}
          srcSet={bg.small ? `${bg.small} 800w, ${bg.url} 2000w` : undefined}
          sizes={bg.small ? '100vw' : undefined}
          alt=""
          width={1600}
          height={1000}
          // The page's largest picture, fetched first; the others when they come near the screen.
          {...(priority ? PRIORITY : { decoding: 'async', loading: 'lazy' })}
        />
      )}
      <div className={styles.scrim} />
      {bg.loadFailed && (
        <p className={styles.status} role="status">
          {t('errors.backgroundLoad')}
        </p>
      )}
      {bg.canEdit && (
        // The name begins with what the button shows (label in name, WCAG 2.5.3).
        <button type="button" className={styles.bgButton} onClick={bg.edit} aria-label={`BG: ${t('editing.changeBackground')}`}>
          BG
        </button>
      )}
      {bg.status === 'editing' && (
        <Suspense fallback={null}>
          <BackgroundEditor bg={bg} />
        </Suspense>
      )}
      {/* The texts over the image come from the same document: they appear with it, at their final size,
          rather than growing from '...' and shifting the layout. */}
      <div className={styles.content}>{bg.status === 'loading' ? null : children}</div>
    </section>
  );
}
