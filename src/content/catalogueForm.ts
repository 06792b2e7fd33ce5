/** The add/edit form's rules for rooms, services and experiences (SPEC §5). */
import { DEFAULT_ORDER, type Lang } from './constants';
import { cleanLocalized, readLocalized } from './localized';
import { IMAGE_SIZES, readDetailContent, TEXT_SIZES, type CatalogueKind } from './catalogue';
import { nextSources, readSources, type Sources } from './translations';
import type { DetailBlock, ImageSize, LocalizedText, TextSize } from './types';
import { isValidImageUrl } from './urls';

export interface FormBlock {
  blockId: string;
  type: 'text' | 'image';
  text: LocalizedText;
  url: string;
  urlSmall?: string;
  size: string;
  /** An image's description (alt text). */
  alt?: LocalizedText;
  /** The Italian each translation follows: of the text, or of an image's alt text. */
  fromIt?: Sources;
}

/** The item's own translatable texts besides its blocks. */
export type ItemTextKey = 'title' | 'text' | 'imageAlt';

export interface CatalogueDraft {
  title: LocalizedText;
  text: LocalizedText;
  /** The main image's description (alt text). */
  imageAlt?: LocalizedText;
  imageUrl: string;
  imageUrlSmall?: string;
  price: string;
  order: string;
  blocks: FormBlock[];
  /** Per text, the Italian each translation follows. */
  fromIt?: Partial<Record<ItemTextKey, Sources>>;
}

