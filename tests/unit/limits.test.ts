// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { MAX_DOC_TEXT_CHARS, MAX_LINK_LABEL_CHARS, MAX_SHORT_TEXT_CHARS, MAX_TEXT_CHARS } from '../../src/content/constants';
import { inPlaceTextProblem, itemProblem, settingsProblem, textChars } from '../../src/content/limits';
import { fieldsFrom } from '../../src/content/catalogueForm';
import { KINDS } from '../../src/content/catalogue';
import { chars, largestDraft, largestSettings } from '../support/largest';

describe('content limits', () => {
  it('lets a long text reach 10 000 characters per language and a one-line text 300', () => {
    expect(inPlaceTextProblem('paragraph1', { it: 'a'.repeat(MAX_TEXT_CHARS) }, true)).toBeNull();
    expect(inPlaceTextProblem('paragraph1', { de: 'a'.repeat(MAX_TEXT_CHARS + 1) }, true)).toEqual({
      kind: 'tooLong',
      field: 'paragraph1',
      lang: 'de',
      max: MAX_TEXT_CHARS,
      count: MAX_TEXT_CHARS + 1,
    });
    expect(inPlaceTextProblem('title', { fr: 'a'.repeat(MAX_SHORT_TEXT_CHARS) }, false)).toBeNull();
    expect(inPlaceTextProblem('title', { fr: 'a'.repeat(MAX_SHORT_TEXT_CHARS + 1) }, false)).toMatchObject({ lang: 'fr' });
  });

  it('accepts the largest listing the tests build, whose stored text stays within one document', () => {
    const draft = largestDraft();
    expect(itemProblem(draft)).toBeNull();
    const stored = fieldsFrom(KINDS.rooms, draft);
    expect(textChars(stored)).toBeLessThanOrEqual(MAX_DOC_TEXT_CHARS);
    // Three bytes a character in UTF-8: still below Firestore's 1 MiB per document.
    expect(new TextEncoder().encode(JSON.stringify(stored)).length).toBeLessThan(1024 * 1024);
  });

  it('refuses a 31st block, and a listing whose texts together no longer fit', () => {
    const draft = largestDraft();
    expect(itemProblem({ ...draft, blocks: [...draft.blocks, draft.blocks[0]] })).toMatchObject({
      kind: 'tooMany',
      field: 'blocks',
      max: 30,
      count: 31,
    });
    const first = draft.blocks[0];
    const fuller = { ...first, text: { ...first.text, it: `${first.text.it}${chars(5000)}` } };
    expect(itemProblem({ ...draft, blocks: [fuller, ...draft.blocks.slice(1)] })).toMatchObject({ kind: 'tooLarge' });
  });

  it('names the block at fault by its number', () => {
    const draft = largestDraft();
    const blocks = draft.blocks.slice(0, 3);
    blocks[1] = { ...blocks[1], text: { nl: 'x'.repeat(MAX_TEXT_CHARS + 1) } };
    expect(itemProblem({ ...draft, blocks })).toMatchObject({ kind: 'tooLong', field: 'block', n: 2, lang: 'nl' });
  });

  it('keeps settings to 20 links with short labels', () => {
    const s = largestSettings();
    expect(settingsProblem(s)).toBeNull();
    expect(settingsProblem({ ...s, navbarLinks: [...s.navbarLinks, s.navbarLinks[0]] })).toMatchObject({
      kind: 'tooMany',
      field: 'links',
    });
    const links = s.navbarLinks.map((l, i) => (i === 4 ? { ...l, label: 'x'.repeat(MAX_LINK_LABEL_CHARS + 1) } : l));
    expect(settingsProblem({ ...s, navbarLinks: links })).toMatchObject({ kind: 'tooLong', field: 'label', n: 5 });
    // A label per language is held to the same length in each.
    const maps = s.navbarLinks.map((l, i) => (i === 2 ? { ...l, label: { it: 'Camere', de: 'y'.repeat(41) } } : l));
    expect(settingsProblem({ ...s, navbarLinks: maps })).toMatchObject({ field: 'label', n: 3, lang: 'de' });
    expect(settingsProblem({ ...s, siteName: 'n'.repeat(81) })).toMatchObject({ field: 'siteName', max: 80 });
  });
});
