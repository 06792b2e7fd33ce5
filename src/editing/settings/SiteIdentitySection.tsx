import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SETTINGS_DOC } from '../../content/constants';
import { isValidImageUrl } from '../../content/urls';
import { useBackend } from '../../data/context';
import { useUpload } from '../useUpload';
import { UploadField } from '../UploadField';
import { commitImage } from '../images';
import { saveFields } from '../saving';
import { SimpleField } from '../SimpleField';
import { logoWrite } from '../writes';
import styles from './settings.module.css';
import type { SettingsDraft } from './useSettingsDraft';

/** The site's name and logo (by address or upload). */
export function SiteIdentitySection({ draft }: { draft: SettingsDraft }) {
  const { t } = useTranslation();
  const backend = useBackend();
  const logoUpload = useUpload();
  const { form, update, hold } = draft;
  // The form waits for the logo until it is stored, not only uploaded: a save in between would race it.
  const [storing, setStoring] = useState(false);
  useEffect(() => {
    hold('logo', logoUpload.busy || storing);
    return () => hold('logo', false);
  }, [hold, logoUpload.busy, storing]);

  return (
    <>
      <SimpleField
        label={t('settings.siteName')}
        value={form.siteName}
        onChange={(siteName) => update((f) => ({ ...f, siteName }))}
      />
      <SimpleField
        label={t('settings.logoUrl')}
        type="url"
        value={form.siteLogoUrl}
        onChange={(siteLogoUrl) => update((f) => ({ ...f, siteLogoUrl }))}
      >
        {isValidImageUrl(form.siteLogoUrl) && (
          <img src={form.siteLogoUrl} alt="" width={48} height={48} className={styles.logo} />
        )}
      </SimpleField>
      <UploadField
        upload={logoUpload}
        label={t('settings.logoUpload')}
        onFile={async ([file]) => {
          setStoring(true);
          const img = await logoUpload.start(file, 'images');
          if (!img) return setStoring(false);
          const user = backend.auth.currentUser();
          // The logo is stored at once, like every other upload, so no file is left unreferenced.
          const ok = await commitImage(backend.files, img, async () => {
            if (!user) throw new Error('signed out');
            await saveFields(backend, SETTINGS_DOC, logoWrite(img, user.email));
          });
          if (ok) {
            const logo = { siteLogoUrl: img.url, siteLogoUrlSmall: img.urlSmall ?? '' };
            update((f) => ({ ...f, ...logo }));
            draft.updateStored((s) => ({ ...s, ...logo }), logo);
          } else draft.report({ kind: 'error', text: t('errors.imageSave') });
          setStoring(false);
        }}
      />
    </>
  );
}
