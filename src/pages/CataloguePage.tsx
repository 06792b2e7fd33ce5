import { useLang, useTranslation } from '../i18n/react';
import { inCatalogueOrder, type CatalogueKind } from '../content/catalogue';
import { pickText } from '../content/localized';
import { useDocument, useList } from '../data/useRead';
import { Seo } from './Seo';
import { ItemCard } from '../ui/ItemCard';
import { EditableText } from '../editing/text/EditableText';
import { PageHeader } from './PageHeader';
import { CatalogueAdmin, ItemTools } from '../editing/catalogue/CatalogueAdminSlot';
import styles from './pages.module.css';

/** The list of rooms, services or experiences: one page for the three catalogues. */
export default function CataloguePage({ kind }: { kind: CatalogueKind }) {
  const { t } = useTranslation();
  const lang = useLang();
  const items = useList(kind.collection, kind.query);
  const header = useDocument(kind.headerDoc);
  const h = header.status === 'ready' ? header.data : null;
  return (
    <>
      <Seo
        title={pickText(h?.title, lang) ?? t(kind.navKey)}
        description={pickText(h?.subtitle, lang)}
        image={h?.backgroundImageUrl}
      />
      <PageHeader doc={kind.headerDoc} />
      <section className="section container" aria-busy={items.status === 'loading'}>
        <h2 className="visually-hidden">{t(`${kind.i18n}.listTitle`)}</h2>
        <CatalogueAdmin kind={kind}>
          {items.status === 'error' && (
            <p role="alert" className="message message-error">
              {t(`${kind.i18n}.loadError`)}
            </p>
          )}
          {items.status === 'loading' && <div className={styles.gridSkeleton} />}
          {items.status === 'ready' && items.data.length === 0 && <p className={styles.empty}>{t(`${kind.i18n}.empty`)}</p>}
          {items.status === 'ready' && items.data.length > 0 && (
            <ul className={styles.grid}>
              {inCatalogueOrder(kind, items.data).map((item) => (
                <li key={item.id}>
                  <ItemCard kind={kind} item={item} tools={<ItemTools kind={kind} item={item} />} />
                </li>
              ))}
            </ul>
          )}
        </CatalogueAdmin>
      </section>
      {kind.notesDoc && (
        <section className="section section-alt">
          <div className={`container ${styles.notes}`}>
            <EditableText doc={kind.notesDoc} field="title" as="h2" />
            <EditableText doc={kind.notesDoc} field="text" as="p" multiline />
          </div>
        </section>
      )}
    </>
  );
}
