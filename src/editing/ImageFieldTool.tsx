import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useBackground } from './useBackground';
import styles from './admin.module.css';

const BackgroundEditor = lazy(() => import('./BackgroundEditor'));

/** A button that replaces one image field of a document (by URL or upload), like the BG button. */
export default function ImageFieldTool({
  doc,
  field,
  fallback,
  name,
}: {
  doc: string;
  field: string;
  fallback: string;
  name: string;
}) {
  const { t } = useTranslation();
  const img = useBackground(doc, field, fallback);
  if (!img.canEdit) return null;
  return (
    <>
      <button type="button" className={styles.iconBtn} onClick={img.edit}>
        {t('editing.changeImage', { name })}
      </button>
      {img.status === 'editing' && (
        <Suspense fallback={null}>
          <BackgroundEditor bg={img} />
        </Suspense>
      )}
    </>
  );
}
