/**
 * The build's prerendered pages (scripts/prerender.ts, src/app/handoff.ts):
 * what a visitor gets before any script runs, and the application taking over.
 */
import { test, expect } from './fixtures';

test('each page is served with its own content, title and description before any script runs', async ({ request }) => {
  const pages: [string, string, RegExp][] = [
    ['/', 'Locanda', /Benvenuti/],
    ['/camere', 'Le camere · Locanda', /Camera Fienile/],
    ['/camere/camera-uliveto', 'Camera Uliveto · Locanda', /Verifica disponibilità/],
    ['/galleria', 'Galleria · Locanda', /Apri la foto 1 di 8/],
    ['/contatti', 'Contatti · Locanda', /Check-in/],
  ];
  for (const [path, title, content] of pages) {
    const html = await (await request.get(path, { headers: { Accept: 'text/html' } })).text();
    expect(html, path).toContain(`<title>${title}</title>`);
    expect(html, path).toMatch(/<meta name="description" content="[^"]{20,}">/);
    expect(html, path).toContain('<div id="root" hidden></div>');
    const snapshot = /<div id="snapshot">([\s\S]*)<div id="root" hidden>/.exec(html)?.[1] ?? '';
    expect(snapshot, path).toMatch(content);
    // Nothing of the build machine, no cookie notice frozen in.
    expect(html, path).not.toMatch(/127\.0\.0\.1|cookie-banner/);
  }
});

test('any other path gets the bare application, which shows its not-found page', async ({ page, request }) => {
  const html = await (await request.get('/camere/non-esiste', { headers: { Accept: 'text/html' } })).text();
  expect(html).not.toContain('id="snapshot"');
  await page.goto('/camere/non-esiste');
  await expect(page.getByRole('heading', { level: 1 })).toContainText(/non trovata|non esiste/i);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false, waitForApp: false });

  test('the page is readable and its links lead to the other pages', async ({ page }) => {
    await page.goto('/camere');
    await expect(page.getByRole('heading', { level: 1, name: 'Le camere' })).toBeVisible();
    await page
      .getByRole('link', { name: /Camera Uliveto/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/camere\/camera-uliveto$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Camera Uliveto' })).toBeVisible();
  });

  test('the homepage loader fades by itself after a second', async ({ page }) => {
    await page.goto('/');
    const loader = page.locator('#snapshot [data-loader]');
    await expect(loader).toBeVisible();
    await expect(loader).toBeHidden({ timeout: 4000 });
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
});

test('the application takes over the page: one copy of it, working, and no errors', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto('/camere');
  await expect(page.locator('#snapshot')).toHaveCount(0);
  await expect(page.locator('#root')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Le camere' })).toHaveCount(1);
  // Client-side navigation now: the menu and links are the application's.
  await page
    .getByRole('link', { name: /Camera Uliveto/ })
    .first()
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Camera Uliveto' })).toBeVisible();
  expect(await page.evaluate(() => document.getElementById('snapshot'))).toBeNull();
  expect(errors).toEqual([]);
});

test.describe('before the application has started', () => {
  test.use({ waitForApp: false });

  test('a visitor in another language never sees the Italian text: it waits for theirs', async ({ page }) => {
    // The application's code is held back, so the saved page stays as a visitor first sees it.
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/camere?lng=de', { waitUntil: 'domcontentloaded' });
    const heading = page.locator('#snapshot h1');
    await expect(heading).toHaveText('Le camere');
    expect(await heading.evaluate((el) => getComputedStyle(el).color)).toBe('rgba(0, 0, 0, 0)');
    // The pictures show meanwhile.
    await expect(page.locator('#snapshot img').first()).toBeVisible();
    release();
    await expect(page.locator('#snapshot')).toHaveCount(0);
    const h1 = page.getByRole('heading', { level: 1 });
    await expect(h1).toHaveText('Unsere Zimmer');
    expect(await h1.evaluate((el) => getComputedStyle(el).color)).not.toBe('rgba(0, 0, 0, 0)');
  });

  test('an Italian visitor sees the saved text at once', async ({ page }) => {
    await page.route(/\/assets\/index-[^/]+\.js$/, (route) => route.abort());
    await page.goto('/camere', { waitUntil: 'domcontentloaded' });
    const heading = page.locator('#snapshot h1');
    await expect(heading).toHaveText('Le camere');
    expect(await heading.evaluate((el) => getComputedStyle(el).color)).not.toBe('rgba(0, 0, 0, 0)');
  });
});
