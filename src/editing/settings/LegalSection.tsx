import { useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { isCin, normalizeCin } from '../../content/settings';
import { PRIVACY_PATH } from '../../content/paths';
import admin from '../admin.module.css';
import type { SettingsDraft } from './useSettingsDraft';

/**
 * The Italian legal details: the CIN (codice identificativo nazionale), which the footer and the
 * structured data show, as the law asks wherever the accommodation is advertised. The privacy
 * notice itself is a page of its own, edited in place.
 */
export function LegalSection({ draft }: { draft: SettingsDraft }) {
  const { t } = useTranslation();
  const id = useId();
  const { form, update, hold } = draft;
  const cin = form.cin ?? '';
  const invalid = cin !== '' && !isCin(cin);
  // A code that cannot be a CIN is not saved: the form waits until it is corrected or cleared.
  useEffect(() => {
    hold('cin', invalid);
    return () => hold('cin', false);
  }, [hold, invalid]);
  return (
    <fieldset className={admin.fieldset}>
      <legend>{t('settings.legal')}</legend>
      <div className={admin.field}>
        <label htmlFor={`${id}-cin`}>{t('settings.cin')}</label>
        <input
          id={`${id}-cin`}
          type="text"
          value={cin}
          autoComplete="off"
          spellCheck={false}
          maxLength={40}
          aria-invalid={invalid || undefined}
          aria-describedby={`${id}-cin-hint${invalid ? ` ${id}-cin-error` : ''}`}
          onChange={(e) => update((f) => ({ ...f, cin: normalizeCin(e.target.value) }))}
        />
        <p id={`${id}-cin-hint`} className={admin.hint}>
          {t('settings.cinHint')}
        </p>
        {invalid && (
          <p id={`${id}-cin-error`} className={`message message-error ${admin.alert}`} role="alert">
            {t('settings.cinInvalid')}
          </p>
        )}
      </div>
      <p className={admin.hint}>
        {t('settings.privacyHint')} <Link to={PRIVACY_PATH}>{t('settings.privacyLink')}</Link>
      </p>
    </fieldset>
  );
}
