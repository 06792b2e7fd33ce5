/**
 * The site settings document as the settings page edits it: read once (created with the defaults when
 * missing), changed by the page's sections, saved together with one button.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SETTINGS_DOC } from '../../content/constants';
import { defaultSiteSettings, isBuiltInLink, readSiteSettings } from '../../content/settings';
import { settingsProblem, type LimitProblem } from '../../content/limits';
import { cleanLocalized } from '../../content/localized';
import { useLang } from '../../data/useLang';
import { limitMessage } from '../limitMessage';
import type { SiteSettings } from '../../content/types';
import { httpsImageUrl, isValidImageUrl } from '../../content/urls';
import { useBackend } from '../../data/context';
import { onNotice } from '../notices';
import { openedValues, saveFields } from '../saving';
import { settingsWrite } from '../writes';
import { SaveConflict, type DocData } from '../../backend/port';

export type SettingsStatus = 'loading' | 'loadError' | 'initError' | 'loaded' | 'saving';
export interface SettingsMessage {
  kind: 'ok' | 'error';
  text: string;
}

/** What a section of the settings form gets: the settings as edited and as stored, and ways to change them. */
export interface SettingsDraft {
  form: SiteSettings;
  stored: SiteSettings;
  update(change: (form: SiteSettings) => SiteSettings): void;
  /** For a change the section has already stored itself (an uploaded logo), with the fields it wrote. */
  updateStored(change: (stored: SiteSettings) => SiteSettings, written?: DocData): void;
  /** Shows a message beside the save button. */
  report(message: SettingsMessage): void;
  /** While a section's work is under way (an upload), the form cannot be saved. */
  hold(key: string, busy: boolean): void;
}

export function useSettingsDraft() {
  const { t } = useTranslation();
  const lang = useLang();
  const backend = useBackend();
  const [status, setStatus] = useState<SettingsStatus>('loading');
  const [stored, setStored] = useState<SiteSettings | null>(null);
  const [form, setForm] = useState<SiteSettings | null>(null);
  const [message, setMessage] = useState<SettingsMessage | null>(null);
  const [held, setHeld] = useState<ReadonlySet<string>>(new Set());
  const busy = useRef(false);
  // The settings as the page read them: a save finding them changed since (another tab, the phone) is refused.
  const opened = useRef<DocData | null>(null);
  const [conflict, setConflict] = useState<SettingsConflict | null>(null);
  // An undo or a restore of the settings (from the notice) changes them under the form: read them again.
  const [generation, setGeneration] = useState(0);
  useEffect(
    () =>
      onNotice((n) => {
        if ((n.kind === 'undone' || n.kind === 'restored') && n.paths.includes(SETTINGS_DOC)) setGeneration((g) => g + 1);
      }),
    [],
  );

  useEffect(() => {
    let active = true;
    (async () => {
      let data;
      try {
        data = await backend.docs.get(SETTINGS_DOC);
      } catch {
        if (active) setStatus('loadError');
        return;
      }
      let settings = readSiteSettings(data);
      if (!data) {
        // A missing settings document is created with the defaults.
        settings = defaultSiteSettings();
        try {
          const user = backend.auth.currentUser();
          data = settingsWrite(settings, user?.email ?? '');
          await backend.docs.setMerge(SETTINGS_DOC, data);
        } catch {
          if (active) setStatus('initError');
          return;
        }
      }
      if (!active) return;
      opened.current = data;
      setConflict(null);
      settings.navbarLinks = [...settings.navbarLinks].sort((a, b) => a.order - b.order);
      setStored(settings);
      setForm(settings);
      setStatus('loaded');
    })();
    return () => {
      active = false;
    };
  }, [backend, generation]);

  const save = async () => {
    if (!form || busy.current) return;
    // Every limit is checked here, with the field named, before anything is sent.
    const problem = settingsProblem(form);
    if (problem) {
      setMessage({ kind: 'error', text: limitMessage(t, lang, problem, fieldName(problem)) });
      return;
    }
    if (form.siteLogoUrl && !isValidImageUrl(form.siteLogoUrl.trim())) {
      setMessage({ kind: 'error', text: t('settings.logoInvalid') });
      return;
    }
    const user = backend.auth.currentUser();
    if (!user) return;
    busy.current = true;
    setStatus('saving');
    setMessage(null);
    // The list order is the navbar order: renumber in steps of ten. Languages left empty are dropped; a
    // link of the owner's own keeps an Italian label (its id, if that was emptied too).
    const navbarLinks = form.navbarLinks.map((l, i) => {
      const label = cleanLocalized(l.label);
      return { ...l, label: label.it || isBuiltInLink(l.id) ? label : { ...label, it: l.id }, order: (i + 1) * 10 };
    });
    const siteLogoUrl = httpsImageUrl(form.siteLogoUrl.trim());
    const next = {
      ...form,
      siteName: form.siteName.trim() || defaultSiteSettings().siteName,
      siteLogoUrl,
      // The uploaded logo's variant stays with it; an address typed instead has none.
      siteLogoUrlSmall: stored && siteLogoUrl === stored.siteLogoUrl ? (stored.siteLogoUrlSmall ?? '') : '',
      navbarLinks,
    };
    const write = settingsWrite(next, user.email);
    try {
      await saveFields(backend, SETTINGS_DOC, write, { expect: openedValues(write, opened.current) });
      opened.current = { ...opened.current, ...write };
      setStored(next);
      setForm(next);
      setMessage({ kind: 'ok', text: t('settings.saved') });
    } catch (e) {
      if (e instanceof SaveConflict) setConflict({ current: e.current, write, opened: opened.current });
      else setMessage({ kind: 'error', text: t('errors.save') });
    } finally {
      busy.current = false;
      setStatus('loaded');
    }
  };

  function fieldName(p: LimitProblem): string {
    if (p.kind !== 'tooLong') return '';
    if (p.field === 'siteName') return t('settings.siteName');
    if (p.field === 'logo') return t('settings.logoUrl');
    return t(p.field === 'label' ? 'settings.linkLabel' : 'settings.linkPath', { n: p.n });
  }

  const hold = useCallback(
    (key: string, on: boolean) =>
      setHeld((h) => {
        if (h.has(key) === on) return h;
        const next = new Set(h);
        if (on) next.add(key);
        else next.delete(key);
        return next;
      }),
    [],
  );
  const draft = useMemo<SettingsDraft | null>(
    () =>
      form &&
      stored && {
        form,
        stored,
        update: (change) => setForm((f) => f && change(f)),
        updateStored: (change, written) => {
          setStored((s) => s && change(s));
          if (written) opened.current = { ...opened.current, ...written };
        },
        report: setMessage,
        hold,
      },
    [form, stored, hold],
  );

  const resolve = {
    /** Back to the form, the owner's changes kept; the next save overwrites what was saved meanwhile. */
    edit: () => {
      if (conflict) opened.current = conflict.current;
      setConflict(null);
    },
    keepMine: () => {
      if (conflict) opened.current = conflict.current;
      setConflict(null);
      void save();
    },
    /** The settings as saved meanwhile, read again; the owner's changes go. */
    takeTheirs: () => {
      setConflict(null);
      setGeneration((g) => g + 1);
    },
  };

  return { status, draft, message, held: held.size > 0, save, conflict, resolve };
}

/** A save refused because the settings were saved meanwhile: as stored now, as the form wrote them, as they opened. */
export interface SettingsConflict {
  current: DocData | null;
  write: DocData;
  opened: DocData | null;
}

export type SettingsState = ReturnType<typeof useSettingsDraft>;
