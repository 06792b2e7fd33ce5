import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../i18n/react';
import { httpsImageUrl, isValidImageUrl } from '../content/urls';
import { trapTab } from './focusTrap';
import styles from './Lightbox.module.css';

export interface LightboxImage {
  src: string;
  alt: string;
  /** Shown under the picture, in the visitor's language. */
  caption?: string;
  /** The 800 px variant, when the owner uploaded the image (as stored): chosen on small screens. */
  small?: unknown;
}

/** How far (px) one finger must travel sideways for a swipe, and how far the picture zooms in. */
const SWIPE_PX = 40;
const MAX_ZOOM = 4;
const SIZES = '(min-width: 80rem) 80rem, 100vw';

/** The picture's `src`, and its `srcset` when it has a smaller variant. */
function sources({ src, small }: LightboxImage): { src: string; srcSet?: string } | null {
  if (!isValidImageUrl(src)) return null;
  const main = httpsImageUrl(src);
  if (!isValidImageUrl(small) || small === src) return { src: main };
  return { src: main, srcSet: `${httpsImageUrl(small)} 800w, ${main} 2000w` };
}

interface Gesture {
  /** The fingers (pointers) on the viewer now, and where each one started. */
  at: Map<number, { x: number; y: number }>;
  from: Map<number, { x: number; y: number }>;
  /** A second finger came down during this gesture: it is a pinch, never a swipe, until every finger is up. */
  multi: boolean;
  /** At the start of the current pinch or pan: the fingers' distance, the zoom and the offset. */
  distance: number;
  zoom: number;
  x: number;
  y: number;
}

const distance = (points: { x: number; y: number }[]) =>
  points.length < 2 ? 0 : Math.hypot(points[0].x - points[1].x, points[0].y - points[1].y);

/**
 * A modal viewer: arrows, buttons and a one-finger swipe move; two fingers pinch the picture larger (and
 * one finger then moves it about); Escape closes, focus stays inside. Each finger is followed by its own
 * pointer id, so a pinch is never read as a swipe. The pictures either side are fetched ahead.
 */
