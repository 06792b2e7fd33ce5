import { lazy, Suspense, useId, useLayoutEffect, useRef, useState } from 'react';
import { useLang, useTranslation } from '../../i18n/react';
import { LANGUAGES, MAX_SHORT_TEXT_CHARS, MAX_TEXT_CHARS } from '../../content/constants';
import { limitMessage } from '../core/limitMessage';
import { HistoryPanel, HistoryToggle } from '../history/HistoryPanel';
import { LangInputs, sourcesOf, type Tracking } from '../core/LangFields';
import type { EditableTextState } from './useEditableText';
import { useTranslationDrafts } from '../translate/useTranslationDrafts';
import { TranslateBar } from '../translate/TranslateBar';
import styles from './TextEditor.module.css';
import admin from '../../ui/owner.module.css';
import { Alert } from '../../ui/Alert';
import { useUnsaved } from '../../ui/useUnsaved';

const ConflictDialog = lazy(() => import('../core/ConflictDialog'));

/** The editor's one text, as the translation drafts name it. */
const KEY = 'text';

/**
 * The five languages together, each labelled, with the Italian text as a guide. Translations can be
 * drafted from Italian in the browser; drafts, missing and outdated translations are marked.
 */
export default function TextEditor({ text, label, multiline }: { text: EditableTextState; label: string; multiline?: boolean }) {
  const { t } = useTranslation();
  const uiLang = useLang();
  const id = useId();
  const first = useRef<HTMLTextAreaElement & HTMLInputElement>(null);
  const drafts = useTranslationDrafts();
  // At commit, so the editor never shows a frame without the focus in its first field.
  useLayoutEffect(() => first.current?.focus(), []);
  const draft = text.draft ?? {};
  const [history, setHistory] = useState(false);
  const tracking: Tracking = { key: KEY, drafts, stored: text.saved, storedSources: text.storedSources };
  // What the save will store beside the text.
  const sources = sourcesOf(draft, tracking);
  // Escape, Cancel, a link to another page or closing the tab ask first when the text was changed.
  const changed = LANGUAGES.some((l) => (draft[l] ?? '') !== (text.saved[l] ?? ''));
  const guard = useUnsaved(changed, label);
  const cancel = () => guard.run(text.cancel);
  return (
    // Escape anywhere in the editor cancels it.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <form
      className={styles.editor}
      aria-label={t('editing.edit', { field: label })}
      onSubmit={(e) => {
        e.preventDefault();
        void text.save(sources);
      }}
      onKeyDown={(e) => {
        if (e.key === 'Escape') {
          e.preventDefault();
          cancel();
        }
      }}
    >
      <LangInputs
        id={id}
        of={label}
        value={draft}
        onChange={text.change}
        tracking={tracking}
        alone
        multiline={multiline}
        max={multiline ? MAX_TEXT_CHARS : MAX_SHORT_TEXT_CHARS}
        firstRef={first}
        afterItalian={
          <TranslateBar drafts={drafts} texts={[{ key: KEY, value: draft }]} apply={(_, l, v) => text.change(l, v)} />
        }
      />
      <Alert className={styles.alert}>
        {text.error === 'save' ? (
          <>
            <strong>{t('errors.saveShort')} · </strong>
            {t('errors.save')}
          </>
        ) : (
          text.error && limitMessage(t, uiLang, text.error, label)
        )}
      </Alert>
      <div className={styles.actions}>
        <button type="submit" className={admin.primaryBtn} disabled={text.saving}>
          {t('editing.save')}
        </button>
        <button type="button" className={admin.secondaryBtn} onClick={cancel} disabled={text.saving}>
          {t('editing.cancel')}
        </button>
        <HistoryToggle open={history} onToggle={() => setHistory((h) => !h)} disabled={text.saving} />
      </div>
      {/* A restored version is saved at once, as a new edit: the editor closes as after Save. */}
      {history && <HistoryPanel path={text.doc} texts={[{ field: text.field }]} onRestored={text.cancel} />}
      {text.conflict && (
        <Suspense fallback={null}>
          <ConflictDialog
            {...text.conflict}
            texts={[{ label, theirs: text.conflict.theirs, mine: draft }]}
            onKeepMine={() => void text.save(sources)}
          />
        </Suspense>
      )}
      {guard.question}
    </form>
  );
}
