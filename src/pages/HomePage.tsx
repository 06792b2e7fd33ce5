import { lazy, Suspense } from 'react';
import { Link } from '../ui/routing';
import { useLang, useTranslation } from '../i18n/react';
import { DEFAULT_IMAGES, FEATURED_ROOMS_COUNT, FOOTER_DOC, MAP_DOC, PREVIEW_SERVICES_COUNT } from '../content/constants';
import { inCatalogueOrder, KINDS, type CatalogueKind } from '../content/catalogue';
import { pickText } from '../content/localized';
import { useSiteSettings } from '../data/useSiteSettings';
import { useDocument, useList } from '../data/useRead';
import { useConfig, useIsAdmin } from '../data/context';
import { Seo, type StructuredData } from './Seo';
import { EditableBackground } from '../editing/images/EditableBackground';
import { EditableText } from '../editing/text/EditableText';
import { ItemCard } from '../ui/ItemCard';
import { Comparison } from '../ui/Comparison';
import { CONTACT_PATH } from '../content/paths';
import styles from './HomePage.module.css';
import pages from './pages.module.css';

const ImageFieldTool = lazy(() => import('../editing/images/ImageFieldTool'));

const DOCS = {
  hero: 'homepage/hero',
  welcome: 'homepage/welcome',
  featured: 'homepage/featured_rooms',
  slider: 'homepage/slider_section',
  services: 'homepage/services_preview',
  cta: 'homepage/cta',
} as const;

export default function HomePage() {
  const { t } = useTranslation();
  const lang = useLang();
  const { siteUrl } = useConfig();
  const admin = useIsAdmin();
  const { cin, vatNumber } = useSiteSettings();
  const hero = useDocument(DOCS.hero);
  const slider = useDocument(DOCS.slider);
  const footer = useDocument(FOOTER_DOC);
  const others = [useDocument(DOCS.welcome), useDocument(DOCS.featured), useDocument(DOCS.services), useDocument(DOCS.cta)];
  const failed = [hero, slider, ...others].some((s) => s.status === 'error');
  const heroData = hero.status === 'ready' ? hero.data : null;
  const settings = useSiteSettings();
  const map = useDocument(MAP_DOC);
  const rooms = useList(KINDS.rooms.collection, KINDS.rooms.query);
  const structured: StructuredData | null =
    footer.status === 'ready' && settings.loaded && map.status !== 'loading' && rooms.status !== 'loading'
      ? [
          'lodging',
          {
            siteUrl,
            lang,
            siteName: settings.siteName,
            footer: footer.data ?? {},
            map: map.status === 'ready' ? map.data : null,
            rooms: rooms.status === 'ready' ? rooms.data : [],
            roomKind: KINDS.rooms,
            image: DEFAULT_IMAGES.background,
            cin,
            vatNumber,
          },
        ]
      : null;

  return (
    <>
      <Seo
        description={pickText(heroData?.subtitle, lang)}
        image={heroData?.backgroundImageUrl}
        imageAlt={pickText(heroData?.mainTitle, lang)}
        structured={structured}
      />
      {failed && (
        <p role="alert" className={`message message-error container ${styles.pageError}`}>
          {t('errors.homepage')}
        </p>
      )}
      <EditableBackground doc={DOCS.hero} className={styles.hero} priority>
        <div className={`container ${styles.heroInner}`}>
          <EditableText doc={DOCS.hero} field="mainTitle" as="h1" className={styles.heroTitle} />
          <EditableText doc={DOCS.hero} field="subtitle" as="p" className={styles.heroSubtitle} multiline />
          <div className={styles.heroActions}>
            <Link to={KINDS.rooms.path} className="btn btn-light">
              {t('home.discoverRooms')}
            </Link>
            <Link to={CONTACT_PATH} className={`btn ${styles.heroGhost}`}>
              {t('buttons.contactUs')}
            </Link>
          </div>
        </div>
      </EditableBackground>

      <section className={`section container ${styles.welcome}`}>
        <EditableText doc={DOCS.welcome} field="title" as="h2" />
        <div className={styles.welcomeText}>
          <EditableText doc={DOCS.welcome} field="paragraph1" as="p" multiline />
          <EditableText doc={DOCS.welcome} field="paragraph2" as="p" multiline />
        </div>
      </section>

      <Showcase doc={DOCS.featured} kind={KINDS.rooms} limit={FEATURED_ROOMS_COUNT} alt={false} />

      <section className="section section-alt">
        <div className={`container ${styles.sliderSection}`}>
          <div className={styles.sectionHead}>
            <EditableText doc={DOCS.slider} field="title" as="h2" />
            <EditableText doc={DOCS.slider} field="subtitle" as="p" multiline className="muted" />
          </div>
          {admin && (
            <Suspense fallback={null}>
              <div className={styles.imageTools}>
                <ImageFieldTool
                  doc={DOCS.slider}
                  field="beforeImageUrl"
                  fallback={DEFAULT_IMAGES.before}
                  name={t('home.before')}
                  altField="beforeAlt"
                />
                <ImageFieldTool
                  doc={DOCS.slider}
                  field="afterImageUrl"
                  fallback={DEFAULT_IMAGES.after}
                  name={t('home.after')}
                  altField="afterAlt"
                />
              </div>
            </Suspense>
          )}
          <div className={styles.slider}>
            {slider.status === 'ready' && (
              <Comparison
                before={slider.data?.beforeImageUrl}
                after={slider.data?.afterImageUrl}
                beforeAlt={pickText(slider.data?.beforeAlt, lang)}
                afterAlt={pickText(slider.data?.afterAlt, lang)}
              />
            )}
          </div>
        </div>
      </section>

      <Showcase doc={DOCS.services} kind={KINDS.services} limit={PREVIEW_SERVICES_COUNT} alt={false} />

      <EditableBackground doc={DOCS.cta} className={styles.cta}>
        <div className={`container ${styles.ctaInner}`}>
          <EditableText doc={DOCS.cta} field="title" as="h2" />
          <EditableText doc={DOCS.cta} field="text" as="p" multiline />
          <Link to={CONTACT_PATH} className="btn btn-light">
            {t('buttons.contactUs')}
          </Link>
        </div>
      </EditableBackground>
    </>
  );
}

