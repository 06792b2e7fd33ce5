/**
 * What a first visit to a route really fetches, in Chromium with an empty cache: every JavaScript and CSS
 * file (gzip, level 9, as served) and the saved page's inline scripts; every request to Google's hosts is
 * refused and counted; the documents the demo backend read. `npm run budget` (scripts/bench.ts) prints it
 * for both builds; the browser tests (tests/e2e/budget.spec.ts) hold the budget on the builds they test.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser } from '@playwright/test';
import { firstPaintScript, startScript } from './inlineScript';
import { KINDS } from '../src/content/catalogue';
import { CONTACT_PATH, GALLERY_PATH, HOME_PATH } from '../src/content/paths';

/** First-visit JavaScript of the Firebase build, gzip, KB: the most any route may fetch. */
export const FIREBASE_JS_BUDGET_KB = 123;
/** A room of the demo seed, whose page is measured. */
export const ROOM_PATH = `${KINDS.rooms.path}/camera-uliveto`;
/** The routes measured: each kind of page, and the home page asked for in German. */
export const ROUTES = [HOME_PATH, KINDS.rooms.path, ROOM_PATH, GALLERY_PATH, CONTACT_PATH, `${HOME_PATH}?lng=de`];

export interface FirstVisit {
  jsGzipKB: number;
  cssGzipKB: number;
  /** Requests to Google's hosts (refused): Firestore reads, SDK downloads… */
  googleRequests: number;
  /** Documents the demo backend read. */
  reads: number;
}

export const kb = (bytes: number) => +(bytes / 1024).toFixed(1);
const gz = (data: string | Buffer) => gzipSync(data, { level: 9 }).length;

/** Every route of `ROUTES`, first visits to the build in `outDir` served at `base`, in a fresh context each. */
export async function firstVisits(browser: Browser, base: string, outDir: string): Promise<Record<string, FirstVisit>> {
  const inline = [(await firstPaintScript()).code, (await startScript()).code];
  const out: Record<string, FirstVisit> = {};
  for (const route of ROUTES) {
    const ctx = await browser.newContext({ locale: 'it-IT' });
    try {
      let google = 0;
      await ctx.route(
        /^https?:\/\/([^/]*\.)?(googleapis\.com|google\.com|gstatic\.com|firebaseapp\.com|firebasestorage\.app)(\/|$)/,
        (r) => {
          google++;
          return r.abort();
        },
      );
      const page = await ctx.newPage();
      const files = new Set<string>();
      page.on('requestfinished', (r) => {
        const path = new URL(r.url()).pathname;
        if (/\.(js|css)$/.test(path)) files.add(path);
      });
      await page.goto(`${base}${route}`);
      await page.waitForFunction(() => document.documentElement.hasAttribute('data-ready'), undefined, { timeout: 20_000 });
      await page.waitForLoadState('networkidle');
      const reads = await page.evaluate(
        () => (window as unknown as { __locandaStats?: { reads: number } }).__locandaStats?.reads ?? 0,
      );
      // The saved page's two inline scripts.
      let js = inline.reduce((n, code) => n + gz(code), 0);
      let css = 0;
      for (const f of files) {
        const size = gz(readFileSync(join(outDir, f)));
        if (f.endsWith('.js')) js += size;
        else css += size;
      }
      out[route] = { jsGzipKB: kb(js), cssGzipKB: kb(css), googleRequests: google, reads };
    } finally {
      await ctx.close();
    }
  }
  return out;
}

/** What is over budget, in words: JavaScript beyond the budget on the Firebase build, any read on either. */
export function overBudget(local: Record<string, FirstVisit>, firebase: Record<string, FirstVisit>): string[] {
  return ROUTES.flatMap((r) => [
    ...(firebase[r].jsGzipKB > FIREBASE_JS_BUDGET_KB
      ? [
          `the Firebase build's first visit to ${r} fetches ${firebase[r].jsGzipKB} KB of JS (gzip), more than ${FIREBASE_JS_BUDGET_KB}`,
        ]
      : []),
    ...(firebase[r].googleRequests > 0 || local[r].reads > 0
      ? [
          `a first visit to ${r} reads the database (${firebase[r].googleRequests} requests to Google, ${local[r].reads} demo reads); a published page reads none`,
        ]
      : []),
  ]);
}
