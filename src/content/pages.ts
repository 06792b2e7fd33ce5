/**
 * The editable page documents and their fields, described once: which texts each holds
 * (one-line or long) and which image fields. The pages show them; the security rules
 * accept exactly these (firestore.rules, checked by tests/firebase/rules.test.ts and
 * tests/unit/rulesFile.test.ts); the owner's overviews walk them.
 */

export interface PageText {
  readonly field: string;
  /** Long texts (paragraphs) get a text area and MAX_TEXT_CHARS; one-line texts MAX_SHORT_TEXT_CHARS. */
  readonly multiline: boolean;
  /** The same in every language (a phone number): the Italian serves all, nothing is missing without translations. */
  readonly neutral?: boolean;
}

export interface PageDocument {
  readonly path: string;
  readonly texts: readonly PageText[];
  /** Image fields, each stored with a `…Small` variant. */
  readonly images: readonly string[];
}

const line = <F extends string>(field: F) => ({ field, multiline: false, neutral: false }) as const;
const long = <F extends string>(field: F) => ({ field, multiline: true, neutral: false }) as const;
const neutral = <F extends string>(field: F) => ({ field, multiline: false, neutral: true }) as const;

/** A page header: title, subtitle over a background image. */
const header = <P extends string>(path: P) =>
  ({ path, texts: [line('title'), long('subtitle')], images: ['backgroundImageUrl'] }) as const;
const titleAndText = <P extends string>(path: P) => ({ path, texts: [line('title'), long('text')], images: [] }) as const;

export const PAGE_DOCUMENTS = [
  { path: 'homepage/hero', texts: [line('mainTitle'), long('subtitle')], images: ['backgroundImageUrl'] },
  { path: 'homepage/welcome', texts: [line('title'), long('paragraph1'), long('paragraph2')], images: [] },
  { path: 'homepage/featured_rooms', texts: [line('title'), long('subtitle')], images: [] },
  {
    path: 'homepage/slider_section',
    // The before/after pictures are content: each has its description (alt text) in five languages.
    texts: [line('title'), long('subtitle'), line('beforeAlt'), line('afterAlt')],
    images: ['beforeImageUrl', 'afterImageUrl'],
  },
  { path: 'homepage/services_preview', texts: [line('title'), long('subtitle')], images: [] },
  { path: 'homepage/cta', texts: [line('title'), long('text')], images: ['backgroundImageUrl'] },
  header('rooms_page/header'),
  header('services_page/header'),
  titleAndText('services_page/notes'),
  header('experiences_page/header'),
  header('gallery_page/header'),
  header('contact_page/header'),
  titleAndText('contact_page/details'),
  header('location_page/header'),
  titleAndText('location_page/details'),
  titleAndText('privacy_page/intro'),
  titleAndText('privacy_page/data'),
  titleAndText('privacy_page/browser'),
  titleAndText('privacy_page/rights'),
  {
    path: 'footer/info',
    // The house's details: also the check-in and check-out windows, shown on the contact page.
    texts: [
      long('description'),
      neutral('address'),
      neutral('phone'),
      neutral('email'),
      line('copyright'),
      line('checkIn'),
      line('checkOut'),
    ],
    images: [],
  },
] as const satisfies readonly PageDocument[];

type PageDoc = (typeof PAGE_DOCUMENTS)[number];
/** A page document, by its path. */
export type PagePath = PageDoc['path'];
/** A section over a full-bleed background image (`backgroundImageUrl`). */
export type BackgroundPath = Extract<PageDoc, { images: readonly ['backgroundImageUrl'] }>['path'];
/** A page's header: its title and subtitle over a background. */
export type HeaderPath = Extract<
  PageDoc,
  { path: BackgroundPath; texts: readonly [{ field: 'title' }, { field: 'subtitle' }] }
>['path'];
/** A gallery image's document: its description (alt text) and caption are edited in place too. */
export type GalleryImagePath = `gallery_images/${string}`;
/** A document whose texts are edited in place. */
export type EditableDoc = PagePath | GalleryImagePath;
/** The texts of an editable document, so that a misspelt field does not compile. */
export type EditableField<D extends EditableDoc> = D extends PagePath
  ? Extract<PageDoc, { path: D }>['texts'][number]['field']
  : 'alt' | 'caption';
/** The image fields of a page document. */
export type ImageField<D extends PagePath> = Extract<PageDoc, { path: D }>['images'][number];

/** The privacy notice's documents, in the order its page (PRIVACY_PATH) shows them. */
export const PRIVACY_DOCS = ['privacy_page/intro', 'privacy_page/data', 'privacy_page/browser', 'privacy_page/rights'] as const;

/**
 * The address fragment that takes the owner to a text in place (the translations overview):
 * `#edit=homepage/welcome:title` opens that text's editor; `#edit=rooms/abc` a listing's form.
 */
export function editAnchor(doc: string, field?: string): string {
  return `#edit=${doc}${field ? `:${field}` : ''}`;
}

/** What an address fragment made by editAnchor names (the browser may have percent-encoded it); null for any other. */
export function readEditAnchor(hash: string): { doc: string; field?: string } | null {
  const m = /^#edit=([^:]+)(?::([^:]+))?$/.exec(hash);
  try {
    return m && { doc: decodeURIComponent(m[1]), field: m[2] && decodeURIComponent(m[2]) };
  } catch {
    return null;
  }
}

/** How a page text counts as missing (src/content/translations.ts, missingIn). */
export function textMode(doc: string, field: string): 'required' | 'neutral' {
  const text = PAGE_DOCUMENTS.find((d) => d.path === doc)?.texts.find((t) => t.field === field);
  return text?.neutral ? 'neutral' : 'required';
}
