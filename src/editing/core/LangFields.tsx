import { Fragment, useId, type ReactNode, type Ref } from 'react';
import { useTranslation } from '../../i18n/react';
import { LANGUAGES, type Lang } from '../../content/constants';
import { nextSources, outdatedLanguages, type Sources } from '../../content/translations';
import type { LocalizedText } from '../../content/types';
import type { TranslationDrafts } from '../translate/useTranslationDrafts';
import { LangSwitch, useShownLang } from './LangSwitch';
import styles from '../../ui/owner.module.css';
import languages from './LangFields.module.css';
import marks from '../translate/translate.module.css';

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
 * A text's five languages (the text editor, the forms): the phone's switch between them, then each
 * language's label, what is said about it (missing; a translation draft to accept; outdated, made from an
 * older Italian, to keep), the field, and below it the Italian as the guide where the language needs work.
 * `alone`: the text editor's one text, where an empty Italian is missing too and the guide shows under a
 * missing language as well; `afterItalian` comes after the Italian field there.
 */
export function LangInputs({
  id,
  of,
  ofId,
  value,
  onChange,
  tracking,
  alone,
  grid,
  multiline,
  max,
  firstRef,
  afterItalian,
}: {
  id: string;
  /** The text's name, and the element naming it, added to each field's name ("Italiano Nome *"). */
  of: string;
  ofId?: string;
  value: LocalizedText;
  onChange: (lang: Lang, value: string) => void;
  tracking: Tracking;
  alone?: boolean;
  grid?: boolean;
  multiline?: boolean;
  /** The longest a language may be: a longer one is marked invalid (the editor explains it on saving). */
  max?: number;
  firstRef?: Ref<HTMLInputElement & HTMLTextAreaElement>;
  afterItalian?: ReactNode;
}) {
  const { t } = useTranslation();
  const shown = useShownLang();
  const { key, drafts } = tracking;
  const outdated = outdatedLanguages(value, sourcesOf(value, tracking));
  const missing = LANGUAGES.filter((l) => (alone || l !== 'it') && !value[l]?.trim());
  const fields = LANGUAGES.map((lang, i) => {
    const draft = drafts.isDraft(key, lang);
    // A draft is reviewed first: until it is accepted, it is not called outdated.
    const mark = draft ? 'draft' : outdated.includes(lang) ? 'outdated' : null;
    const text = value[lang] ?? '';
    const field = {
      id: `${id}-${lang}`,
      lang,
      value: text,
      ref: i === 0 ? firstRef : undefined,
      'aria-labelledby': ofId ? `${id}-${lang}-label ${ofId}` : undefined,
      'aria-invalid': (max !== undefined && text.length > max) || undefined,
      className: draft ? marks.draftField : undefined,
      onChange: (e: { target: { value: string } }) => {
        onChange(lang, e.target.value);
        drafts.accept(key, lang);
      },
    };
    return (
      <Fragment key={lang}>
        {/* On a phone only the language shown is there. */}
        <div className={`${styles.field} ${lang !== shown[0] ? languages.hiddenLang : ''}`}>
          <div className={languages.langHead}>
            <label htmlFor={field.id} id={`${field.id}-label`} className={styles.fieldLabel}>
              <span lang={lang}>{t(`languages.${lang}`)}</span>
            </label>
            {/* Missing, a draft to review (accept), or outdated (keep it as still right). The button is described
                by the label, which names the language: in its name it would match every search for the field. */}
            {(missing.includes(lang) || mark) && (
              <span className={marks.marks}>
                {missing.includes(lang) && <span className={`${marks.tag} ${marks.missing}`}>{t('editing.missing')}</span>}
                {mark && (
                  <>
                    <span className={`${marks.tag} ${marks[mark]}`}>{t(`marks.${mark}`)}</span>
                    <button
                      type="button"
                      className={marks.tagBtn}
                      onClick={() => (draft ? drafts.accept : drafts.keep)(key, lang)}
                      aria-describedby={`${field.id}-label`}
                    >
                      {t(draft ? 'marks.accept' : 'marks.keep')}
                    </button>
                  </>
                )}
              </span>
            )}
          </div>
          {multiline ? <textarea rows={3} {...field} /> : <input type="text" {...field} />}
          {lang !== 'it' && value.it?.trim() && (draft || outdated.includes(lang) || (alone && missing.includes(lang))) && (
            <p className={languages.guide}>
              <span className="visually-hidden">{t('languages.it')}: </span>
              {value.it}
            </p>
          )}
        </div>
        {lang === 'it' && afterItalian}
      </Fragment>
    );
  });
  return (
    <>
      <LangSwitch of={of} shown={shown} missing={missing} outdated={outdated} />
      {grid ? <div className={languages.langGrid}>{fields}</div> : fields}
    </>
  );
}

/**
 * A text of a form in the five languages, side by side, each not yet written (besides Italian) marked as
 * missing, translation drafts and outdated translations marked too, with the Italian beside them.
 */
export function LangFields({
  legend,
  required,
  hint,
  of,
  onChange,
  ...inputs
}: Pick<Parameters<typeof LangInputs>[0], 'value' | 'tracking' | 'multiline' | 'max'> & {
  legend: string;
  required?: boolean;
  hint?: string;
  /** The row the text belongs to (a block of the page), named in its fields' names. */
  of?: string;
  onChange: (v: LocalizedText) => void;
}) {
  const id = useId();
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
      <LangInputs
        id={id}
        of={legend}
        ofId={`${id}-legend`}
        onChange={(lang, v) => onChange({ ...inputs.value, [lang]: v })}
        grid
        {...inputs}
      />
    </fieldset>
  );
}
