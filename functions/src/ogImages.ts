/**
 * The link-preview pictures the published pages name (src/content/og.ts): a JPEG of 1200 × 630 made from
 * each page's picture. A picture that cannot be read gives its preview the site's hero picture instead,
 * so no page names a file that is not there.
 */
import sharp from 'sharp';
import { DEFAULT_IMAGES } from '../../src/content/constants';
import { OG_IMAGE } from '../../src/content/og';

const toJpeg = (image: Buffer) =>
  sharp(image, { density: 144 })
    .resize(OG_IMAGE.width, OG_IMAGE.height, { fit: 'cover' })
    .flatten({ background: '#f7f2ea' })
    .jpeg({ quality: 82, mozjpeg: true })
    .toBuffer();

/**
 * The preview of each picture (file → the picture's address), read with `read`; a picture that cannot be
 * read gets the site's hero picture's preview. The build writes them into the site (scripts/ogImages.ts);
 * the publish function makes those of pictures not yet online (functions/src/publish.ts).
 */
export async function makeOgImages(
  images: Map<string, string>,
  read: (src: string) => Promise<Buffer>,
): Promise<{ files: Map<string, Buffer>; failed: string[] }> {
  const files = new Map<string, Buffer>();
  const failed: string[] = [];
  let fallback: Buffer | null = null;
  for (const [file, src] of images) {
    try {
      files.set(file, await toJpeg(await read(src)));
    } catch {
      failed.push(src);
      files.set(file, (fallback ??= await toJpeg(await read(DEFAULT_IMAGES.background))));
    }
  }
  return { files, failed };
}
