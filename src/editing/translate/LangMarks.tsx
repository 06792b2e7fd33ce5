import { useTranslation } from 'react-i18next';
import type { Lang } from '../../content/constants';
import styles from './translate.module.css';

/**
 * Beside a language's field: missing, a draft to review (accept), or a translation made from an
 * older Italian (outdated, or keep it as still right). Missing, draft and outdated look different.
 */
export function LangMarks({
  lang,
  missing,
  draft,
  outdated,
  onAccept,
  onKeep,
}: {
  lang: Lang;
  missing: boolean;
  draft: boolean;
  outdated: boolean;
  onAccept: () => void;
  onKeep: () => void;
}) {
  const { t } = useTranslation();
  const name = t(`languages.${lang}`);
  if (!missing && !draft && !outdated) return null;
  return (
    <span className={styles.marks}>
      {missing && <span className={`${styles.tag} ${styles.missing}`}>{t('editing.missing')}</span>}
      {draft && (
        <>
          <span className={`${styles.tag} ${styles.draft}`}>{t('marks.draft')}</span>
          <button type="button" className={styles.tagBtn} onClick={onAccept} aria-label={t('marks.acceptLabel', { lang: name })}>
            {t('marks.accept')}
          </button>
        </>
      )}
      {outdated && !draft && (
        <>
          <span className={`${styles.tag} ${styles.outdated}`}>{t('marks.outdated')}</span>
          <button type="button" className={styles.tagBtn} onClick={onKeep} aria-label={t('marks.keepLabel', { lang: name })}>
            {t('marks.keep')}
          </button>
        </>
      )}
    </span>
  );
}
