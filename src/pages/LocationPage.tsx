import { lazy, Suspense, useState } from 'react';
import { useLang, useTranslation } from '../i18n/react';
import { MAP_DOC } from '../content/constants';
import { pickText } from '../content/localized';
import { isHttpUrl, safeMapSrc } from '../content/urls';
import { useDocument } from '../data/useRead';
import { Seo } from './Seo';
import { EditableText } from '../editing/text/EditableText';
import { PageHeader } from './PageHeader';
import { useIsAdmin } from '../data/context';
import { useHydrated } from '../data/useHydrated';
import { useSiteSettings } from '../data/useSiteSettings';
import styles from './pages.module.css';

const MapEditor = lazy(() => import('../editing/text/MapEditor'));
const HEADER = 'location_page/header';
/** The visitor's choice to load the map, for this visit (this tab's session): the map's address it was given for. */
const MAP_CHOICE_KEY = 'locanda.mapShown';

/** Who receives the request when the map loads: the name on the button, and the company in the notice. */
function mapProvider(src: string): { provider: string; company: string } {
  return new URL(src).hostname === 'www.openstreetmap.org'
    ? { provider: 'OpenStreetMap', company: 'OpenStreetMap Foundation' }
    : { provider: 'Google Maps', company: 'Google' };
}

function chosenBefore(src: string): boolean {
  try {
    return sessionStorage.getItem(MAP_CHOICE_KEY) === src;
  } catch {
    return false;
  }
}

/**
 * The map is another site's page: nothing is asked of it until the visitor chooses to see it. Until then a
 * still preview names the place and who will receive the request; the choice lasts for the visit.
 */
function ConsentedMap({ src, link, always }: { src: string; link: string | null; always: boolean }) {
  const { t } = useTranslation();
  const { siteName, loaded } = useSiteSettings();
  const hydrated = useHydrated();
  const [chosen, setChosen] = useState<string | null>(null);
  const show = always || chosen === src || (hydrated && chosenBefore(src));
  if (show)
    return (
      <iframe
        src={src}
        title={t('location.mapTitle')}
        loading="lazy"
        referrerPolicy="no-referrer-when-downgrade"
        className={styles.map}
        sandbox="allow-scripts allow-same-origin allow-popups"
      />
    );
  const { provider, company } = mapProvider(src);
  const choose = () => {
    try {
      sessionStorage.setItem(MAP_CHOICE_KEY, src);
    } catch {
      // Not remembered: the preview comes again on the next page view.
    }
    setChosen(src);
  };
  return (
    <div className={styles.mapPreview}>
      <svg className={styles.mapPin} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d="M12 2a7 7 0 0 0-7 7c0 5.2 7 13 7 13s7-7.8 7-13a7 7 0 0 0-7-7Zm0 9.5A2.5 2.5 0 1 1 12 6.5a2.5 2.5 0 0 1 0 5Z" />
      </svg>
      <p className={styles.mapPlace}>{loaded ? siteName : ''}</p>
      {/* A link to the map (the owner's map link, else the map itself): it opens before the application starts,
          and without it; the application shows the map here instead, on request as ever. */}
      <a
        href={link ?? src}
        className="btn"
        onClick={(e) => {
          if (e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
          e.preventDefault();
          choose();
        }}
      >
        {t('location.showMap', { provider })}
      </a>
      <p className={styles.mapConsent}>{t('location.mapConsent', { company })}</p>
    </div>
  );
}
const DETAILS = 'location_page/details';

export default function LocationPage() {
  const { t } = useTranslation();
  const lang = useLang();
  const header = useDocument(HEADER);
  const map = useDocument(MAP_DOC);
  const h = header.status === 'ready' ? header.data : null;
  const m = map.status === 'ready' ? map.data : null;
  // The map is the one the owner stored; a missing, unsafe or unreadable one shows no place at all.
  const src = safeMapSrc(m?.iframeSrc);
  const mapLink = m?.mapLinkUrl;
  const link = isHttpUrl(mapLink) ? mapLink : null;
  const admin = useIsAdmin();
  return (
    <>
      <Seo
        title={pickText(h?.title, lang) ?? t('nav.posizione')}
        description={pickText(h?.subtitle, lang)}
        image={h?.backgroundImageUrl}
      />
      <PageHeader doc={HEADER} />
      <section className={`section container ${styles.twoCol}`}>
        <div>
          <EditableText doc={DETAILS} field="title" as="h2" />
          <EditableText doc={DETAILS} field="text" as="p" multiline />
          {link && (
            <p>
              <a href={link} className="btn" target="_blank" rel="noopener noreferrer">
                {t('location.directions')}
                <span className="visually-hidden"> {t('nav.opensNewWindow')}</span>
              </a>
            </p>
          )}
        </div>
        <div>
          {admin && map.status === 'ready' && (
            <div className={styles.mapTools}>
              <Suspense fallback={null}>
                <MapEditor
                  iframeSrc={typeof m?.iframeSrc === 'string' ? m.iframeSrc : ''}
                  mapLinkUrl={typeof m?.mapLinkUrl === 'string' ? m.mapLinkUrl : ''}
                />
              </Suspense>
            </div>
          )}
          <div className={styles.mapBox}>
            {map.status !== 'loading' && !src && <p className={styles.noMap}>{t('location.noMap')}</p>}
            {src && <ConsentedMap src={src} link={link} always={admin} />}
          </div>
        </div>
      </section>
    </>
  );
}
