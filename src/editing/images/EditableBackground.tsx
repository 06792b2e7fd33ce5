import { lazy, Suspense, type ReactNode } from 'react';
import { useTranslation } from '../../i18n/react';
import { DEFAULT_IMAGES } from '../../content/constants';
import type { BackgroundPath } from '../../content/pages';
import { useIsAdmin } from '../../data/context';
import { useDocument } from '../../data/useRead';
import { PRIORITY } from '../../ui/SmartImage';
import { backgroundImage } from './backgroundImage';
import styles from './EditableBackground.module.css';

// The owner's button and editor: their code loads for the signed-in owner only.
const BackgroundTools = lazy(() => import('./BackgroundTools'));

interface Props {
  doc: BackgroundPath;
  className?: string;
  /** The hero's image is the page's largest paint: fetch it first. */
  priority?: boolean;
  children?: ReactNode;
  fallback?: string;
}

/** A section over a full-bleed image from a document field; the owner changes it with the "Sfondo" button. */
export function EditableBackground({ doc, className, priority, children, fallback = DEFAULT_IMAGES.background }: Props) {
  const { t } = useTranslation();
  const state = useDocument(doc);
  const admin = useIsAdmin();
  const { url, small } = backgroundImage(state, 'backgroundImageUrl', fallback);
  return (
    <section className={`${styles.bg} ${className ?? ''}`} data-bg-state={state.status === 'ready' ? 'display' : state.status}>
      {url && (
        <img
          className={styles.img}
          src={url}
          srcSet={small ? `${small} 800w, ${url} 2000w` : undefined}
          sizes={small ? '100vw' : undefined}
          alt=""
          width={1600}
          height={1000}
          // The page's largest picture, fetched first; the others when they come near the screen.
          {...(priority ? PRIORITY : { decoding: 'async', loading: 'lazy' })}
        />
      )}
      <div className={styles.scrim} />
      {state.status === 'error' && (
        <p className={styles.status} role="status">
          {t('errors.backgroundLoad')}
        </p>
      )}
      {admin && state.status === 'ready' && (
        <Suspense fallback={null}>
          <BackgroundTools doc={doc} fallback={fallback} />
        </Suspense>
      )}
      {/* The texts over the image come from the same document: they appear with it, at their final size,
          rather than growing from '...' and shifting the layout. */}
      <div className={styles.content}>{state.status === 'loading' ? null : children}</div>
    </section>
  );
}
