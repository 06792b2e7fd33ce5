import { createElement, lazy, Suspense, useEffect, useRef, type ElementType } from 'react';
import { useTranslation } from 'react-i18next';
import { useLang } from '../data/useLang';
import { missingLanguages } from '../content/localized';
import { FALLBACK_LANG } from '../content/constants';
import { useEditableText } from './useEditableText';
import styles from './editing.module.css';

// Only the signed-in owner ever opens an editor: its code loads then.
const TextEditor = lazy(() => import('./TextEditor'));

interface Props {
  doc: string;
  field: string;
  as?: ElementType;
  className?: string;
  placeholder?: string;
  /** A long text: editors get a text area. */
  multiline?: boolean;
  /** A human name for the field in the pencil's label. */
  label?: string;
}

/** A text of a document, shown in the visitor's language, editable in place by the owner. */
export function EditableText({ doc, field, as = 'span', className, placeholder, multiline, label }: Props) {
  const { t } = useTranslation();
  const lang = useLang();
  const text = useEditableText(doc, field, { multiline });
  // The field's name in the interface language; the pencil adds the text it edits, so names stay distinct.
  const name = label ?? (text.canEdit ? t(`fields.${field}`, { defaultValue: field }) : field);
  const pencil = useRef<HTMLButtonElement>(null);
  const wasEditing = useRef(false);
  // Focus returns to the pencil when the editor closes.
  useEffect(() => {
    if (wasEditing.current && text.status === 'display') pencil.current?.focus();
    wasEditing.current = text.status === 'editing';
  }, [text.status]);
  const Wrapper = typeof as === 'string' && /^(h\d|p|div|section)$/.test(as) ? 'div' : 'span';

  if (text.status === 'editing') {
    return (
      <Suspense fallback={null}>
        <TextEditor text={text} label={name} multiline={multiline} />
      </Suspense>
    );
  }

  let content: string;
  let state: string = text.status;
  const shown = text.saved[lang] ?? text.saved[FALLBACK_LANG];
  if (text.status === 'loading') content = '...';
  else if (text.status === 'error') content = t('errors.textErrorShort');
  else if (shown !== undefined) content = shown;
  // A text written in neither the visitor's language nor Italian: the owner sees the invitation to write it,
  // a visitor nothing at all, in an empty line that keeps the layout.
  else if (text.canEdit) content = placeholder ?? t('editing.placeholder', { field });
  else content = '\u00a0';

  const missing = text.status === 'display' ? missingLanguages(text.saved) : [];
  if (text.status === 'display' && shown === undefined) state = text.canEdit ? 'placeholder' : 'empty';

  const body = createElement(
    as,
    {
      className: `${className ?? ''} ${styles.text}`,
      'data-state': state,
      'aria-busy': text.status === 'loading' || undefined,
      'aria-hidden': state === 'empty' || undefined,
    },
    content,
    text.status === 'error' ? <span className="visually-hidden"> {t('errors.textLoad')}</span> : null,
  );
  if (!text.canEdit) return body;
  return (
    <Wrapper className={styles.editable}>
      {body}
      <button
        ref={pencil}
        type="button"
        className={styles.pencil}
        onClick={text.edit}
        aria-label={`${t('editing.edit', { field: name })}: ${content.length > 48 ? `${content.slice(0, 47)}…` : content}`}
      >
        <span aria-hidden="true">✎</span>
        {missing.length > 0 && (
          <span className={styles.missingDot} title={t('editing.missingLanguages', { langs: missing.join(', ').toUpperCase() })}>
            <span className="visually-hidden">{t('editing.missingLanguages', { langs: missing.join(', ').toUpperCase() })}</span>
          </span>
        )}
      </button>
    </Wrapper>
  );
}
