import { useId, useState } from 'react';
import { useTranslation } from '../../i18n/react';
import type { StorageFolder } from '../../content/constants';
import { IMAGE_SIZES, TEXT_SIZES } from '../../content/catalogue';
import { blockKey, newBlockId, type FormBlock } from '../../content/catalogueForm';
import { UploadField } from '../uploads/UploadField';
import { LangFields } from '../core/LangFields';
import { useFormUpload, type useListingDraft } from './useListingDraft';
import { useSortable } from '../core/useSortable';
import styles from '../../ui/owner.module.css';
import blockStyles from './BlockEditor.module.css';

/** The catalogue form's draft, and the folder its blocks' images are uploaded into. */
type Props = { listing: ReturnType<typeof useListingDraft>; folder: StorageFolder };

/** The detail blocks of the catalogue form, in order, and the buttons that add one; a section that opens. */
export function BlockList({ listing, folder }: Props) {
  const { t } = useTranslation();
  const { blocks } = listing.draft;
  // Blocks are dragged into place by their grip, or carried with the keyboard on it, besides the step buttons.
  const sortable = useSortable({ ids: blocks.map((b) => b.blockId), onMove: listing.moveBlockTo });
  // A listing's page content is long: closed at first when there is some, so the form stays short.
  const [open] = useState(blocks.length === 0);
  const add = (type: FormBlock['type']) =>
    listing.patch({
      blocks: [...blocks, { blockId: newBlockId(), type, text: {}, url: '', size: type === 'text' ? 'normal' : 'full' }],
    });
  return (
    <details ref={sortable.listRef} className={styles.fieldset} open={open}>
      <summary className={blockStyles.summary}>
        {t('form.details')}
        {blocks.length > 0 && ` · ${t('form.blocks', { count: blocks.length })}`}
      </summary>
      {blocks.map((b, i) => (
        <BlockEditor key={b.blockId} listing={listing} i={i} sortable={sortable} folder={folder} />
      ))}
      {sortable.announcer}
      <div className={styles.actions}>
        <button type="button" className={styles.secondaryBtn} onClick={() => add('text')}>
          + {t('form.addText')}
        </button>
        <button type="button" className={styles.secondaryBtn} onClick={() => add('image')}>
          + {t('form.addImage')}
        </button>
      </div>
    </details>
  );
}

/** One detail block in the catalogue form: a text in five languages or an image, with its size and place. */
function BlockEditor({ listing, folder, i, sortable }: Props & { i: number; sortable: ReturnType<typeof useSortable> }) {
  const { t } = useTranslation();
  const id = useId();
  const block = listing.draft.blocks[i];
  const upload = useFormUpload(listing, block.blockId);
  const image = block.type === 'image';
  const title = t(image ? 'form.imageBlock' : 'form.textBlock', { n: i + 1 });
  const onChange = (p: Partial<FormBlock>) => listing.patchBlock(i, p);
  return (
    <div {...sortable.rowProps(block.blockId)} className={blockStyles.block} role="group" aria-label={title}>
      <div className={blockStyles.blockHead}>
        {sortable.grip(block.blockId, title)}
        <span className={blockStyles.blockTitle}>{title}</span>
        <label htmlFor={`${id}-size`} className="visually-hidden">
          {t('form.size')} — {title}
        </label>
        <select id={`${id}-size`} value={block.size} onChange={(e) => onChange({ size: e.target.value })}>
          {(image ? IMAGE_SIZES : TEXT_SIZES).map((s) => (
            <option key={s} value={s}>
              {t(`form.sizes.${image && s !== 'full' ? `${s}Img` : s}`)}
            </option>
          ))}
        </select>
        {sortable.steps(block.blockId, title)}
        <button
          type="button"
          className={styles.smallBtn}
          onClick={() => listing.removeBlock(i)}
          aria-label={`${t('form.remove')}: ${title}`}
        >
          ✕
        </button>
      </div>
      {image && (
        <UploadField
          upload={upload}
          folder={folder}
          preview={block.url}
          onImage={(img) => {
            listing.uploaded(img);
            onChange({ url: img.url, urlSmall: img.urlSmall });
          }}
        />
      )}
      {/* The block's one text: a text block's text, an image's description (alt text). */}
      <LangFields
        legend={t(image ? 'form.alt' : 'form.blockText')}
        hint={image ? t('form.altHint') : undefined}
        value={(image ? block.alt : block.text) ?? {}}
        onChange={(v) => onChange(image ? { alt: v } : { text: v })}
        multiline={!image}
        tracking={listing.track(blockKey(block))}
        of={title}
      />
    </div>
  );
}
