import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { mainImageWrite } from './writes';
import type { CatalogueKind } from '../content/catalogue';
import { useBackend } from '../data/context';
import { Dialog } from '../ui/Dialog';
import { useUpload } from './useUpload';
import { UploadField } from './UploadField';
import { commitImage } from './images';
import { saveFields } from './saving';
import styles from './admin.module.css';

/** Replaces the main image of a room, service or experience from its detail page. */
export default function MainImageTool({ kind, id }: { kind: CatalogueKind; id: string }) {
  const { t } = useTranslation();
  const backend = useBackend();
  const upload = useUpload();
  const [open, setOpen] = useState(false);
  const [failed, setFailed] = useState(false);
  return (
    <div className={styles.mainTool}>
      <button type="button" className={styles.iconBtn} onClick={() => setOpen(true)}>
        {t('editing.replaceImage')}
      </button>
      {open && (
        <Dialog title={t('editing.replaceImage')} onClose={() => !upload.busy && setOpen(false)}>
          <UploadField
            upload={upload}
            label={t('editing.chooseImage')}
            onFile={async ([file]) => {
              setFailed(false);
              const next = await upload.start(file, kind.mainFolder);
              if (!next) return;
              const user = backend.auth.currentUser();
              // The replaced image stays with the save's revision (src/editing/images.ts).
              const ok = await commitImage(backend.files, next, async () => {
                if (!user) throw new Error('signed out');
                await saveFields(backend, `${kind.collection}/${id}`, mainImageWrite(next, user.email));
              });
              if (ok) setOpen(false);
              else setFailed(true);
            }}
          />
          {failed && (
            <p role="alert" className="message message-error">
              {t('errors.imageUpdate')}
            </p>
          )}
        </Dialog>
      )}
    </div>
  );
}
