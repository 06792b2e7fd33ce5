/**
 * The two scripts every saved page runs inline, minified, and the hashes that let them run under
 * firebase.json's Content-Security-Policy (`script-src 'self' 'sha256-…' 'sha256-…'`):
 * src/app/firstPaint.js at the top of the head, before anything paints, and src/app/start.js at the end
 * of the body.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { minify } from 'vite';

interface InlineScript {
  code: string;
  csp: string;
}

/** `source` relative to the project, where every script runs from. */
async function inlineScript(source: string): Promise<InlineScript> {
  const { code } = await minify(basename(source), readFileSync(source, 'utf8'), { compress: true, mangle: true });
  const trimmed = code.trim();
  return { code: trimmed, csp: `'sha256-${createHash('sha256').update(trimmed).digest('base64')}'` };
}

export const firstPaintScript = () => inlineScript('src/app/firstPaint.js');
export const startScript = () => inlineScript('src/app/start.js');
