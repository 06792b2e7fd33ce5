import { useEffect } from 'react';
import { useLang, useTranslation } from '../../i18n/react';
import admin from '../../ui/owner.module.css';
import { SettingsSection } from '../settings/SettingsSection';
import styles from './publish.module.css';
import { publishText, unpublishedText, usePublishStatus } from './usePublishStatus';

/** The anchor the owner's menu links to. */
export const PUBLISH_SECTION_ID = 'pubblicazione';

/**
 * Settings: whether the last changes are online (docs/publishing.md), and "Pubblica ora". On the demo
 * backend there is nothing to publish, and the section says so.
 */
export function PublishSection() {
  const { t } = useTranslation();
  const lang = useLang();
  const { state, skipped, ask, asking, askFailed } = usePublishStatus();
  const view = state.kind === 'status' ? state.view : null;
  // Reached from the owner's menu.
  useEffect(() => {
    if (window.location.hash === `#${PUBLISH_SECTION_ID}`) document.getElementById(PUBLISH_SECTION_ID)?.scrollIntoView();
  }, []);
  return (
    <SettingsSection title={t('publish.title')} anchor={PUBLISH_SECTION_ID}>
      {state.kind === 'demo' ? (
        <p>{t('publish.demo')}</p>
      ) : (
        <>
          <p>{t('publish.intro')}</p>
          <div className={styles.status}>
            <p className={styles.line} role="status" data-state={view?.state ?? state.kind}>
              <span className={styles.dot} aria-hidden="true" />
              <span>
                {view ? publishText(view, t, lang) : state.kind === 'loading' ? t('publish.loading') : t('publish.unreadable')}
              </span>
            </p>
            {view && (
              <button
                type="button"
                className={view.state === 'failed' ? admin.primaryBtn : admin.secondaryBtn}
                disabled={asking || view.state === 'publishing' || view.state === 'soon'}
                onClick={() => void ask()}
              >
                {view.state === 'failed' ? t('publish.retry') : t('publish.now')}
              </button>
            )}
          </div>
          {skipped.length > 0 && (
            <ul className={styles.skipped}>
              {skipped.map((page) => (
                <li key={page.path} className="message message-error">
                  {unpublishedText(page, t)}
                </li>
              ))}
            </ul>
          )}
          {askFailed && (
            <p role="alert" className="message message-error">
              {t('publish.askError')}
            </p>
          )}
        </>
      )}
    </SettingsSection>
  );
}
