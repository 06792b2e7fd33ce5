/**
 * The pure part of `npm run migrate`: which fields of documents written in SPEC §3's older shapes
 * would be written in the shape the site saves today. The site already reads those shapes (a plain
 * string as the Italian text, no `order` as 999); migrating them once means every owner's save, every
 * rule and every query meets one shape.
 *
 * - rooms, services, experiences: `order` 999 where there is none; the name or title, the short
 *   description or description, the main image's description and each text block as language maps;
 * - page documents (src/content/pages.ts): each text as a language map;
 * - site settings: each navbar link's label as a language map;
 * - gallery images: a caption or description written as a non-empty plain string, as a language map
 *   (the empty caption SPEC §3 stores stays as it is).
 *
 * Nothing else changes: no stamp, no image, no other field. A second run finds nothing to do.
 */
import { COLLECTIONS, DEFAULT_ORDER, SETTINGS_DOC } from '../src/content/constants';
import { KIND_LIST } from '../src/content/catalogue';
import { PAGE_DOCUMENTS } from '../src/content/pages';

type Data = Record<string, unknown>;

export interface FieldChange {
  field: string;
  before: unknown;
  after: unknown;
}

export interface DocChange {
  path: string;
  changes: FieldChange[];
}

/** A text stored as a plain string, as its language map (an empty string is an empty map). */
function asMap(value: unknown): Data | null {
  if (typeof value !== 'string') return null;
  return value ? { it: value } : {};
}

function textChanges(data: Data, fields: string[]): FieldChange[] {
  return fields.flatMap((field) => {
    const after = asMap(data[field]);
    return after ? [{ field, before: data[field], after }] : [];
  });
}

function itemChanges(data: Data, titleField: string, textField: string): FieldChange[] {
  const out = textChanges(data, [titleField, textField, 'imageAlt']);
  if (typeof data.order !== 'number' || !Number.isFinite(data.order))
    out.push({ field: 'order', before: data.order, after: DEFAULT_ORDER });
  if (Array.isArray(data.detailContent)) {
    let changed = false;
    const blocks = data.detailContent.map((b: unknown) => {
      const block = b as Data | null;
      if (!block || block.type !== 'text' || typeof block.value !== 'string') return b;
      changed = true;
      return { ...block, value: asMap(block.value) };
    });
    if (changed) out.push({ field: 'detailContent', before: data.detailContent, after: blocks });
  }
  return out;
}

function settingsChanges(data: Data): FieldChange[] {
  if (!Array.isArray(data.navbarLinks)) return [];
  let changed = false;
  const links = data.navbarLinks.map((l: unknown) => {
    const link = l as Data | null;
    if (!link || typeof link.label !== 'string') return l;
    changed = true;
    return { ...link, label: asMap(link.label) };
  });
  return changed ? [{ field: 'navbarLinks', before: data.navbarLinks, after: links }] : [];
}

function galleryChanges(data: Data): FieldChange[] {
  return textChanges(data, ['alt', 'caption']).filter((c) => c.before !== '' || c.field !== 'caption');
}

/** What to write to one document (by its path), or nothing. */
export function migrationOf(path: string, data: Data): FieldChange[] {
  const collection = path.slice(0, path.lastIndexOf('/'));
  const kind = KIND_LIST.find((k) => k.collection === collection);
  if (kind) return itemChanges(data, kind.titleField, kind.textField);
  if (path === SETTINGS_DOC) return settingsChanges(data);
  if (collection === COLLECTIONS.gallery) return galleryChanges(data);
  const page = PAGE_DOCUMENTS.find((d) => d.path === path);
  return page
    ? textChanges(
        data,
        page.texts.map((t) => t.field),
      )
    : [];
}

/** Every document to change, in the order given. */
export function migrationPlan(docs: Iterable<[path: string, data: Data]>): DocChange[] {
  return [...docs].flatMap(([path, data]) => {
    const changes = migrationOf(path, data);
    return changes.length ? [{ path, changes }] : [];
  });
}

/** The collections and documents `npm run migrate` reads. */
export const MIGRATED_COLLECTIONS = [...KIND_LIST.map((k) => k.collection), COLLECTIONS.gallery];
export const MIGRATED_DOCUMENTS = [SETTINGS_DOC, ...PAGE_DOCUMENTS.map((d) => d.path)];

const short = (v: unknown) => {
  const s = v === undefined ? '(none)' : JSON.stringify(v);
  return s.length > 70 ? `${s.slice(0, 67)}…` : s;
};

/** The plan as printed: one line per field. */
export function describePlan(plan: DocChange[]): string[] {
  return plan.flatMap((d) => [`${d.path}`, ...d.changes.map((c) => `    ${c.field}: ${short(c.before)} → ${short(c.after)}`)]);
}
