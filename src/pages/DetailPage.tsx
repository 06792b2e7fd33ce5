import { lazy, Suspense, useMemo } from 'react';
import { useParams } from 'react-router-dom';
import { Link } from '../ui/routing';
import { useLang, useTranslation } from '../i18n/react';
import type { CatalogueKind } from '../content/catalogue';
import { pickText } from '../content/localized';
import { useDocument } from '../data/useRead';
import { useConfig, useIsAdmin } from '../data/context';
import { Seo } from './Seo';
import { SmartImage } from '../ui/SmartImage';
import { Price } from '../ui/Price';
import { DetailBlocks } from '../ui/DetailBlocks';
import { CONTACT_PATH } from '../content/paths';
import { AVAILABILITY_COLLECTION, COLLECTIONS } from '../content/constants';
import styles from './pages.module.css';

const MainImageTool = lazy(() => import('../editing/images/MainImageTool'));
const ItemEditTool = lazy(() => import('../editing/catalogue/ItemEditTool'));
/**
 * A room's free nights and the nights a guest picks (src/pages/RoomNights.tsx): in the saved page as HTML
 * from the start (the grid readable, and turned by its links, with no script); their code loads, and they
 * hydrate, at the visitor's first scroll, press or key, so a first visit's load carries none of it. On a
 * server they render at once.
 */
const firstMove: Promise<void> =
  typeof window === 'undefined' || typeof IntersectionObserver === 'undefined'
    ? Promise.resolve()
    : new Promise<void>((resolve) => {
        for (const type of ['scroll', 'pointerdown', 'keydown', 'touchstart'])
          window.addEventListener(type, () => resolve(), { once: true, passive: true });
      });
const RoomNights = lazy(() => firstMove.then(() => import('./RoomNights')));

/** The id in the address, decoded; Firestore ids never contain '/', and '.' and '..' are not ids. */
function usableId(raw: string | undefined): string | null {
  let id = raw;
  try {
    id = raw && decodeURIComponent(raw);
  } catch {
    // Already decoded as far as it goes (the router decodes the address).
  }
  if (!id || !id.trim()) return null;
  return id === '.' || id === '..' || id.length > 700 || id.includes('/') ? '' : id;
}

/** One room, service or experience: one page for the three catalogues. */
export default function DetailPage({ kind }: { kind: CatalogueKind }) {
  const { t } = useTranslation();
  const lang = useLang();
  const admin = useIsAdmin();
  const { siteUrl } = useConfig();
  const id = usableId(useParams().id);
  const path = id ? `${kind.collection}/${id}` : null;
  const state = useDocument(path);
  const isRoom = kind.collection === COLLECTIONS.rooms;
  const d = state.status === 'ready' ? state.data : null;
  const title = (d && pickText(d[kind.titleField], lang)) ?? '';
  const label = t(kind.ctaKey);
  // A room with published nights carries itself to the contact page (its calendar there greys out the
  // taken nights), from the start: the nights picked join it once their code has come.
  const nights = useDocument(isRoom && id ? `${AVAILABILITY_COLLECTION}/${id}` : null);
  const published = nights.status === 'ready' ? nights.data : null;
  const room = published ? `&room=${encodeURIComponent(id!)}` : '';
  // The call to action, and for a room its free nights above it. The same element while its inputs stay: a
  // re-render of the page (the first after hydration) leaves the saved nights as they are until their code
  // arrives, instead of replacing them.
  const contact = useMemo(() => {
    const cta = (picked: string) => (
      <p className={styles.detailCta}>
        <Link to={`${CONTACT_PATH}?interest=${encodeURIComponent(title)}${room}${picked}`} className="btn">
          {label}
        </Link>
      </p>
    );
    return isRoom && id ? (
      <Suspense fallback={cta('')}>
        <RoomNights data={published} cta={cta} />
      </Suspense>
    ) : (
      cta('')
    );
  }, [isRoom, id, title, label, room, published]);

  let message: string | null = null;
  if (id === null) message = t(`${kind.i18n}.missingId`);
  else if (id === '' || (state.status === 'ready' && !state.data)) message = t(`${kind.i18n}.notFound`);
  else if (state.status === 'error') message = t(`${kind.i18n}.detailError`);

  if (message)
    return (
      <section className={`section container ${styles.detailMessage}`}>
        <Seo title={message} robots="noindex" />
        <h1>{message}</h1>
        <Link to={kind.path} className="btn btn-ghost">
          {t(`${kind.i18n}.backToList`)}
        </Link>
      </section>
    );
  if (!d) return <div className={styles.detailLoading} aria-busy="true" />;

  const text = pickText(d[kind.textField], lang);

  return (
    <article>
      <Seo
        title={title}
        description={text}
        image={d.imageUrl}
        imageAlt={pickText(d.imageAlt, lang) ?? title}
        structured={['listing', kind, { id: id!, data: d }, { siteUrl, lang }]}
      />
      <div className={styles.detailHero}>
        <SmartImage
          src={d.imageUrl}
          small={d.imageUrlSmall}
          width={1600}
          height={1000}
          priority
          className={styles.detailImage}
          alt={pickText(d.imageAlt, lang)}
        />
        {admin && (
          <Suspense fallback={null}>
            <MainImageTool kind={kind} id={id!} />
          </Suspense>
        )}
      </div>
      <div className={`container ${styles.detailBody}`}>
        {admin && (
          <Suspense fallback={null}>
            <ItemEditTool kind={kind} item={{ id: id!, data: d }} />
          </Suspense>
        )}
        <nav aria-label={t('nav.breadcrumb')} className={styles.breadcrumb}>
          <Link to={kind.path}>{t(kind.navKey)}</Link> <span aria-hidden="true">/</span> <span>{title}</span>
        </nav>
        <h1 className={styles.detailTitle}>{title}</h1>
        {text && <p className={styles.lead}>{text}</p>}
        {kind.hasPrice && <Price value={d.price} />}
        <DetailBlocks blocks={d.detailContent} />
        {contact}
      </div>
    </article>
  );
}
