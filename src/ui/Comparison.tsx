import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from '../i18n/react';
import { DEFAULT_IMAGES } from '../content/constants';
import { usableImageUrl } from '../content/urls';
import styles from './Comparison.module.css';

// The slider's code, fetched when the comparison comes near the screen.
const BeforeAfter = lazy(() => import('./BeforeAfter'));

interface Props {
  before: unknown;
  after: unknown;
  beforeAlt?: string;
  afterAlt?: string;
}

/**
 * The before/after comparison. Until it comes near the screen (and on a saved page before the
 * application starts) its two pictures show split at the middle, as the slider starts; then the slider
 * takes their place, its code loaded only then.
 */
export function Comparison({ before, after, beforeAlt, afterAlt }: Props) {
  const { t } = useTranslation();
  const box = useRef<HTMLDivElement>(null);
  const [live, setLive] = useState(false);
  useEffect(() => {
    const el = box.current;
    if (!el || typeof IntersectionObserver === 'undefined') return setLive(true);
    const seen = new IntersectionObserver(
      (entries) => {
        if (!entries.some((e) => e.isIntersecting)) return;
        seen.disconnect();
        setLive(true);
      },
      { rootMargin: '400px 0px' },
    );
    seen.observe(el);
    return () => seen.disconnect();
  }, []);
  const props = {
    before: usableImageUrl(before, DEFAULT_IMAGES.before),
    after: usableImageUrl(after, DEFAULT_IMAGES.after),
    beforeAlt: beforeAlt ?? t('home.before'),
    afterAlt: afterAlt ?? t('home.after'),
  };
  const split = <Split {...props} />;
  return (
    <div ref={box} className={styles.box}>
      {live ? (
        <Suspense fallback={split}>
          <BeforeAfter {...props} />
        </Suspense>
      ) : (
        split
      )}
    </div>
  );
}

function Split({ before, after, beforeAlt, afterAlt }: { before: string; after: string; beforeAlt: string; afterAlt: string }) {
  const { t } = useTranslation();
  return (
    <div className={styles.split} role="group" aria-label={t('home.compareLabel')}>
      <img src={after} alt={afterAlt} width={1200} height={800} loading="lazy" decoding="async" className={styles.picture} />
      <img
        src={before}
        alt={beforeAlt}
        width={1200}
        height={800}
        loading="lazy"
        decoding="async"
        className={`${styles.picture} ${styles.before}`}
      />
      <span className={styles.divider} aria-hidden="true" />
    </div>
  );
}
