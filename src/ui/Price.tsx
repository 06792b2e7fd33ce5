import { useLang, useTranslation } from '../i18n/react';
import { formatPrice } from '../content/price';
import styles from './Price.module.css';

/** "starting from €95 per night", or a free-text price as typed. */
export function Price({ value, className }: { value: unknown; className?: string }) {
  const { t } = useTranslation();
  const lang = useLang();
  const p = formatPrice(value, lang);
  if (!p) return null;
  return (
    <p className={`${styles.price} ${className ?? ''}`}>
      {p.kind === 'amount' ? (
        <>
          <span className={styles.from}>{t('price.startingFrom')}</span> <strong className={styles.amount}>{p.text}</strong>{' '}
          <span className={styles.per}>{t('price.perNight')}</span>
        </>
      ) : (
        <strong className={styles.amount}>{p.text}</strong>
      )}
    </p>
  );
}
