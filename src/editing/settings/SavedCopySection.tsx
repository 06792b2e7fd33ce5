import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SAVED_PAGES_STAMP } from '../../content/constants';
import { useLang } from '../../data/useLang';
import admin from '../admin.module.css';
import styles from './settings.module.css';

type Stamp = { status: 'loading' } | { status: 'none' } | { status: 'error' } | { status: 'ready'; savedAt: Date };

/** The build's stamp beside the saved pages; a site served without them answers with its shell (HTML) or 404. */
async function readStamp(): Promise<Stamp> {
  let response: Response;
  try {
    response = await fetch(SAVED_PAGES_STAMP, { cache: 'no-store' });
  } catch {
    return { status: 'error' };
  }
  if (!response.ok) return { status: response.status === 404 ? 'none' : 'error' };
  try {
    const data = (await response.json()) as { savedAt?: unknown };
    const savedAt = typeof data.savedAt === 'string' ? new Date(data.savedAt) : null;
    return savedAt && !Number.isNaN(savedAt.getTime()) ? { status: 'ready', savedAt } : { status: 'none' };
  } catch {
    return { status: 'none' };
  }
}

/**
 * When the copy of the pages that visitors and search engines get first was saved: the owner's edits
 * show at once once a page has loaded, and in that copy after the next refresh (docs/firebase.md).
 */
export function SavedCopySection() {
  const { t } = useTranslation();
  const lang = useLang();
  const id = useId();
  const [stamp, setStamp] = useState<Stamp>({ status: 'loading' });
  useEffect(() => {
    let active = true;
    void readStamp().then((s) => active && setStamp(s));
    return () => {
      active = false;
    };
  }, []);
  return (
    <section className={`${admin.fieldset} ${styles.trash}`} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.demoTitle}>
        {t('savedCopy.title')}
      </h2>
      {stamp.status === 'loading' && <p aria-busy="true">{t('savedCopy.loading')}</p>}
      {stamp.status === 'ready' && (
        <p>
          {t('savedCopy.date', {
            date: new Intl.DateTimeFormat(lang, { dateStyle: 'long', timeStyle: 'short' }).format(stamp.savedAt),
          })}
        </p>
      )}
      {stamp.status === 'none' && <p>{t('savedCopy.none')}</p>}
      {/* Not an alert: nothing the owner did failed, and the rest of the page is unaffected. */}
      {stamp.status === 'error' && <p className="message message-error">{t('savedCopy.error')}</p>}
    </section>
  );
}
