import { useTranslation } from 'react-i18next';
import type { CatalogueKind } from '../content/catalogue';
import { TRASH_DAYS } from '../content/constants';
import { pickText } from '../content/localized';
import { useBackend } from '../data/context';
import { useLang } from '../data/useLang';
import ConfirmDialog from './ConfirmDialog';
import { CatalogueForm } from './CatalogueForm';
import { trashDocument } from './saving';
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
      text={t(`${kind.i18n}.confirmDelete`, { name, days: TRASH_DAYS })}
      confirmLabel={t('editing.delete')}
      errorText={t('errors.delete')}
      onClose={onClose}
      onConfirm={async () => {
        // Into the trash, files and all: they go only if it leaves the trash for good.
        try {
          await trashDocument(backend, `${kind.collection}/${item.id}`);
          return true;
        } catch {
          return false;
        }
      }}
    />
  );
}
