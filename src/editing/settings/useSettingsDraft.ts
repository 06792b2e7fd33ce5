/**
 * The site settings as the settings page edits them: the owner's changes over the live settings document
 * (which the signed-in owner watches anyway; created with the defaults when missing), saved together with
 * one button. What the owner has not changed shows what is stored, as it changes; a change stays until it
 * is saved and stored, or until an undo or a restore of the settings (from the notice) puts stored values
 * back. No copy of the document is kept besides the live one.
 */
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useLang, useTranslation } from '../../i18n/react';
import type { TFunction } from 'i18next';
import { changedFields, sameValue } from '../../backend/history';
import { SETTINGS_DOC } from '../../content/constants';
import { isCin, numberedLinks, vatNumberProblem } from '../../content/settings';
import { defaultSiteSettings, inLinkOrder, readSiteSettings } from '../../content/siteSettings';
import { settingsProblem, type LimitProblem } from '../../content/limits';
import type { SiteSettings } from '../../content/types';
import { httpsImageUrl, isValidImageUrl } from '../../content/urls';
import { useBackend } from '../../data/context';
import { useDocument } from '../../data/useRead';
import type { ConflictText } from '../core/ConflictDialog';
import { recordFailure } from '../core/failures';
import { limitMessage } from '../core/limitMessage';
import { onNotice } from '../core/notices';
import { createDocument, saveFields } from '../core/saving';
import { useAction } from '../core/useAction';
import { useDraft, type Conflict } from '../core/useDraft';
import { commitImage, type ImageRef } from '../uploads/images';
import { useUpload } from '../uploads/useUpload';
import { logoWrite, settingsWrite } from '../core/writes';

/** The fields the form edits (the stamps and anything else stored beside them are not the owner's to change). */
const OWN_FIELDS = ['siteName', 'siteLogoUrl', 'siteLogoUrlSmall', 'navbarLinks', 'cin', 'vatNumber'] as const;
const ownFields = (s: Partial<SiteSettings>): Partial<SiteSettings> =>
  Object.fromEntries(OWN_FIELDS.filter((k) => k in s).map((k) => [k, s[k]]));
const inOrder = (s: SiteSettings): SiteSettings => ({ ...s, navbarLinks: inLinkOrder(s.navbarLinks) });

