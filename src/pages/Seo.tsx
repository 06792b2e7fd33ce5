/**
 * Per route and language: title, description, canonical URL, hreflang
 * alternates, Open Graph and optional JSON-LD. Tags are updated in place in
 * <head>, so index.html's static defaults are replaced rather than duplicated.
 */
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { DEFAULT_IMAGES, LANGUAGES } from '../content/constants';
import { useConfig } from '../data/context';
import { useLang } from '../data/useLang';
import { useSiteSettings } from '../data/useSiteSettings';

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

export function useRobots(content: string) {
  useEffect(() => {
    setMeta('name', 'robots', content);
    return () => setMeta('name', 'robots', 'index, follow');
  }, [content]);
}

export interface SeoProps {
  title?: string;
  description?: string;
  image?: string;
  robots?: string;
  jsonLd?: object | null;
}

export function Seo({ title, description, image, robots = 'index, follow', jsonLd }: SeoProps) {
  const { siteUrl } = useConfig();
  const { pathname } = useLocation();
  const lang = useLang();
  // Until the settings are read the site's name is not known: the title (and the saved page's) keeps what
  // it had rather than show the product's name for a moment.
  const { siteName, loaded } = useSiteSettings();
  const fullTitle = title ? `${title} · ${siteName}` : siteName;
  const ld = jsonLd ? JSON.stringify(jsonLd) : '';

  useEffect(() => {
    if (loaded) {
      document.title = fullTitle;
      setMeta('property', 'og:title', fullTitle);
      setMeta('property', 'og:site_name', siteName);
    }
    const base = siteUrl + pathname;
    const url = lang === 'it' ? base : `${base}?lng=${lang}`;
    if (description) {
      setMeta('name', 'description', description);
      setMeta('property', 'og:description', description);
    }
    setMeta('name', 'robots', robots);
    setMeta('property', 'og:type', 'website');
    setMeta('property', 'og:url', url);
    setMeta('property', 'og:locale', { it: 'it_IT', en: 'en_GB', de: 'de_DE', nl: 'nl_NL', fr: 'fr_FR' }[lang]);
    // A page without an image must not keep the previous page's.
    setMeta(
      'property',
      'og:image',
      image ? (image.startsWith('/') ? siteUrl + image : image) : siteUrl + DEFAULT_IMAGES.background,
    );
    setLink('canonical', url);
    for (const l of LANGUAGES) setLink('alternate', l === 'it' ? base : `${base}?lng=${l}`, l);
    setLink('alternate', base, 'x-default');
  }, [fullTitle, description, image, robots, siteUrl, pathname, lang, siteName, loaded]);

  useEffect(() => {
    if (!ld) return;
    // A prerendered page carries the same data in its head; the application's copy replaces it.
    document.head.querySelectorAll('script[type="application/ld+json"][data-prerendered]').forEach((s) => s.remove());
    const el = document.createElement('script');
    el.type = 'application/ld+json';
    el.textContent = ld;
    document.head.appendChild(el);
    return () => el.remove();
  }, [ld]);

  return null;
}
