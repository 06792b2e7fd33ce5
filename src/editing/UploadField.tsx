import { useId, useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_UPLOAD_BYTES } from '../content/constants';
import { ACCEPTED_IMAGE_TYPES } from '../content/imageRules';
import type { Upload } from './useUpload';
import styles from './admin.module.css';
import { Alert } from '../ui/Alert';

/**
 * A drop zone for image files: drag and drop them on it, or tap (click) anywhere on it to choose, with the
 * rules (types, 5 MB) written in it; then the upload's progress, pause/resume/cancel and messages.
 */
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
  const [over, setOver] = useState(false);
  const { phase, percent } = upload;
  const take = (files: File[]) => {
    if (upload.busy || !files.length) return;
    onFile(multiple ? files : files.slice(0, 1));
  };
  const dragging = (e: DragEvent, on: boolean) => {
    e.preventDefault();
    setOver(on && !upload.busy);
  };
  return (
    <div className={styles.upload}>
      {/* The whole zone is the input's label: a tap anywhere on it opens the file chooser. */}
      <label
        htmlFor={id}
        className={`${styles.dropZone} ${over ? styles.dropOver : ''}`}
        data-busy={upload.busy || undefined}
        onDragEnter={(e) => dragging(e, true)}
        onDragOver={(e) => dragging(e, true)}
        onDragLeave={(e) => dragging(e, false)}
        onDrop={(e) => {
          dragging(e, false);
          take(Array.from(e.dataTransfer.files));
        }}
      >
        <span id={`${id}-name`} className={styles.fileLabel}>
          {label}
        </span>
        <span id={`${id}-rules`} className={styles.dropHint}>
          {t(multiple ? 'editing.dropHintMany' : 'editing.dropHint')}{' '}
          <span className={styles.dropRules}>{t('editing.fileRules', { mb: MAX_UPLOAD_BYTES / 1024 / 1024 })}</span>
        </span>
      </label>
      <input
        id={id}
        type="file"
        className={`visually-hidden ${styles.fileInput}`}
        accept={ACCEPTED_IMAGE_TYPES.join(',')}
        multiple={multiple}
        disabled={upload.busy}
        aria-labelledby={`${id}-name`}
        aria-describedby={`${id}-rules`}
        onChange={(e) => {
          const files = Array.from(e.target.files ?? []);
          e.target.value = '';
          take(files);
        }}
      />
      <UploadProgress upload={upload} />
      <Alert className={styles.alert}>{upload.error && t(`errors.${upload.error}`)}</Alert>
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
  const text =
    phase === 'queued'
      ? t('editing.queued')
      : phase === 'preparing'
        ? t('editing.preparing')
        : paused
          ? t('editing.paused', { percent })
          : t('editing.uploading', { percent });
  return (
    <div className={styles.progressRow} data-phase={phase}>
      <progress className={styles.progress} max={100} value={percent} aria-label={text} />
      <span className={styles.progressText}>{text}</span>
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
