import { useId, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, MAX_SHORT_TEXT_CHARS, MAX_TEXT_CHARS } from '../content/constants';
import { useLang } from '../data/useLang';
import { limitMessage } from './limitMessage';
import { HistoryPanel } from './HistoryPanel';
import type { useEditableText } from './useEditableText';
import styles from './TextEditor.module.css';
import admin from './admin.module.css';

type Text = ReturnType<typeof useEditableText>;

/** The five languages together, each labelled, with the Italian text as a guide. */
export default function TextEditor({ text, label, multiline }: { text: Text; label: string; multiline?: boolean }) {
  const { t } = useTranslation();
  const uiLang = useLang();
  const id = useId();
  const max = multiline ? MAX_TEXT_CHARS : MAX_SHORT_TEXT_CHARS;
  const first = useRef<HTMLTextAreaElement & HTMLInputElement>(null);
  // At commit, so the editor never shows a frame without the focus in its first field.
  useLayoutEffect(() => first.current?.focus(), []);
  const draft = text.draft ?? {};
  const [history, setHistory] = useState(false);
  return (
    // Escape anywhere in the editor cancels it.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <form
      className={styles.editor}
      aria-label={t('editing.edit', { field: label })}
      onSubmit={(e) => {
        e.preventDefault();
        void text.save();
      }}
      onKeyDown={(e) => {
        if (e.key === 'Escape') {
          e.preventDefault();
          text.cancel();
        }
      }}
    >
      {LANGUAGES.map((lang, i) => {
        const value = draft[lang] ?? '';
        const missing = !value.trim();
        const common = {
          id: `${id}-${lang}`,
          value,
          lang,
          onChange: (e: { target: { value: string } }) => text.change(lang, e.target.value),
          'aria-invalid': value.length > max || undefined,
          ref: i === 0 ? first : undefined,
        };
        return (
          <div key={lang} className={styles.langRow}>
            <label htmlFor={`${id}-${lang}`} className={styles.langLabel}>
              {t(`languages.${lang}`)}
              {missing && <span className={styles.missingTag}> {t('editing.missing')}</span>}
            </label>
            {multiline ? <textarea rows={3} {...common} /> : <input type="text" {...common} />}
            {lang !== 'it' && missing && draft.it && (
              <p className={styles.guide}>
                <span className="visually-hidden">{t('languages.it')}: </span>
                {draft.it}
              </p>
            )}
          </div>
        );
      })}
      {text.error && (
        <p role="alert" className={`message message-error ${styles.alert}`}>
          {text.error === 'save' ? (
            <>
              <strong>{t('errors.saveShort')} · </strong>
              {t('errors.save')}
            </>
          ) : (
            limitMessage(t, uiLang, text.error, label)
          )}
        </p>
      )}
      <div className={styles.actions}>
        <button type="submit" className={admin.primaryBtn} disabled={text.saving}>
          {t('editing.save')}
        </button>
        <button type="button" className={admin.secondaryBtn} onClick={text.cancel} disabled={text.saving}>
          {t('editing.cancel')}
        </button>
        <button
          type="button"
          className={admin.secondaryBtn}
          onClick={() => setHistory((h) => !h)}
          aria-expanded={history}
          disabled={text.saving}
        >
          {t('history.open')}
        </button>
      </div>
      {/* A restored version is saved at once, as a new edit: the editor closes as after Save. */}
      {history && <HistoryPanel path={text.doc} texts={[{ field: text.field }]} onRestored={text.cancel} />}
    </form>
  );
}
