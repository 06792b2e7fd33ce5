import { useId, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, type Lang } from '../content/constants';
import { nextSources, outdatedLanguages, type Sources } from '../content/translations';
import type { LocalizedText } from '../content/types';
import type { TranslationDrafts } from './translate/useTranslationDrafts';
import { LangMarks } from './translate/LangMarks';
import { LangSwitch, useShownLang } from './LangSwitch';
import styles from './admin.module.css';
import marks from './translate/translate.module.css';

/** How a text follows its Italian: its name among the drafts, and what is stored. */
export interface Tracking {
  key: string;
  drafts: TranslationDrafts;
  stored: LocalizedText;
  storedSources: Sources;
}

/** The Italian each language of `value` will follow once saved (src/content/translations.ts). */
export function sourcesOf(value: LocalizedText, { key, drafts, stored, storedSources }: Tracking): Sources {
  return nextSources(stored, storedSources, value, drafts.keptFor(key));
}

/**
 * One language of a text being edited (the text editor, the forms): its label, what is said about it
 * (missing; a translation draft to accept; outdated, made from an older Italian, to keep), the field, and
 * below it the Italian as the guide where the language needs work (`guideMissing`: a missing one too).
 */
export function LangField({
  id,
  lang,
  value,
  italian,
  onChange,
  tracking,
  missing,
  outdated,
  guideMissing,
  multiline,
  max,
  inputRef,
  ofId,
  hidden,
}: {
  /** Not the language shown on a phone, where one language shows at a time. */
  hidden?: boolean;
  /** The element naming the text this language belongs to, added to the field's name ("Italiano Nome *"). */
  ofId?: string;
  id: string;
  lang: Lang;
  value: string;
  italian?: string;
  onChange: (value: string) => void;
  tracking: Tracking;
  missing: boolean;
  outdated: boolean;
  guideMissing?: boolean;
  multiline?: boolean;
  /** The longest a language may be: a longer one is marked invalid (the editor explains it on saving). */
  max?: number;
  inputRef?: Ref<HTMLInputElement & HTMLTextAreaElement>;
}) {
  const { t } = useTranslation();
  const { key, drafts } = tracking;
  const draft = drafts.isDraft(key, lang);
  const field = {
    id: `${id}-${lang}`,
    lang,
    value,
    ref: inputRef,
    'aria-labelledby': ofId ? `${id}-${lang}-label ${ofId}` : undefined,
    'aria-invalid': (max !== undefined && value.length > max) || undefined,
    className: draft ? marks.draftField : undefined,
    onChange: (e: { target: { value: string } }) => {
      onChange(e.target.value);
      drafts.accept(key, lang);
    },
  };
  return (
    <div className={`${styles.field} ${hidden ? styles.hiddenLang : ''}`}>
      <div className={styles.langHead}>
        <label htmlFor={field.id} id={`${field.id}-label`} className={styles.fieldLabel}>
          <span lang={lang}>{t(`languages.${lang}`)}</span>
        </label>
        <LangMarks
          labelId={`${field.id}-label`}
          missing={missing}
          draft={draft}
          outdated={outdated}
          onAccept={() => drafts.accept(key, lang)}
          onKeep={() => drafts.keep(key, lang)}
        />
      </div>
      {multiline ? <textarea rows={3} {...field} /> : <input type="text" {...field} />}
      {lang !== 'it' && italian?.trim() && (draft || outdated || (guideMissing && missing)) && (
        <p className={styles.guide}>
          <span className="visually-hidden">{t('languages.it')}: </span>
          {italian}
        </p>
      )}
    </div>
  );
}

/**
 * A text of a form in the five languages, side by side, each not yet written (besides Italian) marked as
 * missing, translation drafts and outdated translations marked too, with the Italian beside them.
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
  of,
}: {
  /** The row the text belongs to (a block of the page), named in its fields' names. */
  of?: string;
  legend: string;
  value: LocalizedText;
  onChange: (v: LocalizedText) => void;
  multiline?: boolean;
  required?: boolean;
  max?: number;
  hint?: string;
  tracking: Tracking;
}) {
  const id = useId();
  const shown = useShownLang();
  const outdated = outdatedLanguages(value, sourcesOf(value, tracking));
  const missing = LANGUAGES.filter((l) => l !== 'it' && !value[l]?.trim());
  return (
    <fieldset className={styles.fieldset} aria-describedby={hint ? `${id}-hint` : undefined}>
      <legend id={`${id}-legend`}>
        {legend}
        {required ? ' *' : ''}
        {of && <span className="visually-hidden"> — {of}</span>}
      </legend>
      {hint && (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      )}
      <LangSwitch of={legend} shown={shown} missing={missing} outdated={outdated} />
      <div className={styles.langGrid}>
        {LANGUAGES.map((lang) => (
          <LangField
            key={lang}
            id={id}
            lang={lang}
            value={value[lang] ?? ''}
            italian={value.it}
            onChange={(v) => onChange({ ...value, [lang]: v })}
            tracking={tracking}
            missing={missing.includes(lang)}
            outdated={outdated.includes(lang)}
            multiline={multiline}
            max={max}
            ofId={`${id}-legend`}
            hidden={lang !== shown[0]}
          />
        ))}
      </div>
    </fieldset>
  );
}
