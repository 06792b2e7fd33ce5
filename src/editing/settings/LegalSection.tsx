import { useId } from 'react';
import { useTranslation } from '../../i18n/react';
import { Link } from '../../ui/routing';
import { normalizeCin, normalizeVatNumber } from '../../content/settings';
import { PRIVACY_PATH } from '../../content/paths';
import admin from '../../ui/owner.module.css';
import { codeProblems, type SettingsDraft } from './useSettingsDraft';
import { Alert } from '../../ui/Alert';

/**
 * The Italian legal details the footer of every page and the structured data show: the CIN (codice
 * identificativo nazionale), as the law asks wherever the accommodation is advertised, and the partita
 * IVA, as every business's website must (art. 35 DPR 633/72). The privacy notice itself is a page of
 * its own, edited in place.
 */
export function LegalSection({ draft }: { draft: SettingsDraft }) {
  const { t } = useTranslation();
  return (
    <fieldset id="legale" className={admin.fieldset}>
      <legend>{t('settings.legal')}</legend>
      <CodeField name="cin" draft={draft} />
      <CodeField name="vat" draft={draft} />
      <p className={admin.hint}>
        {t('settings.privacyHint')} <Link to={PRIVACY_PATH}>{t('settings.privacyLink')}</Link>
      </p>
    </fieldset>
  );
}

/** The field each code is stored in, and how it is written as typed. */
const CODES = {
  cin: { field: 'cin', normalize: normalizeCin },
  vat: { field: 'vatNumber', normalize: normalizeVatNumber },
} as const;

/** A code of the settings (its label and hint named after it), written as typed and checked as it is typed. */
function CodeField({ name, draft: { form, update } }: { name: keyof typeof CODES; draft: SettingsDraft }) {
  const { field, normalize } = CODES[name];
  const error = codeProblems(form)[name];
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className={admin.field}>
      <label htmlFor={id}>{t(`settings.${name}`)}</label>
      <input
        id={id}
        type="text"
        value={form[field] ?? ''}
        autoComplete="off"
        spellCheck={false}
        maxLength={40}
        inputMode={name === 'vat' ? 'numeric' : undefined}
        aria-invalid={!!error || undefined}
        aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
        onChange={(e) => update((f) => ({ ...f, [field]: normalize(e.target.value) }))}
      />
      <p id={`${id}-hint`} className={admin.hint}>
        {t(`settings.${name}Hint`)}
      </p>
      <Alert id={`${id}-error`} className={admin.alert}>
        {error && t(error)}
      </Alert>
    </div>
  );
}
