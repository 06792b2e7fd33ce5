import { createElement, lazy, Suspense, useEffect, useId, useRef } from 'react';
import { useLang, useTranslation } from '../../i18n/react';
import { pickText } from '../../content/localized';
import type { EditableDoc } from '../../content/pages';
import { useEditableText } from './useEditableText';
import { TextView, type EditableTextProps } from './EditableText';
import styles from './editing.module.css';

// Only the signed-in owner ever opens an editor, or sees what a pencil says: their code loads then.
const TextEditor = lazy(() => import('./TextEditor'));
const PencilMarks = lazy(() => import('./PencilMarks'));

/** A text as the signed-in owner sees it: with its pencil, its marks, and its editor once opened. */
export default function OwnerText<D extends EditableDoc>(props: EditableTextProps<D>) {
  const { doc, field, as = 'span', className, placeholder, multiline, label, data, optional } = props;
  const { t } = useTranslation();
  const lang = useLang();
  const marks = useId();
  const text = useEditableText(doc, field, { multiline, optional, data });
  // The field's name in the interface language; the pencil adds the text it edits, so names stay distinct.
  const name = label ?? t(`fields.${field}`, { defaultValue: field });
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

  // Loading, failed, or not the owner's to edit (viewing as a visitor): as a visitor sees it.
  if (!text.canEdit) return <TextView {...props} />;
  // A text written in neither the visitor's language nor Italian: the owner sees the invitation to write it
  // (SPEC §4's '[Modifica {field}]', naming the field as its pencil does).
  const shown = pickText(text.saved, lang);
  const content = shown ?? placeholder ?? t('editing.placeholder', { field: name });
  const state = shown === undefined ? 'placeholder' : 'display';
  return (
    <Wrapper className={styles.editable}>
      {createElement(as, { className: `${className ?? ''} ${styles.text}`, 'data-state': state }, content)}
      <button
        ref={pencil}
        type="button"
        className={styles.pencil}
        data-tip={t('editing.pencilTip')}
        onClick={text.edit}
        aria-label={`${t('editing.edit', { field: name })}: ${content.length > 48 ? `${content.slice(0, 47)}…` : content}`}
        aria-describedby={marks}
      >
        <span aria-hidden="true">✎</span>
        <Suspense fallback={null}>
          <PencilMarks id={marks} text={text} optional={optional} />
        </Suspense>
      </button>
    </Wrapper>
  );
}
