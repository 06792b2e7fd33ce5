/**
 * Link previews made by the publish function (functions/src/ogImages.ts makes them, as the build does):
 * each from its picture, fetched where visitors fetch it, a site path from the site online.
 */
import { makeOgImages } from './ogImages';

/** `origin(site)`: where the site online answers (its default domain). */
export function sitePictures(origin = (site: string) => `https://${site}.web.app`) {
  return async (images: Map<string, string>, site: string) => {
    const read = async (src: string) => {
      const res = await fetch(src.startsWith('/') ? `${origin(site)}${src}` : src);
      if (!res.ok) throw new Error(`HTTP ${res.status} for ${src}`);
      return Buffer.from(await res.arrayBuffer());
    };
    return makeOgImages(images, read);
  };
}