export function newBlockId(): string {
  return `b${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;
}

export function draftFrom(kind: CatalogueKind, data: Record<string, unknown> | null): CatalogueDraft {
  const fromIt = data?.fromIt && typeof data.fromIt === 'object' ? (data.fromIt as Record<string, unknown>) : {};
  return {
    title: readLocalized(data?.[kind.titleField]),
    text: readLocalized(data?.[kind.textField]),
    imageAlt: readLocalized(data?.imageAlt),
    fromIt: {
      title: readSources(fromIt[kind.titleField]),
      text: readSources(fromIt[kind.textField]),
      imageAlt: readSources(fromIt.imageAlt),
    },
    imageUrl: typeof data?.imageUrl === 'string' ? data.imageUrl : '',
    imageUrlSmall: typeof data?.imageUrlSmall === 'string' ? data.imageUrlSmall : undefined,
    price: typeof data?.price === 'string' || typeof data?.price === 'number' ? String(data.price) : '',
    order: typeof data?.order === 'number' ? String(data.order) : '',
    blocks: readDetailContent(data?.detailContent).map((b) => ({
      blockId: b.blockId ?? newBlockId(),
      type: b.type,
      size: b.size ?? (b.type === 'text' ? 'normal' : 'full'),
      ...(b.type === 'text'
        ? { text: b.value, url: '', fromIt: b.fromIt }
        : { text: {}, url: b.value, urlSmall: b.valueSmall, alt: b.alt, fromIt: b.altFromIt }),
    })),
  };
}

export type DraftProblem = 'title' | 'text' | 'image' | null;

/** The first missing required field: title and text in Italian at least, and the main image. */
export function checkDraft(d: CatalogueDraft): DraftProblem {
  if (!d.title.it?.trim()) return 'title';
  if (!d.text.it?.trim()) return 'text';
  if (!isValidImageUrl(d.imageUrl)) return 'image';
  return null;
}

/** "12" → 12; empty or not a number → 999. */
export function parseOrder(value: string): number {
  const n = Number.parseInt(value.trim(), 10);
  return Number.isFinite(n) ? n : DEFAULT_ORDER;
}

/** The fields to store (without the stamps). */
export function fieldsFrom(kind: CatalogueKind, d: CatalogueDraft): Record<string, unknown> {
  const detailContent: DetailBlock[] = d.blocks.flatMap((b): DetailBlock[] => {
    if (b.type === 'text') {
      const value = cleanLocalized(b.text);
      if (!Object.keys(value).length) return [];
      return [
        {
          type: 'text',
          value,
          size: (TEXT_SIZES.includes(b.size as TextSize) ? b.size : 'normal') as TextSize,
          blockId: b.blockId,
          ...(b.fromIt && Object.keys(b.fromIt).length ? { fromIt: b.fromIt } : {}),
        },
      ];
    }
    if (!isValidImageUrl(b.url)) return [];
    const block: DetailBlock = {
      type: 'image',
      value: b.url,
      size: (IMAGE_SIZES.includes(b.size as ImageSize) ? b.size : 'full') as ImageSize,
      blockId: b.blockId,
    };
    if (b.urlSmall) block.valueSmall = b.urlSmall;
    const alt = cleanLocalized(b.alt ?? {});
    if (Object.keys(alt).length) block.alt = alt;
    if (b.fromIt && Object.keys(b.fromIt).length) block.altFromIt = b.fromIt;
    return [block];
  });
  const out: Record<string, unknown> = {
    [kind.titleField]: cleanLocalized(d.title),
    [kind.textField]: cleanLocalized(d.text),
    imageUrl: d.imageUrl,
    imageUrlSmall: d.imageUrlSmall ?? '',
    imageAlt: cleanLocalized(d.imageAlt ?? {}),
    fromIt: {
      [kind.titleField]: d.fromIt?.title ?? {},
      [kind.textField]: d.fromIt?.text ?? {},
      imageAlt: d.fromIt?.imageAlt ?? {},
    },
    detailContent,
  };
  if (kind.hasPrice) out.price = d.price.trim();
  if (kind.hasOrder) out.order = parseOrder(d.order);
  return out;
}

/** Every image URL a draft refers to. */
export function imagesOf(d: CatalogueDraft): string[] {
  return [
    d.imageUrl,
    d.imageUrlSmall ?? '',
    ...d.blocks.flatMap((b) => (b.type === 'image' ? [b.url, b.urlSmall ?? ''] : [])),
  ].filter(Boolean);
}

/** A translatable text of a draft by name: the item's own, a text block's (`block:…`) or an image block's alt text (`alt:…`). */
export type DraftTextKey = ItemTextKey | `block:${string}` | `alt:${string}`;

/** The name of a block's text: its text, or an image's alt text. */
export const blockKey = (b: FormBlock): DraftTextKey => (b.type === 'text' ? `block:${b.blockId}` : `alt:${b.blockId}`);

/** One translatable text of a draft: the item's title, text and main image's alt, each text block, each image's alt. */
export interface DraftText {
  key: DraftTextKey;
  value: LocalizedText;
  fromIt: Sources;
}

export function draftTexts(d: CatalogueDraft): DraftText[] {
  const own = (['title', 'text', 'imageAlt'] as const).map((key) => ({
    key,
    value: (key === 'imageAlt' ? d.imageAlt : d[key]) ?? {},
    fromIt: d.fromIt?.[key] ?? {},
  }));
  return [
    ...own,
    ...d.blocks.map((b) => ({ key: blockKey(b), value: (b.type === 'text' ? b.text : b.alt) ?? {}, fromIt: b.fromIt ?? {} })),
  ];
}

/** The draft with one of its texts (by key, see DraftText) replaced. */
export function withDraftText(d: CatalogueDraft, key: DraftTextKey, value: LocalizedText): CatalogueDraft {
  if (key === 'title' || key === 'text' || key === 'imageAlt') return { ...d, [key]: value };
  const blocks = d.blocks.map((b) =>
    blockKey(b) !== key ? b : b.type === 'text' ? { ...b, text: value } : { ...b, alt: value },
  );
  return { ...d, blocks };
}

/**
 * The draft as it will be stored: each text's sources updated against the stored item
 * (src/content/translations.ts), `kept` naming per text the outdated translations the owner kept.
 */
export function withNextSources(
  original: CatalogueDraft,
  draft: CatalogueDraft,
  kept: (key: DraftTextKey) => Iterable<Lang> = () => [],
): CatalogueDraft {
  const before = new Map(draftTexts(original).map((t) => [t.key, t]));
  const next = new Map(
    draftTexts(draft).map((t) => {
      const old = before.get(t.key);
      return [t.key, nextSources(old?.value ?? {}, old?.fromIt ?? {}, t.value, kept(t.key))];
    }),
  );
  return {
    ...draft,
    fromIt: { title: next.get('title'), text: next.get('text'), imageAlt: next.get('imageAlt') },
    blocks: draft.blocks.map((b) => ({ ...b, fromIt: next.get(blockKey(b)) })),
  };
}
