import { useTranslation } from 'react-i18next';
import type { CatalogueKind } from '../content/catalogue';
import { pickText } from '../content/localized';
import { useBackend } from '../data/context';
import { useLang } from '../data/useLang';
import ConfirmDialog from './ConfirmDialog';
import { CatalogueForm } from './CatalogueForm';
import { removeAll } from './images';
import type { CatalogueAction } from './CatalogueAdminSlot';

/** The owner's add/edit form and delete confirmation for one catalogue. */
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
