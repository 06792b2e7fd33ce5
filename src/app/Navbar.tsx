/** The site's menu bar: the brand, the phone menu's toggle, the owner's menu links, the language picker. */
import { lazy, Suspense, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { Link, usePagePath } from '../ui/routing';
import { useTranslation } from 'react-i18next';
import { NAVBAR_SCROLL_PX } from '../content/constants';
import { HOME_PATH } from '../content/paths';
import { submenuKind, visibleLinks } from '../content/siteSettings';
import { usableImageUrl } from '../content/urls';
import { useAuth } from '../data/context';
import { useSiteSettings } from '../data/useSiteSettings';
import { useLinkLabel } from '../data/useLinkLabel';
import { LanguagePicker } from './LanguagePicker';
import { MapLink, NavItem } from './NavLink';
import { NavSubmenu } from './NavSubmenu';
import styles from './Navbar.module.css';

// The signed-in owner's items: owner code, loaded after sign-in.
const OwnerMenuItems = lazy(() => import('./OwnerMenuItems'));

export function Navbar() {
  const { t } = useTranslation();
  const settings = useSiteSettings();
  const { user } = useAuth();
  const pathname = usePagePath();
  const [scrolled, setScrolled] = useState(false);
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const label = useLinkLabel();
  const toggle = useRef<HTMLButtonElement>(null);
  // A menu the visitor opened on the saved page, before the application started (src/app/start.js), stays open.
  useLayoutEffect(() => {
    if (toggle.current?.getAttribute('aria-expanded') === 'true') setOpen(true);
  }, []);

  useEffect(() => {
    const onScroll = () => setScrolled(window.scrollY > NAVBAR_SCROLL_PX);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);
  // A route change closes the phone menu (the first page's menu stays as the visitor left it).
  const shownPath = useRef(pathname);
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    setOpen(false);
  }, [pathname]);

  const logo = usableImageUrl(settings.siteLogoUrlSmall, '') || usableImageUrl(settings.siteLogoUrl, '');

  return (
    <header className={`${styles.bar} ${scrolled ? styles.scrolled : ''}`} data-scrolled={scrolled}>
      {/* Escape closes the open phone menu (an open submenu first, which takes that Escape), focus on its toggle. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions */}
      <nav
        className={styles.inner}
        aria-label={t('nav.main')}
        onKeyDown={(e) => {
          if (e.key !== 'Escape' || e.defaultPrevented || !open) return;
          setOpen(false);
          toggle.current?.focus();
        }}
      >
        <Link to={HOME_PATH} className={styles.brand}>
          {logo && <img src={logo} alt="" width={36} height={36} className={styles.logo} />}
          {/* The configured name, never the product's for a moment before it. */}
          <span>{settings.loaded ? settings.siteName : ''}</span>
        </Link>
        {/* The saved page's copy of this toggle works before the application (src/app/start.js): its state lives
            in aria-expanded and data-open, and both names are there, the one that applies shown by CSS. */}
        <button
          ref={toggle}
          type="button"
          className={styles.toggle}
          aria-expanded={open}
          aria-controls={menuId}
          data-menu-toggle=""
          onClick={() => setOpen((o) => !o)}
        >
          <span className={styles.burger} aria-hidden="true" />
          <span className={`visually-hidden ${styles.whenClosed}`}>{t('nav.openMenu')}</span>
          <span className={`visually-hidden ${styles.whenOpen}`}>{t('nav.closeMenu')}</span>
        </button>
        <div id={menuId} className={styles.menu} data-open={open}>
          <ul className={styles.links}>
            {visibleLinks(settings.navbarLinks).map((link) => {
              const kind = submenuKind(link.type);
              return (
                <li key={link.id} className={styles.item}>
                  {kind ? (
                    <NavSubmenu link={link} kind={kind} label={label(link)} />
                  ) : (
                    <NavItem link={link} label={label(link)} />
                  )}
                </li>
              );
            })}
            <li className={styles.item}>
              <MapLink />
            </li>
            {user && (
              <Suspense fallback={null}>
                <OwnerMenuItems />
              </Suspense>
            )}
          </ul>
          <LanguagePicker className={styles.lang} path={pathname} />
        </div>
      </nav>
    </header>
  );
}
