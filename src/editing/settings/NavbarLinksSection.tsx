import { useId, useState } from 'react';
import { useLang, useTranslation } from '../../i18n/react';
import { LANGUAGES, MAX_LINK_LABEL_CHARS, MAX_NAV_LINKS, MAX_URL_CHARS } from '../../content/constants';
import { UNDELETABLE_LINK_IDS, linkIdFromLabel, linkTarget, nextLinkOrder, normalizeLinkPath } from '../../content/settings';
import { NAV_LINK_TYPES, type NavbarLink, type NavLinkType } from '../../content/types';
import { movedTo } from '../core/reorder';
import { useSortable } from '../core/useSortable';
import { stringProblem } from '../../content/limits';
import { safeHref } from '../../content/urls';
import { useBackend } from '../../data/context';
import { useLinkLabel } from '../../data/useLinkLabel';
import { limitMessage } from '../core/limitMessage';
import { useLoad } from '../core/useLoad';
import { SimpleField } from '../core/SimpleField';
import { LinkLabelFields } from './LinkLabelFields';
import admin from '../../ui/owner.module.css';
import styles from './settings.module.css';
import type { SettingsDraft } from './useSettingsDraft';
import { Alert } from '../../ui/Alert';

/**
 * Said under a link whose path leads to no page of the site (a visitor would get the not-found page): an
 * unknown path, or a listing's page whose listing does not exist (read once per path shown).
 */
function PathWarning({ path }: { path: string }) {
  const { t } = useTranslation();
  const backend = useBackend();
  const target = linkTarget(path);
  const listing = useLoad(target.kind === 'item' ? target.doc : null, (doc) => backend.docs.get(doc));
  // An unreadable listing is not flagged: it may well exist.
  const nowhere = target.kind === 'nowhere' || (listing.status === 'ready' && !listing.data);
  return nowhere ? <p className={styles.warning}>{t('settings.pathNowhere')}</p> : null;
}

