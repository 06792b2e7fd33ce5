/**
 * Per route and language: title, description, canonical URL, hreflang
 * alternates, Open Graph and optional JSON-LD. In the browser the tags are
 * updated in place in <head>, so a saved page's tags are replaced rather
 * than duplicated; on a server (src/app/server.tsx) they are handed to the
 * renderer through `HeadContext` and written into the page's head.
 *
 * The structured data is built by src/content/structuredData.ts, which the server hands over through
 * `StructuredDataContext`. A browser loads that module only when the page's data differ from what its
 * saved head was rendered from (another page, another language, the owner's edits): a visitor's first
 * page keeps its saved JSON-LD and fetches none of that code.
 */
import { createContext, useContext, useEffect } from 'react';
import { useLocation } from 'wouter';
import { DEFAULT_IMAGES, FALLBACK_LANG, LANGUAGES, type Lang } from '../content/constants';
import { localizedPath } from '../content/paths';
import { OG_IMAGE, ogImagePath } from '../content/og';
import { httpsImageUrl, usableImageUrl } from '../content/urls';
import { useConfig } from '../data/context';
import { useLang } from '../data/useLang';
import { useSiteSettings } from '../data/useSiteSettings';
import type * as Builders from '../content/structuredData';

export interface HeadTags {
  /** The document's title; null until the site's name is known. */
  title: string | null;
  /** The picture the link preview is made from (og:image is its JPEG, src/content/og.ts). */
  ogSource: string;
  metas: { attr: 'name' | 'property'; key: string; content: string }[];
  links: { rel: string; href: string; hreflang?: string }[];
  /** The structured data, as JSON text ('' for none). */
  jsonLd: string;
}

/** On a server: where the page's head tags go. */
export const HeadContext = createContext<((tags: HeadTags) => void) | null>(null);

/** On a server: the structured data's builders, at hand while the page renders. */
export const StructuredDataContext = createContext<typeof Builders | null>(null);

/** A page's structured data: which builder of src/content/structuredData.ts, and what it is built from. */
export type StructuredData =
  ['lodging', ...Parameters<typeof Builders.lodgingData>] | ['listing', ...Parameters<typeof Builders.listingData>];

function buildStructuredData(builders: typeof Builders, data: StructuredData): object {
  return data[0] === 'lodging' ? builders.lodgingData(data[1]) : builders.listingData(data[1], data[2], data[3]);
}

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

function setMeta(attr: 'name' | 'property', key: string, content: string) {
  let el = document.head.querySelector<HTMLMetaElement>(`meta[${attr}="${key}"]`);
  if (!el) {
    el = document.createElement('meta');
    el.setAttribute(attr, key);
    document.head.appendChild(el);
  }
  el.content = content;
}

function setLink(rel: string, href: string, hreflang?: string) {
  const sel = hreflang ? `link[rel="${rel}"][hreflang="${hreflang}"]` : `link[rel="${rel}"]:not([hreflang])`;
  let el = document.head.querySelector<HTMLLinkElement>(sel);
  if (!el) {
    el = document.createElement('link');
    el.rel = rel;
    if (hreflang) el.hreflang = hreflang;
    document.head.appendChild(el);
  }
  el.href = href;
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

const OG_LOCALE: Record<Lang, string> = { it: 'it_IT', en: 'en_GB', de: 'de_DE', nl: 'nl_NL', fr: 'fr_FR' };

/** A page's head tags, from what it says about itself. */
export function headTags(
  { title, description, image, imageAlt, robots = 'index, follow' }: SeoProps,
  page: { siteUrl: string; pathname: string; lang: Lang; siteName: string; named: boolean },
  jsonLd: object | null = null,
): HeadTags {
  const { siteUrl, pathname, lang, siteName, named } = page;
  const fullTitle = title ? `${title} · ${siteName}` : siteName;
  // Each language's page has a URL of its own (src/content/paths.ts); a page not to be indexed names none.
  const indexable = !/noindex/.test(robots);
  const urlIn = (l: Lang) => siteUrl + localizedPath(pathname, l);
  const url = urlIn(lang);
  const ogSource = httpsImageUrl(usableImageUrl(image, DEFAULT_IMAGES.background));
  const metas: HeadTags['metas'] = [];
  if (named)
    metas.push(
      { attr: 'property', key: 'og:title', content: fullTitle },
      { attr: 'property', key: 'og:site_name', content: siteName },
    );
  if (description)
    metas.push(
      { attr: 'name', key: 'description', content: description },
      { attr: 'property', key: 'og:description', content: description },
    );
  metas.push(
    { attr: 'name', key: 'robots', content: robots },
    { attr: 'property', key: 'og:type', content: 'website' },
    { attr: 'property', key: 'og:url', content: url },
    { attr: 'property', key: 'og:locale', content: OG_LOCALE[lang] },
    // A JPEG of the page's picture, at its own size (a page without one must not keep the previous page's).
    { attr: 'property', key: 'og:image', content: siteUrl + ogImagePath(ogSource) },
    { attr: 'property', key: 'og:image:type', content: 'image/jpeg' },
    { attr: 'property', key: 'og:image:width', content: String(OG_IMAGE.width) },
    { attr: 'property', key: 'og:image:height', content: String(OG_IMAGE.height) },
    { attr: 'property', key: 'og:image:alt', content: imageAlt || fullTitle },
    { attr: 'name', key: 'twitter:card', content: 'summary_large_image' },
  );
  const links: HeadTags['links'] = indexable
    ? [
        { rel: 'canonical', href: url },
        ...LANGUAGES.map((l) => ({ rel: 'alternate', href: urlIn(l), hreflang: l })),
        { rel: 'alternate', href: urlIn(FALLBACK_LANG), hreflang: 'x-default' },
      ]
    : [];
  return { title: named ? fullTitle : null, ogSource, metas, links, jsonLd: jsonLd ? JSON.stringify(jsonLd) : '' };
}

export function Seo(props: SeoProps) {
  const { siteUrl } = useConfig();
  const [pathname] = useLocation();
  const lang = useLang();
  // Until the settings are read the site's name is not known: the title (and the saved page's) keeps what
  // it had rather than show the product's name for a moment.
  const { siteName, loaded } = useSiteSettings();
  const builders = useContext(StructuredDataContext);
  const jsonLd = builders && props.structured ? buildStructuredData(builders, props.structured) : null;
  const tags = headTags(props, { siteUrl, pathname, lang, siteName, named: loaded }, jsonLd);
  const collect = useContext(HeadContext);
  collect?.(tags);
  useStructuredData(props.structured);
  const key = JSON.stringify([tags.title, tags.metas, tags.links]);

  useEffect(() => {
    if (tags.title !== null) document.title = tags.title;
    for (const m of tags.metas) setMeta(m.attr, m.key, m.content);
    for (const l of tags.links) setLink(l.rel, l.href, l.hreflang);
    // A page not to be indexed keeps no other page's canonical URL or alternates.
    if (!tags.links.length)
      document.head.querySelectorAll('link[rel="canonical"], link[rel="alternate"]').forEach((l) => l.remove());
    // The effect follows the tags' text, not the object rebuilt at each render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);

  return null;
}
