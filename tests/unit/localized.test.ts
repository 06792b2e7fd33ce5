// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { cleanLocalized, missingLanguages, pickText, readLocalized } from '../../src/content/localized';

describe('readLocalized', () => {
  it('reads an older plain string as the Italian text', () => {
    expect(readLocalized('Benvenuti')).toEqual({ it: 'Benvenuti' });
    expect(readLocalized('')).toEqual({});
  });

  it('keeps only the five languages with non-blank strings', () => {
    expect(readLocalized({ it: 'Ciao', en: '   ', de: 42, es: 'Hola', fr: 'Salut' })).toEqual({ it: 'Ciao', fr: 'Salut' });
  });

  it('reads anything malformed as empty', () => {
    for (const v of [null, undefined, 7, true, ['it'], () => 'x']) expect(readLocalized(v)).toEqual({});
  });
});

describe('pickText: language → Italian → nothing', () => {
  const text = { it: 'Camera Uliveto', en: 'Olive Grove Room' };

  it('shows the current language when present', () => {
    expect(pickText(text, 'en')).toBe('Olive Grove Room');
    expect(pickText(text, 'it')).toBe('Camera Uliveto');
  });

  it('falls back to Italian when the language is missing or blank', () => {
    expect(pickText(text, 'de')).toBe('Camera Uliveto');
    expect(pickText({ it: 'Solo italiano', nl: '  \n ' }, 'nl')).toBe('Solo italiano');
  });

  it('reads a plain string as Italian in every language', () => {
    expect(pickText('Testo vecchio', 'fr')).toBe('Testo vecchio');
  });

  it('gives undefined when neither the language nor Italian exists, so the caller shows its placeholder', () => {
    expect(pickText({ en: 'Only English' }, 'de')).toBeUndefined();
    expect(pickText(undefined, 'it')).toBeUndefined();
    expect(pickText({ it: ' ' }, 'it') ?? '[Modifica title]').toBe('[Modifica title]');
  });
});

describe('cleanLocalized and missingLanguages', () => {
  it('drops empty and whitespace-only languages but keeps the text of the others as typed', () => {
    expect(cleanLocalized({ it: ' Ciao ', en: '', de: '   ', nl: '\t', fr: 'Salut' })).toEqual({ it: ' Ciao ', fr: 'Salut' });
  });

  it('lists the languages still missing', () => {
    expect(missingLanguages({ it: 'a', en: 'b' })).toEqual(['de', 'nl', 'fr']);
    expect(missingLanguages('solo italiano')).toEqual(['en', 'de', 'nl', 'fr']);
  });
});
