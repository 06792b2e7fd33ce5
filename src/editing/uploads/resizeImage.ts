/**
 * In-browser preparation of every uploaded image, so visitors never download a 5 MB phone photo and no
 * photo publishes where it was taken: each one is decoded and drawn again (its EXIF metadata, GPS position
 * included, left behind), the main image at most 2000 px on its longest side and a small 800 px variant
 * beside it, both WebP (JPEG, or PNG for a PNG, where the browser cannot encode WebP). GIFs keep their
 * animation and pass unchanged. At most two images are decoded at a time: a phone given twenty 12-megapixel
 * photos at once holds two of them in memory, the others wait their turn.
 */
import { MAIN_MAX_SIDE_PX, SMALL_MAX_SIDE_PX, fitWithin } from '../../content/imageRules';

/** How many images are decoded (and drawn) at the same time. */
export const DECODE_SLOTS = 2;

let inUse = 0;
const waiting: (() => void)[] = [];

/** Waits for one of the decoding slots; the function returned gives it back (called once, when done). */
async function decodeSlot(): Promise<() => void> {
  if (inUse >= DECODE_SLOTS) await new Promise<void>((r) => waiting.push(r));
  else inUse++;
  return () => {
    const next = waiting.shift();
    // The slot passes straight to the next image waiting, or is free again.
    if (next) next();
    else inUse--;
  };
}

async function encode(bitmap: ImageBitmap, maxSide: number, fallbackType: string): Promise<Blob | null> {
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
  return webp?.type === 'image/webp' ? webp : toBlob(fallbackType);
}

/** JPEG segments that describe the photo rather than draw it: APP1 (EXIF, GPS, XMP), APP13 (IPTC), comments. */
const JPEG_METADATA = new Set([0xe1, 0xed, 0xfe]);

/**
 * A JPEG's bytes without its metadata segments (the picture's own data untouched): for a browser that
 * cannot draw images again. Anything that does not read as a JPEG comes back as it was.
 */
export function withoutJpegMetadata(bytes: Uint8Array): Uint8Array {
  if (bytes[0] !== 0xff || bytes[1] !== 0xd8) return bytes;
  const kept: Uint8Array[] = [bytes.subarray(0, 2)];
  let at = 2;
  while (at + 4 <= bytes.length && bytes[at] === 0xff) {
    const marker = bytes[at + 1];
    // Start of scan: the compressed picture follows to the end.
    if (marker === 0xda) break;
    const length = (bytes[at + 2] << 8) | bytes[at + 3];
    if (length < 2) return bytes;
    if (!JPEG_METADATA.has(marker)) kept.push(bytes.subarray(at, at + 2 + length));
    at += 2 + length;
  }
  kept.push(bytes.subarray(at));
  const out = new Uint8Array(kept.reduce((n, k) => n + k.length, 0));
  let to = 0;
  for (const k of kept) {
    out.set(k, to);
    to += k.length;
  }
  return out;
}

async function readBytes(file: Blob): Promise<Uint8Array> {
  if (typeof file.arrayBuffer === 'function') return new Uint8Array(await file.arrayBuffer());
  return new Uint8Array(await new Response(file).arrayBuffer());
}

/**
 * The image as it will be stored. `onStart` is called once a decoding slot is this image's (until then it
 * waits). Rejects when the browser cannot read or draw the image: it is never stored as it came.
 */
export async function prepareImage(file: Blob, onStart?: () => void): Promise<{ main: Blob; small?: Blob | null }> {
  // A GIF keeps its animation. With no way to draw it again here, a JPEG loses its metadata segments at least.
  if (file.type === 'image/gif' || typeof createImageBitmap !== 'function') {
    onStart?.();
    if (file.type !== 'image/jpeg') return { main: file };
    return { main: new Blob([withoutJpegMetadata(await readBytes(file)) as Uint8Array<ArrayBuffer>], { type: 'image/jpeg' }) };
  }
  const release = await decodeSlot();
  try {
    onStart?.();
    const bitmap = await createImageBitmap(file);
    try {
      const fallbackType = file.type === 'image/png' ? 'image/png' : 'image/jpeg';
      const longest = Math.max(bitmap.width, bitmap.height);
      const main = await encode(bitmap, MAIN_MAX_SIDE_PX, fallbackType);
      if (!main) throw new Error('The image could not be drawn again');
      const small = longest > SMALL_MAX_SIDE_PX ? await encode(bitmap, SMALL_MAX_SIDE_PX, fallbackType) : null;
      return { main, small };
    } finally {
      bitmap.close();
    }
  } finally {
    release();
  }
}
