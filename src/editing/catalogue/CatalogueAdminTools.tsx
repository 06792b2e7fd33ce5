import { useEffect, useState } from 'react';
import { useLang, useTranslation } from '../../i18n/react';
import { inCatalogueOrder, type CatalogueKind } from '../../content/catalogue';
import { TRASH_DAYS } from '../../content/constants';
import { pickText } from '../../content/localized';
import { useBackend } from '../../data/context';
import ConfirmDialog from '../core/ConfirmDialog';
import { focusAfterRemoval } from '../core/focusAfterRemoval';
import { CatalogueForm } from './CatalogueForm';
import { saveOrder, trashDocument } from '../core/saving';
import OrderDialog from '../core/OrderDialog';
import { Dialog } from '../../ui/Dialog';
import { useLoad } from '../core/useLoad';
import { orderWrite } from '../core/writes';
import type { CatalogueAction } from './CatalogueAdminSlot';
import { Alert } from '../../ui/Alert';

type Props = { kind: CatalogueKind; onClose: () => void };

/** The owner's add/edit form, the order of the list and the delete confirmation for one catalogue. */
export default function CatalogueAdminTools({ kind, action, onClose }: Props & { action: CatalogueAction }) {
  const { t } = useTranslation();
  const lang = useLang();
  const backend = useBackend();
  // What opened this (a card's delete button): the focus goes on from there once the card has gone.
  const [opener] = useState(() => document.activeElement);
  if (action.type === 'order') return <CatalogueOrder kind={kind} onClose={onClose} />;
  if (action.type === 'open') return <OpenListing kind={kind} id={action.id} onClose={onClose} />;
  if (action.type !== 'delete')
    return <CatalogueForm kind={kind} item={action.type === 'edit' ? action.item : null} onClose={onClose} />;
  const { item } = action;
  const name = pickText(item.data[kind.titleField], lang) ?? item.id;
  return (
    <ConfirmDialog
      title={t(`${kind.i18n}.delete`, { name })}
      text={t(`${kind.i18n}.confirmDelete`, { name, days: TRASH_DAYS })}
      confirmLabel={t('editing.delete')}
      errorText={t('errors.delete')}
      onClose={onClose}
      // Into the trash, files and all: they go only if it leaves the trash for good.
      onConfirm={() => {
        focusAfterRemoval(opener);
        return trashDocument(backend, `${kind.collection}/${item.id}`);
      }}
    />
  );
}

/** The list in its current order (read once here), for the owner to put in order. */
function CatalogueOrder({ kind, onClose }: Props) {
  const { t } = useTranslation();
  const lang = useLang();
  const backend = useBackend();
  // Read here rather than through the page's read hooks, which would then leave the visitor's first load.
  const list = useLoad(kind.collection, async () => inCatalogueOrder(kind, await backend.docs.list(kind.collection, kind.query)));
  if (list.status === 'error')
    return (
      <Dialog title={t(`${kind.i18n}.orderTitle`)} onClose={onClose}>
        <Alert>{t(`${kind.i18n}.loadError`)}</Alert>
      </Dialog>
    );
  if (list.status !== 'ready') return null;
  return (
    <OrderDialog
      title={t(`${kind.i18n}.orderTitle`)}
      note={kind.id === 'experiences' ? undefined : t('order.homeNote')}
      items={list.data.map((x) => ({
        id: x.id,
        label: pickText(x.data[kind.titleField], lang) ?? x.id,
        image: x.data.imageUrlSmall || x.data.imageUrl,
      }))}
      onClose={onClose}
      onSave={(ids) => saveOrder(backend, kind.collection, list.data, ids, orderWrite)}
    />
  );
}

/** A listing's form opened by its id (from the translations overview), once the listing is read. */
function OpenListing({ kind, id, onClose }: Props & { id: string }) {
  const backend = useBackend();
  const read = useLoad(`${kind.collection}/${id}`, (p) => backend.docs.get(p));
  // A listing deleted meanwhile, or unreadable: nothing to open.
  const missing = read.status === 'error' || (read.status === 'ready' && !read.data);
  useEffect(() => {
    if (missing) onClose();
  }, [missing, onClose]);
  return read.status === 'ready' && read.data && <CatalogueForm kind={kind} item={{ id, data: read.data }} onClose={onClose} />;
}
