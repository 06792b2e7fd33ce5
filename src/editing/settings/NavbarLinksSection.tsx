import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { UNDELETABLE_LINK_IDS, linkIdFromLabel, nextLinkOrder, normalizeLinkPath } from '../../content/settings';
import type { NavbarLink, NavLinkType } from '../../content/types';
import { moved } from '../../content/lists';
import { safeHref } from '../../content/urls';
import { useLinkLabel } from '../../data/useLinkLabel';
import { SimpleField } from '../SimpleField';
import admin from '../admin.module.css';
import styles from './settings.module.css';
import type { SettingsDraft } from './useSettingsDraft';

const TYPES: NavLinkType[] = ['link', 'submenu_rooms', 'submenu_services', 'submenu_experiences'];

/** The navbar's links: label, type, visibility and order of each; a new link; deletion of the deletable. */
export function NavbarLinksSection({ draft }: { draft: SettingsDraft }) {
  const { t } = useTranslation();
  const id = useId();
  const linkLabel = useLinkLabel();
  const { form, update } = draft;
  const [newLink, setNewLink] = useState({ label: '', path: '', type: 'link' as NavLinkType });
  const [linkProblem, setLinkProblem] = useState<string | null>(null);

  const patchLink = (i: number, p: Partial<NavbarLink>) =>
    update((f) => ({ ...f, navbarLinks: f.navbarLinks.map((l, j) => (j === i ? { ...l, ...p } : l)) }));
  const move = (i: number, by: number) => update((f) => ({ ...f, navbarLinks: moved(f.navbarLinks, i, by) }));

  const addLink = () => {
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
    update((f) => ({ ...f, navbarLinks: [...f.navbarLinks, link] }));
    setNewLink({ label: '', path: '', type: 'link' });
    setLinkProblem(null);
  };

  return (
    <fieldset className={admin.fieldset}>
      <legend>{t('settings.links')}</legend>
      <ol className={styles.links}>
        {form.navbarLinks.map((link, i) => {
          const name = linkLabel(link);
          return (
            <li key={link.id} className={styles.linkRow}>
              <SimpleField label={t('settings.label')} value={link.label} onChange={(label) => patchLink(i, { label })} />
              <div className={admin.field}>
                <span className={admin.fieldLabel}>{t('settings.path')}</span>
                <code className={styles.path}>{link.path}</code>
              </div>
              <div className={admin.field}>
                <label htmlFor={`${id}-t-${link.id}`}>{t('settings.type')}</label>
                <TypeSelect id={`${id}-t-${link.id}`} value={link.type} onChange={(type) => patchLink(i, { type })} />
              </div>
              <label className={styles.check}>
                <input type="checkbox" checked={link.enabled} onChange={(e) => patchLink(i, { enabled: e.target.checked })} />
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
                    onClick={() => update((f) => ({ ...f, navbarLinks: f.navbarLinks.filter((_, j) => j !== i) }))}
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
          <SimpleField
            label={t('settings.label')}
            value={newLink.label}
            onChange={(label) => setNewLink({ ...newLink, label })}
          />
          <SimpleField label={t('settings.path')} value={newLink.path} onChange={(path) => setNewLink({ ...newLink, path })} />
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
