import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Doc } from '../backend/port';
import { MAX_SHORT_TEXT_CHARS, MAX_TEXT_CHARS } from '../content/constants';
import type { CatalogueKind } from '../content/catalogue';
import { draftTexts } from '../content/catalogueForm';
import { isValidImageUrl } from '../content/urls';
import { Dialog } from '../ui/Dialog';
import { useUpload } from './useUpload';
import { UploadField } from './UploadField';
import { LangFields } from './LangFields';
import { SimpleField } from './SimpleField';
import { BlockList } from './BlockEditor';
import { HistoryPanel } from './HistoryPanel';
import { TranslateBar } from './translate/TranslateBar';
import { useListingDraft } from './useListingDraft';
import styles from './admin.module.css';
import { Alert } from '../ui/Alert';

const ConflictDialog = lazy(() => import('./ConflictDialog'));

/** One form for rooms, services and experiences, to add a new item or edit one. */
export function CatalogueForm({ kind, item, onClose }: { kind: CatalogueKind; item: Doc | null; onClose: () => void }) {
  const { t } = useTranslation();
  const listing = useListingDraft(kind, item, onClose);
  const { draft, patch, track, saving, conflict } = listing;
  const [history, setHistory] = useState(false);
  const mainUpload = useUpload();
  const busy = saving.busy || mainUpload.busy;
  return (
    <Dialog title={t(item ? `${kind.i18n}.formEdit` : `${kind.i18n}.formAdd`)} onClose={() => !busy && onClose()} wide>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          void listing.save();
        }}
        noValidate
      >
        <TranslateBar drafts={listing.drafts} texts={draftTexts(draft)} apply={listing.applyText} />
        <LangFields
          legend={t(`form.${kind.titleField}`)}
          value={draft.title}
          onChange={(title) => patch({ title })}
          max={MAX_SHORT_TEXT_CHARS}
          required
          tracking={track('title')}
        />
        <LangFields
          legend={t(`form.${kind.textField}`)}
          value={draft.text}
          onChange={(text) => patch({ text })}
          max={MAX_TEXT_CHARS}
          multiline
          required
          tracking={track('text')}
        />
        {kind.hasPrice && (
          <SimpleField
            label={t('form.price')}
            hint={t('form.priceHint')}
            value={draft.price}
            onChange={(price) => patch({ price })}
          />
        )}
        {kind.hasOrder && (
          <SimpleField
            label={t('form.order')}
            hint={t('form.orderHint')}
            value={draft.order}
            onChange={(order) => patch({ order })}
            type="number"
          />
        )}
        <fieldset className={styles.fieldset}>
          <legend>{t('form.mainImage')} *</legend>
          {isValidImageUrl(draft.imageUrl) && (
            <img src={draft.imageUrl} alt="" className={styles.preview} width={300} height={200} />
          )}
          <UploadField
            upload={mainUpload}
            label={t('editing.chooseImage')}
            onFile={async ([file]) => {
              const img = await mainUpload.start(file, kind.mainFolder);
              if (!img) return;
              listing.uploaded(img);
              patch({ imageUrl: img.url, imageUrlSmall: img.urlSmall });
            }}
          />
          {!isValidImageUrl(draft.imageUrl) && <p className={styles.hint}>{t('form.imageRequired')}</p>}
          <LangFields
            legend={t('form.alt')}
            hint={t('form.altHint')}
            value={draft.imageAlt ?? {}}
            onChange={(imageAlt) => patch({ imageAlt })}
            tracking={track('imageAlt')}
          />
        </fieldset>
        <BlockList listing={listing} folder={item ? kind.detailsFolder : kind.detailsTempFolder} />
        <Alert>{saving.error}</Alert>
        <div className={styles.actions}>
          <button type="submit" className={styles.primaryBtn} disabled={busy || !isValidImageUrl(draft.imageUrl)}>
            {saving.busy ? t('editing.saving') : t('editing.save')}
          </button>
          <button type="button" className={styles.secondaryBtn} onClick={onClose} disabled={busy}>
            {t('editing.cancel')}
          </button>
          {item && (
            <button
              type="button"
              className={styles.secondaryBtn}
              onClick={() => setHistory((h) => !h)}
              aria-expanded={history}
              disabled={busy}
            >
              {t('history.open')}
            </button>
          )}
        </div>
        {conflict && (
          <Suspense fallback={null}>
            <ConflictDialog
              {...conflict}
              busy={saving.busy}
              onEdit={listing.overrule}
              onTakeTheirs={onClose}
              onKeepMine={() => {
                listing.overrule();
                void listing.save();
              }}
            />
          </Suspense>
        )}
        {/* A restored version is saved at once, as a new edit, and the form closes as after Save. */}
        {item && history && (
          <HistoryPanel
            path={`${kind.collection}/${item.id}`}
            texts={[
              { field: kind.titleField, label: t(`form.${kind.titleField}`) },
              { field: kind.textField, label: t(`form.${kind.textField}`) },
            ]}
            image="imageUrl"
            onRestored={onClose}
          />
        )}
      </form>
    </Dialog>
  );
}
