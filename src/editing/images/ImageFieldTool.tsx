import { useTranslation } from '../../i18n/react';
import type { EditableField, ImageField, PagePath } from '../../content/pages';
import { useBackground } from './useBackground';
import { EditableText } from '../text/EditableText';
import { ImageTool } from './ImageTool';
import styles from '../../ui/owner.module.css';
import pictures from './imageTools.module.css';

/**
 * A button that replaces one image field of a document (by URL or upload), like the "Sfondo" button; with
 * `altField`, the picture's description (alt text) in five languages, edited in place like any text.
 */
export default function ImageFieldTool<D extends PagePath>({
  doc,
  field,
  fallback,
  name,
  altField,
}: {
  doc: D;
  field: ImageField<D>;
  fallback: string;
  name: string;
  altField?: EditableField<D>;
}) {
  const { t } = useTranslation();
  const img = useBackground(doc, field, fallback);
  if (!img.canEdit) return null;
  return (
    <>
      <ImageTool image={img} url={img.url} className={styles.iconBtn}>
        {t('editing.changeImage', { name })}
      </ImageTool>
      {altField && (
        <dl className={pictures.imageTexts}>
          <dt>{t('editing.altOf', { name })}</dt>
          <dd>
            <EditableText doc={doc} field={altField} label={t('editing.altOf', { name })} placeholder="—" />
          </dd>
        </dl>
      )}
    </>
  );
}
