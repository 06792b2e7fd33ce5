import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { changedFields } from '../backend/history';
import { SaveConflict, type Doc, type DocData } from '../backend/port';
import { MAX_SHORT_TEXT_CHARS, MAX_TEXT_CHARS, type StorageFolder } from '../content/constants';
import { moved } from '../content/lists';
import type { CatalogueKind } from '../content/catalogue';
import { readLocalized } from '../content/localized';
import {
  checkDraft,
  draftFrom,
  draftTexts,
  imagesOf,
  newBlockId,
  withDraftText,
  withNextSources,
  type CatalogueDraft,
  type FormBlock,
} from '../content/catalogueForm';
import { isValidImageUrl } from '../content/urls';
import { itemProblem, type LimitProblem } from '../content/limits';
import { useLang } from '../data/useLang';
import { limitMessage } from './limitMessage';
import { useBackend } from '../data/context';
import { Dialog } from '../ui/Dialog';
import { useUpload, type UploadedImage } from './useUpload';
import { UploadField } from './UploadField';
import { removeAll } from './images';
import { LangFields, type Tracking } from './LangFields';
import { SimpleField } from './SimpleField';
import { BlockEditor } from './BlockEditor';
import { itemWrite } from './writes';
import { addDocument, openedValues, saveFields } from './saving';
import { HistoryPanel } from './HistoryPanel';
import { useTranslationDrafts } from './translate/useTranslationDrafts';
import { TranslateBar } from './translate/TranslateBar';
import styles from './admin.module.css';

const ConflictDialog = lazy(() => import('./ConflictDialog'));

/** A save refused because the listing was saved meanwhile: as stored now, as the form wrote it, as it opened. */
interface ListingConflict {
  current: DocData | null;
  write: DocData;
  opened: DocData | null;
}

