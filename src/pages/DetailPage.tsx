import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { useParams } from 'react-router-dom';
import { Link } from '../ui/routing';
import { useTranslation } from 'react-i18next';
import type { CatalogueKind } from '../content/catalogue';
import { pickText } from '../content/localized';
import { useDocument } from '../data/useRead';
import { useLang } from '../data/useLang';
import { useConfig, useIsAdmin } from '../data/context';
import { Seo } from './Seo';
import { SmartImage } from '../ui/SmartImage';
import { Price } from '../ui/Price';
import { DetailBlocks } from '../ui/DetailBlocks';
import { CONTACT_PATH } from '../content/paths';
import type { RoomAvailability } from '../content/availability';
import { AVAILABILITY_COLLECTION, COLLECTIONS } from '../content/constants';
import { useHydrated } from '../data/useHydrated';
import type { Stay } from './StayDates';
import styles from './pages.module.css';

const MainImageTool = lazy(() => import('../editing/images/MainImageTool'));
const ItemEditTool = lazy(() => import('../editing/catalogue/ItemEditTool'));
/**
 * A room's month grid: in the saved page as HTML from the start (readable, and turned by its links, with
 * no script); its code loads, and the grid hydrates, at the visitor's first scroll, press or key, so a
 * first visit's load carries none of it. On a server it renders at once.
 */
const firstMove: Promise<void> =
  typeof window === 'undefined' || typeof IntersectionObserver === 'undefined'
    ? Promise.resolve()
    : new Promise<void>((resolve) => {
        for (const type of ['scroll', 'pointerdown', 'keydown', 'touchstart'])
          window.addEventListener(type, () => resolve(), { once: true, passive: true });
      });
const NightGrid = lazy(() => firstMove.then(() => import('../ui/NightGrid')));
const CalendarTool = lazy(() => import('../editing/availability/CalendarTool'));
/** Picking nights needs the application: its code comes once the page is the browser's. */
const StayDates = lazy(() => import('./StayDates').then((m) => ({ default: m.StayDates })));

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

function isAvailability(v: unknown): v is RoomAvailability {
  const a = v as Partial<RoomAvailability> | null;
  return !!a && Array.isArray(a.taken) && typeof a.checkedAt === 'number' && Number.isFinite(a.checkedAt);
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
  // A room's free nights: nothing at all when it has none published, or they cannot be read.
  const isRoom = kind.collection === COLLECTIONS.rooms;
  const nights = useDocument(isRoom && id ? `${AVAILABILITY_COLLECTION}/${id}` : null);
  const availability = nights.status === 'ready' && isAvailability(nights.data) ? nights.data : null;
  const [stay, setStay] = useState<Stay>({ checkIn: '', checkOut: '' });
  const hydrated = useHydrated();
  // The same element while its inputs stay: a re-render of the page (the first after hydration) leaves the
  // saved grid as it is until its code arrives, instead of replacing it.
  const grid = useMemo(
    () =>
      availability && (
        <Suspense fallback={null}>
          <NightGrid data={availability} lang={lang} />
        </Suspense>
      ),
    [availability, lang],
  );
  // The fields to pick nights come with the visitor's first move: nothing more on a first visit's load.
  const [near, setNear] = useState(false);
  useEffect(() => {
    let live = true;
    void firstMove.then(() => live && setNear(true));
    return () => {
      live = false;
    };
  }, []);

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
  if (state.status !== 'ready' || !state.data) return <div className={styles.detailLoading} aria-busy="true" />;

  const d = state.data;
  const title = pickText(d[kind.titleField], lang) ?? '';
  const text = pickText(d[kind.textField], lang);
  // A room with published nights carries itself and the nights picked to the contact page.
  const carried = availability
    ? `&room=${encodeURIComponent(id!)}${stay.checkIn ? `&checkIn=${stay.checkIn}` : ''}${stay.checkOut ? `&checkOut=${stay.checkOut}` : ''}`
    : '';
  const contactHref = `${CONTACT_PATH}?interest=${encodeURIComponent(title)}${carried}`;

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
            {isRoom && <CalendarTool roomId={id!} roomName={title} />}
          </Suspense>
        )}
        <nav aria-label={t('nav.breadcrumb')} className={styles.breadcrumb}>
          <Link to={kind.path}>{t(kind.navKey)}</Link> <span aria-hidden="true">/</span> <span>{title}</span>
        </nav>
        <h1 className={styles.detailTitle}>{title}</h1>
        {text && <p className={styles.lead}>{text}</p>}
        {kind.hasPrice && <Price value={d.price} />}
        <DetailBlocks blocks={d.detailContent} />
        {grid}
        {/* Picking needs the application; without it the contact page asks for the dates. */}
        {availability && hydrated && (
          <div className={styles.detailStay}>
            {near && (
              <Suspense fallback={null}>
                <StayDates value={stay} onChange={setStay} taken={availability.taken} minNights={availability.minNights} />
              </Suspense>
            )}
          </div>
        )}
        <p className={styles.detailCta}>
          <Link to={contactHref} className="btn">
            {t(kind.ctaKey)}
          </Link>
        </p>
      </div>
    </article>
  );
}
