/**
 * The owner's translations overview: per page and per listing, each text that is missing in a
 * language or outdated there (made from an older Italian), with where to edit it in place.
 * Built from documents as read (one per page document or listing), free of React and the backend.
 */
import { KINDS, readDetailContent, type CatalogueKind } from './catalogue';
import { COLLECTIONS, LANGUAGES, type Lang } from './constants';
import { readLocalized } from './localized';
import { editAnchor, PAGE_DOCUMENTS } from './pages';
import { CONTACT_PATH, GALLERY_PATH, HOME_PATH, LOCATION_PATH, PRIVACY_PATH } from './paths';
import { missingIn, outdatedLanguages, readSources, sourcesField, type Sources } from './translations';
import { isBuiltInLink } from './siteSettings';
import type { LocalizedText, NavbarLink } from './types';

/**
 * The route that shows a page document, by its collection (the footer shows on every page: the
 * homepage stands for it).
 */
export const PAGE_ROUTES: Record<string, string> = {
  homepage: HOME_PATH,
  rooms_page: KINDS.rooms.path,
  services_page: KINDS.services.path,
  experiences_page: KINDS.experiences.path,
  gallery_page: GALLERY_PATH,
  contact_page: CONTACT_PATH,
  location_page: LOCATION_PATH,
  privacy_page: PRIVACY_PATH,
  footer: HOME_PATH,
};

/**
 * The languages a menu link's label is missing in, as its row in the settings and the translations overview
 * both count them: none for one of the site's own links (every language has the site's word for it); for a
 * link of the owner's, each language other than Italian without a label of its own (a visitor reads the
 * Italian there instead, which a link always keeps).
 */
export function linkLabelMissing(link: Pick<NavbarLink, 'id' | 'label'>): Lang[] {
  return isBuiltInLink(link.id) ? [] : missingIn(link.label).filter((l) => l !== 'it');
}

/** Where the settings page shows its menu links (the overview is on that page too). */
export const MENU_ANCHOR = '#menu';

/** What a text is, for its name in the owner's language. */
export type TextName =
  | { type: 'field'; field: string }
  | { type: 'title' | 'text' | 'imageAlt' | 'linkLabel' }
  | { type: 'block' | 'blockAlt' | 'photoAlt' | 'photoCaption'; n: number };

export interface OverviewText {
  name: TextName;
  /** The Italian text, to recognise it by. */
  italian?: string;
  missing: Lang[];
  outdated: Lang[];
  /** The route and fragment that open this text's editor in place. */
  href: string;
}

export interface OverviewGroup {
  /** A page (by its documents' collection, e.g. `homepage`) or a listing (`rooms/abc`). */
  id: string;
  /** For a listing: its kind and title. */
  kind?: CatalogueKind;
  title?: LocalizedText;
  route: string;
  texts: OverviewText[];
}

interface Doc {
  id: string;
  data: Record<string, unknown>;
}

function entry(
  name: TextName,
  value: unknown,
  sources: Sources,
  href: string,
  mode: Parameters<typeof missingIn>[1] = 'required',
): OverviewText {
  const text = readLocalized(value);
  return { name, italian: text.it, missing: missingIn(text, mode), outdated: outdatedLanguages(text, sources), href };
}

/**
 * The site's pages, each with the texts of its documents (`docs` by path, null where a document
 * does not exist), the gallery page with its photos' descriptions and captions.
 */
export function pageGroups(docs: Record<string, Record<string, unknown> | null>, gallery: Doc[]): OverviewGroup[] {
  const groups = new Map<string, OverviewGroup>();
  for (const d of PAGE_DOCUMENTS) {
    const id = d.path.split('/')[0];
    const route = PAGE_ROUTES[id] ?? HOME_PATH;
    const group = groups.get(id) ?? { id, route, texts: [] };
    groups.set(id, group);
    const data = docs[d.path] ?? {};
    for (const { field, neutral } of d.texts) {
      group.texts.push(
        entry(
          { type: 'field', field },
          data[field],
          readSources(data[sourcesField(field)]),
          route + editAnchor(d.path, field),
          neutral ? 'neutral' : 'required',
        ),
      );
    }
  }
  const galleryGroup = groups.get('gallery_page');
  gallery.forEach((img, i) => {
    const doc = `${COLLECTIONS.gallery}/${img.id}`;
    const href = (field: string) => (galleryGroup?.route ?? GALLERY_PATH) + editAnchor(doc, field);
    galleryGroup?.texts.push(
      entry({ type: 'photoAlt', n: i + 1 }, img.data.alt, readSources(img.data[sourcesField('alt')]), href('alt')),
      entry(
        { type: 'photoCaption', n: i + 1 },
        img.data.caption,
        readSources(img.data[sourcesField('caption')]),
        href('caption'),
        'optional',
      ),
    );
  });
  return [...groups.values()];
}

/** One room, service or experience: its title, text, main image's alt text and its blocks'. */
export function listingGroup(kind: CatalogueKind, item: Doc): OverviewGroup {
  const href = kind.path + editAnchor(`${kind.collection}/${item.id}`);
  const fromIt = (item.data.fromIt && typeof item.data.fromIt === 'object' ? item.data.fromIt : {}) as Record<string, unknown>;
  const texts: OverviewText[] = [
    entry({ type: 'title' }, item.data[kind.titleField], readSources(fromIt[kind.titleField]), href),
    entry({ type: 'text' }, item.data[kind.textField], readSources(fromIt[kind.textField]), href),
    entry({ type: 'imageAlt' }, item.data.imageAlt, readSources(fromIt.imageAlt), href),
  ];
  readDetailContent(item.data.detailContent).forEach((b, i) => {
    const n = i + 1;
    if (b.type === 'text') texts.push(entry({ type: 'block', n }, b.value, b.fromIt ?? {}, href));
    else texts.push(entry({ type: 'blockAlt', n }, b.alt, b.altFromIt ?? {}, href));
  });
  return { id: `${kind.collection}/${item.id}`, kind, title: readLocalized(item.data[kind.titleField]), route: kind.path, texts };
}

/**
 * The menu's links, in their order: each label missing where its row in the settings says so (the site's
 * own links never; the owner's, in each language without a label of its own). Labels are not translated
 * from the Italian, so none is outdated.
 */
export function menuGroup(links: NavbarLink[]): OverviewGroup {
  return {
    id: 'menu',
    route: MENU_ANCHOR,
    texts: links.map((l) => ({
      name: { type: 'linkLabel' },
      italian: l.label.it ?? l.id,
      missing: linkLabelMissing(l),
      outdated: [],
      href: MENU_ANCHOR,
    })),
  };
}

/** Per language, how many of a group's texts are missing there and how many outdated. */
export function gapCounts(group: OverviewGroup): Record<Lang, { missing: number; outdated: number }> {
  const out = Object.fromEntries(LANGUAGES.map((l) => [l, { missing: 0, outdated: 0 }])) as Record<
    Lang,
    { missing: number; outdated: number }
  >;
  for (const t of group.texts) {
    for (const l of t.missing) out[l].missing++;
    for (const l of t.outdated) out[l].outdated++;
  }
  return out;
}

/** The texts that need the owner: missing or outdated somewhere. */
export function textsToDo(group: OverviewGroup): OverviewText[] {
  return group.texts.filter((t) => t.missing.length || t.outdated.length);
}
