import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { MAP_DOC } from '../content/constants';
import { pickText } from '../content/localized';
import { isHttpUrl, safeMapSrc } from '../content/urls';
import { useDocument } from '../data/useRead';
import { useLang } from '../data/useLang';
import { Seo } from './Seo';
import { EditableText } from '../editing/EditableText';
import { PageHeader } from './PageHeader';
import { useIsAdmin } from '../data/context';
import styles from './pages.module.css';

const MapEditor = lazy(() => import('../editing/MapEditor'));
const HEADER = 'location_page/header';
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
            {src && (
              <iframe
                src={src}
                title={t('location.mapTitle')}
                loading="lazy"
                referrerPolicy="no-referrer-when-downgrade"
                className={styles.map}
                sandbox="allow-scripts allow-same-origin allow-popups"
              />
            )}
          </div>
        </div>
      </section>
    </>
  );
}
