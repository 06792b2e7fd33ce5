import { useEffect, useState } from 'react';
import { useTranslation } from '../../i18n/react';
import { useDateFormat } from '../core/useDateFormat';
import { clearFailures, onFailures, readFailures } from '../core/failures';
import admin from '../../ui/owner.module.css';
import styles from './settings.module.css';
import { SettingsSection } from './SettingsSection';

/**
 * What failed in this browser lately (src/editing/core/failures.ts), newest first: when, what the owner was
 * doing, and the error's own words, for whoever helps the owner find out why.
 */
export function FailuresSection() {
  const { t } = useTranslation();
  const [failures, setFailures] = useState(readFailures);
  useEffect(() => onFailures(() => setFailures(readFailures())), []);
  const when = useDateFormat({ dateStyle: 'medium', timeStyle: 'medium' });
  return (
    <SettingsSection title={t('failures.title')} anchor="errori">
      <p>{t('failures.intro')}</p>
      {failures.length === 0 ? (
        <p>{t('failures.empty')}</p>
      ) : (
        <>
          <ul className={styles.failures}>
            {failures.map((f, i) => (
              <li key={i}>
                <strong>{t(`failures.kinds.${f.kind}`)}</strong> · {when.format(f.at)}
                <br />
                <code>{f.message}</code>
              </li>
            ))}
          </ul>
          <div className={admin.actions}>
            <button type="button" className={admin.secondaryBtn} onClick={clearFailures}>
              {t('failures.clear')}
            </button>
          </div>
        </>
      )}
    </SettingsSection>
  );
}
