/**
 * A page's head tags (src/pages/Seo.tsx): what they are, and as React elements, which React 19 hoists into
 * <head> and keeps there while the page is shown (it replaces them with the next page's). The server writes
 * them into a saved page's head itself (src/app/server.tsx), and a browser keeps that head as it is until a
 * page's head changes (another page, another language, other data): only then is this module loaded, and
 * the tags the page came with give way to React's.
 */
import { useLayoutEffect } from 'react';
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

/** What a page's head came with (a saved page's tags, or the application shell's) and React's tags replace. */
const PAGE_TAGS =
  'meta[name="description"], meta[name="robots"], meta[name="twitter:card"], meta[property^="og:"], link[rel="canonical"], link[rel="alternate"]';

let claimed = false;

/**
 * Removes the tags the page came with, once per document, before React writes its own: React would keep the
 * ones that differ beside its own. (Its <title> stays until React's is there: `OneTitle`.)
 */
export function claimHead(): void {
  if (claimed) return;
  claimed = true;
  document.head.querySelectorAll(PAGE_TAGS).forEach((el) => el.remove());
}

/**
 * React writes its <title> before the head's first one, and leaves the one the page came with: once React's
 * is there, that one goes (the title never missing meanwhile).
 */
function OneTitle() {
  useLayoutEffect(() => {
    document.head.querySelectorAll('title').forEach((title, i) => i > 0 && title.remove());
  });
  return null;
}

/** A page's tags as elements, which React hoists into the document's head. */
export function headElements(tags: HeadTags) {
  return (
    <>
      {tags.title !== null && (
        <>
          <title>{tags.title}</title>
          <OneTitle />
        </>
      )}
      {tags.metas.map((m) => (
        <meta key={`${m.attr}:${m.key}`} {...{ [m.attr]: m.key }} content={m.content} />
      ))}
      {/* A page not to be indexed keeps no other page's canonical URL or alternates: it renders none. */}
      {tags.links.map((l) => (
        <link key={`${l.rel}:${l.hreflang ?? ''}`} rel={l.rel} href={l.href} hrefLang={l.hreflang} />
      ))}
    </>
  );
}
