import { useState } from 'react';
import { useTranslation } from '../../i18n/react';
import type { Doc } from '../../backend/port';
import { COLLECTIONS, TRASH_DAYS } from '../../content/constants';
import { useBackend } from '../../data/context';
import { trashDocument } from '../core/saving';
import ConfirmDialog from '../core/ConfirmDialog';
import { EditableText } from '../text/EditableText';
import styles from '../../ui/owner.module.css';
import pictures from '../images/imageTools.module.css';

/**
 * The owner's tools on a gallery image (loaded for the owner only): its description (alt text) and
 * caption in five languages, edited in place like any text; delete (confirm, then into the trash with
 * its files).
 */
export default function GalleryItemTools({ image, n }: { image: Doc; n: number }) {
  const { t } = useTranslation();
  const backend = useBackend();
  const [confirm, setConfirm] = useState(false);
  const doc = `${COLLECTIONS.gallery}/${image.id}` as const;
  return (
    <>
      <dl className={pictures.imageTexts}>
        <dt>{t('gallery.alt')}</dt>
        <dd>
          <EditableText doc={doc} field="alt" data={image.data} label={t('gallery.altOf', { n })} placeholder="—" />
        </dd>
        <dt>{t('gallery.caption')}</dt>
        <dd>
          <EditableText
            doc={doc}
            field="caption"
            data={image.data}
            label={t('gallery.captionOf', { n })}
            placeholder="—"
            multiline
            optional
          />
        </dd>
      </dl>
      <div className={styles.itemTools}>
        <button
          type="button"
          className={`${styles.iconBtn} ${styles.iconDanger}`}
          onClick={() => setConfirm(true)}
          aria-label={t('gallery.delete', { n })}
        >
          <span aria-hidden="true">🗑</span>
        </button>
        {confirm && (
          <ConfirmDialog
            title={t('gallery.delete', { n })}
            text={t('gallery.confirmDelete', { days: TRASH_DAYS })}
            confirmLabel={t('editing.delete')}
            errorText={t('errors.deleteShort')}
            onClose={() => setConfirm(false)}
            onConfirm={() => trashDocument(backend, doc)}
          />
        )}
      </div>
    </>
  );
}
