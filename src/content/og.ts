/**
 * Link previews (Open Graph): Facebook, WhatsApp and LinkedIn show a JPEG, not an SVG, best at
 * 1200 × 630. Each page names the picture it is about (its main image, or its header's); the publish
 * makes a JPEG of that size from it (scripts/ogImages.ts), named after the picture's address, so the page
 * and the file agree without either reading the other.
 */
export const OG_IMAGE = { width: 1200, height: 630 } as const;
export const OG_DIR = 'og';

/** A short fingerprint of a text (two 32-bit FNV-1a hashes). */
function fingerprint(text: string): string {
  let a = 0x811c9dc5;
  let b = 0x01000193 ^ text.length;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    a = Math.imul(a ^ c, 0x01000193);
    b = Math.imul(b ^ c, 0x5bd1e995) ^ (b >>> 15);
  }
  return (a >>> 0).toString(16).padStart(8, '0') + (b >>> 0).toString(16).padStart(8, '0');
}

/** Where the preview made from a picture is published: `/og/<fingerprint>.jpg`. */
export function ogImagePath(src: string): string {
  return `/${OG_DIR}/${fingerprint(src)}.jpg`;
}
