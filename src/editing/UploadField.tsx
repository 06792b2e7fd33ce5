import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ACCEPTED_IMAGE_TYPES } from '../content/imageRules';
import type { Upload } from './useUpload';
import styles from './admin.module.css';

/** A file picker with the upload's progress, pause/resume/cancel and messages. */
export function UploadField({
  upload,
  label,
  onFile,
  multiple,
}: {
  upload: Upload;
  label: string;
  onFile: (files: File[]) => void;
  multiple?: boolean;
}) {
  const { t } = useTranslation();
  const id = useId();
  const { phase, percent } = upload;
  return (
    <div className={styles.upload}>
      <label htmlFor={id} className={styles.fileLabel}>
        {label}
      </label>
      <input
        id={id}
        type="file"
        accept={ACCEPTED_IMAGE_TYPES.join(',')}
        multiple={multiple}
        disabled={upload.busy}
        onChange={(e) => {
          const files = Array.from(e.target.files ?? []);
          e.target.value = '';
          if (files.length) onFile(files);
        }}
      />
      <UploadProgress upload={upload} />
      {upload.error && (
        <p role="alert" className={`${styles.alert} message message-error`}>
          {t(`errors.${upload.error}`)}
        </p>
      )}
      <span className="visually-hidden" aria-live="polite">
        {phase === 'success' ? `${percent}%` : ''}
      </span>
    </div>
  );
}

export function UploadProgress({ upload }: { upload: Upload }) {
  const { t } = useTranslation();
  const { phase, percent } = upload;
  if (!upload.busy) return null;
  const paused = phase === 'paused' || phase === 'pausing';
  return (
    <div className={styles.progressRow}>
      <progress
        className={styles.progress}
        max={100}
        value={percent}
        aria-label={paused ? t('editing.paused', { percent }) : t('editing.uploading', { percent })}
      />
      <span className={styles.progressText}>
        {paused ? t('editing.paused', { percent }) : t('editing.uploading', { percent })}
      </span>
      {phase === 'running' && (
        <button type="button" className={styles.smallBtn} onClick={upload.pause}>
          {t('editing.pause')}
        </button>
      )}
      {phase === 'paused' && (
        <button type="button" className={styles.smallBtn} onClick={upload.resume}>
          {t('editing.resume')}
        </button>
      )}
      {(phase === 'running' || phase === 'pausing' || phase === 'paused') && (
        <button type="button" className={styles.smallBtn} onClick={upload.cancel}>
          {t('editing.cancelUpload')}
        </button>
      )}
    </div>
  );
}
