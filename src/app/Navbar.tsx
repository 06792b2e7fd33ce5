/** The site's menu bar: the brand, the phone menu's toggle, the owner's menu links, the language picker. */
import { lazy, Suspense, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { Link, usePagePath } from '../ui/routing';
import { useTranslation } from '../i18n/react';
import { NAVBAR_SCROLL_PX } from '../content/constants';
import { HOME_PATH } from '../content/paths';
import { submenuKind, visibleLinks } from '../content/siteSettings';
import { usableImageUrl } from '../content/urls';
import { useAuth } from '../data/context';
import { useHydrated } from '../data/useHydrated';
import { useSiteSettings } from '../data/useSiteSettings';
import { useLinkLabel } from '../data/useLinkLabel';
import { LanguagePicker } from './LanguagePicker';
import { MapLink, NavItem } from './NavLink';
import { NavSubmenu } from './NavSubmenu';
import styles from './Navbar.module.css';

// The signed-in owner's items: owner code, loaded after sign-in.
const OwnerMenuItems = lazy(() => import('./OwnerMenuItems'));

/** The address the browser is at (ahead of the page shown while a move is under way); none on a server. */
const browserPath = () => (typeof window === 'undefined' ? null : window.location.pathname);

export function Navbar() {
  const { t } = useTranslation();
  const settings = useSiteSettings();
  const { user } = useAuth();
  const pathname = usePagePath();
  const [scrolled, setScrolled] = useState(false);
  // The phone menu is open on the address it was opened at: moving to another page closes it, with no
  // effect after the move that could close it again once the visitor has opened it there. The browser's
  // address, not the page shown: while the next page's code is on its way the old page stays on screen, and
  // a menu opened then stays open when the new page appears.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn !== null && openOn === browserPath();
  const setOpen = (value: boolean) => setOpenOn(value ? browserPath() : null);
  const menuId = useId();
  const label = useLinkLabel();
  const toggle = useRef<HTMLButtonElement>(null);
  // The saved page's toggle is a checkbox and its label, which open the menu by CSS alone, before and without
  // the script; once hydrated, the application's button takes its place, the menu as the visitor left it and
  // the focus where it was.
  const hydrated = useHydrated();
  const savedToggle = useRef<HTMLInputElement>(null);
  const focusToggle = useRef(false);
  useLayoutEffect(() => {
    const box = savedToggle.current;
    if (!box) return;
    if (box.checked) setOpenOn(browserPath());
    focusToggle.current = document.activeElement === box;
    // Once, when the saved page becomes the application's.
  }, []);
  useLayoutEffect(() => {
    if (!hydrated || !focusToggle.current) return;
    focusToggle.current = false;
    toggle.current?.focus();
  }, [hydrated]);

  useEffect(() => {
    const onScroll = () => setScrolled(window.scrollY > NAVBAR_SCROLL_PX);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);
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
        {hydrated ? (
          <button
            ref={toggle}
            type="button"
            className={styles.toggle}
            aria-expanded={open}
            aria-controls={menuId}
            data-menu-toggle=""
            onClick={() => setOpen(!open)}
          >
            <ToggleFace />
          </button>
        ) : (
          <>
            <input ref={savedToggle} id={`${menuId}-toggle`} type="checkbox" autoComplete="off" className={styles.toggleBox} />
            <label htmlFor={`${menuId}-toggle`} className={styles.toggle} data-menu-toggle="">
              <ToggleFace />
            </label>
          </>
        )}
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

/** The phone menu toggle's face: the burger and both names, the one that applies shown by CSS. */
function ToggleFace() {
  const { t } = useTranslation();
  return (
    <>
      <span className={styles.burger} aria-hidden="true" />
      <span className={`visually-hidden ${styles.whenClosed}`}>{t('nav.openMenu')}</span>
      <span className={`visually-hidden ${styles.whenOpen}`}>{t('nav.closeMenu')}</span>
    </>
  );
}
