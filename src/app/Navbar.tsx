import { lazy, Suspense, useEffect, useId, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { Link, useLocation } from 'wouter';
import { useTranslation } from 'react-i18next';
import { MAP_DOC, NAVBAR_SCROLL_PX } from '../content/constants';
import { submenuKind, visibleLinks } from '../content/settings';
import { inCatalogueOrder, type CatalogueKind } from '../content/catalogue';
import type { NavbarLink } from '../content/types';
import { isHttpUrl, safeHref, usableImageUrl } from '../content/urls';
import { pickText } from '../content/localized';
import { useAuth, useBackend, useViewAsVisitor } from '../data/context';
import { useDocument, useList } from '../data/useRead';
import { useSiteSettings } from '../data/useSiteSettings';
import { useLang } from '../data/useLang';
import { useLinkLabel } from '../data/useLinkLabel';
import { LanguagePicker } from './LanguagePicker';
import { SETTINGS_PATH } from '../content/paths';
import styles from './Navbar.module.css';

// Whether the owner's changes are online (Firebase only; the demo's are at once): owner code, loaded after sign-in.
const PublishMenuItem = lazy(() => import('../editing/publish/PublishMenuItem'));

export function Navbar() {
  const { t } = useTranslation();
  const settings = useSiteSettings();
  const { user } = useAuth();
  const view = useViewAsVisitor();
  const backend = useBackend();
  const [pathname, navigate] = useLocation();
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
  const onLogout = async () => {
    await backend.auth.signOut();
    navigate('/');
  };

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
        <Link to="/" className={styles.brand}>
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
                  {kind ? <Submenu link={link} kind={kind} label={label(link)} /> : <NavItem link={link} label={label(link)} />}
                </li>
              );
            })}
            <li className={styles.item}>
              <MapLink />
            </li>
            {user && (
              <>
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
              </>
            )}
          </ul>
          <LanguagePicker className={styles.lang} />
        </div>
      </nav>
    </header>
  );
}

function NavItem({ link, label }: { link: NavbarLink; label: string }) {
  const href = safeHref(link.path);
  if (!href) return null;
  // safeHref gives an internal path (with its leading '/') or an external http(s), mailto: or tel: link.
  if (!href.startsWith('/'))
    return (
      <a href={href} className={styles.link} rel="noopener noreferrer" target="_blank">
        <span className={styles.label}>{label}</span>
      </a>
    );
  return (
    <NavLink to={href} className={styles.link}>
      <span className={styles.label}>{label}</span>
    </NavLink>
  );
}

/** A menu link that says when its page (or one below it, for a list) is the one shown. */
function NavLink({ to, className, children }: { to: string; className: string; children: ReactNode }) {
  const [pathname] = useLocation();
  const here = pathname === to;
  const active = here || (to !== '/' && pathname.startsWith(`${to}/`));
  return (
    <Link to={to} className={`${className} ${active ? styles.active : ''}`} aria-current={here ? 'page' : undefined}>
      {children}
    </Link>
  );
}

/** A list link with a submenu of the catalogue's items, read when first opened or hovered. */
function Submenu({ link, kind, label }: { link: NavbarLink; kind: CatalogueKind; label: string }) {
  const { t } = useTranslation();
  const lang = useLang();
  const [wanted, setWanted] = useState(false);
  const [open, setOpen] = useState(false);
  const listId = useId();
  const ref = useRef<HTMLDivElement>(null);
  // A visitor's list comes with the list page's published data (fetched here, ready for that page too).
  const items = useList(wanted ? kind.collection : null, kind.query, kind.path);
  const [pathname] = useLocation();
  useEffect(() => setOpen(false), [pathname]);
  useEffect(() => {
    if (!open) return;
    const onDoc = (e: MouseEvent | FocusEvent) => {
      if (ref.current && !ref.current.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('click', onDoc);
    document.addEventListener('focusin', onDoc);
    return () => {
      document.removeEventListener('click', onDoc);
      document.removeEventListener('focusin', onDoc);
    };
  }, [open]);
  const path = safeHref(link.path) ?? kind.path;
  return (
    // Escape from anywhere inside the open submenu closes it; the div only delegates keys.
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions
    <div
      ref={ref}
      className={styles.submenu}
      onPointerEnter={() => setWanted(true)}
      onKeyDown={(e) => {
        if (e.key === 'Escape' && open) {
          e.preventDefault();
          setOpen(false);
          ref.current?.querySelector('button')?.focus();
        }
      }}
    >
      <NavLink to={path} className={styles.link}>
        <span className={styles.label}>{label}</span>
      </NavLink>
      <button
        type="button"
        className={styles.caret}
        aria-expanded={open}
        aria-controls={listId}
        onFocus={() => setWanted(true)}
        onClick={() => {
          setWanted(true);
          setOpen((o) => !o);
        }}
      >
        <span aria-hidden="true">▾</span>
        <span className="visually-hidden">{t('nav.submenu', { section: label })}</span>
      </button>
      <ul id={listId} className={`${styles.dropdown} ${open ? styles.dropdownOpen : ''}`} hidden={!open}>
        {items.status === 'ready' &&
          inCatalogueOrder(kind, items.data).map((d) => (
            <li key={d.id}>
              <Link to={`${kind.path}/${encodeURIComponent(d.id)}`} className={styles.dropLink}>
                {pickText(d.data[kind.titleField], lang) ?? d.id}
              </Link>
            </li>
          ))}
        {items.status === 'ready' && items.data.length === 0 && <li className={styles.dropEmpty}>{t(`${kind.i18n}.empty`)}</li>}
        {items.status === 'loading' && <li className={styles.dropEmpty}>…</li>}
        {items.status === 'error' && <li className={styles.dropEmpty}>{t(`${kind.i18n}.loadError`)}</li>}
      </ul>
    </div>
  );
}

/**
 * The external map link. Its target lives in location_page/map, published with every page (and read
 * with it for the owner); without one it leads to the location page, which has the same directions.
 */
function MapLink() {
  const { t } = useTranslation();
  const map = useDocument(MAP_DOC);
  const target = map.status === 'ready' ? map.data?.mapLinkUrl : undefined;
  if (!isHttpUrl(target))
    return (
      <Link to="/posizione" className={styles.link}>
        {t('nav.map')}
      </Link>
    );
  return (
    <a href={target} className={styles.link} target="_blank" rel="noopener noreferrer">
      {t('nav.map')}
      <span className="visually-hidden"> {t('nav.opensNewWindow')}</span>
    </a>
  );
}
