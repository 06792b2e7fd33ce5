/**
 * The editable page documents and their fields, described once: which texts each holds
 * (one-line or long) and which image fields. The pages show them; the security rules
 * accept exactly these (firestore.rules, checked by tests/firebase/rules.test.ts and
 * tests/unit/rulesFile.test.ts); the owner's overviews walk them.
 */

export interface PageText {
  field: string;
  /** Long texts (paragraphs) get a text area and MAX_TEXT_CHARS; one-line texts MAX_SHORT_TEXT_CHARS. */
  multiline: boolean;
}

export interface PageDocument {
  path: string;
  texts: PageText[];
  /** Image fields, each stored with a `…Small` variant. */
  images: string[];
}

const line = (field: string): PageText => ({ field, multiline: false });
const long = (field: string): PageText => ({ field, multiline: true });

/** A page header: title, subtitle over a background image. */
const header = (path: string): PageDocument => ({
  path,
  texts: [line('title'), long('subtitle')],
  images: ['backgroundImageUrl'],
});
const titleAndText = (path: string): PageDocument => ({ path, texts: [line('title'), long('text')], images: [] });

export const PAGE_DOCUMENTS: PageDocument[] = [
  { path: 'homepage/hero', texts: [line('mainTitle'), long('subtitle')], images: ['backgroundImageUrl'] },
  { path: 'homepage/welcome', texts: [line('title'), long('paragraph1'), long('paragraph2')], images: [] },
  { path: 'homepage/featured_rooms', texts: [line('title'), long('subtitle')], images: [] },
  { path: 'homepage/slider_section', texts: [line('title'), long('subtitle')], images: ['beforeImageUrl', 'afterImageUrl'] },
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
  {
    path: 'footer/info',
    // The house's details: also the check-in and check-out windows, shown on the contact page.
    texts: [
      long('description'),
      line('address'),
      line('phone'),
      line('email'),
      line('copyright'),
      line('checkIn'),
      line('checkOut'),
    ],
    images: [],
  },
];
