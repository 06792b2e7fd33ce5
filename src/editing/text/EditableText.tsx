import { createElement, lazy, Suspense, type ElementType } from 'react';
import { useLang, useTranslation } from '../../i18n/react';
import type { DocData } from '../../backend/port';
import { pickText } from '../../content/localized';
import type { EditableDoc, EditableField } from '../../content/pages';
import { useIsAdmin } from '../../data/context';
import { useDocument } from '../../data/useRead';
import styles from './editing.module.css';

// The pencil, its marks and the editor: the signed-in owner's code, loaded for them only.
const OwnerText = lazy(() => import('./OwnerText'));

export interface EditableTextProps<D extends EditableDoc = EditableDoc> {
  doc: D;
  /** One of the document's texts (src/content/pages.ts): a misspelt field does not compile. */
  field: EditableField<D>;
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
export function EditableText<D extends EditableDoc>(props: EditableTextProps<D>) {
  const admin = useIsAdmin();
  if (!admin) return <TextView {...props} />;
  return (
    <Suspense fallback={<TextView {...props} />}>
      <OwnerText {...props} />
    </Suspense>
  );
}

/**
 * The text as a visitor sees it: in their language, else Italian; '...' while it loads, the error's
 * words when it cannot be read; a text written in neither shows nothing, in an empty line that keeps
 * the layout.
 */
export function TextView<D extends EditableDoc>({ doc, field, as = 'span', className, data }: EditableTextProps<D>) {
  const { t } = useTranslation();
  const lang = useLang();
  const read = useDocument(data ? null : doc);
  const status = data ? 'ready' : read.status;
  const shown = pickText(data ? data[field] : read.status === 'ready' ? read.data?.[field] : undefined, lang);
  const state = status === 'ready' ? (shown === undefined ? 'empty' : 'display') : status;
  const content = status === 'loading' ? '...' : status === 'error' ? t('errors.textErrorShort') : (shown ?? '\u00a0');
  return createElement(
    as,
    {
      className: `${className ?? ''} ${styles.text}`,
      'data-state': state,
      'aria-busy': status === 'loading' || undefined,
      'aria-hidden': state === 'empty' || undefined,
    },
    content,
    status === 'error' ? <span className="visually-hidden"> {t('errors.textLoad')}</span> : null,
  );
}
