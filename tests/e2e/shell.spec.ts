import { test, expect, signIn, ADMIN_PATH, OWNER } from './fixtures';

const ROUTES = ['/', '/camere', '/servizi', '/esperienze', '/galleria', '/posizione', '/contatti'];
const NAV: Record<string, string[]> = {
  it: ['Camere', 'Servizi', 'Esperienze', 'Galleria', 'Posizione', 'Contatti'],
  en: ['Rooms', 'Services', 'Experiences', 'Gallery', 'Location', 'Contact'],
  de: ['Zimmer', 'Leistungen', 'Erlebnisse', 'Galerie', 'Lage', 'Kontakt'],
  nl: ['Kamers', 'Voorzieningen', 'Belevenissen', 'Galerij', 'Ligging', 'Contact'],
  fr: ['Chambres', 'Services', 'Expériences', 'Galerie', 'Situation', 'Contact'],
};

test('every route renders its page inside the shell', async ({ page }) => {
  for (const route of ROUTES) {
    await page.goto(route);
    await expect(page.getByRole('navigation', { name: 'Navigazione principale' })).toBeVisible();
    await expect(page.locator('main h1').first()).toBeVisible();
    await expect(page.locator('footer')).toContainText('Link utili');
  }
});

for (const [lng, labels] of Object.entries(NAV)) {
  test(`the navigation speaks ${lng}`, async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`/?lng=${lng}`);
    const nav = page.getByRole('navigation').first();
    for (const label of labels) await expect(nav.getByRole('link', { name: label, exact: true })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', lng);
    expect(await page.evaluate(() => localStorage.getItem('i18nextLng'))).toBe(lng);
  });
}

test('script-like or unknown languages in the address end in a supported language', async ({ page }) => {
  for (const bad of ['<script>alert(1)</script>', 'xx', '', 'a'.repeat(300), '"onmouseover="x()']) {
    await page.goto(`/camere?lng=${encodeURIComponent(bad)}`);
    await expect(page.locator('html')).toHaveAttribute('lang', /^(it|en|de|nl|fr)$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  }
});

test('an unknown path shows the not-found screen and its button goes home, in the language shown', async ({ page }) => {
  await page.goto('/questa-pagina-non-esiste?lng=en');
  await expect(page.getByText('Oops! The page you are looking for does not exist or has been moved.')).toBeVisible();
  await page.getByRole('link', { name: 'Back to Home' }).click();
  await expect(page).toHaveURL(/\/en$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('A country inn among Umbria’s olive groves');
});

test('the settings page sends a visitor to the login path', async ({ page }) => {
  await page.goto('/admin-impostazioni-sito');
  await expect(page).toHaveURL(new RegExp(`${ADMIN_PATH}$`));
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
});

test('login requires both fields, rejects bad credentials keeping the e-mail, then signs in and out', async ({ page }) => {
  await page.goto(ADMIN_PATH);
  await page.getByRole('button', { name: 'Accedi' }).click();
  await expect(page.getByRole('alert')).toHaveText('Inserisci e-mail e password.');
  await page.getByLabel('E-mail').fill(OWNER.email);
  await page.getByLabel('Password').fill('sbagliata');
  await page.getByRole('button', { name: 'Accedi' }).click();
  await expect(page.getByRole('alert')).toHaveText('Credenziali non valide o errore di rete. Riprova.');
  await expect(page.getByLabel('E-mail')).toHaveValue(OWNER.email);
  await signIn(page);
  await expect(page.getByRole('button', { name: 'Esci' })).toBeAttached();
  await page.goto(ADMIN_PATH);
  await expect(page).toHaveURL(/\/$/);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.getByRole('button', { name: 'Esci' }).click();
  await expect(page.getByRole('button', { name: 'Esci' })).toHaveCount(0);
  await page.goto('/admin-impostazioni-sito');
  await expect(page).toHaveURL(new RegExp(`${ADMIN_PATH}$`));
});

test.describe('cookie notice', () => {
  test.use({ acceptCookies: false });
  test('reads "Got it!" in English and stores siteCookieConsent for 150 days', async ({ page, context }) => {
    await page.goto('/?lng=en');
    await expect(page.getByRole('button', { name: 'Got it!' })).toHaveText('Got it!');
    await page.getByRole('button', { name: 'Got it!' }).click();
    const cookie = (await context.cookies()).find((c) => c.name === 'siteCookieConsent');
    expect(cookie?.value).toBe('true');
    const days = (cookie!.expires * 1000 - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(149);
    expect(days).toBeLessThan(151);
    await page.reload();
    await expect(page.getByRole('button', { name: 'Got it!' })).toHaveCount(0);
  });
});

test('the navbar takes its scrolled state after 50 px', async ({ page }) => {
  await page.goto('/camere');
  const header = page.locator('header').first();
  await expect(header).toHaveAttribute('data-scrolled', 'false');
  await page.mouse.wheel(0, 400);
  await expect(header).toHaveAttribute('data-scrolled', 'true');
});

for (const width of [390, 1280]) {
  test(`screenshots at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    for (const route of ['/', '/camere', '/contatti']) {
      await page.goto(route);
      await expect(page.locator('main h1').first()).toBeVisible();
      await page.waitForLoadState('networkidle');
      await page.screenshot({
        path: `test-results/screens/${width}${route.replace(/\//g, '_') || '_'}.png`,
        fullPage: width === 390,
      });
    }
  });
}
