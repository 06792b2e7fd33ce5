import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { LOADER_FADE_MS, LOADER_MS } from '../content/constants';
import { useSiteSettings } from '../data/useSiteSettings';
import { loaderInSnapshot } from './handoff';
import styles from './HomeLoader.module.css';

/**
 * On the first load of the homepage: the site name for 1 s, then a 0.5 s fade.
 * A prerendered homepage runs the same loader in CSS (global.css), so the
 * application does not start a second one.
 */
export function HomeLoader() {
  const { pathname } = useLocation();
  const [phase, setPhase] = useState<'show' | 'fade' | 'gone'>(() => (pathname === '/' && !loaderInSnapshot ? 'show' : 'gone'));
  // The loader shows the configured name, so its second starts once the settings are read.
  const { siteName, loaded } = useSiteSettings();
  useEffect(() => {
    if (phase === 'gone' || !loaded) return;
    const a = setTimeout(() => setPhase('fade'), LOADER_MS);
    const b = setTimeout(() => setPhase('gone'), LOADER_MS + LOADER_FADE_MS);
    return () => {
      clearTimeout(a);
      clearTimeout(b);
    };
    // Runs once the name is known: the loader belongs to the first load only.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [loaded]);
  if (phase === 'gone') return null;
  return (
    <div
      className={`${styles.loader} ${phase === 'fade' ? styles.fade : ''}`}
      style={{ transitionDuration: `${LOADER_FADE_MS}ms` }}
      aria-hidden="true"
      data-loader=""
    >
      <span className={styles.name}>{loaded ? siteName : ''}</span>
    </div>
  );
}
