import { useTranslation } from 'react-i18next';
import styles from './translate.module.css';

/**
 * Beside a language's field: missing, a draft to review (accept), or a translation made from an
 * older Italian (outdated, or keep it as still right). Missing, draft and outdated look different.
 * The buttons are described by the field's label (`labelId`), which names the language: in their
 * names it would also match every search for that field by its label.
 */
export function LangMarks({
  labelId,
  missing,
  draft,
  outdated,
  onAccept,
  onKeep,
}: {
  labelId: string;
  missing: boolean;
  draft: boolean;
  outdated: boolean;
  onAccept: () => void;
  onKeep: () => void;
}) {
  const { t } = useTranslation();
  if (!missing && !draft && !outdated) return null;
  return (
    <span className={styles.marks}>
      {missing && <span className={`${styles.tag} ${styles.missing}`}>{t('editing.missing')}</span>}
      {draft && (
        <>
          <span className={`${styles.tag} ${styles.draft}`}>{t('marks.draft')}</span>
          <button type="button" className={styles.tagBtn} onClick={onAccept} aria-describedby={labelId}>
            {t('marks.accept')}
          </button>
        </>
      )}
      {outdated && !draft && (
        <>
          <span className={`${styles.tag} ${styles.outdated}`}>{t('marks.outdated')}</span>
          <button type="button" className={styles.tagBtn} onClick={onKeep} aria-describedby={labelId}>
            {t('marks.keep')}
          </button>
        </>
      )}
    </span>
  );
}
