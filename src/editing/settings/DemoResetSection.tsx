import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBackend } from '../../data/context';
import ConfirmDialog from '../ConfirmDialog';
import admin from '../admin.module.css';
import styles from './settings.module.css';

/** The demo backend's reset to its seed content; nothing where the backend has none (Firebase). */
export function DemoResetSection() {
  const { t } = useTranslation();
  const backend = useBackend();
  const id = useId();
  const [open, setOpen] = useState(false);
  if (!backend.resetDemo) return null;
  return (
    <section className={`${admin.fieldset} ${styles.demo}`} aria-labelledby={`${id}-demo`}>
      <h2 id={`${id}-demo`} className={styles.demoTitle}>
        {t('settings.demo')}
      </h2>
      <p>{t('settings.demoText')}</p>
      <button type="button" className={admin.secondaryBtn} onClick={() => setOpen(true)}>
        {t('settings.resetDemo')}
      </button>
      {open && (
        <ConfirmDialog
          title={t('settings.resetDemo')}
          text={t('settings.resetConfirm')}
          confirmLabel={t('settings.resetDemo')}
          errorText={t('errors.save')}
          kind="reset"
          onClose={() => setOpen(false)}
          onConfirm={async () => {
            await backend.resetDemo!();
            window.location.assign('/');
          }}
        />
      )}
    </section>
  );
}
