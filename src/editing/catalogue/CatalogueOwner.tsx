import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { useLang, useTranslation } from '../../i18n/react';
import { useLocation } from 'react-router-dom';
import type { CatalogueKind } from '../../content/catalogue';
import { splitPath, type Doc } from '../../backend/port';
import { readEditAnchor } from '../../content/pages';
import { pickText } from '../../content/localized';
import { ActionContext, type CatalogueAction } from './CatalogueAdminSlot';
import styles from '../../ui/owner.module.css';

const CatalogueAdminTools = lazy(() => import('./CatalogueAdminTools'));

/** The owner's tools around a catalogue's list: the add and order buttons, and the form or confirmation once asked for. */
export default function CatalogueOwner({ kind, children }: { kind: CatalogueKind; children: ReactNode }) {
  const { t } = useTranslation();
  const [action, setAction] = useState<CatalogueAction | null>(null);
  const { pathname } = useLocation();
  // Arriving from the translations overview (`#edit=rooms/abc`): once, the address then forgets it.
  useEffect(() => {
    const target = readEditAnchor(window.location.hash);
    const listing = target && !target.field && splitPath(target.doc);
    if (!listing || listing.collection !== kind.collection) return;
    window.history.replaceState(window.history.state, '', pathname + window.location.search);
    setAction({ type: 'open', id: listing.id });
  }, [kind.collection, pathname]);
  return (
    <ActionContext.Provider value={setAction}>
      <div className={styles.toolbar}>
        <button
          type="button"
          className={styles.primaryBtn}
          onClick={() => setAction({ type: 'add' })}
          aria-expanded={action?.type === 'add'}
        >
          + {t(`${kind.i18n}.add`)}
        </button>
        <button type="button" className={styles.secondaryBtn} onClick={() => setAction({ type: 'order' })}>
          {t('order.button')}
        </button>
      </div>
      {children}
      {action && (
        <Suspense fallback={null}>
          <CatalogueAdminTools kind={kind} action={action} onClose={() => setAction(null)} />
        </Suspense>
      )}
    </ActionContext.Provider>
  );
}

/** A card's edit and delete buttons. */
export function ItemButtons({ kind, item, request }: { kind: CatalogueKind; item: Doc; request: (a: CatalogueAction) => void }) {
  const { t } = useTranslation();
  const lang = useLang();
  const name = pickText(item.data[kind.titleField], lang) ?? item.id;
  return (
    <div className={styles.itemTools}>
      <button
        type="button"
        className={styles.iconBtn}
        data-tip={t('editing.pencilTip')}
        onClick={() => request({ type: 'edit', item })}
        aria-label={t(`${kind.i18n}.edit`, { name })}
      >
        <span aria-hidden="true">✎</span>
      </button>
      <button
        type="button"
        className={`${styles.iconBtn} ${styles.iconDanger}`}
        onClick={() => request({ type: 'delete', item })}
        aria-label={t(`${kind.i18n}.delete`, { name })}
      >
        <span aria-hidden="true">🗑</span>
      </button>
    </div>
  );
}
