/** A catalogue's menu link with a submenu of its items, read when first opened or hovered. */
import { useEffect, useId, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { Link, usePagePath } from '../ui/routing';
import { useLang, useTranslation } from '../i18n/react';
import { inCatalogueOrder, type CatalogueKind } from '../content/catalogue';
import { pickText } from '../content/localized';
import type { NavbarLink } from '../content/types';
import { safeHref } from '../content/urls';
import { useHydrated } from '../data/useHydrated';
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
  // The saved page's caret is a <details>, which opens its list (CSS) without the script, the list in the page; once
  // hydrated, the application's button takes its place, the list as open as the visitor left it and the
  // focus where it was.
  const hydrated = useHydrated();
  const saved = useRef<HTMLDetailsElement>(null);
  const caret = useRef<HTMLButtonElement>(null);
  const focusCaret = useRef(false);
  useLayoutEffect(() => {
    const details = saved.current;
    if (!details?.open) return;
    setWanted(true);
    setOpen(true);
    focusCaret.current = details.contains(document.activeElement);
  }, []);
  useLayoutEffect(() => {
    if (!hydrated || !focusCaret.current) return;
    focusCaret.current = false;
    caret.current?.focus();
  }, [hydrated]);
  // A visitor's list comes with the list page's published data, fetched when the submenu is first wanted.
  // Until then (and in the saved page, before and without the script) the submenu offers the list page
  // itself: a page that listed every item's title would change, and be published again, with each title.
  const items = useList(wanted ? kind.collection : null, kind.query, kind.path);
  const pathname = usePagePath();
  // A route change closes the submenu (the first page's stays as the visitor left it).
  const shownPath = useRef(pathname);
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    setOpen(false);
  }, [pathname]);
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
  const name = t('nav.submenu', { section: label });
  const list: ReactNode = (
    <>
      {items.status === 'ready' &&
        inCatalogueOrder(kind, items.data).map((d) => (
          <li key={d.id}>
            <Link to={`${kind.path}/${encodeURIComponent(d.id)}`} className={styles.dropLink}>
              {pickText(d.data[kind.titleField], lang) ?? d.id}
            </Link>
          </li>
        ))}
      {items.status === 'ready' && items.data.length === 0 && <li className={styles.dropEmpty}>{t(`${kind.i18n}.empty`)}</li>}
      {items.status === 'loading' &&
        (wanted ? (
          <li className={styles.dropEmpty}>…</li>
        ) : (
          <li>
            <Link to={path} className={styles.dropLink}>
              {label}
            </Link>
          </li>
        ))}
      {items.status === 'error' && <li className={styles.dropEmpty}>{t(`${kind.i18n}.loadError`)}</li>}
    </>
  );
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
          caret.current?.focus();
        }
      }}
    >
      <NavLink to={path} className={styles.link}>
        <span className={styles.label}>{label}</span>
      </NavLink>
      {hydrated ? (
        <button
          ref={caret}
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
          <CaretFace name={name} />
        </button>
      ) : (
        <details ref={saved} className={styles.savedSubmenu}>
          <summary className={styles.caret}>
            <CaretFace name={name} />
          </summary>
        </details>
      )}
      {/* The same list (the same nodes) before and after the application takes over. */}
      <ul id={listId} className={`${styles.dropdown} ${open ? styles.dropdownOpen : ''}`} hidden={!open}>
        {list}
      </ul>
    </div>
  );
}

function CaretFace({ name }: { name: string }) {
  return (
    <>
      <span aria-hidden="true">▾</span>
      <span className="visually-hidden">{name}</span>
    </>
  );
}
