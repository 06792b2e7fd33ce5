import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SERVER_TIME } from '../backend/port';
import { isValidImageUrl } from '../content/urls';
import { useBackend } from '../app/context';
import { useDocument } from '../app/useRead';
import { Dialog } from '../ui/Dialog';
import { useUpload, type UploadedImage } from './useUpload';
import { UploadField } from './UploadField';
import { commitImage } from './images';
import styles from './admin.module.css';

/** Replaces a background by URL or by an uploaded image (folder `images`). */
export default function BackgroundEditor({ doc, field, current, onClose }: { doc: string; field: string; current: string; onClose: () => void }) {
  const { t } = useTranslation();
  const backend = useBackend();
  const state = useDocument(doc);
  const upload = useUpload();
  const id = useId();
  const [url, setUrl] = useState(current);
  const [problem, setProblem] = useState<'invalidUrl' | 'backgroundSave' | null>(null);
  const [saving, setSaving] = useState(false);
  const data = state.status === 'ready' ? state.data : null;
  const previous = [data?.[field], data?.[`${field}Small`]];

  const write = async (next: UploadedImage) => {
    const user = backend.auth.currentUser();
    if (!user) throw new Error('signed out');
    await backend.docs.setFields(doc, {
      [field]: next.url,
      [`${field}Small`]: next.urlSmall ?? '',
      [`${field}_lastUpdatedBy`]: user.email,
      updatedAt: SERVER_TIME,
    });
  };

  const save = async (next: UploadedImage) => {
    if (saving) return;
    setSaving(true);
    setProblem(null);
    // Files of the replaced image go only once the document points at the new one.
    const ok = await commitImage(backend.files, next, previous.filter((u) => u !== next.url), () => write(next));
    setSaving(false);
    if (ok) onClose();
    else setProblem('backgroundSave');
  };

  return (
    <Dialog title={t('editing.backgroundTitle')} onClose={onClose}>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          const v = url.trim();
          if (!isValidImageUrl(v)) {
            setProblem('invalidUrl');
            return;
          }
          void save({ url: v });
        }}
        noValidate
      >
        <div className={styles.field}>
          <label htmlFor={`${id}-url`}>{t('editing.backgroundUrl')}</label>
          <input id={`${id}-url`} type="url" value={url} onChange={(e) => setUrl(e.target.value)} aria-invalid={problem === 'invalidUrl' || undefined} />
        </div>
        {problem && (
          <p role="alert" className={`${styles.alert} message message-error`}>
            {t(`errors.${problem}`)}
          </p>
        )}
        <div className={styles.actions}>
          <button type="submit" className={styles.primaryBtn} disabled={saving || upload.busy}>
            {t('editing.applyUrl')}
          </button>
          <button type="button" className={styles.secondaryBtn} onClick={onClose} disabled={saving}>
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
          if (next) await save(next);
        }}
      />
    </Dialog>
  );
}
