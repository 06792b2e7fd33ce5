import { useLang, useTranslation } from '../../i18n/react';
import { Link } from '../../ui/routing';
import { inCatalogueOrder, KIND_LIST } from '../../content/catalogue';
import { COLLECTIONS, LANGUAGES, SETTINGS_DOC } from '../../content/constants';
import { inOwnerOrder } from '../../content/lists';
import { pickText } from '../../content/localized';
import { PAGE_DOCUMENTS } from '../../content/pages';
import {
  gapCounts,
  listingGroup,
  menuGroup,
  pageGroups,
  textsToDo,
  type OverviewGroup,
  type OverviewText,
} from '../../content/translationOverview';
import { inLinkOrder, readSiteSettings } from '../../content/siteSettings';
import { useBackend } from '../../data/context';
import { useDocument } from '../../data/useRead';
import { useLoad } from '../core/useLoad';
import admin from '../../ui/owner.module.css';
import styles from '../settings/settings.module.css';
import { SettingsSection } from '../settings/SettingsSection';
import { Alert } from '../../ui/Alert';

/** The name of each kind of text that is not a page's field nor a listing's title or text. */
const NAME_KEYS = {
  imageAlt: 'form.alt',
  linkLabel: 'settings.label',
  block: 'form.textBlock',
  blockAlt: 'translations.blockAlt',
  photoAlt: 'gallery.altOf',
  photoCaption: 'gallery.captionOf',
};

/**
 * The translations overview: per page and per listing, how many texts are missing or outdated in
 * each language, then each of those texts with a link that opens it in place.
 */
export function TranslationsSection() {
  const { t } = useTranslation();
  const lang = useLang();
  const backend = useBackend();
  // Every page document and every listing, read once each (the owner's settings only).
  const state = useLoad('overview', async (): Promise<OverviewGroup[]> => {
    const [pages, gallery, ...lists] = await Promise.all([
      Promise.all(PAGE_DOCUMENTS.map(async (d) => [d.path, await backend.docs.get(d.path)] as const)),
      backend.docs.list(COLLECTIONS.gallery, { orderBy: [['createdAt', 'desc']] }),
      ...KIND_LIST.map(async (k) => inCatalogueOrder(k, await backend.docs.list(k.collection, k.query))),
    ]);
    return [
      ...pageGroups(Object.fromEntries(pages), inOwnerOrder(gallery)),
      ...KIND_LIST.flatMap((k, i) => lists[i].map((item) => listingGroup(k, item))),
    ];
  });
  // The menu's links as stored now (the settings are watched live): counted as each link's row counts them.
  const settings = useDocument(SETTINGS_DOC);
  const links = settings.status === 'ready' && settings.data ? inLinkOrder(readSiteSettings(settings.data).navbarLinks) : null;

  const groupName = (g: OverviewGroup) =>
    g.kind
      ? t('translations.listing', { kind: t(`translations.kinds.${g.kind.id}`), name: pickText(g.title, lang) ?? g.id })
      : g.id === 'menu'
        ? t('settings.links')
        : t(`translations.groups.${g.id}`);
  const textName = (g: OverviewGroup, x: OverviewText): string => {
    const n = x.name;
    const base =
      n.type === 'field'
        ? t(`fields.${n.field}`, { defaultValue: n.field })
        : n.type === 'title' || n.type === 'text'
          ? g.kind
            ? t(`form.${g.kind[n.type === 'title' ? 'titleField' : 'textField']}`)
            : ''
          : t(NAME_KEYS[n.type], { n: 'n' in n ? n.n : undefined });
    const name = base.charAt(0).toLocaleUpperCase(lang) + base.slice(1);
    const it = x.italian?.trim();
    return it ? t('translations.withItalian', { name, italian: it.length > 60 ? `${it.slice(0, 59)}…` : it }) : name;
  };
  // The menu's links are on this page: a plain link to their part of it.
  const to = (href: string, name: string) => (href.startsWith('#') ? <a href={href}>{name}</a> : <Link to={href}>{name}</Link>);
  const codes = (langs: string[]) => langs.join(', ').toUpperCase();

  const groups = state.status === 'ready' ? [...state.data, ...(links ? [menuGroup(links)] : [])] : [];
  const todo = groups.map((g) => [g, textsToDo(g)] as const).filter(([, texts]) => texts.length);
  return (
    <SettingsSection title={t('translations.title')} anchor="traduzioni">
      <p className={admin.hint}>{t('translations.intro')}</p>
      {state.status === 'loading' && <p aria-busy="true">{t('translations.loading')}</p>}
      <Alert>{state.status === 'error' && t('translations.loadError')}</Alert>
      {state.status === 'ready' && (
        <>
          <div className={styles.tableWrap}>
            <table className={styles.table}>
              <caption className="visually-hidden">{t('translations.caption')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('translations.column')}</th>
                  {LANGUAGES.map((l) => (
                    <th key={l} scope="col">
                      <abbr title={t(`languages.${l}`)} lang={l}>
                        {l.toUpperCase()}
                      </abbr>
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {groups.map((g) => {
                  const counts = gapCounts(g);
                  return (
                    <tr key={g.id}>
                      <th scope="row">{to(g.route, groupName(g))}</th>
                      {LANGUAGES.map((l) => {
                        const { missing, outdated } = counts[l];
                        return (
                          <td key={l} data-state={missing || outdated ? 'todo' : 'ok'}>
                            {!missing && !outdated && (
                              <>
                                <span aria-hidden="true">✓</span>
                                <span className="visually-hidden">{t('translations.ok')}</span>
                              </>
                            )}
                            {missing > 0 && (
                              <span className={styles.missing}>{t('translations.missingCount', { count: missing })}</span>
                            )}
                            {outdated > 0 && (
                              <span className={styles.outdated}>{t('translations.outdatedCount', { count: outdated })}</span>
                            )}
                          </td>
                        );
                      })}
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
          {todo.length === 0 ? (
            <p>{t('translations.allDone')}</p>
          ) : (
            <>
              <h3 className={styles.subTitle}>{t('translations.todo')}</h3>
              {todo.map(([g, texts]) => (
                <div key={g.id} className={styles.todoGroup}>
                  <h4>{groupName(g)}</h4>
                  <ul>
                    {texts.map((x, i) => (
                      <li key={i}>
                        {to(x.href, textName(g, x))}
                        {x.missing.length > 0 && (
                          <span className={styles.missing}>{t('editing.missingLanguages', { langs: codes(x.missing) })}</span>
                        )}
                        {x.outdated.length > 0 && (
                          <span className={styles.outdated}>{t('editing.outdatedLanguages', { langs: codes(x.outdated) })}</span>
                        )}
                      </li>
                    ))}
                  </ul>
                </div>
              ))}
            </>
          )}
        </>
      )}
    </SettingsSection>
  );
}
