import { useId, useState, type DragEvent } from 'react';
import { useTranslation } from '../../i18n/react';
import { MAX_UPLOAD_BYTES, type StorageFolder } from '../../content/constants';
import { ACCEPTED_IMAGE_TYPES } from '../../content/imageRules';
import { isValidImageUrl } from '../../content/urls';
import type { ImageRef } from './images';
import type { Upload } from './useUpload';
import styles from '../../ui/owner.module.css';
import uploading from './UploadField.module.css';
import { Alert } from '../../ui/Alert';

/**
 * A drop zone for image files: drag and drop them on it, or tap (click) anywhere on it to choose, with the
 * rules (types, 5 MB) written in it; then the upload's progress, pause/resume/cancel and messages. One
 * image is uploaded into `folder` and handed to `onImage`, below its `preview` (the image it has now);
 * several (`onFiles`) are handed over as they are.
 */
export function UploadField({
  upload,
  label,
  folder = 'images',
  onImage,
  preview,
  onFiles,
}: {
  upload: Upload;
  label?: string;
  folder?: StorageFolder;
  onImage?: (img: ImageRef) => unknown;
  preview?: string;
  onFiles?: (files: File[]) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [over, setOver] = useState(false);
  const multiple = Boolean(onFiles);
  const take = async (files: File[]) => {
    if (upload.busy || !files.length) return;
    if (onFiles) return onFiles(files);
    const img = await upload.start(files[0], folder);
    if (img) await onImage?.(img);
  };
  const dragging = (e: DragEvent, on: boolean) => {
    e.preventDefault();
    setOver(on && !upload.busy);
  };
  return (
    <>
      {isValidImageUrl(preview) && <img src={preview} alt="" className={uploading.preview} width={300} height={200} />}
      <div className={uploading.upload}>
        {/* The whole zone is the input's label: a tap anywhere on it opens the file chooser. */}
        <label
          htmlFor={id}
          className={`${uploading.dropZone} ${over ? uploading.dropOver : ''}`}
          data-busy={upload.busy || undefined}
          onDragEnter={(e) => dragging(e, true)}
          onDragOver={(e) => dragging(e, true)}
          onDragLeave={(e) => dragging(e, false)}
          onDrop={(e) => {
            dragging(e, false);
            void take(Array.from(e.dataTransfer.files));
          }}
        >
          <span id={`${id}-name`} className={uploading.fileLabel}>
            {label ?? t('editing.chooseImage')}
          </span>
          <span id={`${id}-rules`} className={uploading.dropHint}>
            {t(multiple ? 'editing.dropHintMany' : 'editing.dropHint')}{' '}
            <span className={uploading.dropRules}>{t('editing.fileRules', { mb: MAX_UPLOAD_BYTES / 1024 / 1024 })}</span>
          </span>
        </label>
        <input
          id={id}
          type="file"
          className={`visually-hidden ${uploading.fileInput}`}
          accept={ACCEPTED_IMAGE_TYPES.join(',')}
          multiple={multiple}
          disabled={upload.busy}
          aria-labelledby={`${id}-name`}
          aria-describedby={`${id}-rules`}
          onChange={(e) => {
            const files = Array.from(e.target.files ?? []);
            e.target.value = '';
            void take(files);
          }}
        />
        <UploadProgress upload={upload} />
        <Alert className={styles.alert}>{upload.error && t(`errors.${upload.error}`)}</Alert>
        <span className="visually-hidden" aria-live="polite">
          {upload.phase === 'success' ? `${upload.percent}%` : ''}
        </span>
      </div>
    </>
  );
}

export function UploadProgress({ upload }: { upload: Upload }) {
  const { t } = useTranslation();
  const { phase, percent } = upload;
  if (!upload.busy) return null;
  const paused = phase === 'paused' || phase === 'pausing';
  const text =
    phase === 'queued' || phase === 'preparing'
      ? t(`editing.${phase}`)
      : t(paused ? 'editing.paused' : 'editing.uploading', { percent });
  return (
    <div className={uploading.progressRow} data-phase={phase}>
      <progress className={uploading.progress} max={100} value={percent} aria-label={text} />
      <span className={uploading.progressText}>{text}</span>
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
      {(phase === 'running' || paused) && (
        <button type="button" className={styles.smallBtn} onClick={upload.cancel}>
          {t('editing.cancelUpload')}
        </button>
      )}
    </div>
  );
}
