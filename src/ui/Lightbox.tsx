import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { isValidImageUrl } from '../content/urls';
import { trapTab } from './focusTrap';
import styles from './Lightbox.module.css';

export interface LightboxImage {
  src: string;
  alt: string;
  /** Shown under the picture, in the visitor's language. */
  caption?: string;
}

/** A modal viewer: arrows and swipes move, Escape closes, focus stays inside. */
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
  const touchX = useRef<number | null>(null);
  const n = images.length;
  const go = (d: number) => onIndex((index + d + n) % n);

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

  const { src, alt, caption } = images[index];
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
      onTouchStart={(e) => (touchX.current = e.touches[0].clientX)}
      onTouchEnd={(e) => {
        if (touchX.current === null) return;
        const dx = e.changedTouches[0].clientX - touchX.current;
        touchX.current = null;
        if (Math.abs(dx) > 40) go(dx < 0 ? 1 : -1);
      }}
    >
      <figure className={styles.figure}>
        {isValidImageUrl(src) && <img src={src} alt={alt} className={styles.img} width={1200} height={800} />}
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
