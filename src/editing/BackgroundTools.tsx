import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { BackgroundPath } from '../content/pages';
import { useBackground } from './useBackground';
import styles from './EditableBackground.module.css';

const ImageEditor = lazy(() => import('./ImageEditor'));

/** The owner's BG button over a background, and its editor once opened. */
export default function BackgroundTools({ doc, fallback }: { doc: BackgroundPath; fallback: string }) {
  const { t } = useTranslation();
  const bg = useBackground(doc, 'backgroundImageUrl', fallback);
  if (!bg.canEdit) return null;
  return (
    <>
      {/* The name begins with what the button shows (label in name, WCAG 2.5.3). */}
      <button type="button" className={styles.bgButton} onClick={bg.edit} aria-label={`BG: ${t('editing.changeBackground')}`}>
        BG
      </button>
      {bg.editing && (
        <Suspense fallback={null}>
          <ImageEditor
            image={bg}
            title={t('editing.backgroundTitle')}
            url={bg.url}
            folder="images"
            uploadLabel={t('editing.orUpload')}
          />
        </Suspense>
      )}
    </>
  );
}
