import { lazy, Suspense, useState } from 'react';
import { useLang, useTranslation } from '../../i18n/react';
import type { Doc } from '../../backend/port';
import type { CatalogueKind } from '../../content/catalogue';
import { COLLECTIONS } from '../../content/constants';
import { pickText } from '../../content/localized';
import { CatalogueForm } from './CatalogueForm';
import styles from '../../ui/owner.module.css';

const CalendarTool = lazy(() => import('../availability/CalendarTool'));

/**
 * On a room's, service's or experience's own page: the same form as on its list, to edit its texts and
 * blocks there; on a room's, its calendars too.
 */
export default function ItemEditTool({ kind, item }: { kind: CatalogueKind; item: Doc }) {
  const { t } = useTranslation();
  const lang = useLang();
  const [open, setOpen] = useState(false);
  return (
    <>
      <div className={styles.toolbar}>
        <button type="button" className={styles.primaryBtn} onClick={() => setOpen(true)} aria-expanded={open}>
          <span aria-hidden="true">✎ </span>
          {t(`${kind.i18n}.editHere`)}
        </button>
        {open && <CatalogueForm kind={kind} item={item} onClose={() => setOpen(false)} />}
      </div>
      {kind.collection === COLLECTIONS.rooms && (
        <Suspense fallback={null}>
          <CalendarTool roomId={item.id} roomName={pickText(item.data[kind.titleField], lang) ?? ''} />
        </Suspense>
      )}
    </>
  );
}
