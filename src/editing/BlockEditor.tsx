import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { StorageFolder } from '../content/constants';
import { IMAGE_SIZES, TEXT_SIZES } from '../content/catalogue';
import { blockKey, newBlockId, type FormBlock } from '../content/catalogueForm';
import { useUpload } from './useUpload';
import type { ImageRef } from './images';
import { UploadField } from './UploadField';
import { LangFields, type Tracking } from './LangFields';
import type { useListingDraft } from './useListingDraft';
import { useSortable } from './useSortable';
import styles from './admin.module.css';

/** The detail blocks of the catalogue form, in order, and the buttons that add one; a section that opens. */
export function BlockList({ listing, folder }: { listing: ReturnType<typeof useListingDraft>; folder: StorageFolder }) {
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
      <summary className={styles.summary}>
        {t('form.details')}
        {blocks.length > 0 && ` · ${t('form.blocks', { count: blocks.length })}`}
      </summary>
      {blocks.map((b, i) => (
        <BlockEditor
          key={b.blockId}
          row={sortable.rowProps(b.blockId)}
          grip={sortable.grip(b.blockId, blockTitle(t, b, i + 1))}
          steps={sortable.steps(b.blockId, blockTitle(t, b, i + 1))}
          block={b}
          n={i + 1}
          folder={folder}
          onChange={(p) => listing.patchBlock(i, p)}
          onRemove={() => listing.removeBlock(i)}
          onUploaded={listing.uploaded}
          tracking={listing.track(blockKey(b))}
        />
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

const blockTitle = (t: (key: string, o: { n: number }) => string, block: FormBlock, n: number) =>
  block.type === 'text' ? t('form.textBlock', { n }) : t('form.imageBlock', { n });

/** One detail block in the catalogue form: a text in five languages or an image, with its size and place. */
function BlockEditor({
  row,
  grip,
  steps,
  block,
  n,
  folder,
  onChange,
  onRemove,
  onUploaded,
  tracking,
}: {
  /** What makes the block a row of its sortable list, the grip it is dragged by and its step buttons. */
  row: Record<string, unknown>;
  grip: ReactNode;
  steps: ReactNode;
  block: FormBlock;
  n: number;
  folder: StorageFolder;
  onChange: (p: Partial<FormBlock>) => void;
  onRemove: () => void;
  onUploaded: (img: ImageRef) => void;
  /** How the block's text (or an image's alt text) follows its Italian. */
  tracking: Tracking;
}) {
  const { t } = useTranslation();
  const id = useId();
  const upload = useUpload();
  const title = blockTitle(t, block, n);
  const sizes = block.type === 'text' ? TEXT_SIZES : IMAGE_SIZES;
  return (
    <div {...row} className={styles.block} role="group" aria-label={title}>
      <div className={styles.blockHead}>
        {grip}
        <span className={styles.blockTitle}>{title}</span>
        <label htmlFor={`${id}-size`} className="visually-hidden">
          {t('form.size')} — {title}
        </label>
        <select id={`${id}-size`} value={block.size} onChange={(e) => onChange({ size: e.target.value })}>
          {sizes.map((s) => (
            <option key={s} value={s}>
              {t(`form.sizes.${block.type === 'image' && s !== 'full' ? `${s}Img` : s}`)}
            </option>
          ))}
        </select>
        {steps}
        <button type="button" className={styles.smallBtn} onClick={onRemove} aria-label={`${t('form.remove')}: ${title}`}>
          ✕
        </button>
      </div>
      {block.type === 'text' ? (
        <LangFields
          legend={t('form.blockText')}
          value={block.text}
          onChange={(text) => onChange({ text })}
          multiline
          tracking={tracking}
          of={title}
        />
      ) : (
        <>
          <UploadField
            upload={upload}
            folder={folder}
            preview={block.url}
            onImage={(img) => {
              onUploaded(img);
              onChange({ url: img.url, urlSmall: img.urlSmall });
            }}
          />
          <LangFields
            legend={t('form.alt')}
            hint={t('form.altHint')}
            value={block.alt ?? {}}
            onChange={(alt) => onChange({ alt })}
            tracking={tracking}
            of={title}
          />
        </>
      )}
    </div>
  );
}