/** A homepage section listing the first items of a catalogue. */
function Showcase({
  doc,
  kind,
  limit,
  alt,
}: {
  doc: (typeof DOCS)['featured' | 'services'];
  kind: CatalogueKind;
  limit: number;
  alt: boolean;
}) {
  const { t } = useTranslation();
  // The whole catalogue, put in order here: the first `limit` of it (see CatalogueKind.query).
  const items = useList(kind.collection, kind.query);
  return (
    <section className={`section ${alt ? 'section-alt' : ''}`}>
      <div className="container">
        <div className={styles.sectionHead}>
          <EditableText doc={doc} field="title" as="h2" />
          <EditableText doc={doc} field="subtitle" as="p" multiline className="muted" />
        </div>
        {items.status === 'error' && (
          <p role="alert" className="message message-error">
            {t(`${kind.i18n}.loadError`)}
          </p>
        )}
        {items.status === 'ready' && items.data.length === 0 && <p className="muted">{t(`${kind.i18n}.empty`)}</p>}
        <ul className={pages.grid}>
          {items.status === 'ready' &&
            inCatalogueOrder(kind, items.data)
              .slice(0, limit)
              .map((item) => (
                <li key={item.id}>
                  <ItemCard kind={kind} item={item} />
                </li>
              ))}
        </ul>
        <p className={styles.more}>
          <Link to={kind.path} className="btn btn-ghost">
            {t(`${kind.i18n}.seeAll`)}
          </Link>
        </p>
      </div>
    </section>
  );
}
