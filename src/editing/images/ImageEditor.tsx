import { useState } from 'react';
import { useLang, useTranslation } from '../../i18n/react';
import { Dialog } from '../../ui/Dialog';
import { Alert } from '../../ui/Alert';
import type { StorageFolder } from '../../content/constants';
import { urlTooLong } from '../core/limitMessage';
import { useUpload } from '../uploads/useUpload';
import { UploadField } from '../uploads/UploadField';
import { SimpleField } from '../core/SimpleField';
import type { ImageEdit } from './useBackground';
import styles from '../../ui/owner.module.css';

export type ImageEditorProps = { image: ImageEdit; title?: string; url?: string | null; folder?: StorageFolder };

/**
 * Replaces an image: by an address (`url`, the one shown now; without it, by upload only) or by an
 * uploaded image, stored in `folder` (the upload offered as the alternative where there is an address);
 * titled `title`, by default as the background's editor.
 */
export default function ImageEditor({ image, title, url: shown, folder = 'images' }: ImageEditorProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const upload = useUpload();
  const [url, setUrl] = useState(shown ?? '');
  const typed = image.problem === 'invalidUrl' || image.problem === 'urlTooLong';
  return (
    <Dialog
      title={title ?? t('editing.backgroundTitle')}
      onClose={() => !image.saving && !upload.busy && image.close()}
      unsaved={shown !== undefined && url.trim() !== (shown ?? '')}
    >
      {(cancel) => (
        <>
          {shown !== undefined && (
            <form
              onSubmit={(e) => {
                e.preventDefault();
                void image.save({ url }, false);
              }}
              noValidate
            >
              <SimpleField label={t('editing.backgroundUrl')} type="url" value={url} onChange={setUrl} invalid={typed} />
              <Alert className={styles.alert}>
                {image.problem === 'urlTooLong' ? urlTooLong(t, lang, url.trim()) : typed && t('errors.invalidUrl')}
              </Alert>
              <div className={styles.actions}>
                <button type="submit" className={styles.primaryBtn} disabled={image.saving || upload.busy}>
                  {t('editing.applyUrl')}
                </button>
                <button type="button" className={styles.secondaryBtn} onClick={cancel} disabled={image.saving}>
                  {t('editing.cancel')}
                </button>
              </div>
            </form>
          )}
          {shown !== undefined && <hr />}
          <UploadField
            upload={upload}
            folder={folder}
            label={shown !== undefined ? t('editing.orUpload') : undefined}
            onImage={(img) => image.save(img)}
          />
          <Alert>{!typed && image.problem && t(`errors.${image.problem}`)}</Alert>
        </>
      )}
    </Dialog>
  );
}
