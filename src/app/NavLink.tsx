/** The menu's plain links: a page of the site or a link out, and the map link. */
import type { ReactNode } from 'react';
import { Link, usePagePath } from '../ui/routing';
import { useTranslation } from '../i18n/react';
import { MAP_DOC } from '../content/constants';
import { HOME_PATH, LOCATION_PATH } from '../content/paths';
import type { NavbarLink } from '../content/types';
import { isHttpUrl, safeHref } from '../content/urls';
import { useDocument } from '../data/useRead';
import styles from './Navbar.module.css';

export function NavItem({ link, label }: { link: NavbarLink; label: string }) {
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
export function NavLink({ to, className, children }: { to: string; className: string; children: ReactNode }) {
  const pathname = usePagePath();
  const here = pathname === to;
  const active = here || (to !== HOME_PATH && pathname.startsWith(`${to}/`));
  return (
    <Link to={to} className={`${className} ${active ? styles.active : ''}`} aria-current={here ? 'page' : undefined}>
      {children}
    </Link>
  );
}

/**
 * The external map link. Its target lives in location_page/map, published with every page (and read
 * with it for the owner); without one it leads to the location page, which has the same directions.
 */
export function MapLink() {
  const { t } = useTranslation();
  const map = useDocument(MAP_DOC);
  const target = map.status === 'ready' ? map.data?.mapLinkUrl : undefined;
  if (!isHttpUrl(target))
    return (
      <Link to={LOCATION_PATH} className={styles.link}>
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
