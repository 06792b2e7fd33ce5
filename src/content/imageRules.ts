/** What the owner may upload (SPEC §5) and how big the stored images get. */
import { MAX_UPLOAD_BYTES } from './constants';

export const ACCEPTED_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'];
export const MAIN_MAX_SIDE_PX = 2000;
export const SMALL_MAX_SIDE_PX = 800;

/** `heic`: a photo in the HEIC/HEIF format of iPhones, which browsers other than Safari cannot show. */
export type ImageProblem = 'notImage' | 'heic' | 'tooBig' | null;

/** HEIC/HEIF by its type, or by its name where the browser gives none (most do not know the type). */
function isHeic(file: { type: string; name?: string }): boolean {
  return /^image\/hei[cf](-sequence)?$/i.test(file.type) || (!file.type && /\.hei[cf]$/i.test(file.name ?? ''));
}

export function checkImageFile(file: { type: string; size: number; name?: string }): ImageProblem {
  if (isHeic(file)) return 'heic';
  if (!ACCEPTED_IMAGE_TYPES.includes(file.type)) return 'notImage';
  if (file.size > MAX_UPLOAD_BYTES) return 'tooBig';
  return null;
}

/** `foto vacanze.JPG` → `foto vacanze`; the extension is chosen by what is stored. */
export function baseName(name: string): string {
  const b = name
    .replace(/\.[^./\\]+$/, '')
    .replace(/[/\\?#%]/g, '_')
    .trim();
  return (b || 'immagine').slice(0, 80);
}

export function extensionFor(type: string): string {
  return { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp', 'image/gif': 'gif' }[type] ?? 'img';
}

export function fitWithin(w: number, h: number, max: number): { width: number; height: number } {
  const scale = Math.min(1, max / Math.max(w, h));
  return { width: Math.max(1, Math.round(w * scale)), height: Math.max(1, Math.round(h * scale)) };
}
