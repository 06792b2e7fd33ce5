import type { Page } from '@playwright/test';
import { ADMIN_PATH, expect, signIn, test } from './fixtures';

/**
 * What a visitor's first visit costs them beyond the bytes (scripts/bench.ts measures those): the web fonts wait
 * for the largest picture, nothing moves when they arrive, nothing is asked of another site before the visitor chooses to, and the cookie notice
 * hides nothing.
 */

const PHONE = { width: 390, height: 844 };
const HOMES = [
  ['it', '/'],
  ['en', '/en'],
  ['de', '/de'],
  ['nl', '/nl'],
  ['fr', '/fr'],
] as const;

/** How many lines each heading of the page and each text of its first screen take, and where they are. */
function largeTexts(page: Page) {
  return page.evaluate(() =>
    [...document.querySelectorAll('main h1, main h2, main h3, main p')]
      .filter((el) => el.tagName !== 'P' || el.getBoundingClientRect().top < window.innerHeight)
      .map((el) => {
        const r = el.getBoundingClientRect();
        const lineHeight = parseFloat(getComputedStyle(el).lineHeight);
        return { text: (el.textContent ?? '').slice(0, 30), lines: Math.round(r.height / lineHeight), top: Math.round(r.top) };
      }),
  );
}

for (const [lang, path] of HOMES) {
  test(`home in ${lang} at phone width: the large texts wrap the same before and after the web fonts, and nothing shifts`, async ({
    page,
  }) => {
    await page.setViewportSize(PHONE);
    let release = () => {};
    const fontsHeld = new Promise<void>((r) => (release = r));
    await page.route('**/*.woff2', async (route) => {
      await fontsHeld;
      await route.continue();
    });
    await page.goto(path, { waitUntil: 'domcontentloaded' });
    await expect(page.locator('main h1')).toBeVisible();
    expect(await page.evaluate(() => document.fonts.check('500 16px Fraunces'))).toBe(false);
    const before = await largeTexts(page);
    release();
    await page.waitForFunction(() => document.fonts.check('500 16px Fraunces') && document.fonts.check('16px "Source Sans 3"'));
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    expect(await largeTexts(page)).toEqual(before);
    const shift = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          new PerformanceObserver((list) => {
            const entries = list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[];
            resolve(entries.filter((e) => !e.hadRecentInput).reduce((sum, e) => sum + e.value, 0));
          }).observe({ type: 'layout-shift', buffered: true });
          setTimeout(() => resolve(0), 500);
        }),
    );
    expect(shift).toBeLessThanOrEqual(0.01);
  });
}

test('a first visit asks for the web fonts once the largest picture shows; a later page, at once', async ({ page }) => {
  const asked: string[] = [];
  // (Any route turns the browser's cache off: every request is seen, the second visit's too.)
  await page.route(/\.(woff2|js)$/, async (route) => {
    asked.push(route.request().url().endsWith('.woff2') ? 'font' : 'script');
    await route.continue();
  });
  await page.goto('/');
  await page.waitForFunction(() => document.fonts.check('500 16px Fraunces') && document.fonts.check('16px "Source Sans 3"'));
  const first = await page.evaluate(async () => {
    const lcp = await new Promise<number>((resolve) =>
      new PerformanceObserver((list) => resolve(list.getEntries().at(-1)!.startTime)).observe({
        type: 'largest-contentful-paint',
        buffered: true,
      }),
    );
    const fonts = performance.getEntriesByType('resource').filter((e) => e.name.endsWith('.woff2'));
    return { fonts: fonts.length, afterLargest: fonts.every((e) => e.startTime >= lcp) };
  });
  expect(first).toEqual({ fonts: 3, afterLargest: true });
  expect(asked.indexOf('script')).toBeLessThan(asked.indexOf('font'));

  asked.length = 0;
  await page.goto('/camere');
  await page.waitForFunction(() => document.fonts.check('500 16px Fraunces'));
  expect(asked.indexOf('font')).toBeGreaterThanOrEqual(0);
  expect(asked.indexOf('font')).toBeLessThan(asked.indexOf('script'));
});

/** Every request this page makes to another origin than the site's. */
function foreignRequests(page: Page, baseURL: string): string[] {
  const seen: string[] = [];
  page.on('request', (r) => {
    if (!r.url().startsWith(new URL(baseURL).origin) && !/^(data|blob):/.test(r.url())) seen.push(r.url());
  });
  return seen;
}

