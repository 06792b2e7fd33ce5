import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useLang, useTranslation } from '../../i18n/react';
import type { Doc } from '../../backend/port';
import { galleryImageWrite, galleryOrderWrite } from '../core/writes';
import { COLLECTIONS } from '../../content/constants';
import { pickText } from '../../content/localized';
import { useBackend } from '../../data/context';
import { useUpload } from '../uploads/useUpload';
import { UploadField, UploadProgress } from '../uploads/UploadField';
import { commitImage } from '../uploads/images';
import { useAction } from '../core/useAction';
import { addDocument, saveOrder } from '../core/saving';
import styles from '../../ui/owner.module.css';
import uploading from '../uploads/UploadField.module.css';
import { Success } from '../../ui/Alert';

const OrderDialog = lazy(() => import('../core/OrderDialog'));

export const SUCCESS_HIDE_MS = 4000;

/** Adds images to the gallery (several files at once, each with its own progress) and puts them in order. */
export default function GalleryAdminTools({ images }: { images: Doc[] }) {
  const { t } = useTranslation();
  const lang = useLang();
  const backend = useBackend();
  const [ordering, setOrdering] = useState(false);
  const picker = useUpload();
  const [queue, setQueue] = useState<{ key: string; file: File }[]>([]);
  // How many images were added lately: each one shows the notice for SUCCESS_HIDE_MS again.
  const [added, setAdded] = useState(0);
  useEffect(() => {
    if (!added) return;
    const timer = setTimeout(() => setAdded(0), SUCCESS_HIDE_MS);
    return () => clearTimeout(timer);
  }, [added]);
  return (
    <div className={styles.toolbar}>
      <div style={{ flex: '1 1 100%' }}>
        <Success className={styles.success}>{added > 0 && t('success.imageAdded')}</Success>
        <UploadField
          upload={picker}
          label={t('gallery.add')}
          onFiles={(files) =>
            setQueue((q) => [...q, ...files.map((file, i) => ({ key: `${Date.now()}-${i}-${file.name}`, file }))])
          }
        />
        {queue.map(({ key, file }) => (
          <GalleryUpload
            key={key}
            file={file}
            onDone={(ok) => {
              setQueue((q) => q.filter((x) => x.key !== key));
              if (ok) setAdded((n) => n + 1);
            }}
          />
        ))}
      </div>
      {images.length > 1 && (
        <button type="button" className={styles.secondaryBtn} onClick={() => setOrdering(true)}>
          {t('order.button')}
        </button>
      )}
      {ordering && (
        <Suspense fallback={null}>
          <OrderDialog
            title={t('gallery.orderTitle')}
            items={images.map((img, i) => ({
              id: img.id,
              label: pickText(img.data.alt, lang) ?? t('gallery.photo', { n: i + 1 }),
              image: img.data.imageUrlSmall || img.data.imageUrl,
            }))}
            onClose={() => setOrdering(false)}
            onSave={(ids) => saveOrder(backend, COLLECTIONS.gallery, images, ids, galleryOrderWrite)}
          />
        </Suspense>
      )}
    </div>
  );
}

function GalleryUpload({ file, onDone }: { file: File; onDone: (ok: boolean) => void }) {
  const { t } = useTranslation();
  const backend = useBackend();
  const upload = useUpload();
  const saving = useAction('save');
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void (async () => {
      const img = await upload.start(file, 'gallery');
      if (!img) return;
      const add = () => addDocument(backend, COLLECTIONS.gallery, (owner) => galleryImageWrite(img, owner));
      if (await saving.run(() => commitImage(backend.files, img, add))) onDone(true);
    })();
  }, [backend, file, upload, saving, onDone]);
  const message = saving.error ? t('errors.imageSave') : upload.error ? t(`errors.${upload.error}`) : null;
  return (
    <div className={uploading.upload}>
      <span className={styles.hint}>{file.name}</span>
      <UploadProgress upload={upload} />
      {message && (
        <p role="alert" className={`${styles.alert} message message-error`}>
          {message}{' '}
          <button type="button" className={styles.smallBtn} onClick={() => onDone(false)}>
            {t('editing.close')}
          </button>
        </p>
      )}
    </div>
  );
}
