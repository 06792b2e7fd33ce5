/** Switching languages in the browser when the network does not deliver a language's strings. */
import { test, expect, signIn, languageLink } from './fixtures';

/** French's strings, as the build's chunk and as the plain file fetched when the chunk once failed. */
const FRENCH_CHUNK = /\/assets\/fr-[\w-]+\.(js|json)(\?.*)?$/;

test('a language whose strings fail to load leaves everything as it was, says so, and the next pick loads it', async ({
  page,
  context,
}) => {
  await page.goto('/camere');
  await expect(page.getByRole('heading', { level: 1, name: 'Le camere' })).toBeVisible();
  let offline = true;
  await context.route(FRENCH_CHUNK, (route) => (offline ? route.abort('internetdisconnected') : route.continue()));
  const cookie = async () => (await context.cookies()).find((c) => c.name === 'firebase-language-override')?.value;
  const before = {
    lang: await page.locator('html').getAttribute('lang'),
    cached: await page.evaluate(() => localStorage.getItem('i18nextLng')),
    cookie: await cookie(),
  };

  await languageLink(page, 'fr').click();
  await expect(page.getByRole('alert')).toHaveText(
    'Impossibile caricare la lingua scelta (Français). Controlla la connessione e riprova.',
  );
  await expect(languageLink(page, 'it')).toHaveAttribute('aria-current', 'true');
  await expect(page).toHaveURL(/\/camere$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Le camere' })).toBeVisible();
  expect({
    lang: await page.locator('html').getAttribute('lang'),
    cached: await page.evaluate(() => localStorage.getItem('i18nextLng')),
    cookie: await cookie(),
  }).toEqual(before);

  offline = false;
  await languageLink(page, 'fr').click();
  await expect(languageLink(page, 'fr')).toHaveAttribute('aria-current', 'true');
  await expect(page).toHaveURL(/\/fr\/camere$/);
  await expect(
    page.getByRole('navigation', { name: 'Navigation principale' }).getByRole('link', { name: 'Chambres' }),
  ).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  expect(await cookie()).toBe('fr');
});

test("the owner's menu, pencils and settings follow a language picked after sign-in", async ({ page }) => {
  await signIn(page);
  await languageLink(page, 'de').click();
  const nav = page.getByRole('navigation', { name: 'Hauptnavigation' });
  await expect(nav.getByRole('link', { name: 'Einstellungen' })).toBeVisible();
  await expect(nav.getByRole('button', { name: 'Abmelden' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Bearbeiten: Haupttitel: / })).toBeVisible();
  await nav.getByRole('link', { name: 'Einstellungen' }).click();
  await expect(page.getByLabel('Name der Website')).toBeVisible();
});

test("the owner's items stay together on one line of the desktop menu in every language", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page);
  const nav = page.getByRole('navigation');
  for (const [lang, names] of [
    ['it', ['Vedi come visitatore', 'Impostazioni', 'Esci']],
    ['de', ['Als Besucher ansehen', 'Einstellungen', 'Abmelden']],
    ['nl', ['Bekijken als bezoeker', 'Instellingen', 'Uitloggen']],
    ['fr', ['Voir en tant que visiteur', 'Paramètres', 'Se déconnecter']],
  ] as const) {
    await languageLink(page, lang).click();
    const tops: number[] = [];
    for (const name of names) {
      const item = nav.getByRole(name === names[1] ? 'link' : 'button', { name, exact: true });
      await expect(item).toBeVisible();
      tops.push(Math.round((await item.boundingBox())!.y));
    }
    expect(new Set(tops).size, `${lang}: ${tops.join(', ')}`).toBe(1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(1280);
  }
});