export function Lightbox({
  images,
  index,
  onIndex,
  onClose,
}: {
  images: LightboxImage[];
  index: number;
  onIndex: (i: number) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const dialog = useRef<HTMLDivElement>(null);
  const closeBtn = useRef<HTMLButtonElement>(null);
  const gesture = useRef<Gesture>({ at: new Map(), from: new Map(), multi: false, distance: 0, zoom: 1, x: 0, y: 0 });
  // The zoom and offset of the picture shown; another picture starts whole.
  const [view, setView] = useState({ index, zoom: 1, x: 0, y: 0 });
  const shown = view.index === index ? view : { index, zoom: 1, x: 0, y: 0 };
  const live = useRef(shown);
  live.current = shown;
  const n = images.length;
  const go = (d: number) => onIndex((index + d + n) % n);

  // The pictures either side are fetched while this one is looked at, so the next one is there at once.
  useEffect(() => {
    if (n < 2) return;
    const ahead = [...new Set([(index + 1) % n, (index - 1 + n) % n])].map((i) => sources(images[i]));
    const loading = ahead.flatMap((s) => {
      if (!s) return [];
      const img = new Image();
      img.decoding = 'async';
      if (s.srcSet) {
        img.sizes = SIZES;
        img.srcset = s.srcSet;
      }
      img.src = s.src;
      return [img];
    });
    return () => loading.forEach((img) => img.removeAttribute('src'));
  }, [images, index, n]);

  /** Where the gesture starts over (a finger came or went): from the fingers now on and the view now. */
  const restart = () => {
    const g = gesture.current;
    for (const [id, p] of g.at) g.from.set(id, p);
    g.distance = distance([...g.at.values()]);
    g.zoom = live.current.zoom;
    g.x = live.current.x;
    g.y = live.current.y;
  };

  const onPointerDown = (e: React.PointerEvent) => {
    if (e.pointerType === 'mouse') return;
    const g = gesture.current;
    g.at.set(e.pointerId, { x: e.clientX, y: e.clientY });
    if (g.at.size > 1) g.multi = true;
    restart();
  };

  const onPointerMove = (e: React.PointerEvent) => {
    const g = gesture.current;
    if (!g.at.has(e.pointerId)) return;
    g.at.set(e.pointerId, { x: e.clientX, y: e.clientY });
    const points = [...g.at.values()];
    if (points.length >= 2 && g.distance > 0) {
      const zoom = Math.min(MAX_ZOOM, Math.max(1, (g.zoom * distance(points)) / g.distance));
      setView(zoom === 1 ? { index, zoom: 1, x: 0, y: 0 } : { index, zoom, x: g.x, y: g.y });
    } else if (points.length === 1 && g.zoom > 1) {
      // One finger on a picture made larger moves it about.
      const start = g.from.get(e.pointerId)!;
      setView({ index, zoom: g.zoom, x: g.x + e.clientX - start.x, y: g.y + e.clientY - start.y });
    }
  };

  const onPointerEnd = (e: React.PointerEvent) => {
    const g = gesture.current;
    const start = g.from.get(e.pointerId);
    if (!g.at.has(e.pointerId) || !start) return;
    g.at.delete(e.pointerId);
    g.from.delete(e.pointerId);
    // A swipe: one finger only, all along, on a picture at its own size, mostly sideways.
    if (!g.at.size && !g.multi && g.zoom === 1 && e.type === 'pointerup') {
      const dx = e.clientX - start.x;
      const dy = e.clientY - start.y;
      if (Math.abs(dx) > SWIPE_PX && Math.abs(dx) > Math.abs(dy)) go(dx < 0 ? 1 : -1);
    }
    if (!g.at.size) g.multi = false;
    restart();
  };

  useEffect(() => {
    closeBtn.current?.focus();
    const prev = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = prev;
    };
  }, []);

  const onKey = (e: React.KeyboardEvent) => {
    if (e.key === 'Escape') {
      e.preventDefault();
      onClose();
    } else if (e.key === 'ArrowRight') go(1);
    else if (e.key === 'ArrowLeft') go(-1);
    else trapTab(e, dialog.current);
  };

  const { alt, caption } = images[index];
  const picture = sources(images[index]);
  return (
    // The dialog handles its own keys (arrows, Escape, focus trap) and backdrop clicks.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <div
      ref={dialog}
      className={styles.backdrop}
      role="dialog"
      aria-modal="true"
      aria-label={t('gallery.viewer', { n: index + 1, total: n })}
      onKeyDown={onKey}
      onClick={(e) => e.target === e.currentTarget && onClose()}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerEnd}
      onPointerCancel={onPointerEnd}
    >
      <figure className={styles.figure}>
        {picture && (
          <img
            key={index}
            src={picture.src}
            srcSet={picture.srcSet}
            sizes={picture.srcSet ? SIZES : undefined}
            alt={alt}
            className={styles.img}
            width={1200}
            height={800}
            draggable={false}
            style={shown.zoom === 1 ? undefined : { transform: `translate(${shown.x}px, ${shown.y}px) scale(${shown.zoom})` }}
          />
        )}
        <figcaption className={styles.caption} aria-live="polite">
          {caption && <span>{caption}</span>}
          <span className={styles.counter}>
            {index + 1} / {n}
          </span>
        </figcaption>
      </figure>
      <button
        ref={closeBtn}
        type="button"
        className={`${styles.btn} ${styles.close}`}
        onClick={onClose}
        aria-label={t('buttons.close')}
      >
        ×
      </button>
      {n > 1 && (
        <>
          <button
            type="button"
            className={`${styles.btn} ${styles.prev}`}
            onClick={() => go(-1)}
            aria-label={t('buttons.previous')}
          >
            ‹
          </button>
          <button type="button" className={`${styles.btn} ${styles.next}`} onClick={() => go(1)} aria-label={t('buttons.next')}>
            ›
          </button>
        </>
      )}
    </div>
  );
}
