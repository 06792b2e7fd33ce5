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
import { useAction } from './useAction';
import styles from './admin.module.css';
import { Alert } from '../ui/Alert';

/** Replaces the main image of a room, service or experience from its detail page. */
export default function MainImageTool({ kind, id }: { kind: CatalogueKind; id: string }) {
  const { t } = useTranslation();
  const backend = useBackend();
  const upload = useUpload();
  const saving = useAction('save');
  const [open, setOpen] = useState(false);
  return (
    <div className={styles.mainTool}>
      <button type="button" className={styles.iconBtn} onClick={() => setOpen(true)}>
        {t('editing.replaceImage')}
      </button>
      {open && (
        <Dialog title={t('editing.replaceImage')} onClose={() => !upload.busy && !saving.busy && setOpen(false)}>
          <UploadField
            upload={upload}
            label={t('editing.chooseImage')}
            onFile={async ([file]) => {
              saving.clear();
              const next = await upload.start(file, kind.mainFolder);
              if (!next) return;
              // The replaced image stays with the save's revision (src/editing/images.ts).
              const write = () => saveFields(backend, `${kind.collection}/${id}`, (owner) => mainImageWrite(next, owner));
              if (await saving.run(() => commitImage(backend.files, next, write))) setOpen(false);
            }}
          />
          <Alert>{saving.error && t('errors.imageUpdate')}</Alert>
        </Dialog>
      )}
    </div>
  );
}
