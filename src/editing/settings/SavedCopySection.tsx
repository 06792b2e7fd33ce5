import { useTranslation } from 'react-i18next';
import { SAVED_PAGES_STAMP } from '../../content/constants';
import { useLang } from '../../data/useLang';
import { useLoad } from '../useLoad';
import { SettingsSection } from './SettingsSection';

/**
 * When the build stamped the saved pages (null when it did not: a site served without them answers with
 * its shell, HTML, or 404); rejects when the stamp cannot be fetched.
 */
async function readStamp(): Promise<Date | null> {
  const response = await fetch(SAVED_PAGES_STAMP, { cache: 'no-store' });
  if (response.status === 404) return null;
  if (!response.ok) throw new Error(`${SAVED_PAGES_STAMP}: ${response.status}`);
  try {
    const data = (await response.json()) as { savedAt?: unknown };
    const savedAt = typeof data.savedAt === 'string' ? new Date(data.savedAt) : null;
    return savedAt && !Number.isNaN(savedAt.getTime()) ? savedAt : null;
  } catch {
    return null;
  }
}

/**
 * When the copy of the pages that visitors and search engines get first was saved: the owner's edits
 * show at once once a page has loaded, and in that copy after the next refresh (docs/firebase.md).
 */
export function SavedCopySection() {
  const { t } = useTranslation();
  const lang = useLang();
  const stamp = useLoad('stamp', readStamp);
  return (
    <SettingsSection title={t('savedCopy.title')}>
      {stamp.status === 'loading' && <p aria-busy="true">{t('savedCopy.loading')}</p>}
      {stamp.status === 'ready' && stamp.data && (
        <p>
          {t('savedCopy.date', {
            date: new Intl.DateTimeFormat(lang, { dateStyle: 'long', timeStyle: 'short' }).format(stamp.data),
          })}
        </p>
      )}
      {stamp.status === 'ready' && !stamp.data && <p>{t('savedCopy.none')}</p>}
      {/* Not an alert: nothing the owner did failed, and the rest of the page is unaffected. */}
      {stamp.status === 'error' && <p className="message message-error">{t('savedCopy.error')}</p>}
    </SettingsSection>
  );
}
