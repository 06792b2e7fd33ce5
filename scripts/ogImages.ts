/**
 * The link-preview pictures the published pages name (src/content/og.ts): a JPEG of 1200 × 630 made from
 * each page's picture, a demo drawing or an uploaded photo (fetched). A picture that cannot be read gives
 * its preview the site's hero picture instead, so no page names a file that is not there.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve, sep } from 'node:path';
import sharp from 'sharp';
import { DEFAULT_IMAGES } from '../src/content/constants';
import { OG_IMAGE } from '../src/content/og';

/** The file a site address (`/…`) names inside `folder`, or null where it would lead out of it (`/../…`). */
export function fileInside(folder: string, src: string): string | null {
  const root = resolve(folder);
  const file = resolve(root, `.${src}`);
  return file.startsWith(root + sep) ? file : null;
}

async function picture(src: string, outDir: string): Promise<Buffer> {
  if (src.startsWith('/')) {
    // The site's own files only: the output folder, or the public folder it is made from.
    const local = [fileInside(outDir, src), fileInside('public', src)].find((f) => f !== null && existsSync(f));
    if (!local) throw new Error(`${src} is not in the site`);
    return readFileSync(local);
  }
  const res = await fetch(src);
  if (!res.ok) throw new Error(`HTTP ${res.status} for ${src}`);
  return Buffer.from(await res.arrayBuffer());
}

const toJpeg = (image: Buffer) =>
  sharp(image, { density: 144 })
    .resize(OG_IMAGE.width, OG_IMAGE.height, { fit: 'cover' })
    .flatten({ background: '#f7f2ea' })
    .jpeg({ quality: 82, mozjpeg: true })
    .toBuffer();

/**
 * The preview of each picture (file → the picture's address), read with `read`; a picture that cannot be
 * read gets the site's hero picture's preview. The build writes them into the site (below); the publish
 * function makes those of pictures not yet online (functions/src/publish.ts).
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

/** Writes every preview into `outDir`; resolves with the pictures that could not be read. */
export async function writeOgImages(outDir: string, images: Map<string, string>): Promise<string[]> {
  const { files, failed } = await makeOgImages(images, (src) => picture(src, outDir));
  for (const [file, jpeg] of files) {
    const target = join(outDir, file);
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, jpeg);
  }
  return failed;
}
