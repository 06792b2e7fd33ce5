// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { KINDS } from '../../src/content/catalogue';
import { draftFrom, draftTexts, fieldsFrom, withDraftText, withNextSources } from '../../src/content/catalogueForm';
import { missingIn, nextSources, outdatedLanguages, readSources, textFingerprint } from '../../src/content/translations';

const A = 'Benvenuti alla Locanda';
const B = 'Benvenuti nella Locanda';
const fa = textFingerprint(A);
const fb = textFingerprint(B);

describe('textFingerprint', () => {
  it('is short, stable, ignores surrounding blanks and tells texts apart', () => {
    expect(fa).toMatch(/^[0-9a-z]{1,7}$/);
    expect(textFingerprint(`  ${A}\n`)).toBe(fa);
    expect(fb).not.toBe(fa);
  });
});

describe('nextSources', () => {
  const stored = { it: A, en: 'Welcome', de: 'Willkommen', nl: 'Welkom' };

  it('records the Italian beside translations that had no record yet', () => {
    expect(nextSources(stored, {}, stored)).toEqual({ en: fa, de: fa, nl: fa });
  });

  it('keeps an unchanged translation on the Italian it followed when the Italian changes', () => {
    const draft = { ...stored, it: B, en: 'Welcome in' };
    expect(nextSources(stored, { en: fa, de: fa, nl: 'old' }, draft)).toEqual({ en: fb, de: fa, nl: 'old' });
  });

  it('moves a kept translation to the new Italian, and drops empty ones', () => {
    expect(nextSources(stored, { en: fa, de: fa }, { it: B, en: 'Welcome', de: '  ' }, ['en'])).toEqual({ en: fb });
  });

  it('records nothing without Italian', () => {
    expect(nextSources(stored, {}, { en: 'Welcome' })).toEqual({});
  });
});

describe('outdatedLanguages and missingIn', () => {
  it('names translations made from another Italian, not those without a record', () => {
    expect(outdatedLanguages({ it: B, en: 'x', de: 'y', fr: 'z' }, { en: fa, de: fb })).toEqual(['en']);
    expect(outdatedLanguages({ en: 'x' }, { en: fa })).toEqual([]);
  });

  it('names the empty languages; an optional text empty everywhere misses nothing; a neutral one only its Italian', () => {
    expect(missingIn({ it: A, en: ' ' })).toEqual(['en', 'de', 'nl', 'fr']);
    expect(missingIn({}, 'optional')).toEqual([]);
    expect(missingIn({ it: 'Didascalia' }, 'optional')).toEqual(['en', 'de', 'nl', 'fr']);
    expect(missingIn({ it: '+39 0763 555 214' }, 'neutral')).toEqual([]);
    expect(missingIn({ en: 'x' }, 'neutral')).toEqual(['it']);
  });

  it('reads stored sources defensively', () => {
    expect(readSources({ en: 'abc', it: 'x', de: 3, fr: '' })).toEqual({ en: 'abc' });
    expect(readSources('nope')).toEqual({});
  });
});

describe('a listing’s sources', () => {
  const kind = KINDS.services;
  const data = {
    title: { it: A, en: 'Welcome' },
    description: { it: 'Testo', de: 'Text' },
    imageAlt: { it: 'Una piscina', fr: 'Une piscine' },
    imageUrl: '/demo/service-pool.svg',
    order: 20,
    fromIt: { title: { en: 'old' } },
    detailContent: [
      { type: 'text', value: { it: 'Blocco', en: 'Block' }, blockId: 'b1', fromIt: { en: 'old' } },
      { type: 'image', value: '/demo/x.svg', blockId: 'b2', alt: { it: 'Foto', en: 'Photo' } },
    ],
  };

  it('reads every text with what it follows, and stores them back beside each text', () => {
    const original = draftFrom(kind, data);
    expect(draftTexts(original).map((t) => t.key)).toEqual(['title', 'text', 'imageAlt', 'block:b1', 'alt:b2']);
    let draft = withDraftText(original, 'title', { ...original.title, it: B });
    draft = withDraftText(draft, 'alt:b2', { it: 'Foto della piscina', en: 'Photo of the pool' });
    const fields = fieldsFrom(kind, withNextSources(original, draft));
    expect(fields.fromIt).toEqual({
      title: { en: 'old' },
      description: { de: textFingerprint('Testo') },
      imageAlt: { fr: textFingerprint('Una piscina') },
    });
    expect(fields.imageAlt).toEqual({ it: 'Una piscina', fr: 'Une piscine' });
    expect(fields.detailContent).toEqual([
      { type: 'text', value: { it: 'Blocco', en: 'Block' }, size: 'normal', blockId: 'b1', fromIt: { en: 'old' } },
      {
        type: 'image',
        value: '/demo/x.svg',
        size: 'full',
        blockId: 'b2',
        alt: { it: 'Foto della piscina', en: 'Photo of the pool' },
        altFromIt: { en: textFingerprint('Foto della piscina') },
      },
    ]);
  });
});
