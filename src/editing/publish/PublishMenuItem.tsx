import { Link } from '../../ui/routing';
import { useLang, useTranslation } from '../../i18n/react';
import { SETTINGS_PATH } from '../../content/paths';
import styles from './publish.module.css';
import { PUBLISH_SECTION_ID } from './PublishSection';
import { publishText, usePublishStatus } from './usePublishStatus';

/**
 * The owner's menu, discreetly: whether the last changes are online, leading to the settings' section;
 * "Riprova" beside it when they are not. Owner code, loaded after sign-in on a Firebase site (the demo has
 * nothing to publish); the menu's classes come from the Navbar.
 */
export default function PublishMenuItem({ itemClass, linkClass }: { itemClass: string; linkClass: string }) {
  const { t } = useTranslation();
  const lang = useLang();
  const { state, ask, asking } = usePublishStatus();
  if (state.kind !== 'status') return null;
  const { view } = state;
  return (
    <li className={`${itemClass} ${styles.menuItem}`}>
      <Link to={`${SETTINGS_PATH}#${PUBLISH_SECTION_ID}`} className={`${linkClass} ${styles.menuLink}`} data-state={view.state}>
        <span className={styles.dot} aria-hidden="true" />
        {view.state === 'failed' ? t('publish.failedShort') : publishText(view, t, lang)}
      </Link>
      {view.state === 'failed' && (
        <button type="button" className={`${linkClass} ${styles.retry}`} disabled={asking} onClick={() => void ask()}>
          {t('publish.retry')}
        </button>
      )}
    </li>
  );
}
