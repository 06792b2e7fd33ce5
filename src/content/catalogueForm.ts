/** The add/edit form's rules for rooms, services and experiences (SPEC §5). */
import { DEFAULT_ORDER } from './constants';
import { cleanLocalized, readLocalized } from './localized';
import type { CatalogueKind } from './catalogue';
import type { DetailBlock, ImageSize, LocalizedText, TextSize } from './types';
import { isValidImageUrl } from './urls';

export interface FormBlock {
  blockId: string;
  type: 'text' | 'image';
  text: LocalizedText;
  url: string;
  urlSmall?: string;
  size: string;
}

export interface CatalogueDraft {
  title: LocalizedText;
  text: LocalizedText;
  imageUrl: string;
  imageUrlSmall?: string;
  price: string;
  order: string;
  blocks: FormBlock[];
}

export function newBlockId(): string {
  return `b${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;
}

const TEXT_SIZES: TextSize[] = ['normal', 'large', 'medium', 'small'];
const IMAGE_SIZES: ImageSize[] = ['full', 'large', 'medium', 'small'];
export { TEXT_SIZES, IMAGE_SIZES };

export function draftFrom(kind: CatalogueKind, data: Record<string, unknown> | null): CatalogueDraft {
  const blocks = Array.isArray(data?.detailContent) ? (data.detailContent as Record<string, unknown>[]) : [];
  return {
    title: readLocalized(data?.[kind.titleField]),
    text: readLocalized(data?.[kind.textField]),
    imageUrl: typeof data?.imageUrl === 'string' ? data.imageUrl : '',
    imageUrlSmall: typeof data?.imageUrlSmall === 'string' ? data.imageUrlSmall : undefined,
    price: typeof data?.price === 'string' || typeof data?.price === 'number' ? String(data.price) : '',
    order: typeof data?.order === 'number' ? String(data.order) : '',
    blocks: blocks.flatMap((b): FormBlock[] => {
      if (!b || (b.type !== 'text' && b.type !== 'image')) return [];
      return [
        {
          blockId: typeof b.blockId === 'string' ? b.blockId : newBlockId(),
          type: b.type,
          text: b.type === 'text' ? readLocalized(b.value) : {},
          url: b.type === 'image' && typeof b.value === 'string' ? b.value : '',
          urlSmall: typeof b.valueSmall === 'string' ? b.valueSmall : undefined,
          size: typeof b.size === 'string' ? b.size : b.type === 'text' ? 'normal' : 'full',
        },
      ];
    }),
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
    return [block];
  });
  const out: Record<string, unknown> = {
    [kind.titleField]: cleanLocalized(d.title),
    [kind.textField]: cleanLocalized(d.text),
    imageUrl: d.imageUrl,
    imageUrlSmall: d.imageUrlSmall ?? '',
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
