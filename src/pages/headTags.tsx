/**
 * A page's head tags (src/pages/Seo.tsx): what they are, and how a browser writes them into <head> in place, so a
 * saved page's tags are replaced rather than duplicated. Loaded by a browser only when a page's head changes
 * (another page, another language, other data); the server renders with it.
 */
import { DEFAULT_IMAGES, FALLBACK_LANG, LANGUAGES, type Lang } from '../content/constants';
import { localizedPath } from '../content/paths';
import { OG_IMAGE, ogImagePath } from '../content/og';
import { httpsImageUrl, usableImageUrl } from '../content/urls';
import type { SeoProps } from './Seo';

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

export function setMeta(attr: 'name' | 'property', key: string, content: string) {
  let el = document.head.querySelector<HTMLMetaElement>(`meta[${attr}="${key}"]`);
  if (!el) {
    el = document.createElement('meta');
    el.setAttribute(attr, key);
    document.head.appendChild(el);
  }
  el.content = content;
}

export function setLink(rel: string, href: string, hreflang?: string) {
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

/** Writes a page's tags into the document's head. */
export function applyHeadTags(tags: HeadTags): void {
  if (tags.title !== null) document.title = tags.title;
  for (const m of tags.metas) setMeta(m.attr, m.key, m.content);
  for (const l of tags.links) setLink(l.rel, l.href, l.hreflang);
  // A page not to be indexed keeps no other page's canonical URL or alternates.
  if (!tags.links.length)
    document.head.querySelectorAll('link[rel="canonical"], link[rel="alternate"]').forEach((l) => l.remove());
}
