/**
 * The first-visit budget, on the two builds the browser tests serve: what a first visit to each kind of
 * page fetches (scripts/benchFirstVisit.ts). The Firebase build's JavaScript stays within the budget, and no
 * first visit reads the database: no request to Google from the published pages (whose gallery holds
 * 200 photos), no document read by the demo's. `npm run budget` prints the same figures.
 */
import { test, expect } from '@playwright/test';
import { DEMO_DIR, FIREBASE_DIR, FIREBASE_PORT } from '../../playwright.config';
import { FIREBASE_JS_BUDGET_KB, firstVisits, overBudget, ROUTES } from '../../scripts/benchFirstVisit';

test('a first visit to every kind of page: JavaScript within the budget, nothing read', async ({ browser, baseURL }) => {
  test.setTimeout(120_000);
  const local = await firstVisits(browser, baseURL!, DEMO_DIR);
  const firebase = await firstVisits(browser, `http://127.0.0.1:${FIREBASE_PORT}`, FIREBASE_DIR);
  console.log(
    `First visit, Firebase build (JS KB gzip, budget ${FIREBASE_JS_BUDGET_KB}): ` +
      ROUTES.map((r) => `${r} ${firebase[r].jsGzipKB}`).join(', '),
  );
  // Measured, not empty: every route fetched its scripts and styles.
  for (const r of ROUTES) expect(Math.min(local[r].jsGzipKB, firebase[r].jsGzipKB, firebase[r].cssGzipKB), r).toBeGreaterThan(1);
  expect(overBudget(local, firebase)).toEqual([]);
});
