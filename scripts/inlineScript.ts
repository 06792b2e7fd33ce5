/**
 * The script every saved page runs inline before it paints (src/app/firstPaint.js), minified, and the
 * hash that lets it run under firebase.json's Content-Security-Policy (`script-src 'self' 'sha256-…'`).
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { minify } from 'vite';

/** Relative to the project, where every script runs from. */
const SOURCE = 'src/app/firstPaint.js';

export async function firstPaintScript(): Promise<{ code: string; csp: string }> {
  const { code } = await minify('firstPaint.js', readFileSync(SOURCE, 'utf8'), { compress: true, mangle: true });
  const trimmed = code.trim();
  return { code: trimmed, csp: `'sha256-${createHash('sha256').update(trimmed).digest('base64')}'` };
}