test('the location page asks nothing of the map’s site until the visitor asks for the map, then shows it for the visit', async ({
  page,
  baseURL,
}) => {
  // No real request leaves the machine: the map's site is answered here.
  await page.route(/^https:\/\/(www\.google\.com|maps\.google\.com|www\.openstreetmap\.org)\//, (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<p>map</p>' }),
  );
  const foreign = foreignRequests(page, baseURL!);
  await page.goto('/posizione');
  const preview = page.getByRole('link', { name: 'Mostra la mappa (OpenStreetMap)' });
  await expect(preview).toBeVisible();
  await expect(page.getByText(/La mappa è di OpenStreetMap Foundation/)).toBeVisible();
  await expect(page.locator('iframe')).toHaveCount(0);
  await page.waitForLoadState('networkidle');
  expect(foreign).toEqual([]);

  await preview.click();
  const map = page.locator('iframe[title]');
  await expect(map).toBeVisible();
  await expect(map).toHaveAttribute('src', /^https:\/\/www\.openstreetmap\.org\/export\/embed\.html/);
  await expect.poll(() => foreign.length).toBeGreaterThan(0);

  // The choice lasts for the visit: the next view of the page shows the map at once.
  await page.goto('/en/posizione');
  await expect(page.locator('iframe[title]')).toBeVisible();
});

test('no page asks anything of another site before the visitor chooses to', async ({ page, baseURL }) => {
  const foreign = foreignRequests(page, baseURL!);
  for (const path of ['/', '/camere', '/camere/camera-uliveto', '/galleria', '/contatti', '/posizione', '/de/posizione']) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
  }
  expect(foreign).toEqual([]);
});

test.describe('the cookie notice', () => {
  test.use({ acceptCookies: false });

  /** Tabs through the page (up to `max` stops) and fails on a focused control the open notice covers. */
  async function tabClear(page: Page, max: number) {
    const notice = page.getByRole('region', { name: /cookie/i });
    for (let i = 0; i < max; i++) {
      await page.keyboard.press('Tab');
      const hidden = await page.evaluate(() => {
        const el = document.activeElement;
        const box = document.querySelector('.cookie-banner');
        if (!el || el === document.body || !box || box.contains(el)) return null;
        const r = el.getBoundingClientRect();
        const top = box.getBoundingClientRect().top;
        return r.bottom > top && r.top < window.innerHeight
          ? el.textContent || el.getAttribute('aria-label') || el.tagName
          : null;
      });
      expect(hidden, `focused control under the notice`).toBeNull();
    }
    await expect(notice).toBeVisible();
  }

  for (const [lang, path] of [
    ['it', '/'],
    ['en', '/en'],
    ['de', '/de'],
    ['fr', '/fr'],
  ] as const) {
    test(`covers at most 15 % of a 390 × 844 screen (${lang}), and its button is named by what it shows`, async ({ page }) => {
      await page.setViewportSize(PHONE);
      await page.goto(path);
      const notice = page.getByRole('region', { name: /cookie/i });
      await expect(notice).toBeVisible();
      const box = (await notice.boundingBox())!;
      expect(box.height).toBeLessThanOrEqual(0.15 * PHONE.height);
      const button = notice.getByRole('button');
      expect(await button.getAttribute('aria-label')).toBeNull();
      // Label in name (WCAG 2.5.3): what it shows is in what it is called.
      const shown = (await button.innerText()).trim();
      expect(shown).not.toBe('');
      await expect(button).toHaveAccessibleName(new RegExp(shown.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
    });
  }

  test('on the login page at phone width, Tab never reaches a control under it', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.goto(ADMIN_PATH);
    await expect(page.getByRole('region', { name: /cookie/i })).toBeVisible();
    await tabClear(page, 25);
  });

  test('the footer can be read and used above it, by Tab and by scrolling, a visitor and the owner', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.goto('/');
    const notice = page.getByRole('region', { name: /cookie/i });
    await expect(notice).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const lastFooterControl = page.locator('footer a, footer button').last();
    await expect
      .poll(
        async () =>
          (await lastFooterControl.boundingBox())!.y + (await lastFooterControl.boundingBox())!.height <=
          (await notice.boundingBox())!.y,
      )
      .toBe(true);
    await page.locator('footer').getByRole('link').first().focus();
    await tabClear(page, 15);

    await signIn(page);
    await expect(notice).toBeVisible();
    await page.locator('footer').getByRole('button').first().focus();
    await tabClear(page, 30);
  });

  test('"Got it!" in English; accepting keeps siteCookieConsent for 150 days', async ({ page, context }) => {
    await page.goto('/en');
    const button = page.getByRole('region', { name: /cookie/i }).getByRole('button', { name: 'Got it!' });
    await button.click();
    await expect(page.getByRole('region', { name: /cookie/i })).toHaveCount(0);
    const cookie = (await context.cookies()).find((c) => c.name === 'siteCookieConsent')!;
    expect(cookie.value).toBe('true');
    expect(Math.round((cookie.expires - Date.now() / 1000) / 86_400)).toBe(150);
    await page.reload();
    await expect(page.getByRole('region', { name: /cookie/i })).toHaveCount(0);
  });
});
