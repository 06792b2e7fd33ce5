/** A catalogue's menu link with a submenu of its items, read when first opened or hovered. */
import { useEffect, useId, useRef, useState } from 'react';
import { Link, usePagePath } from '../ui/routing';
import { useTranslation } from 'react-i18next';
import { inCatalogueOrder, type CatalogueKind } from '../content/catalogue';
import { pickText } from '../content/localized';
import type { NavbarLink } from '../content/types';
import { safeHref } from '../content/urls';
import { useLang } from '../data/useLang';
import { useList } from '../data/useRead';
import { NavLink } from './NavLink';
import styles from './Navbar.module.css';

export function NavSubmenu({ link, kind, label }: { link: NavbarLink; kind: CatalogueKind; label: string }) {
  const { t } = useTranslation();
  const lang = useLang();
  const [wanted, setWanted] = useState(false);
  const [open, setOpen] = useState(false);
  const listId = useId();
  const ref = useRef<HTMLDivElement>(null);
  // A visitor's list comes with the list page's published data (fetched here, ready for that page too).
  const items = useList(wanted ? kind.collection : null, kind.query, kind.path);
  const pathname = usePagePath();
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
