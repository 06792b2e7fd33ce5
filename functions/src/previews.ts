/**
 * Link previews made by the publish function (functions/src/ogImages.ts makes them, as the build does):
 * each from its picture, fetched where visitors fetch it, a site path from the site online.
 */
import { makeOgImages } from './ogImages';

/** The address of a site path (`/…`) on the site at `base`; one that would lead off it (`/../…`) is refused. */
function onSite(base: string, src: string): string {
  const root = new URL(`${base.replace(/\/+$/, '')}/`);
  const url = new URL(`.${src}`, root);
  if (url.origin !== root.origin || !url.pathname.startsWith(root.pathname)) throw new Error(`${src} is not on the site`);
  return url.href;
}

/** `origin(site)`: where the site online answers (its default domain). */
export function sitePictures(origin = (site: string) => `https://${site}.web.app`) {
  return async (images: Map<string, string>, site: string) => {
    const read = async (src: string) => {
      const res = await fetch(src.startsWith('/') ? onSite(origin(site), src) : src);
      if (!res.ok) throw new Error(`HTTP ${res.status} for ${src}`);
      return Buffer.from(await res.arrayBuffer());
    };
    return makeOgImages(images, read);
  };
}
