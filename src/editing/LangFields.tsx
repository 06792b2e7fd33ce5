import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, type Lang } from '../content/constants';
import type { LocalizedText } from '../content/types';
import styles from './admin.module.css';

/** A text in the five languages, side by side, each not yet written (besides Italian) marked as missing. */
export function LangFields({
  legend,
  value,
  onChange,
  multiline,
  required,
  max,
}: {
  legend: string;
  value: LocalizedText;
  onChange: (v: LocalizedText) => void;
  multiline?: boolean;
  required?: boolean;
  /** The longest a language may be: a longer one is marked invalid (the form explains it on saving). */
  max?: number;
}) {
  const { t } = useTranslation();
  const id = useId();
  const set = (lang: Lang, v: string) => onChange({ ...value, [lang]: v });
  return (
    <fieldset className={styles.fieldset}>
      <legend>
        {legend}
        {required ? ' *' : ''}
      </legend>
      <div className={styles.langGrid}>
        {LANGUAGES.map((lang) => (
          <div key={lang} className={styles.field}>
            <label htmlFor={`${id}-${lang}`}>
              {t(`languages.${lang}`)}
              {!value[lang]?.trim() && lang !== 'it' ? ` · ${t('editing.missing')}` : ''}
            </label>
            {multiline ? (
              <textarea
                id={`${id}-${lang}`}
                rows={3}
                lang={lang}
                aria-invalid={(max !== undefined && (value[lang]?.length ?? 0) > max) || undefined}
                value={value[lang] ?? ''}
                onChange={(e) => set(lang, e.target.value)}
              />
            ) : (
              <input
                id={`${id}-${lang}`}
                type="text"
                lang={lang}
                aria-invalid={(max !== undefined && (value[lang]?.length ?? 0) > max) || undefined}
                value={value[lang] ?? ''}
                onChange={(e) => set(lang, e.target.value)}
              />
            )}
          </div>
        ))}
      </div>
    </fieldset>
  );
}
