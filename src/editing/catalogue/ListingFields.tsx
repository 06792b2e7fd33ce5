import { useTranslation } from '../../i18n/react';
import { MAX_SHORT_TEXT_CHARS, MAX_TEXT_CHARS } from '../../content/constants';
import type { CatalogueKind } from '../../content/catalogue';
import { draftTexts } from '../../content/catalogueForm';
import { isValidImageUrl } from '../../content/urls';
import { UploadField } from '../uploads/UploadField';
import { LangFields } from '../core/LangFields';
import { SimpleField } from '../core/SimpleField';
import { TranslateBar } from '../translate/TranslateBar';
import { useFormUpload, type useListingDraft } from './useListingDraft';
import styles from '../../ui/owner.module.css';

type Listing = ReturnType<typeof useListingDraft>;

/**
 * A listing's own fields in the catalogue form: its name and text in five languages (with the translation
 * drafts), its price where it has one, and its main image with the image's description. Its place in the
 * list is set in the order dialog, not here.
 */
export function ListingFields({ kind, listing }: { kind: CatalogueKind; listing: Listing }) {
  const { t } = useTranslation();
  const upload = useFormUpload(listing, 'main');
  const { draft, patch, track } = listing;
  return (
    <>
      <TranslateBar drafts={listing.drafts} texts={draftTexts(draft)} apply={listing.applyText} />
      {(['title', 'text'] as const).map((f) => (
        <LangFields
          key={f}
          legend={t(`form.${f === 'title' ? kind.titleField : kind.textField}`)}
          value={draft[f]}
          onChange={(v) => patch({ [f]: v })}
          max={f === 'title' ? MAX_SHORT_TEXT_CHARS : MAX_TEXT_CHARS}
          multiline={f === 'text'}
          required
          tracking={track(f)}
        />
      ))}
      {kind.hasPrice && (
        <SimpleField
          label={t('form.price')}
          hint={t('form.priceHint')}
          value={draft.price}
          onChange={(price) => patch({ price })}
        />
      )}
      {/* The listing's main image (required): its preview, its upload and its description in five languages. */}
      <fieldset className={styles.fieldset}>
        <legend>{t('form.mainImage')} *</legend>
        <UploadField
          upload={upload}
          folder={kind.mainFolder}
          preview={draft.imageUrl}
          onImage={(img) => {
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
    </>
  );
}
