import { lazy, Suspense, type ReactNode } from 'react';
import { useTranslation } from '../../i18n/react';
import admin from '../../ui/owner.module.css';
import styles from './settings.module.css';
import type { SettingsDraft, SettingsState } from './useSettingsDraft';
import { Alert, Success } from '../../ui/Alert';
import { useUnsaved } from '../../ui/useUnsaved';

const ConflictDialog = lazy(() => import('../core/ConflictDialog'));

/**
 * The settings document's form: its loading and error states, the sections the page puts in it, the
 * message and the one save button. Leaving the page with changes not saved (a link, the browser's back
 * button, closing the tab) asks first.
 */
export function SettingsForm({ settings, children }: { settings: SettingsState; children: (draft: SettingsDraft) => ReactNode }) {
  const { t } = useTranslation();
  const { status, draft, error, saved, held, unsaved, save, conflict } = settings;
  const guard = useUnsaved(unsaved, t('settings.title'));
  return (
    <>
      {guard.question}
      {status === 'loading' && <p aria-busy="true">{t('settings.loading')}</p>}
      <Alert>{status === 'loadError' ? t('errors.settingsLoad') : status === 'initError' && t('errors.settingsInit')}</Alert>
      {draft && (status === 'loaded' || status === 'saving') && (
        <form
          onSubmit={(e) => {
            e.preventDefault();
            void save();
          }}
          noValidate
          className={styles.form}
        >
          {children(draft)}
          {/* The save bar: always in view while the form scrolls, with what the save did beside it. */}
          <div className={`${admin.actions} ${styles.saveBar}`} data-save-bar="">
            <button type="submit" className={admin.primaryBtn} disabled={status === 'saving' || held}>
              {status === 'saving' ? t('settings.saving') : t('settings.save')}
            </button>
            <Alert className={styles.saveMessage}>{error}</Alert>
            <Success className={styles.saveMessage}>{saved && t('settings.saved')}</Success>
          </div>
        </form>
      )}
      {conflict && (
        <Suspense fallback={null}>
          <ConflictDialog {...conflict} />
        </Suspense>
      )}
    </>
  );
}
