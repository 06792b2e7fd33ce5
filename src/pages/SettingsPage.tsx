import { useTranslation } from '../i18n/react';
import { useSettingsDraft } from '../editing/settings/useSettingsDraft';
import { SettingsForm } from '../editing/settings/SettingsForm';
import { SiteIdentitySection } from '../editing/settings/SiteIdentitySection';
import { NavbarLinksSection } from '../editing/settings/NavbarLinksSection';
import { LegalSection } from '../editing/settings/LegalSection';
import { DemoResetSection } from '../editing/settings/DemoResetSection';
import { TrashSection } from '../editing/history/TrashSection';
import { TranslationsSection } from '../editing/translate/TranslationsSection';
import { BackupSection } from '../editing/backup/BackupSection';
import { PUBLISH_SECTION_ID, PublishSection } from '../editing/publish/PublishSection';
import { FailuresSection } from '../editing/settings/FailuresSection';
import { CalendarsSection } from '../editing/settings/CalendarsSection';
import { Seo } from './Seo';
import styles from './SettingsPage.module.css';

/**
 * The signed-in owner's settings (SPEC §5). Sections of the settings document go inside the form, which
 * saves them together; a section with its own storage or actions stands beside it.
 */
export default function SettingsPage() {
  const { t } = useTranslation();
  const settings = useSettingsDraft();

  return (
    <section className={`section container ${styles.page}`}>
      <Seo title={t('settings.title')} robots="noindex, nofollow" />
      <h1 className={styles.title}>{t('settings.title')}</h1>
      {/* The page is long: each of its parts one step away, on a phone too. */}
      <nav className={styles.jump} aria-label={t('settings.sections')}>
        <ul>
          {(
            [
              [PUBLISH_SECTION_ID, 'publish.title'],
              ['menu', 'settings.links'],
              ['legale', 'settings.legal'],
              ['copia', 'backup.title'],
              ['trash', 'trash.title'],
              ['traduzioni', 'translations.title'],
              ['errori', 'failures.title'],
            ] as const
          ).map(([anchor, title]) => (
            <li key={anchor}>
              <a href={`#${anchor}`}>{t(title)}</a>
            </li>
          ))}
        </ul>
      </nav>
      <PublishSection />
      <SettingsForm settings={settings}>
        {(draft) => (
          <>
            <SiteIdentitySection draft={draft} />
            <NavbarLinksSection draft={draft} />
            <LegalSection draft={draft} />
          </>
        )}
      </SettingsForm>
      <BackupSection />
      <TrashSection />
      <TranslationsSection />
      <CalendarsSection />
      <FailuresSection />
      {settings.status !== 'loading' && <DemoResetSection />}
    </section>
  );
}
