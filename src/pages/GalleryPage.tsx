import { lazy, Suspense, useMemo, useRef, useState } from 'react';
import { useLang, useTranslation } from '../i18n/react';
import { COLLECTIONS } from '../content/constants';
import { inOwnerOrder } from '../content/lists';
import { pickText } from '../content/localized';
import { usableImageUrl } from '../content/urls';
import { useDocument, useList } from '../data/useRead';
import { useIsAdmin } from '../data/context';
import { Seo } from './Seo';
import { SmartImage } from '../ui/SmartImage';
import { PageHeader } from './PageHeader';
import styles from './pages.module.css';

const GalleryAdminTools = lazy(() => import('../editing/gallery/GalleryAdminTools'));
const GalleryItemTools = lazy(() => import('../editing/gallery/GalleryItemTools'));
// The viewer is fetched when a visitor points at, touches or tabs to an image, so it is there by the click.
const loadLightbox = () => import('../ui/Lightbox');
const Lightbox = lazy(() => loadLightbox().then((m) => ({ default: m.Lightbox })));
const HEADER = 'gallery_page/header';

export default function GalleryPage() {
  const { t } = useTranslation();
  const lang = useLang();
  const admin = useIsAdmin();
  const images = useList(COLLECTIONS.gallery, { orderBy: [['createdAt', 'desc']] });
  const header = useDocument(HEADER);
  const [open, setOpen] = useState<number | null>(null);
  const opener = useRef<HTMLAnchorElement | null>(null);
  // Newest first (SPEC §7), then in the owner's order once placed.
  const list = useMemo(() => (images.status === 'ready' ? inOwnerOrder(images.data) : []), [images]);
  const alt = (i: number) => pickText(list[i].data.alt, lang) ?? '';
  const h = header.status === 'ready' ? header.data : null;
  const title = pickText(h?.title, lang) ?? t('nav.galleria');

  return (
    <>
      <Seo title={title} description={pickText(h?.subtitle, lang)} image={h?.backgroundImageUrl} />
      <PageHeader doc={HEADER} />
      <section className="section container" aria-busy={images.status === 'loading'}>
        <h2 className="visually-hidden">{t('gallery.title')}</h2>
        {admin && (
          <Suspense fallback={null}>
            <GalleryAdminTools images={list} />
          </Suspense>
        )}
        {images.status === 'error' && (
          <p role="alert" className="message message-error">
            {t('gallery.loadError')}
          </p>
        )}
        {images.status === 'ready' && list.length === 0 && <p className={styles.empty}>{t('gallery.empty')}</p>}
        <ul
          className={`${styles.grid} ${styles.gridTight}`}
          onPointerOver={() => void loadLightbox()}
          onFocus={() => void loadLightbox()}
        >
          {list.map((img, i) => (
            <li key={img.id} className={styles.galleryItem}>
              {/* A link to the picture itself: it opens before the application starts, and without it; the
                  application shows it in the viewer instead (a click with a modifier key still opens a tab). */}
              <a
                href={usableImageUrl(img.data.imageUrl, '') || undefined}
                className={styles.galleryButton}
                onClick={(e) => {
                  if (e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
                  e.preventDefault();
                  opener.current = e.currentTarget;
                  setOpen(i);
                }}
                aria-label={[t('gallery.open', { n: i + 1, total: list.length }), alt(i)].filter(Boolean).join(': ')}
              >
                <SmartImage
                  src={img.data.imageUrl}
                  small={img.data.imageUrlSmall}
                  alt={alt(i)}
                  width={1200}
                  height={800}
                  sizes="(min-width: 64rem) 24rem, (min-width: 40rem) 50vw, 100vw"
                  priority={i < 2}
                />
              </a>
              {admin && (
                <Suspense fallback={null}>
                  <GalleryItemTools image={img} n={i + 1} />
                </Suspense>
              )}
            </li>
          ))}
        </ul>
      </section>
      {open !== null && list[open] && (
        <Suspense fallback={null}>
          <Lightbox
            images={list.map((d, i) => ({
              src: String(d.data.imageUrl ?? ''),
              small: d.data.imageUrlSmall,
              alt: alt(i),
              caption: pickText(d.data.caption, lang),
            }))}
            index={open}
            onIndex={setOpen}
            onClose={() => {
              setOpen(null);
              opener.current?.focus();
            }}
          />
        </Suspense>
      )}
    </>
  );
}
