/**
 * In-browser resizing, so visitors never download a 5 MB phone photo: the main
 * image at most 2000 px on its longest side, a small 800 px variant beside it,
 * both WebP (JPEG where the browser cannot encode WebP). GIFs keep their
 * animation and pass unchanged.
 */
import { KEEP_AS_IS_BYTES, MAIN_MAX_SIDE_PX, SMALL_MAX_SIDE_PX, fitWithin } from '../content/imageRules';

export interface PreparedImage {
  main: Blob;
  small?: Blob;
}

async function encode(bitmap: ImageBitmap, maxSide: number): Promise<Blob | null> {
  const { width, height } = fitWithin(bitmap.width, bitmap.height, maxSide);
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const ctx = canvas.getContext('2d');
  if (!ctx) return null;
  ctx.imageSmoothingQuality = 'high';
  ctx.drawImage(bitmap, 0, 0, width, height);
  const toBlob = (type: string) => new Promise<Blob | null>((r) => canvas.toBlob(r, type, 0.82));
  const webp = await toBlob('image/webp');
  if (webp && webp.type === 'image/webp') return webp;
  return toBlob('image/jpeg');
}

export async function prepareImage(file: Blob): Promise<PreparedImage> {
  if (file.type === 'image/gif' || typeof createImageBitmap !== 'function') return { main: file };
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file);
  } catch {
    // Undecodable here: store it as the owner gave it.
    return { main: file };
  }
  try {
    const longest = Math.max(bitmap.width, bitmap.height);
    const keep = longest <= MAIN_MAX_SIDE_PX && file.size <= KEEP_AS_IS_BYTES;
    const main = keep ? file : ((await encode(bitmap, MAIN_MAX_SIDE_PX)) ?? file);
    const small = longest > SMALL_MAX_SIDE_PX ? ((await encode(bitmap, SMALL_MAX_SIDE_PX)) ?? undefined) : undefined;
    // Never store a "smaller" image that is bigger than what the owner gave.
    return { main: main.size < file.size ? main : file, small };
  } finally {
    bitmap.close();
  }
}
