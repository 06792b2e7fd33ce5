import { useTranslation } from '../../i18n/react';
import type { BackgroundPath } from '../../content/pages';
import { ImageTool } from './ImageTool';
import { useBackground } from './useBackground';
import styles from './EditableBackground.module.css';

/** The owner's "Sfondo" button over a background, and its editor once opened. */
export default function BackgroundTools({ doc, fallback }: { doc: BackgroundPath; fallback: string }) {
  const { t } = useTranslation();
  const bg = useBackground(doc, 'backgroundImageUrl', fallback);
  if (!bg.canEdit) return null;
  return (
    // The name begins with what the button shows (label in name, WCAG 2.5.3).
    <ImageTool image={bg} url={bg.url} className={styles.bgButton} label={t('editing.backgroundLabel')}>
      {t('editing.background')}
    </ImageTool>
  );
}
