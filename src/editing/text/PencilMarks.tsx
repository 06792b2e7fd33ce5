/**
 * What a pencil says about its text's other languages, loaded with the owner's tools: a dot for
 * missing translations, another shape for outdated ones (made from an older Italian). It also
 * opens its editor when the owner arrives from the translations overview (`#edit=doc:field`).
 */
import { useEffect } from 'react';
import { useTranslation } from '../../i18n/react';
import { readEditAnchor, textMode } from '../../content/pages';
import { missingIn, outdatedLanguages } from '../../content/translations';
import type { EditableTextState } from './useEditableText';
import styles from './editing.module.css';

export default function PencilMarks({ id, text, optional }: { id: string; text: EditableTextState; optional?: boolean }) {
  const { t } = useTranslation();
  const { doc, field, saved, edit } = text;
  useEffect(() => {
    const target = readEditAnchor(window.location.hash);
    if (target?.doc !== doc || target.field !== field) return;
    // Once: the address forgets the jump, so closing the editor does not open it again. (Through the
    // history API rather than the router's hooks: the router would then leave the visitor's first load.)
    window.history.replaceState(window.history.state, '', window.location.pathname + window.location.search);
    edit();
  }, [doc, field, edit]);

  const langs = (l: string[]) => l.join(', ').toUpperCase();
  const missing = missingIn(saved, optional ? 'optional' : textMode(doc, field));
  const outdated = outdatedLanguages(saved, text.storedSources);
  const missingText = missing.length ? t('editing.missingLanguages', { langs: langs(missing) }) : '';
  const outdatedText = outdated.length ? t('editing.outdatedLanguages', { langs: langs(outdated) }) : '';
  return (
    <span id={id}>
      {missingText && (
        <span className={styles.missingDot} title={missingText}>
          <span className="visually-hidden">{missingText}</span>
        </span>
      )}
      {outdatedText && (
        <span className={`${styles.outdatedMark} ${missingText ? styles.second : ''}`} title={outdatedText}>
          <span className="visually-hidden">{outdatedText}</span>
        </span>
      )}
    </span>
  );
}
