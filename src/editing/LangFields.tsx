import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, type Lang } from '../content/constants';
import { nextSources, outdatedLanguages, type Sources } from '../content/translations';
import type { LocalizedText } from '../content/types';
import type { TranslationDrafts } from './translate/useTranslationDrafts';
import { LangMarks } from './translate/LangMarks';
import styles from './admin.module.css';
import marks from './translate/translate.module.css';

/** How a text of a form follows its Italian: its name among the drafts, and what is stored. */
export interface Tracking {
  key: string;
  drafts: TranslationDrafts;
  stored: LocalizedText;
  storedSources: Sources;
}

/**
 * A text in the five languages, side by side, each not yet written (besides Italian) marked as
 * missing. With `tracking`, translation drafts and outdated translations are marked too, with the
 * Italian beside them as the guide.
 */
export function LangFields({
  legend,
  value,
  onChange,
  multiline,
  required,
  max,
  hint,
  tracking,
}: {
  legend: string;
  value: LocalizedText;
  onChange: (v: LocalizedText) => void;
  multiline?: boolean;
  required?: boolean;
  /** The longest a language may be: a longer one is marked invalid (the form explains it on saving). */
  max?: number;
  hint?: string;
  tracking?: Tracking;
}) {
  const { t } = useTranslation();
  const id = useId();
  const set = (lang: Lang, v: string) => {
    onChange({ ...value, [lang]: v });
    tracking?.drafts.accept(tracking.key, lang);
  };
  const outdated = tracking
    ? outdatedLanguages(value, nextSources(tracking.stored, tracking.storedSources, value, tracking.drafts.keptFor(tracking.key)))
    : [];
  return (
    <fieldset className={styles.fieldset} aria-describedby={hint ? `${id}-hint` : undefined}>
      <legend>
        {legend}
        {required ? ' *' : ''}
      </legend>
      {hint && (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      )}
      <div className={styles.langGrid}>
        {LANGUAGES.map((lang) => {
          const missing = !value[lang]?.trim() && lang !== 'it';
          const isDraft = !!tracking?.drafts.isDraft(tracking.key, lang);
          const isOutdated = outdated.includes(lang);
          const common = {
            id: `${id}-${lang}`,
            lang,
            value: value[lang] ?? '',
            'aria-invalid': (max !== undefined && (value[lang]?.length ?? 0) > max) || undefined,
            className: isDraft ? marks.draftField : undefined,
          };
          return (
            <div key={lang} className={styles.field}>
              <div className={styles.langHead}>
                <label htmlFor={`${id}-${lang}`} id={`${id}-${lang}-label`}>
                  {t(`languages.${lang}`)}
                </label>
                {tracking ? (
                  <LangMarks
                    labelId={`${id}-${lang}-label`}
                    missing={missing}
                    draft={isDraft}
                    outdated={isOutdated}
                    onAccept={() => tracking.drafts.accept(tracking.key, lang)}
                    onKeep={() => tracking.drafts.keep(tracking.key, lang)}
                  />
                ) : (
                  missing && <span className={styles.hint}>{t('editing.missing')}</span>
                )}
              </div>
              {multiline ? (
                <textarea rows={3} {...common} onChange={(e) => set(lang, e.target.value)} />
              ) : (
                <input type="text" {...common} onChange={(e) => set(lang, e.target.value)} />
              )}
              {tracking && lang !== 'it' && (isDraft || isOutdated) && value.it?.trim() && (
                <p className={styles.hint}>
                  <span className="visually-hidden">{t('languages.it')}: </span>
                  <i>{value.it}</i>
                </p>
              )}
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}
