/**
 * The link-preview pictures the published pages name (src/content/og.ts): a JPEG of 1200 × 630 made from
 * each page's picture, a demo drawing or an uploaded photo (fetched). A picture that cannot be read gives
 * its preview the site's hero picture instead, so no page names a file that is not there.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import sharp from 'sharp';
import { DEFAULT_IMAGES } from '../src/content/constants';
import { OG_IMAGE } from '../src/content/og';

async function picture(src: string, outDir: string): Promise<Buffer> {
  if (src.startsWith('/')) {
    const local = [join(outDir, src), join('public', src)].find((f) => existsSync(f));
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

/** Writes every preview into `outDir`; resolves with the pictures that could not be read. */
export async function writeOgImages(outDir: string, images: Map<string, string>): Promise<string[]> {
  const failed: string[] = [];
  let fallback: Buffer | null = null;
  for (const [file, src] of images) {
    let jpeg: Buffer;
    try {
      jpeg = await toJpeg(await picture(src, outDir));
    } catch {
      failed.push(src);
      jpeg = fallback ??= await toJpeg(await picture(DEFAULT_IMAGES.background, outDir));
    }
    const target = join(outDir, file);
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, jpeg);
  }
  return failed;
}
