import { Link } from '../ui/routing';
import { useTranslation } from '../i18n/react';
import { HOME_PATH } from '../content/paths';
import { Seo } from './Seo';
import styles from './NotFoundPage.module.css';

export default function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <section className={styles.page}>
      <Seo title={t('notFound.title')} description={t('notFound.text')} robots="noindex" />
      <p className={styles.code} aria-hidden="true">
        404
      </p>
      <h1>{t('notFound.title')}</h1>
      <p className={styles.text}>{t('notFound.text')}</p>
      <Link to={HOME_PATH} className="btn">
        {t('notFound.button')}
      </Link>
    </section>
  );
}