/** The navbar's links: label, type, visibility and order of each; a new link; deletion of the deletable. */
export function NavbarLinksSection({ draft }: { draft: SettingsDraft }) {
  const { t, i18n } = useTranslation();
  const lang = useLang();
  const id = useId();
  const linkLabel = useLinkLabel();
  const { form, update } = draft;
  const [newLink, setNewLink] = useState({ label: '', path: '', type: 'link' as NavLinkType });
  const [linkProblem, setLinkProblem] = useState<string | null>(null);
  // The site's own words for its links in every language, shown where the owner has written none.
  useLoad('words', () => i18n.loadLanguages([...LANGUAGES]));

  const setLinks = (change: (links: NavbarLink[]) => NavbarLink[]) =>
    update((f) => ({ ...f, navbarLinks: change(f.navbarLinks) }));
  const patchLink = (i: number, p: Partial<NavbarLink>) =>
    setLinks((links) => links.map((l, j) => (j === i ? { ...l, ...p } : l)));
  // Links are dragged into place by their grip, or carried with the keyboard on it, besides the step buttons
  // (one place, or to the start or the end in one press).
  const ids = form.navbarLinks.map((l) => l.id);
  const sortable = useSortable({ ids, onMove: (from, to) => setLinks((links) => movedTo(links, from, to)) });

  const addLink = () => {
    const label = newLink.label.trim();
    const rawPath = newLink.path.trim();
    const path = /^https?:\/\//i.test(rawPath) ? rawPath : normalizeLinkPath(rawPath);
    const count = form.navbarLinks.length + 1;
    const labelTooLong = stringProblem('label', label, MAX_LINK_LABEL_CHARS);
    const tooLong = labelTooLong ?? stringProblem('path', path, MAX_URL_CHARS);
    const problem =
      !label || !rawPath
        ? t('errors.linkRequired')
        : count > MAX_NAV_LINKS
          ? limitMessage(t, lang, { kind: 'tooMany', field: 'links', max: MAX_NAV_LINKS, count })
          : tooLong
            ? limitMessage(t, lang, tooLong, t(labelTooLong ? 'settings.label' : 'settings.path'))
            : !safeHref(path) && t('settings.invalidPath');
    setLinkProblem(problem || null);
    if (problem) return;
    const link: NavbarLink = {
      id: linkIdFromLabel(label, ids),
      label: { it: label },
      path,
      type: newLink.type,
      order: nextLinkOrder(form.navbarLinks),
      enabled: true,
    };
    setLinks((links) => [...links, link]);
    setNewLink({ label: '', path: '', type: 'link' });
  };

  return (
    <fieldset id="menu" className={admin.fieldset}>
      <legend>{t('settings.links')}</legend>
      <ol ref={sortable.listRef} className={styles.links}>
        {form.navbarLinks.map((link, i) => {
          const name = linkLabel(link);
          // Each field's name says which link it belongs to: "Tipo — link 3, Prenotazioni".
          const rowId = `${id}-row-${link.id}`;
          return (
            <li key={link.id} {...sortable.rowProps(link.id)} className={styles.linkRow}>
              <span id={rowId} hidden>
                — {t('settings.linkRow', { n: i + 1, label: name })}
              </span>
              <LinkLabelFields rowId={rowId} link={link} onChange={(label) => patchLink(i, { label })} />
              <div className={admin.field}>
                <span className={admin.fieldLabel}>{t('settings.path')}</span>
                <code className={styles.path}>{link.path}</code>
                <PathWarning path={link.path} />
              </div>
              <TypeField rowId={rowId} value={link.type} onChange={(type) => patchLink(i, { type })} />
              <label className={styles.check}>
                <input
                  type="checkbox"
                  checked={link.enabled}
                  aria-labelledby={`${id}-e-${link.id} ${rowId}`}
                  onChange={(e) => patchLink(i, { enabled: e.target.checked })}
                />
                <span id={`${id}-e-${link.id}`}>{t('settings.enabled')}</span>
              </label>
              <div className={styles.rowActions}>
                {sortable.grip(link.id, name)}
                {sortable.steps(link.id, name)}
                {!UNDELETABLE_LINK_IDS.includes(link.id) && (
                  <button
                    type="button"
                    className={admin.smallBtn}
                    onClick={() => setLinks((links) => links.filter((_, j) => j !== i))}
                    aria-label={t('settings.deleteLink', { label: name })}
                  >
                    <span aria-hidden="true">✕</span>
                  </button>
                )}
              </div>
            </li>
          );
        })}
      </ol>
      {sortable.announcer}
      <fieldset className={admin.fieldset}>
        <legend>{t('settings.newLink')}</legend>
        <div className={styles.newLink}>
          <SimpleField
            label={t('settings.label')}
            value={newLink.label}
            onChange={(label) => setNewLink({ ...newLink, label })}
          />
          <SimpleField label={t('settings.path')} value={newLink.path} onChange={(path) => setNewLink({ ...newLink, path })} />
          <TypeField value={newLink.type} onChange={(type) => setNewLink({ ...newLink, type })} />
        </div>
        <Alert>{linkProblem}</Alert>
        <button type="button" className={admin.secondaryBtn} onClick={addLink}>
          + {t('settings.addLink')}
        </button>
      </fieldset>
    </fieldset>
  );
}

/** A link's type; in a link's row, its name says which link ("Tipo — link 3, Prenotazioni"). */
function TypeField({ rowId, value, onChange }: { rowId?: string; value: NavLinkType; onChange: (type: NavLinkType) => void }) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className={admin.field}>
      <label htmlFor={id} id={`${id}-label`}>
        {t('settings.type')}
      </label>
      <select
        id={id}
        aria-labelledby={rowId && `${id}-label ${rowId}`}
        value={value}
        onChange={(e) => onChange(e.target.value as NavLinkType)}
      >
        {NAV_LINK_TYPES.map((ty) => (
          <option key={ty} value={ty}>
            {t(`settings.types.${ty}`)}
          </option>
        ))}
      </select>
    </div>
  );
}