/** One form for rooms, services and experiences, to add a new item or edit one. */
export function CatalogueForm({ kind, item, onClose }: { kind: CatalogueKind; item: Doc | null; onClose: () => void }) {
  const { t } = useTranslation();
  const lang = useLang();
  const backend = useBackend();
  const [original] = useState(() => draftFrom(kind, item?.data ?? null));
  // The listing as the form opened it: a save finding it changed since (another tab, the phone) is refused.
  const opened = useRef<DocData | null>(item?.data ?? null);
  const [conflict, setConflict] = useState<ListingConflict | null>(null);
  const [draft, setDraft] = useState<CatalogueDraft>(original);
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [history, setHistory] = useState(false);
  const savingRef = useRef(false);
  const saved = useRef(false);
  // Files uploaded while the form is open: deleted again unless the item keeps them.
  const session = useRef<string[]>([]);
  const mainUpload = useUpload();
  const detailsFolder: StorageFolder = item ? kind.detailsFolder : kind.detailsTempFolder;
  const drafts = useTranslationDrafts();
  const stored = new Map(draftTexts(original).map((x) => [x.key, x]));
  /** How the draft's text `key` follows its Italian, for its fields' marks. */
  const track = (key: string): Tracking => ({
    key,
    drafts,
    stored: stored.get(key)?.value ?? {},
    storedSources: stored.get(key)?.fromIt ?? {},
  });

  useEffect(
    () => () => {
      if (!saved.current) void removeAll(backend.files, session.current);
    },
    [backend],
  );

  const remember = (img: UploadedImage) => session.current.push(img.url, ...(img.urlSmall ? [img.urlSmall] : []));
  const patch = (p: Partial<CatalogueDraft>) => setDraft((d) => ({ ...d, ...p }));
  const patchBlock = (i: number, p: Partial<FormBlock>) =>
    setDraft((d) => ({ ...d, blocks: d.blocks.map((b, j) => (j === i ? { ...b, ...p } : b)) }));
  const moveBlock = (i: number, by: number) => setDraft((d) => ({ ...d, blocks: moved(d.blocks, i, by) }));

  const submit = async () => {
    if (savingRef.current) return;
    const missing = checkDraft(draft);
    if (missing) {
      setProblem(
        missing === 'image'
          ? t('form.imageRequired')
          : t('form.required', { field: t(`form.${missing === 'title' ? kind.titleField : kind.textField}`) }),
      );
      return;
    }
    // Every limit, with the field at fault named, before anything is sent.
    const limit = itemProblem({ ...draft, price: kind.hasPrice ? draft.price : undefined });
    if (limit) {
      setProblem(limitMessage(t, lang, limit, limitField(limit)));
      return;
    }
    const user = backend.auth.currentUser();
    if (!user) return;
    savingRef.current = true;
    setSaving(true);
    setProblem(null);
    // Beside each text, the Italian its translations follow (kept ones included).
    // A listing deleted meanwhile that the owner keeps is written anew, with its creation time.
    const write = itemWrite(
      kind,
      withNextSources(original, draft, drafts.keptFor),
      user.email,
      !item || (!!item && !opened.current),
    );
    try {
      if (item)
        await saveFields(backend, `${kind.collection}/${item.id}`, write, { expect: openedValues(write, opened.current) });
      else await addDocument(backend, kind.collection, write);
      saved.current = true;
      // Uploads of this form the item does not use go; the images it replaced stay with the save's revision.
      const kept = new Set(imagesOf(draft));
      await removeAll(
        backend.files,
        session.current.filter((u) => !kept.has(u)),
      );
      onClose();
    } catch (e) {
      if (e instanceof SaveConflict) setConflict({ current: e.current, write, opened: opened.current });
      else setProblem(t(`${kind.i18n}.saveError`));
    } finally {
      savingRef.current = false;
      setSaving(false);
    }
  };

  function limitField(p: LimitProblem): string {
    if (p.kind !== 'tooLong') return '';
    if (p.field === 'title') return t(`form.${kind.titleField}`);
    if (p.field === 'text') return t(`form.${kind.textField}`);
    if (p.field === 'price') return t('form.price');
    const block = draft.blocks[(p.n ?? 1) - 1];
    return t(block?.type === 'image' ? 'form.imageBlock' : 'form.textBlock', { n: p.n });
  }

  const busy = saving || mainUpload.busy;
  return (
    <Dialog title={t(item ? `${kind.i18n}.formEdit` : `${kind.i18n}.formAdd`)} onClose={() => !busy && onClose()} wide>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
        noValidate
      >
        <TranslateBar
          drafts={drafts}
          texts={draftTexts(draft)}
          apply={(key, lang, value) =>
            setDraft((d) => withDraftText(d, key, { ...draftTexts(d).find((x) => x.key === key)?.value, [lang]: value }))
          }
        />
        <LangFields
          legend={t(`form.${kind.titleField}`)}
          value={draft.title}
          onChange={(title) => patch({ title })}
          max={MAX_SHORT_TEXT_CHARS}
          required
          tracking={track('title')}
        />
        <LangFields
          legend={t(`form.${kind.textField}`)}
          value={draft.text}
          onChange={(text) => patch({ text })}
          max={MAX_TEXT_CHARS}
          multiline
          required
          tracking={track('text')}
        />
        {kind.hasPrice && (
          <SimpleField
            label={t('form.price')}
            hint={t('form.priceHint')}
            value={draft.price}
            onChange={(price) => patch({ price })}
          />
        )}
        {kind.hasOrder && (
          <SimpleField
            label={t('form.order')}
            hint={t('form.orderHint')}
            value={draft.order}
            onChange={(order) => patch({ order })}
            type="number"
          />
        )}
        <fieldset className={styles.fieldset}>
          <legend>{t('form.mainImage')} *</legend>
          {isValidImageUrl(draft.imageUrl) && (
            <img src={draft.imageUrl} alt="" className={styles.preview} width={300} height={200} />
          )}
          <UploadField
            upload={mainUpload}
            label={t('editing.chooseImage')}
            onFile={async ([file]) => {
              const img = await mainUpload.start(file, kind.mainFolder);
              if (!img) return;
              remember(img);
              patch({ imageUrl: img.url, imageUrlSmall: img.urlSmall });
            }}
          />
          {!isValidImageUrl(draft.imageUrl) && <p className={styles.hint}>{t('form.imageRequired')}</p>}
          <LangFields
            legend={t('form.alt')}
            hint={t('form.altHint')}
            value={draft.imageAlt ?? {}}
            onChange={(imageAlt) => patch({ imageAlt })}
            tracking={track('imageAlt')}
          />
        </fieldset>
        <fieldset className={styles.fieldset}>
          <legend>{t('form.details')}</legend>
          {draft.blocks.map((b, i) => (
            <BlockEditor
              key={b.blockId}
              block={b}
              n={i + 1}
              first={i === 0}
              last={i === draft.blocks.length - 1}
              folder={detailsFolder}
              onChange={(p) => patchBlock(i, p)}
              onMove={(by) => moveBlock(i, by)}
              onRemove={() => setDraft((d) => ({ ...d, blocks: d.blocks.filter((_, j) => j !== i) }))}
              onUploaded={remember}
              tracking={track(`${b.type === 'text' ? 'block' : 'alt'}:${b.blockId}`)}
            />
          ))}
          <div className={styles.actions}>
            <button
              type="button"
              className={styles.secondaryBtn}
              onClick={() =>
                patch({ blocks: [...draft.blocks, { blockId: newBlockId(), type: 'text', text: {}, url: '', size: 'normal' }] })
              }
            >
              + {t('form.addText')}
            </button>
            <button
              type="button"
              className={styles.secondaryBtn}
              onClick={() =>
                patch({ blocks: [...draft.blocks, { blockId: newBlockId(), type: 'image', text: {}, url: '', size: 'full' }] })
              }
            >
              + {t('form.addImage')}
            </button>
          </div>
        </fieldset>
        {problem && (
          <p role="alert" className="message message-error">
            {problem}
          </p>
        )}
        <div className={styles.actions}>
          <button type="submit" className={styles.primaryBtn} disabled={busy || !isValidImageUrl(draft.imageUrl)}>
            {saving ? t('editing.saving') : t('editing.save')}
          </button>
          <button type="button" className={styles.secondaryBtn} onClick={onClose} disabled={busy}>
            {t('editing.cancel')}
          </button>
          {item && (
            <button
              type="button"
              className={styles.secondaryBtn}
              onClick={() => setHistory((h) => !h)}
              aria-expanded={history}
              disabled={busy}
            >
              {t('history.open')}
            </button>
          )}
        </div>
        {conflict && (
          <Suspense fallback={null}>
            <ConflictDialog
              {...listingConflict(kind, conflict, t)}
              busy={saving}
              onEdit={() => {
                opened.current = conflict.current;
                setConflict(null);
              }}
              onTakeTheirs={onClose}
              onKeepMine={() => {
                opened.current = conflict.current;
                setConflict(null);
                void submit();
              }}
            />
          </Suspense>
        )}
        {/* A restored version is saved at once, as a new edit, and the form closes as after Save. */}
        {item && history && (
          <HistoryPanel
            path={`${kind.collection}/${item.id}`}
            texts={[
              { field: kind.titleField, label: t(`form.${kind.titleField}`) },
              { field: kind.textField, label: t(`form.${kind.textField}`) },
            ]}
            image="imageUrl"
            onRestored={onClose}
          />
        )}
      </form>
    </Dialog>
  );
}

/**
 * What the conflict dialog shows of a listing saved meanwhile: its two texts, as saved and as typed,
 * and by name the other fields that were saved with another value meanwhile.
 */
function listingConflict(kind: CatalogueKind, { current, write, opened }: ListingConflict, t: (key: string) => string) {
  const texts = [kind.titleField, kind.textField].map((f) => ({
    label: t(`form.${f}`),
    theirs: readLocalized(current?.[f]),
    mine: readLocalized(write[f]),
  }));
  const names: Record<string, string> = {
    price: t('form.price'),
    order: t('form.order'),
    imageUrl: t('form.mainImage'),
    imageAlt: t('form.alt'),
    detailContent: t('form.details'),
  };
  const changed = changedFields(openedValues(write, opened), current);
  return { texts, others: changed.filter((f) => f in names).map((f) => names[f]), gone: !current };
}
