import { useState } from 'react';
import { useTranslation } from '../../i18n/react';
import { HOME_PATH } from '../../content/paths';
import { useBackend } from '../../data/context';
import ConfirmDialog from '../core/ConfirmDialog';
import admin from '../../ui/owner.module.css';
import { SettingsSection } from './SettingsSection';

/** The demo backend's reset to its seed content; nothing where the backend has none (Firebase). */
export function DemoResetSection() {
  const { t } = useTranslation();
  const backend = useBackend();
  const [open, setOpen] = useState(false);
  if (!backend.resetDemo) return null;
  return (
    <SettingsSection title={t('settings.demo')}>
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
          onConfirm={() => backend.resetDemo!().then(() => window.location.assign(HOME_PATH))}
        />
      )}
    </SettingsSection>
  );
}
