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
  // A draft is reviewed first: until it is accepted, it is not called outdated.
  const mark = draft ? 'draft' : outdated ? 'outdated' : null;
  if (!missing && !mark) return null;
  return (
    <span className={styles.marks}>
      {missing && <span className={`${styles.tag} ${styles.missing}`}>{t('editing.missing')}</span>}
      {mark && (
        <>
          <span className={`${styles.tag} ${styles[mark]}`}>{t(`marks.${mark}`)}</span>
          <button type="button" className={styles.tagBtn} onClick={draft ? onAccept : onKeep} aria-describedby={labelId}>
            {t(draft ? 'marks.accept' : 'marks.keep')}
          </button>
        </>
      )}
    </span>
  );
}