export function useSettingsDraft() {
  const { t } = useTranslation();
  const lang = useLang();
  const backend = useBackend();
  const live = useDocument(SETTINGS_DOC);
  const data = live.status === 'ready' ? live.data : null;
  const stored = useMemo(() => data && inOrder(readSiteSettings(data)), [data]);
  // The owner's changes, opened on the settings as they were when the owner began changing them: a save finding
  // a changed field changed since (another tab, the phone) is refused.
  const settings = useDraft<Partial<SiteSettings>, string>({}, t('errors.save'));
  const { draft: changes, setDraft: setChanges, saving, opened, open } = settings;
  // What the last save stored of the owner's fields: saved, though the live document may not show it yet.
  const [written, setWritten] = useState<Partial<SiteSettings>>({});
  const [saved, setSaved] = useState(false);
  const [initFailed, setInitFailed] = useState(false);
  const logo = useUpload();
  const storingLogo = useAction('save');

  /** The fields the owner has changed and not yet seen stored. */
  const edited = stored ? (Object.keys(changes) as (keyof SiteSettings)[]).filter((k) => !sameValue(changes[k], stored[k])) : [];
  const form = stored && { ...stored, ...changes };

  // A missing settings document is created with the defaults.
  const missing = live.status === 'ready' && !live.data;
  useEffect(() => {
    if (!missing) return;
    createDocument(backend, SETTINGS_DOC, (owner) => settingsWrite(defaultSiteSettings(), owner)).catch((e: unknown) => {
      recordFailure('save', e);
      setInitFailed(true);
    });
  }, [missing, backend]);

  // An undo or a restore of the settings (from the notice) puts stored values back: the form shows them.
  useEffect(
    () =>
      onNotice((n) => {
        if ((n.kind === 'undone' || n.kind === 'restored') && n.paths.includes(SETTINGS_DOC)) setChanges({});
      }),
    [setChanges],
  );

  const update = useCallback(
    (change: (form: SiteSettings) => SiteSettings) => {
      if (!stored) return;
      // The first change since the form was last as stored: from here on, what the save expects to find.
      if (!edited.length) open(data);
      setChanges((c) => ownFields(change({ ...stored, ...c })));
    },
    [stored, data, edited.length, open, setChanges],
  );

  /** Every limit, with the field named, and the logo's address: nothing is sent while one is wrong. */
  const problem = (form: SiteSettings) => {
    const limit = settingsProblem(form);
    if (limit) return limitMessage(t, lang, limit, fieldName(limit));
    if (form.siteLogoUrl && !isValidImageUrl(form.siteLogoUrl.trim())) return t('settings.logoInvalid');
  };

  const save = async () => {
    if (!form) return;
    setSaved(false);
    const siteLogoUrl = httpsImageUrl(form.siteLogoUrl.trim());
    // The uploaded logo's variant stays with it (as stored, or as just uploaded); an address typed instead has none.
    const pair = [stored, form].find((s) => s?.siteLogoUrl === siteLogoUrl && s.siteLogoUrlSmall);
    const next: SiteSettings = {
      ...form,
      siteName: form.siteName.trim() || defaultSiteSettings().siteName,
      siteLogoUrl,
      siteLogoUrlSmall: pair?.siteLogoUrlSmall ?? '',
      navbarLinks: numberedLinks(form.navbarLinks),
    };
    // What the owner changed must be as it was when they began; the rest is saved as it is stored now.
    const expected = { ...data, ...Object.fromEntries(edited.map((k) => [k, opened.current?.[k]])) };
    const write = (owner: string) => settingsWrite(next, owner);
    const done = await settings.save(problem(form), () => saveFields(backend, SETTINGS_DOC, write, { opened: expected }));
    if (!done) return;
    open({ ...expected, ...settingsWrite(next, '') });
    setChanges(ownFields(next));
    setWritten(ownFields(next));
    setSaved(true);
  };

  function fieldName(p: LimitProblem): string {
    if (p.kind !== 'tooLong') return '';
    if (p.field === 'siteName') return t('settings.siteName');
    if (p.field === 'logo') return t('settings.logoUrl');
    return t(p.field === 'label' ? 'settings.linkLabel' : 'settings.linkPath', { n: p.n });
  }

  /** What a section of the settings form gets: the settings as edited, and ways to change them. */
  const draft = form && {
    form,
    update,
    /** The logo's upload; while it runs, and until the logo is stored, the form cannot be saved (it would race it). */
    logo,
    /**
     * Stores an uploaded logo at once, like every other upload, so no file is left unreferenced: shown at once,
     * and no conflict for the form's save.
     */
    storeLogo: async (img: ImageRef) => {
      const fields = { siteLogoUrl: img.url, siteLogoUrlSmall: img.urlSmall ?? '' };
      const write = () => saveFields(backend, SETTINGS_DOC, (owner) => logoWrite(img, owner));
      if (!(await storingLogo.run(() => commitImage(backend.files, img, write)))) return saving.fail(t('errors.imageSave'));
      open({ ...(edited.length ? opened.current : data), ...fields });
      setChanges((c) => ({ ...c, ...fields }));
    },
  };

  const ways = {
    onKeepMine: () => void save(),
    /** The settings as saved meanwhile; the owner's changes go. */
    onTakeTheirs: () => {
      settings.dismiss();
      setChanges({});
    },
  };
  const status =
    live.status === 'error' ? 'loadError' : initFailed ? 'initError' : !form ? 'loading' : saving.busy ? 'saving' : 'loaded';
  return {
    status,
    draft,
    error: saving.error,
    saved: saved && !saving.error,
    /** An upload under way, or a code that cannot be right: the form waits. */
    held: logo.busy || storingLogo.busy || (!!form && Object.values(codeProblems(form)).some(Boolean)),
    /** The owner has changed something not yet stored. */
    unsaved: edited.some((k) => !(k in written) || !sameValue(changes[k], written[k])),
    save,
    /** What the conflict dialog shows, and its ways out. */
    conflict: form && settings.dialog((c) => settingsConflict(c, form, t), ways),
  };
}

/**
 * What the conflict dialog shows of settings saved meanwhile: the name and the codes as saved and as
 * typed, each menu link's label per language, and the menu by name when links changed otherwise.
 */
function settingsConflict({ current, opened }: Conflict, mine: SiteSettings, t: TFunction) {
  const theirs = readSiteSettings(current);
  const texts: ConflictText[] = [
    { label: t('settings.siteName'), theirs: theirs.siteName, mine: mine.siteName },
    { label: t('settings.logoUrl'), theirs: theirs.siteLogoUrl, mine: mine.siteLogoUrl },
    { label: t('settings.cin'), theirs: theirs.cin ?? '', mine: mine.cin ?? '' },
    { label: t('settings.vat'), theirs: theirs.vatNumber ?? '', mine: mine.vatNumber ?? '' },
    ...mine.navbarLinks.flatMap((l, i) => {
      const other = theirs.navbarLinks.find((x) => x.id === l.id);
      return other ? [{ label: t('settings.linkLabel', { n: i + 1 }), theirs: other.label, mine: l.label }] : [];
    }),
  ];
  const strip = (links: SiteSettings['navbarLinks']) => JSON.stringify(links.map(({ label: _, order: __, ...rest }) => rest));
  const linksChanged =
    changedFields({ navbarLinks: opened?.navbarLinks }, current).length > 0 &&
    strip(theirs.navbarLinks) !== strip(mine.navbarLinks);
  return { texts, others: linksChanged ? [t('settings.links')] : [] };
}

export type SettingsState = ReturnType<typeof useSettingsDraft>;
export type SettingsDraft = NonNullable<SettingsState['draft']>;

/** What is wrong with each code as typed (the message's key): a code that cannot be right holds the save. */
export function codeProblems({ cin, vatNumber }: SiteSettings) {
  const vat = vatNumber ? vatNumberProblem(vatNumber) : null;
  return {
    cin: cin && !isCin(cin) ? 'settings.cinInvalid' : null,
    vat: vat && (vat === 'format' ? 'settings.vatFormat' : 'settings.vatCheck'),
  };
}
