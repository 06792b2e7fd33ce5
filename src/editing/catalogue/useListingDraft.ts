/**
 * The catalogue form's draft of a room, service or experience: its texts and blocks as the owner edits
 * them, how each text follows its Italian, the images uploaded while the form is open (deleted again
 * unless the saved listing keeps them), and its save (refused, nothing written, when the listing was
 * saved meanwhile elsewhere).
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { useLang, useTranslation } from '../../i18n/react';
import { changedFields } from '../../backend/history';
import type { Doc } from '../../backend/port';
import type { CatalogueKind } from '../../content/catalogue';
import { movedTo } from '../core/reorder';
import { readLocalized } from '../../content/localized';
import {
  checkDraft,
  draftFrom,
  draftTexts,
  fieldsFrom,
  imagesOf,
  withDraftText,
  withNextSources,
  type CatalogueDraft,
  type DraftTextKey,
  type FormBlock,
} from '../../content/catalogueForm';
import { itemProblem, type LimitProblem } from '../../content/limits';
import type { LocalizedText } from '../../content/types';
import { useBackend } from '../../data/context';
import { removeAll, type ImageRef } from '../uploads/images';
import type { Tracking } from '../core/LangFields';
import { limitMessage } from '../core/limitMessage';
import { addDocument, openedValues, saveFields } from '../core/saving';
import { useTranslationDrafts } from '../translate/useTranslationDrafts';
import { useUpload } from '../uploads/useUpload';
import { useDraft, type Conflict } from '../core/useDraft';
import { itemWrite } from '../core/writes';

export function useListingDraft(kind: CatalogueKind, item: Doc | null, onSaved: () => void) {
  const { t } = useTranslation();
  const lang = useLang();
  const backend = useBackend();
  const [original] = useState(() => draftFrom(kind, item?.data ?? null));
  // Opened on the listing as the form opened it: a save finding it changed since (another tab, the phone) is refused.
  const listing = useDraft<CatalogueDraft, string>(original, t(`${kind.i18n}.saveError`), item?.data ?? null);
  const { draft, setDraft, saving, opened } = listing;
  // Files uploaded while the form is open and not yet saved: deleted when it closes (a save takes them out first).
  const session = useRef<string[]>([]);
  const drafts = useTranslationDrafts();
  // The form's uploads under way (the main image's, each block's), by key: the form waits for them.
  const [uploading, setUploading] = useState<readonly string[]>([]);
  const trackUpload = useCallback(
    (blockId: string, on: boolean) => setUploading((u) => (on ? [...u, blockId] : u.filter((b) => b !== blockId))),
    [],
  );

  useEffect(() => () => void removeAll(backend.files, session.current), [backend]);

  /** The name of the listing's title or text, as its legend says it. */
  const textName = (field: 'title' | 'text') => t(`form.${field === 'title' ? kind.titleField : kind.textField}`);

  /** The name of the field at fault, for a limit's message. */
  const fieldName = (p: LimitProblem): string => {
    if (p.kind !== 'tooLong') return '';
    if (p.field === 'title' || p.field === 'text') return textName(p.field);
    if (p.field === 'price') return t('form.price');
    const block = draft.blocks[(p.n ?? 1) - 1];
    return t(block?.type === 'image' ? 'form.imageBlock' : 'form.textBlock', { n: p.n });
  };

  /**
   * What the conflict dialog shows of a listing saved meanwhile: its two texts, as saved and as typed,
   * and by name the other fields that were saved with another value meanwhile.
   */
  const conflictShown = ({ current, opened }: Conflict) => {
    const mine = fieldsFrom(kind, draft);
    const texts = [kind.titleField, kind.textField].map((f) => ({
      label: t(`form.${f}`),
      theirs: readLocalized(current?.[f]),
      mine: readLocalized(mine[f]),
    }));
    const names: Record<string, string> = {
      price: t('form.price'),
      order: t('form.order'),
      imageUrl: t('form.mainImage'),
      imageAlt: t('form.alt'),
      detailContent: t('form.details'),
    };
    const changed = changedFields(openedValues(mine, opened), current);
    return { texts, others: changed.filter((f) => f in names).map((f) => names[f]), gone: !current };
  };

  /** What is missing, or else the first limit exceeded (with the field at fault named): nothing is sent then. */
  const problem = () => {
    const missing = checkDraft(draft);
    if (missing) return missing === 'image' ? t('form.imageRequired') : t('form.required', { field: textName(missing) });
    const limit = itemProblem({ ...draft, price: kind.hasPrice ? draft.price : undefined });
    return limit && limitMessage(t, lang, limit, fieldName(limit));
  };

  const save = async () => {
    // Beside each text, the Italian its translations follow (kept ones included).
    // A listing deleted meanwhile that the owner keeps is written anew, with its creation time.
    const next = withNextSources(original, draft, drafts.keptFor);
    const write = (owner: string) => itemWrite(kind, next, owner, !item || !opened.current);
    const done = await listing.save(problem(), async () => {
      if (item) await saveFields(backend, `${kind.collection}/${item.id}`, write, { opened: opened.current });
      else await addDocument(backend, kind.collection, write);
      // Uploads of this form the item does not use go; the images it replaced stay with the save's revision.
      const kept = new Set(imagesOf(draft));
      const unused = session.current.filter((u) => !kept.has(u));
      session.current = [];
      await removeAll(backend.files, unused);
    });
    if (done) onSaved();
  };

  return {
    draft,
    /** Whether closing the form would throw anything away: a change to the draft, or an upload. */
    changed: draft !== original && JSON.stringify(draft) !== JSON.stringify(original),
    drafts,
    saving,
    /** An image of the form still uploading: neither Save nor Cancel until it is done, or it would be lost. */
    uploading: uploading.length > 0,
    trackUpload,
    /** What the conflict dialog shows, and its ways out (their version: the form closes). */
    conflict: listing.dialog(conflictShown, { onTakeTheirs: onSaved, onKeepMine: () => void save() }),
    save,
    patch: (p: Partial<CatalogueDraft>) => setDraft((d) => ({ ...d, ...p })),
    patchBlock: (i: number, p: Partial<FormBlock>) =>
      setDraft((d) => ({ ...d, blocks: d.blocks.map((b, j) => (j === i ? { ...b, ...p } : b)) })),
    /** The block at `from` put at `to` (dragged or carried there). */
    moveBlockTo: (from: number, to: number) => setDraft((d) => ({ ...d, blocks: movedTo(d.blocks, from, to) })),
    removeBlock: (i: number) => setDraft((d) => ({ ...d, blocks: d.blocks.filter((_, j) => j !== i) })),
    /** A translation drafted into one language of one text. */
    applyText: (key: DraftTextKey, l: keyof LocalizedText, value: string) =>
      setDraft((d) => withDraftText(d, key, { ...draftTexts(d).find((x) => x.key === key)?.value, [l]: value })),
    /** An image uploaded while the form is open: deleted again unless the saved item keeps it. */
    uploaded: (img: ImageRef) => session.current.push(img.url, ...(img.urlSmall ? [img.urlSmall] : [])),
    /** How the draft's text `key` follows its Italian, for its fields' marks. */
    track: (key: DraftTextKey): Tracking => {
      const saved = draftTexts(original).find((x) => x.key === key);
      return { key, drafts, stored: saved?.value ?? {}, storedSources: saved?.fromIt ?? {} };
    },
  };
}

/** An upload of the listing form (its main image, a block's image), counted by the form while it runs (`key`). */
export function useFormUpload(listing: ReturnType<typeof useListingDraft>, key: string) {
  const upload = useUpload();
  const { trackUpload } = listing;
  useEffect(() => {
    if (!upload.busy) return;
    trackUpload(key, true);
    return () => trackUpload(key, false);
  }, [upload.busy, key, trackUpload]);
  return upload;
}
