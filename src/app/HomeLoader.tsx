import { useEffect, useState } from 'react';
import { usePagePath } from '../ui/routing';
import { LOADER_FADE_MS, LOADER_MS } from '../content/constants';
import { useSiteSettings } from '../data/useSiteSettings';
import styles from './HomeLoader.module.css';

/**
 * On the first load of the homepage: the site name for 1 s, then a 0.5 s fade. The fade is a CSS
 * animation, so a saved page runs it from its first paint, before any script; its second starts once
 * the site's name is known (at once on a saved page, which is rendered with it).
 */
export function HomeLoader() {
  const pathname = usePagePath();
  // The first page shown only: coming back to the homepage later shows no loader.
  const [first] = useState(() => pathname === '/');
  const [gone, setGone] = useState(false);
  const { siteName, loaded } = useSiteSettings();
  useEffect(() => {
    if (!first || !loaded) return;
    // Out of the page once its fade is over (invisible and inert since).
    const timer = setTimeout(() => setGone(true), LOADER_MS + LOADER_FADE_MS);
    return () => clearTimeout(timer);
  }, [first, loaded]);
  if (!first || gone) return null;
  return (
    <div
      className={`${styles.loader} ${loaded ? styles.running : ''}`}
      style={{ animationDelay: `${LOADER_MS}ms`, animationDuration: `${LOADER_FADE_MS}ms` }}
      aria-hidden="true"
      data-loader=""
    >
      <span className={styles.name}>{loaded ? siteName : ''}</span>
    </div>
  );
}
