import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SERVER_TIME } from '../backend/port';
import { SETTINGS_DOC } from '../content/constants';
import {
  UNDELETABLE_LINK_IDS,
  defaultSiteSettings,
  linkIdFromLabel,
  nextLinkOrder,
  normalizeLinkPath,
  readSiteSettings,
} from '../content/settings';
import type { NavbarLink, NavLinkType, SiteSettings } from '../content/types';
import { isValidImageUrl, safeHref } from '../content/urls';
import { useBackend } from '../data/context';
import { useRobots } from './Seo';
import { useLinkLabel } from '../data/useLinkLabel';
import { useUpload } from '../editing/useUpload';
import { UploadField } from '../editing/UploadField';
import ConfirmDialog from '../editing/ConfirmDialog';
import { commitImage } from '../editing/images';
import admin from '../editing/admin.module.css';
import styles from './SettingsPage.module.css';

type Status = 'loading' | 'loadError' | 'initError' | 'loaded' | 'saving';
const TYPES: NavLinkType[] = ['link', 'submenu_rooms', 'submenu_services', 'submenu_experiences'];

/** Site name, logo and navbar links (SPEC §5), for the signed-in owner. */
export default function SettingsPage() {
  const { t } = useTranslation();
  const backend = useBackend();
  const id = useId();
  const linkLabel = useLinkLabel();
  const [status, setStatus] = useState<Status>('loading');
  const [stored, setStored] = useState<SiteSettings | null>(null);
  const [form, setForm] = useState<SiteSettings | null>(null);
  const [message, setMessage] = useState<{ kind: 'ok' | 'error'; text: string } | null>(null);
  const [newLink, setNewLink] = useState({ label: '', path: '', type: 'link' as NavLinkType });
  const [linkProblem, setLinkProblem] = useState<string | null>(null);
  const [resetOpen, setResetOpen] = useState(false);
  const logoUpload = useUpload();
  const busy = useRef(false);
  useRobots('noindex, nofollow');

  useEffect(() => {
    document.title = t('settings.title');
  }, [t]);

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
          await backend.docs.setMerge(SETTINGS_DOC, { ...settings, lastUpdatedBy: user?.email ?? '', updatedAt: SERVER_TIME });
        } catch {
          if (active) setStatus('initError');
          return;
        }
      }
      if (!active) return;
      settings.navbarLinks = [...settings.navbarLinks].sort((a, b) => a.order - b.order);
      setStored(settings);
      setForm(settings);
      setStatus('loaded');
    })();
    return () => {
      active = false;
    };
  }, [backend]);

  const patchLink = (i: number, p: Partial<NavbarLink>) =>
    setForm((f) => f && { ...f, navbarLinks: f.navbarLinks.map((l, j) => (j === i ? { ...l, ...p } : l)) });
  const move = (i: number, by: number) =>
    setForm((f) => {
      if (!f) return f;
      const links = [...f.navbarLinks];
      const j = i + by;
      if (j < 0 || j >= links.length) return f;
      [links[i], links[j]] = [links[j], links[i]];
      return { ...f, navbarLinks: links };
    });

  const addLink = () => {
    if (!form) return;
    const label = newLink.label.trim();
    const rawPath = newLink.path.trim();
    if (!label || !rawPath) {
      setLinkProblem(t('errors.linkRequired'));
      return;
    }
    const path = /^https?:\/\//i.test(rawPath) ? rawPath : normalizeLinkPath(rawPath);
    if (!safeHref(path)) {
      setLinkProblem(t('settings.invalidPath'));
      return;
    }
    const link: NavbarLink = {
      id: linkIdFromLabel(
        label,
        form.navbarLinks.map((l) => l.id),
      ),
      label,
      path,
      type: newLink.type,
      order: nextLinkOrder(form.navbarLinks),
      enabled: true,
    };
    setForm({ ...form, navbarLinks: [...form.navbarLinks, link] });
    setNewLink({ label: '', path: '', type: 'link' });
    setLinkProblem(null);
  };

  const save = async () => {
    if (!form || busy.current) return;
    if (form.siteLogoUrl && !isValidImageUrl(form.siteLogoUrl.trim())) {
      setMessage({ kind: 'error', text: t('settings.logoInvalid') });
      return;
    }
    const user = backend.auth.currentUser();
    if (!user) return;
    busy.current = true;
    setStatus('saving');
    setMessage(null);
    // The list order is the navbar order: renumber in steps of ten.
    const navbarLinks = form.navbarLinks.map((l, i) => ({ ...l, label: l.label.trim() || l.id, order: (i + 1) * 10 }));
    const next = {
      ...form,
      siteName: form.siteName.trim() || defaultSiteSettings().siteName,
      siteLogoUrl: form.siteLogoUrl.trim(),
      navbarLinks,
    };
    try {
      await backend.docs.setFields(SETTINGS_DOC, {
        siteName: next.siteName,
        siteLogoUrl: next.siteLogoUrl,
        navbarLinks,
        lastUpdatedBy: user.email,
        updatedAt: SERVER_TIME,
      });
      setStored(next);
      setForm(next);
      setMessage({ kind: 'ok', text: t('settings.saved') });
    } catch {
      setMessage({ kind: 'error', text: t('errors.save') });
    } finally {
      busy.current = false;
      setStatus('loaded');
    }
  };

  return (
    <section className={`section container ${styles.page}`}>
      <h1 className={styles.title}>{t('settings.title')}</h1>
      {status === 'loading' && <p aria-busy="true">{t('settings.loading')}</p>}
      {(status === 'loadError' || status === 'initError') && (
        <p role="alert" className="message message-error">
          {t(status === 'loadError' ? 'errors.settingsLoad' : 'errors.settingsInit')}
        </p>
      )}
      {form && (status === 'loaded' || status === 'saving') && (
        <form
          onSubmit={(e) => {
            e.preventDefault();
            void save();
          }}
          noValidate
          className={styles.form}
        >
          <div className={admin.field}>
            <label htmlFor={`${id}-name`}>{t('settings.siteName')}</label>
            <input
              id={`${id}-name`}
              type="text"
              value={form.siteName}
              onChange={(e) => setForm({ ...form, siteName: e.target.value })}
            />
          </div>
          <div className={admin.field}>
            <label htmlFor={`${id}-logo`}>{t('settings.logoUrl')}</label>
            <input
              id={`${id}-logo`}
              type="url"
              value={form.siteLogoUrl}
              onChange={(e) => setForm({ ...form, siteLogoUrl: e.target.value })}
            />
            {isValidImageUrl(form.siteLogoUrl) && (
              <img src={form.siteLogoUrl} alt="" width={48} height={48} className={styles.logo} />
            )}
          </div>
          <UploadField
            upload={logoUpload}
            label={t('settings.logoUpload')}
            onFile={async ([file]) => {
              const img = await logoUpload.start(file, 'images');
              if (!img) return;
              const user = backend.auth.currentUser();
              // The logo is stored at once, like every other upload, so no file is left unreferenced.
              const ok = await commitImage(backend.files, img, [stored?.siteLogoUrl], async () => {
                if (!user) throw new Error('signed out');
                await backend.docs.setFields(SETTINGS_DOC, {
                  siteLogoUrl: img.url,
                  lastUpdatedBy: user.email,
                  updatedAt: SERVER_TIME,
                });
              });
              if (ok) {
                setForm((f) => f && { ...f, siteLogoUrl: img.url });
                setStored((s) => s && { ...s, siteLogoUrl: img.url });
              } else setMessage({ kind: 'error', text: t('errors.imageSave') });
            }}
          />

          <fieldset className={admin.fieldset}>
            <legend>{t('settings.links')}</legend>
            <ol className={styles.links}>
              {form.navbarLinks.map((link, i) => {
                const name = linkLabel(link);
                return (
                  <li key={link.id} className={styles.linkRow}>
                    <div className={admin.field}>
                      <label htmlFor={`${id}-l-${link.id}`}>{t('settings.label')}</label>
                      <input
                        id={`${id}-l-${link.id}`}
                        type="text"
                        value={link.label}
                        onChange={(e) => patchLink(i, { label: e.target.value })}
                      />
                    </div>
                    <div className={admin.field}>
                      <span className={admin.fieldLabel}>{t('settings.path')}</span>
                      <code className={styles.path}>{link.path}</code>
                    </div>
                    <div className={admin.field}>
                      <label htmlFor={`${id}-t-${link.id}`}>{t('settings.type')}</label>
                      <TypeSelect id={`${id}-t-${link.id}`} value={link.type} onChange={(type) => patchLink(i, { type })} />
                    </div>
                    <label className={styles.check}>
                      <input
                        type="checkbox"
                        checked={link.enabled}
                        onChange={(e) => patchLink(i, { enabled: e.target.checked })}
                      />
                      {t('settings.enabled')}
                    </label>
                    <div className={styles.rowActions}>
                      <button
                        type="button"
                        className={admin.smallBtn}
                        disabled={i === 0}
                        onClick={() => move(i, -1)}
                        aria-label={t('settings.moveUp', { label: name })}
                      >
                        ↑
                      </button>
                      <button
                        type="button"
                        className={admin.smallBtn}
                        disabled={i === form.navbarLinks.length - 1}
                        onClick={() => move(i, 1)}
                        aria-label={t('settings.moveDown', { label: name })}
                      >
                        ↓
                      </button>
                      {!UNDELETABLE_LINK_IDS.includes(link.id) && (
                        <button
                          type="button"
                          className={admin.smallBtn}
                          onClick={() => setForm({ ...form, navbarLinks: form.navbarLinks.filter((_, j) => j !== i) })}
                          aria-label={t('settings.deleteLink', { label: name })}
                        >
                          ✕
                        </button>
                      )}
                    </div>
                  </li>
                );
              })}
            </ol>
            <fieldset className={admin.fieldset}>
              <legend>{t('settings.newLink')}</legend>
              <div className={styles.newLink}>
                <div className={admin.field}>
                  <label htmlFor={`${id}-nl`}>{t('settings.label')}</label>
                  <input
                    id={`${id}-nl`}
                    type="text"
                    value={newLink.label}
                    onChange={(e) => setNewLink({ ...newLink, label: e.target.value })}
                  />
                </div>
                <div className={admin.field}>
                  <label htmlFor={`${id}-np`}>{t('settings.path')}</label>
                  <input
                    id={`${id}-np`}
                    type="text"
                    value={newLink.path}
                    onChange={(e) => setNewLink({ ...newLink, path: e.target.value })}
                  />
                </div>
                <div className={admin.field}>
                  <label htmlFor={`${id}-nt`}>{t('settings.type')}</label>
                  <TypeSelect id={`${id}-nt`} value={newLink.type} onChange={(type) => setNewLink({ ...newLink, type })} />
                </div>
              </div>
              {linkProblem && (
                <p role="alert" className="message message-error">
                  {linkProblem}
                </p>
              )}
              <button type="button" className={admin.secondaryBtn} onClick={addLink}>
                + {t('settings.addLink')}
              </button>
            </fieldset>
          </fieldset>
          {message && (
            <p
              role={message.kind === 'error' ? 'alert' : 'status'}
              className={`message ${message.kind === 'ok' ? 'message-success' : 'message-error'}`}
            >
              {message.text}
            </p>
          )}
          <div className={admin.actions}>
            <button type="submit" className={admin.primaryBtn} disabled={status === 'saving' || logoUpload.busy}>
              {status === 'saving' ? t('settings.saving') : t('settings.save')}
            </button>
          </div>
        </form>
      )}
      {backend.resetDemo && status !== 'loading' && (
        <section className={`${admin.fieldset} ${styles.demo}`} aria-labelledby={`${id}-demo`}>
          <h2 id={`${id}-demo`} className={styles.demoTitle}>
            {t('settings.demo')}
          </h2>
          <p>{t('settings.demoText')}</p>
          <button type="button" className={admin.secondaryBtn} onClick={() => setResetOpen(true)}>
            {t('settings.resetDemo')}
          </button>
          {resetOpen && (
            <ConfirmDialog
              title={t('settings.resetDemo')}
              text={t('settings.resetConfirm')}
              confirmLabel={t('settings.resetDemo')}
              errorText={t('errors.save')}
              onClose={() => setResetOpen(false)}
              onConfirm={async () => {
                try {
                  await backend.resetDemo!();
                  window.location.assign('/');
                  return true;
                } catch {
                  return false;
                }
              }}
            />
          )}
        </section>
      )}
    </section>
  );
}

function TypeSelect({ id, value, onChange }: { id: string; value: NavLinkType; onChange: (type: NavLinkType) => void }) {
  const { t } = useTranslation();
  return (
    <select id={id} value={value} onChange={(e) => onChange(e.target.value as NavLinkType)}>
      {TYPES.map((ty) => (
        <option key={ty} value={ty}>
          {t(`settings.types.${ty}`)}
        </option>
      ))}
    </select>
  );
}
