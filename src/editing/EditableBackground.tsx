import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../app/context';
import { useDocument } from '../app/useRead';
import { usableImageUrl } from '../content/urls';
import styles from './EditableBackground.module.css';

export const DEFAULT_BACKGROUND = '/demo/hero-hills.svg';

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
export function EditableBackground({ doc, field = 'backgroundImageUrl', className, priority, children, fallback = DEFAULT_BACKGROUND }: Props) {
  const { t } = useTranslation();
  const { user } = useAuth();
  const state = useDocument(doc);
  const [editing, setEditing] = useState(false);
  const data = state.status === 'ready' ? state.data : null;
  const url = state.status === 'ready' ? usableImageUrl(data?.[field], fallback) : state.status === 'error' ? fallback : null;
  const small = data && url === data[field] ? usableImageUrl(data[`${field}Small`], '') : '';
  return (
    <section className={`${styles.bg} ${className ?? ''}`} data-bg-state={state.status}>
      {url && (
        <img
          className={styles.img}
          src={url}
          srcSet={small ? `${small} 800w, ${url} 2000w` : undefined}
          sizes={small ? '100vw' : undefined}
          alt=""
          width={1600}
          height={1000}
          decoding="async"
          fetchPriority={priority ? 'high' : 'auto'}
          loading={priority ? 'eager' : 'lazy'}
        />
      )}
      <div className={styles.scrim} />
      {state.status === 'error' && user && (
        <p className={styles.status} role="status">
          {t('errors.backgroundLoad')}
        </p>
      )}
      {user && state.status === 'ready' && (
        <button type="button" className={styles.bgButton} onClick={() => setEditing(true)} aria-label={t('editing.changeBackground')}>
          BG
        </button>
      )}
      {editing && (
        <Suspense fallback={null}>
          <BackgroundEditor doc={doc} field={field} current={url ?? ''} onClose={() => setEditing(false)} />
        </Suspense>
      )}
      <div className={styles.content}>{children}</div>
    </section>
  );
}
