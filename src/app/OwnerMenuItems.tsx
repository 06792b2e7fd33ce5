/** The signed-in owner's items of the menu: view as a visitor, the settings, publishing, sign out. */
import { lazy, Suspense } from 'react';
import { useGoTo } from '../ui/routing';
import { useTranslation } from '../i18n/react';
import { HOME_PATH, SETTINGS_PATH } from '../content/paths';
import { useBackend, useViewAsVisitor } from '../data/context';
import { NavLink } from './NavLink';
import styles from './Navbar.module.css';

// Whether the owner's changes are online (Firebase only; the demo's are at once): owner code, loaded after sign-in.
const PublishMenuItem = lazy(() => import('../editing/publish/PublishMenuItem'));

export default function OwnerMenuItems() {
  const { t } = useTranslation();
  const view = useViewAsVisitor();
  const backend = useBackend();
  const goTo = useGoTo();
  const onLogout = async () => {
    await backend.auth.signOut();
    goTo(HOME_PATH);
  };
  // One item of the menu holding the owner's own list: at desktop width it moves to a line of its own as a
  // whole when the bar is too narrow for it, never one item of it alone.
  return (
    <li className={styles.ownerGroup}>
      <ul className={styles.ownerLinks}>
        <li className={styles.item}>
          <button
            type="button"
            className={`${styles.link} ${styles.owner} ${styles.viewSwitch}`}
            aria-pressed={view.asVisitor}
            onClick={() => view.setAsVisitor(!view.asVisitor)}
          >
            <span className={styles.switchMark} aria-hidden="true" />
            {t('nav.viewAsVisitor')}
          </button>
        </li>
        <li className={styles.item}>
          <NavLink to={SETTINGS_PATH} className={styles.link}>
            {t('nav.settings')}
          </NavLink>
        </li>
        {backend.kind === 'firebase' && (
          <Suspense fallback={null}>
            <PublishMenuItem itemClass={styles.item} linkClass={`${styles.link} ${styles.owner}`} />
          </Suspense>
        )}
        <li className={styles.item}>
          <button type="button" className={`${styles.link} ${styles.owner}`} onClick={onLogout}>
            {t('nav.logout')}
          </button>
        </li>
      </ul>
    </li>
  );
}
