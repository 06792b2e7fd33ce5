// @vitest-environment node
/**
 * The page documents and their fields are described once (src/content/pages.ts), and an editable text
 * or background names them from there: a misspelt document or field is a type error, which
 * `npm run typecheck` (part of `npm test`) reports. Each `@ts-expect-error` below fails the typecheck
 * the day the line it stands over compiles.
 */
import { describe, expect, it } from 'vitest';
import { PAGE_DOCUMENTS, type EditableField, type PagePath } from '../../src/content/pages';
import { EditableText } from '../../src/editing/text/EditableText';
import { EditableBackground } from '../../src/editing/images/EditableBackground';

describe('page documents and fields', () => {
  it('are what an editable text names, and nothing else', () => {
    const elements = [
      <EditableText key="ok" doc="homepage/hero" field="mainTitle" />,
      <EditableText key="gallery" doc="gallery_images/abc" field="caption" />,
      // @ts-expect-error The hero's title is `mainTitle`.
      <EditableText key="field" doc="homepage/hero" field="title" />,
      // @ts-expect-error No such document.
      <EditableText key="doc" doc="homepage/heroes" field="mainTitle" />,
      // @ts-expect-error A gallery image has an alt text and a caption, no title.
      <EditableText key="photo" doc="gallery_images/abc" field="title" />,
      // @ts-expect-error The welcome section has no background.
      <EditableBackground key="bg" doc="homepage/welcome" />,
    ];
    expect(elements.map((e) => e.props.doc)).toEqual([
      'homepage/hero',
      'gallery_images/abc',
      'homepage/hero',
      'homepage/heroes',
      'gallery_images/abc',
      'homepage/welcome',
    ]);
  });

  it('list each document once, each text field once within it', () => {
    const paths: PagePath[] = PAGE_DOCUMENTS.map((d) => d.path);
    expect(new Set(paths).size).toBe(paths.length);
    for (const d of PAGE_DOCUMENTS) {
      const fields: EditableField<typeof d.path>[] = d.texts.map((t) => t.field);
      expect(new Set(fields).size).toBe(fields.length);
    }
  });
});
