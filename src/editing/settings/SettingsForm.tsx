import { lazy, Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { changedFields } from '../../backend/history';
import { readSiteSettings } from '../../content/settings';
import type { ConflictText } from '../ConflictDialog';
import { openedValues } from '../saving';
import admin from '../admin.module.css';
import styles from './settings.module.css';
import type { SettingsConflict, SettingsDraft, SettingsState } from './useSettingsDraft';

const ConflictDialog = lazy(() => import('../ConflictDialog'));

/**
 * The settings document's form: its loading and error states, the sections the page puts in it, the
 * message and the one save button.
 */
export function SettingsForm({ settings, children }: { settings: SettingsState; children: (draft: SettingsDraft) => ReactNode }) {
  const { t } = useTranslation();
  const { status, draft, message, held, save, conflict, resolve } = settings;
  return (
    <>
      {status === 'loading' && <p aria-busy="true">{t('settings.loading')}</p>}
      {(status === 'loadError' || status === 'initError') && (
        <p role="alert" className="message message-error">
          {t(status === 'loadError' ? 'errors.settingsLoad' : 'errors.settingsInit')}
        </p>
      )}
      {draft && (status === 'loaded' || status === 'saving') && (
        <form
          onSubmit={(e) => {
            e.preventDefault();
            void save();
          }}
          noValidate
          className={styles.form}
        >
          {children(draft)}
          {message && (
            <p
              role={message.kind === 'error' ? 'alert' : 'status'}
              className={`message ${message.kind === 'ok' ? 'message-success' : 'message-error'}`}
            >
              {message.text}
            </p>
          )}
          <div className={admin.actions}>
            <button type="submit" className={admin.primaryBtn} disabled={status === 'saving' || held}>
              {status === 'saving' ? t('settings.saving') : t('settings.save')}
            </button>
          </div>
        </form>
      )}
      {conflict && (
        <Suspense fallback={null}>
          <ConflictDialog
            {...settingsConflict(conflict, t)}
            busy={status === 'saving'}
            onEdit={resolve.edit}
            onKeepMine={resolve.keepMine}
            onTakeTheirs={resolve.takeTheirs}
          />
        </Suspense>
      )}
    </>
  );
}

/**
 * What the conflict dialog shows of settings saved meanwhile: the name and the codes as saved and as
 * typed, each menu link's label per language, and the menu by name when links changed otherwise.
 */
function settingsConflict(
  { current, write, opened }: SettingsConflict,
  t: TFunction,
): { texts: ConflictText[]; others: string[] } {
  const [theirs, mine] = [readSiteSettings(current), readSiteSettings(write)];
  const texts: ConflictText[] = [
    { label: t('settings.siteName'), theirs: theirs.siteName, mine: mine.siteName },
    { label: t('settings.logoUrl'), theirs: theirs.siteLogoUrl, mine: mine.siteLogoUrl },
    { label: t('settings.cin'), theirs: theirs.cin ?? '', mine: mine.cin ?? '' },
    { label: t('settings.vat'), theirs: theirs.vatNumber ?? '', mine: mine.vatNumber ?? '' },
    ...mine.navbarLinks.flatMap((l, i) => {
      const other = theirs.navbarLinks.find((x) => x.id === l.id);
      return other ? [{ label: t('settings.linkLabel', { n: i + 1 }), theirs: other.label, mine: l.label }] : [];
    }),
  ];
  const strip = (links: typeof mine.navbarLinks) => JSON.stringify(links.map(({ label: _, order: __, ...rest }) => rest));
  const linksChanged =
    changedFields(openedValues(write, opened), current).includes('navbarLinks') &&
    strip(theirs.navbarLinks) !== strip(mine.navbarLinks);
  return { texts, others: linksChanged ? [t('settings.links')] : [] };
}
