import { useTranslation } from '../../i18n/react';
import { isValidImageUrl } from '../../content/urls';
import { UploadField } from '../uploads/UploadField';
import { SimpleField } from '../core/SimpleField';
import styles from './settings.module.css';
import type { SettingsDraft } from './useSettingsDraft';

/** The site's name and logo (by address or upload). */
export function SiteIdentitySection({ draft: { form, update, logo, storeLogo } }: { draft: SettingsDraft }) {
  const { t } = useTranslation();
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
      <UploadField upload={logo} label={t('settings.logoUpload')} onImage={storeLogo} />
    </>
  );
}
