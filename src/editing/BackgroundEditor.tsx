import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../ui/Dialog';
import { MAX_URL_CHARS } from '../content/constants';
import { useLang } from '../data/useLang';
import { useUpload } from './useUpload';
import { UploadField } from './UploadField';
import type { Background } from './useBackground';
import styles from './admin.module.css';
import { Alert } from '../ui/Alert';

/** Replaces a background by URL or by an uploaded image (folder `images`). */
export default function BackgroundEditor({ bg }: { bg: Background }) {
  const { t } = useTranslation();
  const lang = useLang();
  const upload = useUpload();
  const id = useId();
  const [url, setUrl] = useState(bg.url ?? '');
  return (
    <Dialog title={t('editing.backgroundTitle')} onClose={() => !bg.saving && !upload.busy && bg.close()}>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          void bg.save({ url }, false);
        }}
        noValidate
      >
        <div className={styles.field}>
          <label htmlFor={`${id}-url`}>{t('editing.backgroundUrl')}</label>
          <input
            id={`${id}-url`}
            type="url"
            value={url}
            onChange={(e) => setUrl(e.target.value)}
            aria-invalid={bg.problem === 'invalidUrl' || bg.problem === 'urlTooLong' || undefined}
          />
        </div>
        <Alert className={styles.alert}>
          {bg.problem &&
            t(`errors.${bg.problem}`, {
              max: MAX_URL_CHARS.toLocaleString(lang),
              actual: url.trim().length.toLocaleString(lang),
            })}
        </Alert>
        <div className={styles.actions}>
          <button type="submit" className={styles.primaryBtn} disabled={bg.saving || upload.busy}>
            {t('editing.applyUrl')}
          </button>
          <button type="button" className={styles.secondaryBtn} onClick={bg.close} disabled={bg.saving}>
            {t('editing.cancel')}
          </button>
        </div>
      </form>
      <hr />
      <UploadField
        upload={upload}
        label={t('editing.orUpload')}
        onFile={async ([file]) => {
          const next = await upload.start(file, 'images');
          if (next) await bg.save(next);
        }}
      />
    </Dialog>
  );
}
