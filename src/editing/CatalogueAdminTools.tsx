import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { CatalogueKind } from '../content/catalogue';
import { orderChanges } from '../content/lists';
import { pickText } from '../content/localized';
import { useBackend } from '../data/context';
import { useLang } from '../data/useLang';
import { useDocument, useList } from '../data/useRead';
import ConfirmDialog from './ConfirmDialog';
import { CatalogueForm } from './CatalogueForm';
import OrderDialog from './OrderDialog';
import { removeAll } from './images';
import { orderWrite } from './writes';
import type { CatalogueAction } from './CatalogueAdminSlot';

/** The owner's add/edit form, the order of the list and the delete confirmation for one catalogue. */
export default function CatalogueAdminTools({
  kind,
  action,
  onClose,
}: {
  kind: CatalogueKind;
  action: CatalogueAction;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  const backend = useBackend();
  if (action.type === 'order') return <CatalogueOrder kind={kind} onClose={onClose} />;
  if (action.type === 'open') return <OpenListing kind={kind} id={action.id} onClose={onClose} />;
  if (action.type !== 'delete')
    return <CatalogueForm kind={kind} item={action.type === 'edit' ? action.item : null} onClose={onClose} />;
  const { item } = action;
  const name = pickText(item.data[kind.titleField], lang) ?? item.id;
  return (
    <ConfirmDialog
      title={t(`${kind.i18n}.delete`, { name })}
      text={t(`${kind.i18n}.confirmDelete`, { name })}
      confirmLabel={t('editing.delete')}
      errorText={t('errors.delete')}
      onClose={onClose}
      onConfirm={async () => {
        try {
          await backend.docs.remove(`${kind.collection}/${item.id}`);
        } catch {
          return false;
        }
        // The document is gone: its files follow.
        const blocks = Array.isArray(item.data.detailContent) ? (item.data.detailContent as Record<string, unknown>[]) : [];
        await removeAll(backend.files, [
          item.data.imageUrl,
          item.data.imageUrlSmall,
          ...blocks.flatMap((b) => (b?.type === 'image' ? [b.value, b.valueSmall] : [])),
        ]);
        return true;
      }}
    />
  );
}

/** The list as visitors see it (the page's own read), for the owner to put in order. */
function CatalogueOrder({ kind, onClose }: { kind: CatalogueKind; onClose: () => void }) {
  const { t } = useTranslation();
  const lang = useLang();
  const backend = useBackend();
  const items = useList(kind.collection, { orderBy: kind.order });
  if (items.status !== 'ready') return null;
  return (
    <OrderDialog
      title={t(`${kind.i18n}.orderTitle`)}
      note={kind.id === 'experiences' ? undefined : t('order.homeNote')}
      items={items.data.map((x) => ({
        id: x.id,
        label: pickText(x.data[kind.titleField], lang) ?? x.id,
        image: x.data.imageUrlSmall || x.data.imageUrl,
      }))}
      onClose={onClose}
      onSave={async (ids) => {
        const user = backend.auth.currentUser();
        if (!user) return false;
        try {
          await Promise.all(
            orderChanges(items.data, ids).map(({ id, order }) =>
              backend.docs.setFields(`${kind.collection}/${id}`, orderWrite(order, user.email)),
            ),
          );
          return true;
        } catch {
          return false;
        }
      }}
    />
  );
}

/** A listing's form opened by its id (from the translations overview), once the listing is read. */
function OpenListing({ kind, id, onClose }: { kind: CatalogueKind; id: string; onClose: () => void }) {
  const state = useDocument(`${kind.collection}/${id}`);
  useEffect(() => {
    // A listing deleted meanwhile: nothing to open.
    if (state.status === 'error' || (state.status === 'ready' && !state.data)) onClose();
  }, [state, onClose]);
  if (state.status !== 'ready' || !state.data) return null;
  return <CatalogueForm kind={kind} item={{ id, data: state.data }} onClose={onClose} />;
}
