/**
 * Keeps files and documents in step: no orphaned file, no reference to a deleted one, and nothing
 * the owner might still want back deleted.
 *
 * When an image's files go (the one place that decides it):
 * - a fresh upload whose document write fails: at once (nothing ever pointed at it);
 * - a replaced image: never at the save. Every save keeps the previous values as a revision, and a
 *   revision may be restored, so the files stay while any revision of the document, or the document
 *   itself, still names them. When a save prunes the oldest revision (beyond REVISIONS_KEPT),
 *   `releasePruned` deletes those of its files that neither the document nor a remaining revision
 *   names;
 * - a deleted room, service, experience or gallery image: it waits in the trash with its files;
 *   `releaseTrashed` deletes them when it leaves the trash for good (by the owner, or when the
 *   owner's browser finds it older than TRASH_DAYS), together with the files of its revisions.
 * Only files an upload made for the field are ever the app's to delete (`deletableFiles`): an upload
 * always comes as the image and its `…Small` variant, side by side (the same address when the image
 * needed no smaller copy); an address the owner typed has no variant and is left alone, whatever it
 * points at.
 */
import type { Backend, FileStore, Revision, TrashEntry } from '../../backend/port';

/** An image's address and its small variant. */
export interface ImageRef {
  url: string;
  /**
   * The 800 px variant; the image's own address when it needed none (small, SVG, GIF). An upload always
   * has one, and that is how its files are told from an address the owner typed (see above).
   */
  urlSmall?: string;
}

/**
 * New files and what names them, stored as one step: `work` uploads (handing each file it stored to
 * `made`) and writes; when any of it fails, preparing the image included, every file it stored is
 * deleted again and the failure passed on. An upload (src/editing/uploads/useUpload.ts) and every save of a
 * fresh upload go through here.
 */
export async function storeFiles<T>(
  files: FileStore,
  work: (made: (...urls: (string | undefined)[]) => void) => Promise<T>,
): Promise<T> {
  const made: string[] = [];
  try {
    return await work((...urls) => void made.push(...urls.filter((u): u is string => !!u)));
  } catch (e) {
    await removeAll(files, made);
    throw e;
  }
}

/**
 * Writes the document that points at a fresh upload; when that fails, the upload's files go and the
 * failure is passed on. The replaced files stay: the save's revision names them (see above).
 */
export function commitImage<T>(files: FileStore, image: ImageRef, write: () => Promise<T>): Promise<T> {
  return storeFiles(files, (made) => {
    made(image.url, image.urlSmall);
    return write();
  });
}

export async function removeAll(files: FileStore, urls: (unknown | undefined)[]): Promise<void> {
  await Promise.all(
    urls.filter((u): u is string => typeof u === 'string' && !!u).map((u) => files.removeIfOwned(u).catch(() => false)),
  );
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

/**
 * The files an upload made, in stored values at any depth: each image field (`imageUrl`,
 * `backgroundImageUrl`, a block's `value`…) that has its `…Small` variant beside it, and the variant.
 */
export function deletableFiles(values: unknown): string[] {
  const out = new Set<string>();
  const walk = (v: unknown) => {
    if (Array.isArray(v)) return v.forEach(walk);
    if (!isObject(v)) return;
    for (const [k, x] of Object.entries(v)) {
      const small = v[`${k}Small`];
      if (typeof x === 'string' && x && typeof small === 'string' && small) out.add(x).add(small);
      else walk(x);
    }
  };
  walk(values);
  return [...out];
}

/** Every string in the values, at any depth: whatever one of them names is still in use. */
function namedIn(values: unknown[]): Set<string> {
  const out = new Set<string>();
  const walk = (v: unknown) => {
    if (typeof v === 'string') out.add(v);
    else if (Array.isArray(v)) v.forEach(walk);
    else if (isObject(v)) Object.values(v).forEach(walk);
  };
  values.forEach(walk);
  return out;
}

/** After a save that pruned its document's oldest revision: deletes the files only that revision held. */
export async function releasePruned(backend: Backend, path: string, pruned: Revision | null): Promise<void> {
  const candidates = pruned ? deletableFiles(pruned.before) : [];
  // Most revisions hold no image (texts): then nothing is read.
  if (!candidates.length) return;
  try {
    const [current, revisions] = await Promise.all([backend.docs.get(path), backend.history().then((h) => h.revisions(path))]);
    const used = namedIn([current, ...revisions.map((r) => r.before)]);
    const unused = candidates.filter((u) => !used.has(u));
    await removeAll(backend.files, unused);
  } catch {
    // A file left behind costs a little storage; deleting one still in use would lose a picture.
  }
}

/** After an item left the trash for good: deletes its files and those of its revisions. */
export async function releaseTrashed(files: FileStore, gone: { entry: TrashEntry; revisions: Revision[] }): Promise<void> {
  await removeAll(files, deletableFiles([gone.entry.data, ...gone.revisions.map((r) => r.before)]));
}
