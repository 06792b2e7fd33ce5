/**
 * Per route and language: title, description, canonical URL, hreflang
 * alternates, Open Graph and optional JSON-LD. In the browser they are React's
 * own <title>, <meta> and <link> elements, hoisted into <head> (src/pages/headTags.tsx),
 * once the head differs from the one a saved page came with; on a server
 * (src/app/server.tsx) they are handed to the renderer through `HeadContext`
 * and written into the page's head.
 *
 * The structured data is built by src/content/structuredData.ts, which the server hands over through
 * `StructuredDataContext`. A browser loads that module only when the page's data differ from what its
 * saved head was rendered from (another page, another language, the owner's edits): a visitor's first
 * page keeps its saved JSON-LD and fetches none of that code.
 */
import { createContext, useContext, useEffect, useRef, useState } from 'react';
import { usePagePath } from '../ui/routing';
import { useConfig } from '../data/context';
import { useHydrated } from '../data/useHydrated';
import { useLang } from '../i18n/react';
import { useSiteSettings } from '../data/useSiteSettings';
import type * as Builders from '../content/structuredData';
import type * as Head from './headTags';

/** On a server: where the page's head tags go. */
export const HeadContext = createContext<((...input: Parameters<typeof Head.headTags>) => void) | null>(null);

/** On a server: the structured data's builders, at hand while the page renders. */
export const StructuredDataContext = createContext<typeof Builders | null>(null);

/** A page's structured data: which builder of src/content/structuredData.ts, and what it is built from. */
export type StructuredData =
  ['lodging', ...Parameters<typeof Builders.lodgingData>] | ['listing', ...Parameters<typeof Builders.listingData>];

function buildStructuredData(builders: typeof Builders, data: StructuredData): object {
  return data[0] === 'lodging' ? builders.lodgingData(data[1]) : builders.listingData(data[1], data[2], data[3]);
}

/** The head tags' module, once a page has needed it (then every page renders its tags at once). */
let loadedHead: typeof Head | null = null;

/** Whether the saved page's JSON-LD has been taken as the first page's own (once per document). */
let savedTaken = false;

function useStructuredData(data: StructuredData | null | undefined) {
  const key = data ? JSON.stringify(data) : '';
  useEffect(() => {
    if (!data) return;
    const saved = document.head.querySelector<HTMLScriptElement>('script[type="application/ld+json"][data-prerendered]');
    if (saved && !savedTaken) {
      // The page hydrated from the data its head was rendered from: the same JSON-LD, already there.
      savedTaken = true;
      return () => saved.remove();
    }
    saved?.remove();
    let live = true;
    let el: HTMLScriptElement | null = null;
    void import('../content/structuredData').then((builders) => {
      if (!live) return;
      el = document.createElement('script');
      el.type = 'application/ld+json';
      el.textContent = JSON.stringify(buildStructuredData(builders, data));
      document.head.appendChild(el);
    });
    return () => {
      live = false;
      el?.remove();
    };
    // The effect follows the data's text, not the array rebuilt at each render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
}

export interface SeoProps {
  title?: string;
  description?: string;
  /** The page's picture (a stored image field): its link preview. The site's hero picture when unusable. */
  image?: unknown;
  /** What the picture shows, in the page's language (the title when not given). */
  imageAlt?: string;
  robots?: string;
  /** The page's structured data (null while what it is built from is still being read). */
  structured?: StructuredData | null;
}

export function Seo(props: SeoProps) {
  const { siteUrl } = useConfig();
  const pathname = usePagePath();
  const lang = useLang();
  // Until the settings are read the site's name is not known: the title (and the saved page's) keeps what
  // it had rather than show the product's name for a moment.
  const { siteName, loaded } = useSiteSettings();
  const builders = useContext(StructuredDataContext);
  const jsonLd = builders && props.structured ? buildStructuredData(builders, props.structured) : null;
  const page = { siteUrl, pathname, lang, siteName, named: loaded };
  const collect = useContext(HeadContext);
  collect?.(props, page, jsonLd);
  useStructuredData(props.structured);
  const key = JSON.stringify([props.title, props.description, props.image, props.imageAlt, props.robots, page]);
  // A saved page's head was rendered from what it hydrates with: until that changes, it is already right, and
  // the code that makes head tags is not needed.
  const hydrated = useHydrated();
  const saved = useRef(hydrated ? null : key);
  if (key !== saved.current) saved.current = null;
  const own = saved.current === null;
  const [tagsModule, setTagsModule] = useState(loadedHead);

  useEffect(() => {
    if (own && !tagsModule)
      void import('./headTags').then((m) => {
        m.claimHead();
        setTagsModule((loadedHead = m));
      });
  }, [own, tagsModule]);

  return own && tagsModule ? tagsModule.headElements(tagsModule.headTags(props, page)) : null;
}
