import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { SETTINGS_DOC } from '../../content/constants';
import { isValidImageUrl } from '../../content/urls';
import { useBackend } from '../../data/context';
import { useAction } from '../useAction';
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
  const storing = useAction('save');
  // The form waits for the logo until it is stored, not only uploaded: a save in between would race it.
  const busy = logoUpload.busy || storing.busy;
  useEffect(() => {
    hold(busy);
    return () => hold(false);
  }, [hold, busy]);

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
        onChange={(siteLogoUrl) => update((f) => ({ ...f, siteLogoUrl, siteLogoUrlSmall: '' }))}
      >
        {isValidImageUrl(form.siteLogoUrl) && (
          <img src={form.siteLogoUrl} alt="" width={48} height={48} className={styles.logo} />
        )}
      </SimpleField>
      <UploadField
        upload={logoUpload}
        label={t('settings.logoUpload')}
        onImage={async (img) => {
          // The logo is stored at once, like every other upload, so no file is left unreferenced.
          const stored = await storing.run(async () => {
            await commitImage(backend.files, img, () => saveFields(backend, SETTINGS_DOC, (owner) => logoWrite(img, owner)));
            draft.stored({ siteLogoUrl: img.url, siteLogoUrlSmall: img.urlSmall ?? '' });
          });
          if (!stored) draft.report({ kind: 'error', text: t('errors.imageSave') });
        }}
      />
    </>
  );
}
