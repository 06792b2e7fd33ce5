import { lazy, Suspense, useState } from 'react';
import { useTranslation } from '../../i18n/react';
import type { Doc } from '../../backend/port';
import type { CatalogueKind } from '../../content/catalogue';
import { Dialog } from '../../ui/Dialog';
import { ListingFields } from './ListingFields';
import { BlockList } from './BlockEditor';
import { HistoryPanel, HistoryToggle } from '../history/HistoryPanel';
import { useListingDraft } from './useListingDraft';
import { ShownLangProvider } from '../core/LangSwitch';
import styles from '../../ui/owner.module.css';
import { Alert } from '../../ui/Alert';

const ConflictDialog = lazy(() => import('../core/ConflictDialog'));

/**
 * One form for rooms, services and experiences, to add a new item or edit one. Closing it with changes
 * (Escape, the close button, a click outside, Cancel) asks first; its uploads stay until the owner has
 * answered. Save and Cancel stay in view at the foot of the dialog; Save says on press what is missing.
 */
export function CatalogueForm({ kind, item, onClose }: { kind: CatalogueKind; item: Doc | null; onClose: () => void }) {
  const { t } = useTranslation();
  const listing = useListingDraft(kind, item, onClose);
  const { saving, conflict } = listing;
  const [history, setHistory] = useState(false);
  const busy = saving.busy || listing.uploading;
  const title = t(item ? `${kind.i18n}.formEdit` : `${kind.i18n}.formAdd`);
  return (
    <Dialog title={title} onClose={() => !busy && onClose()} unsaved={listing.changed} wide>
      {(cancel) => (
        <form
          onSubmit={(e) => {
            e.preventDefault();
            void listing.save();
          }}
          noValidate
        >
          <ShownLangProvider>
            <ListingFields kind={kind} listing={listing} />
            <BlockList listing={listing} folder={item ? kind.detailsFolder : kind.detailsTempFolder} />
          </ShownLangProvider>
          {/* A restored version is saved at once, as a new edit, and the form closes as after Save. */}
          {item && history && (
            <HistoryPanel
              path={`${kind.collection}/${item.id}`}
              texts={[kind.titleField, kind.textField].map((field) => ({ field, label: t(`form.${field}`) }))}
              image="imageUrl"
              onRestored={onClose}
            />
          )}
          <div className={`${styles.actions} dialog-actions`}>
            <Alert className={styles.barAlert}>{saving.error}</Alert>
            <button type="submit" className={styles.primaryBtn} disabled={busy}>
              {saving.busy ? t('editing.saving') : t('editing.save')}
            </button>
            <button type="button" className={styles.secondaryBtn} onClick={cancel} disabled={busy}>
              {t('editing.cancel')}
            </button>
            {item && <HistoryToggle open={history} onToggle={() => setHistory((h) => !h)} disabled={busy} />}
          </div>
          {conflict && (
            <Suspense fallback={null}>
              <ConflictDialog {...conflict} />
            </Suspense>
          )}
        </form>
      )}
    </Dialog>
  );
}
