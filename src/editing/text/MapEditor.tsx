import { useState } from 'react';
import { useLang, useTranslation } from '../../i18n/react';
import { mapWrite } from '../core/writes';
import { MAP_DOC, MAX_URL_CHARS } from '../../content/constants';
import { isAllowedMapSrc, isHttpUrl } from '../../content/urls';
import { useBackend } from '../../data/context';
import { saveFields } from '../core/saving';
import { urlTooLong } from '../core/limitMessage';
import { useAction } from '../core/useAction';
import { SimpleField } from '../core/SimpleField';
import { Dialog } from '../../ui/Dialog';
import styles from '../../ui/owner.module.css';
import { Alert } from '../../ui/Alert';

/** The owner's editor for the embedded map and the directions link (location_page/map). */
export default function MapEditor({ iframeSrc, mapLinkUrl }: { iframeSrc: string; mapLinkUrl: string }) {
  const { t } = useTranslation();
  const lang = useLang();
  const backend = useBackend();
  const [open, setOpen] = useState(false);
  const [src, setSrc] = useState(iframeSrc);
  const [link, setLink] = useState(mapLinkUrl);
  const action = useAction<string>('save', t('errors.save'));

  const save = async () => {
    const s = src.trim();
    const l = link.trim();
    const tooLong = [s, l].find((u) => u.length > MAX_URL_CHARS);
    if (tooLong) return action.fail(urlTooLong(t, lang, tooLong));
    if (!isAllowedMapSrc(s)) return action.fail(t('errors.invalidMapSrc'));
    if (l && !isHttpUrl(l)) return action.fail(t('errors.invalidLink'));
    if (await action.run(() => saveFields(backend, MAP_DOC, (owner) => mapWrite(s, l, owner)))) setOpen(false);
  };

  return (
    <>
      <button type="button" className={styles.iconBtn} onClick={() => setOpen(true)}>
        {t('editing.editMap')}
      </button>
      {open && (
        <Dialog
          title={t('editing.mapTitle')}
          onClose={() => !action.busy && setOpen(false)}
          unsaved={src !== iframeSrc || link !== mapLinkUrl}
        >
          {(cancel) => (
            <form
              noValidate
              onSubmit={(e) => {
                e.preventDefault();
                void save();
              }}
            >
              <SimpleField label={t('editing.mapSrc')} type="url" value={src} onChange={setSrc} />
              <SimpleField label={t('editing.mapLink')} type="url" value={link} onChange={setLink} />
              <Alert>{action.error}</Alert>
              <div className={styles.actions}>
                <button type="submit" className={styles.primaryBtn} disabled={action.busy}>
                  {action.busy ? t('editing.saving') : t('editing.save')}
                </button>
                <button type="button" className={styles.secondaryBtn} onClick={cancel} disabled={action.busy}>
                  {t('editing.cancel')}
                </button>
              </div>
            </form>
          )}
        </Dialog>
      )}
    </>
  );
}
