// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { KINDS } from '../../src/content/catalogue';
import { checkDraft, draftFrom, fieldsFrom, imagesOf, parseOrder, type CatalogueDraft } from '../../src/content/catalogueForm';

const draft = (over: Partial<CatalogueDraft> = {}): CatalogueDraft => ({
  title: { it: 'Camera Nuova' },
  text: { it: 'Una camera luminosa.' },
  imageUrl: '/local-files/rooms/main/1_nuova.png',
  price: '',
  order: '',
  blocks: [],
  ...over,
});

describe('checkDraft', () => {
  it('accepts a draft with Italian title and text and a main image', () => {
    expect(checkDraft(draft())).toBeNull();
  });

  it('requires the title in Italian, not just in another language', () => {
    expect(checkDraft(draft({ title: {} }))).toBe('title');
    expect(checkDraft(draft({ title: { it: '   ', en: 'New room' } }))).toBe('title');
  });

  it('requires the text in Italian', () => {
    expect(checkDraft(draft({ text: { en: 'Bright room' } }))).toBe('text');
  });

  it('requires a valid main image', () => {
    expect(checkDraft(draft({ imageUrl: '' }))).toBe('image');
    expect(checkDraft(draft({ imageUrl: 'javascript:alert(1)' }))).toBe('image');
    expect(checkDraft(draft({ imageUrl: 'foto.jpg' }))).toBe('image');
  });

  it('reports the first missing field first', () => {
    expect(checkDraft(draft({ title: {}, text: {}, imageUrl: '' }))).toBe('title');
    expect(checkDraft(draft({ text: {}, imageUrl: '' }))).toBe('text');
  });
});

describe('parseOrder', () => {
  it('parses an integer and defaults to 999', () => {
    expect(parseOrder('')).toBe(999);
    expect(parseOrder('   ')).toBe(999);
    expect(parseOrder('12')).toBe(12);
    expect(parseOrder(' 7 ')).toBe(7);
    expect(parseOrder('-3')).toBe(-3);
    expect(parseOrder('abc')).toBe(999);
    expect(parseOrder('4.7')).toBe(4);
  });
});

describe('fieldsFrom', () => {
  it('stores a room with its language maps, the trimmed price and its place in the owner’s order', () => {
    const out = fieldsFrom(KINDS.rooms, draft({ title: { it: 'Camera', en: 'Room', de: '  ' }, price: '  95  ', order: '3' }));
    expect(out).toEqual({
      name: { it: 'Camera', en: 'Room' },
      shortDescription: { it: 'Una camera luminosa.' },
      imageUrl: '/local-files/rooms/main/1_nuova.png',
      imageUrlSmall: '',
      imageAlt: {},
      fromIt: { name: {}, shortDescription: {}, imageAlt: {} },
      detailContent: [],
      price: '95',
      order: 3,
    });
  });

  it('stores a service or experience with title, description and a parsed order, without a price', () => {
    const s = fieldsFrom(KINDS.services, draft({ price: '50', order: '' }));
    expect(s).toMatchObject({ title: { it: 'Camera Nuova' }, description: { it: 'Una camera luminosa.' }, order: 999 });
    expect(s).not.toHaveProperty('price');
    expect(s).not.toHaveProperty('name');
    expect(fieldsFrom(KINDS.experiences, draft({ order: '12' })).order).toBe(12);
  });

  it('drops empty text blocks and image blocks without a valid image, and keeps each block’s id', () => {
    const out = fieldsFrom(
      KINDS.experiences,
      draft({
        blocks: [
          { blockId: 'b1', type: 'text', text: { it: 'Primo', en: ' ' }, url: '', size: 'large' },
          { blockId: 'b2', type: 'text', text: { it: '   ', en: '' }, url: '', size: 'normal' },
          { blockId: 'b3', type: 'image', text: {}, url: '', size: 'full' },
          { blockId: 'b4', type: 'image', text: {}, url: 'javascript:alert(1)', size: 'full' },
          {
            blockId: 'b5',
            type: 'image',
            text: {},
            url: '/local-files/x.png',
            urlSmall: '/local-files/x-800.png',
            size: 'medium',
          },
          { blockId: 'b6', type: 'text', text: { fr: 'Seulement en français' }, url: '', size: 'huge' },
        ],
      }),
    );
    expect(out.detailContent).toEqual([
      { type: 'text', value: { it: 'Primo' }, size: 'large', blockId: 'b1' },
      { type: 'image', value: '/local-files/x.png', valueSmall: '/local-files/x-800.png', size: 'medium', blockId: 'b5' },
      { type: 'text', value: { fr: 'Seulement en français' }, size: 'normal', blockId: 'b6' },
    ]);
  });
});

describe('draftFrom', () => {
  it('reads a stored room back into the form, plain strings as Italian, blocks with their ids', () => {
    const d = draftFrom(KINDS.rooms, {
      name: 'Camera vecchia',
      shortDescription: { it: 'Descrizione', en: 'Description' },
      imageUrl: '/demo/a.svg',
      price: 80,
      detailContent: [
        { type: 'text', value: { it: 'Testo' }, blockId: 'keep-me' },
        { type: 'video', value: 'x' },
        { type: 'image', value: '/demo/b.svg', size: 'small', blockId: 'img' },
      ],
    });
    expect(d.title).toEqual({ it: 'Camera vecchia' });
    expect(d.text).toEqual({ it: 'Descrizione', en: 'Description' });
    expect(d.price).toBe('80');
    expect(d.order).toBe('');
    expect(d.blocks.map((b) => [b.blockId, b.type, b.size])).toEqual([
      ['keep-me', 'text', 'normal'],
      ['img', 'image', 'small'],
    ]);
    expect(imagesOf(d)).toEqual(['/demo/a.svg', '/demo/b.svg']);
  });

  it('gives an empty draft for a new item', () => {
    expect(draftFrom(KINDS.services, null)).toEqual({
      title: {},
      text: {},
      imageAlt: {},
      fromIt: { title: {}, text: {}, imageAlt: {} },
      imageUrl: '',
      imageUrlSmall: undefined,
      price: '',
      order: '',
      blocks: [],
    });
  });
});
