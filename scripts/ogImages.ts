/**
 * The build's link-preview pictures (src/content/og.ts), made as the publish function makes them
 * (functions/src/ogImages.ts) from each page's picture: a demo drawing in the site, or an uploaded photo
 * (fetched).
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve, sep } from 'node:path';
import { makeOgImages } from '../functions/src/ogImages';

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
