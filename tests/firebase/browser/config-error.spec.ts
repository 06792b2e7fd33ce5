/**
 * The Firebase build with a broken configuration (VITE_FIREBASE_API_KEY set, VITE_FIREBASE_PROJECT_ID and
 * VITE_FIREBASE_APP_ID missing) starts into the configuration error screen, not a blank page.
 */
import { test, expect, type Page } from '@playwright/test';

/** Uncaught exceptions and unhandled rejections of the page. */
function pageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  return errors;
}

for (const path of ['/', '/gestione-7f3c9e']) {
  test(`${path} shows the configuration error screen naming the missing values`, async ({ page }) => {
    const errors = pageErrors(page);
    const remote: string[] = [];
    page.on('request', (r) => {
      if (!new URL(r.url()).hostname.startsWith('127.0.0.1')) remote.push(r.url());
    });

    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Configurazione non valida · Invalid configuration');
    const problems = page.getByRole('main').getByRole('listitem');
    await expect(problems).toHaveText(['VITE_FIREBASE_PROJECT_ID is missing', 'VITE_FIREBASE_APP_ID is missing']);
    await expect(page.getByText('Controlla le variabili d’ambiente (.env) e ricompila.', { exact: false })).toBeVisible();

    // The screen replaces the site: no navigation, no login form, and nothing was asked of Firebase.
    await expect(page.getByRole('navigation')).toHaveCount(0);
    await expect(page.getByRole('textbox')).toHaveCount(0);
    expect(remote).toEqual([]);
    expect(errors).toEqual([]);
  });
}
