import { createElement, lazy, Suspense, useEffect, useId, useRef, type ElementType } from 'react';
import { useTranslation } from 'react-i18next';
import type { DocData } from '../backend/port';
import { useLang } from '../data/useLang';
import { FALLBACK_LANG } from '../content/constants';
import { useEditableText } from './useEditableText';
import styles from './editing.module.css';

// Only the signed-in owner ever opens an editor, or sees what a pencil says: their code loads then.
const TextEditor = lazy(() => import('./TextEditor'));
const PencilMarks = lazy(() => import('./PencilMarks'));

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
  /** The document as a list already read it: nothing more is read. */
  data?: DocData;
  /** A text that may stay empty in every language (a caption): its pencil does not call it missing. */
  optional?: boolean;
}

/** A text of a document, shown in the visitor's language, editable in place by the owner. */
export function EditableText({ doc, field, as = 'span', className, placeholder, multiline, label, data, optional }: Props) {
  const { t } = useTranslation();
  const lang = useLang();
  const marks = useId();
  const text = useEditableText(doc, field, { multiline, data });
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
  // A text written in neither the visitor's language nor Italian: the owner sees the invitation to write it
  // (SPEC §4's '[Modifica {field}]', naming the field as its pencil does), a visitor nothing at all, in an
  // empty line that keeps the layout.
  else if (text.canEdit) content = placeholder ?? t('editing.placeholder', { field: name });
  else content = '\u00a0';

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
        aria-describedby={marks}
      >
        <span aria-hidden="true">✎</span>
        {text.status === 'display' && (
          <Suspense fallback={null}>
            <PencilMarks
              id={marks}
              doc={doc}
              field={field}
              saved={text.saved}
              data={text.stored}
              optional={optional}
              onJump={text.edit}
            />
          </Suspense>
        )}
      </button>
    </Wrapper>
  );
}
