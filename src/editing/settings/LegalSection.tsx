import { useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { isCin, normalizeCin, normalizeVatNumber, vatNumberProblem } from '../../content/settings';
import { PRIVACY_PATH } from '../../content/paths';
import admin from '../admin.module.css';
import type { SettingsDraft } from './useSettingsDraft';
import { Alert } from '../../ui/Alert';

/**
 * The Italian legal details the footer of every page and the structured data show: the CIN (codice
 * identificativo nazionale), as the law asks wherever the accommodation is advertised, and the partita
 * IVA, as every business's website must (art. 35 DPR 633/72). The privacy notice itself is a page of
 * its own, edited in place.
 */
export function LegalSection({ draft }: { draft: SettingsDraft }) {
  const { t } = useTranslation();
  const { form, update } = draft;
  const cin = form.cin ?? '';
  const vat = form.vatNumber ?? '';
  const vatProblem = vat === '' ? null : vatNumberProblem(vat);
  return (
    <fieldset id="legale" className={admin.fieldset}>
      <legend>{t('settings.legal')}</legend>
      <CodeField
        draft={draft}
        name="cin"
        label={t('settings.cin')}
        hint={t('settings.cinHint')}
        value={cin}
        error={cin !== '' && !isCin(cin) ? t('settings.cinInvalid') : null}
        onChange={(v) => update((f) => ({ ...f, cin: normalizeCin(v) }))}
      />
      <CodeField
        draft={draft}
        name="vat"
        label={t('settings.vat')}
        hint={t('settings.vatHint')}
        value={vat}
        error={vatProblem && t(vatProblem === 'format' ? 'settings.vatFormat' : 'settings.vatCheck')}
        onChange={(v) => update((f) => ({ ...f, vatNumber: normalizeVatNumber(v) }))}
        inputMode="numeric"
      />
      <p className={admin.hint}>
        {t('settings.privacyHint')} <Link to={PRIVACY_PATH}>{t('settings.privacyLink')}</Link>
      </p>
    </fieldset>
  );
}

/** A code of the settings, written as typed and checked as it is typed; one that is wrong holds the save. */
function CodeField({
  draft,
  name,
  label,
  hint,
  value,
  error,
  onChange,
  inputMode,
}: {
  draft: SettingsDraft;
  name: string;
  label: string;
  hint: string;
  value: string;
  error: string | null;
  onChange: (value: string) => void;
  inputMode?: 'numeric';
}) {
  const id = useId();
  const { hold } = draft;
  // A code that cannot be right is not saved: the form waits until it is corrected or cleared.
  useEffect(() => {
    hold(name, !!error);
    return () => hold(name, false);
  }, [hold, name, error]);
  return (
    <div className={admin.field}>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="text"
        value={value}
        autoComplete="off"
        spellCheck={false}
        maxLength={40}
        inputMode={inputMode}
        aria-invalid={!!error || undefined}
        aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
        onChange={(e) => onChange(e.target.value)}
      />
      <p id={`${id}-hint`} className={admin.hint}>
        {hint}
      </p>
      <Alert id={`${id}-error`} className={admin.alert}>
        {error}
      </Alert>
    </div>
  );
}
