/**
 * The saved pages work without JavaScript, on a phone, and before their scripts arrive: the menu and its
 * submenus open (by the page's HTML and CSS alone), every
 * language of the page is one link away, a photo opens the picture, "Mostra la mappa" the map, and the
 * availability form is sent by the browser as an e-mail.
 */
import { test, expect } from './fixtures';

test.use({ javaScriptEnabled: false, waitForApp: false, viewport: { width: 390, height: 844 } });

const PAGES = {
  it: {
    home: '/',
    gallery: '/galleria',
    location: '/posizione',
    contact: '/contatti',
    menu: 'Camere',
    photo: 'Apri la foto 1 di 8',
    openMenu: 'Apri il menu',
    closeMenu: 'Chiudi il menu',
    submenu: 'Mostra l’elenco: Camere',
  },
  de: {
    home: '/de',
    gallery: '/de/galleria',
    location: '/de/posizione',
    contact: '/de/contatti',
    menu: 'Zimmer',
    photo: 'Foto 1 von 8 öffnen',
    openMenu: 'Menü öffnen',
    closeMenu: 'Menü schließen',
    submenu: 'Liste anzeigen: Zimmer',
  },
};

type Page = import('@playwright/test').Page;

/** Opens the phone menu and a submenu, then follows the submenu's link (and comes back). */
async function openMenu(page: Page, lang: 'it' | 'de') {
  const p = PAGES[lang];
  const nav = page.getByRole('banner');
  const rooms = nav.getByRole('link', { name: p.menu, exact: true });
  await expect(rooms).toBeHidden();
  // The toggle as it is named, closed and then open; the menu's links shown by it.
  await expect(nav.getByText(p.openMenu)).toBeAttached();
  await nav.locator('[data-menu-toggle]').click();
  await expect(rooms).toBeVisible();
  await expect(nav.getByText(p.closeMenu)).toBeAttached();
  await expect(nav.getByText(p.openMenu)).toBeHidden();
  // A submenu opens on its caret and offers its list page (the items come with the application, so that no
  // saved page changes with each item's title).
  const caret = nav.getByText(p.submenu).locator('..');
  const room = caret.locator('xpath=ancestor::details/following-sibling::ul[1]').getByRole('link');
  await expect(room).toBeHidden();
  await caret.click();
  await expect(room).toBeVisible();
  const href = await room.getAttribute('href');
  expect(href).toBe(`${lang === 'it' ? '' : `/${lang}`}/camere`);
  // Reached by the keyboard too: Tab from the caret goes to it.
  await page.keyboard.press('Tab');
  await expect(room).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  await expect(page.locator('main h1')).toBeVisible();
  await page.goBack();
  await expect(page).not.toHaveURL(new RegExp(`${href}$`));
  // Back on the page (as saved again, the menu closed): opened once more for what follows.
  if (await rooms.isHidden()) await nav.locator('[data-menu-toggle]').click();
  await expect(rooms).toBeVisible();
}

for (const lang of ['it', 'de'] as const)
  test.describe(() => {
    // JavaScript on, but the page's scripts not (yet) there: a slow phone's first seconds.
    test.use({ javaScriptEnabled: true });
    test(`before the scripts arrive at 390 px (${lang}): the menu and a submenu open, a room in it is reached`, async ({
      page,
    }) => {
      await page.route('**/*.js', (route) => route.abort());
      await page.goto(PAGES[lang].home);
      await openMenu(page, lang);
      expect(await page.evaluate(() => document.documentElement.hasAttribute('data-app'))).toBe(false);
    });
  });

for (const lang of ['it', 'de'] as const)
  test(`without JavaScript at 390 px (${lang}): the menu, the languages, the photos, the map and the form work`, async ({
    page,
  }) => {
    const p = PAGES[lang];
    await page.goto(p.gallery);
    const nav = page.getByRole('banner');
    await openMenu(page, lang);
    // Every language of this page, one link away, each named in its own language.
    const languages = nav.locator('a[hreflang]');
    await expect(languages).toHaveCount(5);
    const hrefs = await languages.evaluateAll((all) =>
      all.map((a) => [a.getAttribute('hreflang'), a.getAttribute('lang'), a.getAttribute('href')]),
    );
    expect(hrefs).toEqual([
      ['it', 'it', '/galleria'],
      ['en', 'en', '/en/galleria'],
      ['de', 'de', '/de/galleria'],
      ['nl', 'nl', '/nl/galleria'],
      ['fr', 'fr', '/fr/galleria'],
    ]);
    for (let i = 0; i < 5; i++) await expect(languages.nth(i)).toBeVisible();
    await nav.getByRole('link', { name: lang === 'it' ? 'Deutsch' : 'Italiano' }).click();
    await expect(page).toHaveURL(lang === 'it' ? /\/de\/galleria$/ : /\/galleria$/);
    await page.goBack();

    // A photo is a link to its picture.
    const photo = page.getByRole('link', { name: new RegExp(`^${p.photo}`) });
    const picture = await photo.getAttribute('href');
    expect(picture).toMatch(/\.(svg|webp|jpe?g|png)$/);
    const response = await page.request.get(picture!);
    expect(response.ok()).toBe(true);

    // The map: a link to it, nothing embedded before it is asked for.
    await page.goto(p.location);
    const map = page.locator('main a.btn[href^="https://www.openstreetmap.org/"]').last();
    await expect(map).toBeVisible();
    await expect(page.locator('iframe')).toHaveCount(0);

    // The form sends itself as an e-mail to the house.
    await page.goto(p.contact);
    const form = page.locator('main form');
    await expect(form).toHaveAttribute('action', /^mailto:[^?]+@[^?]+\?subject=/);
    await expect(form).toHaveAttribute('method', 'post');
    await expect(form).toHaveAttribute('enctype', 'text/plain');
  });

for (const lang of ['it', 'de'] as const)
  test(`without JavaScript at 390 px (${lang}): every other language of a room's page is one link away, to that room`, async ({
    page,
  }) => {
    const room = '/camere/camera-glicine';
    const at = (l: string) => (l === 'it' ? room : `/${l}${room}`);
    // The same room in each language, by its title there.
    const titles: Record<string, string> = {
      it: 'Camera Glicine',
      en: 'Wisteria Room',
      de: 'Zimmer Glyzinie',
      nl: 'Kamer Blauweregen',
      fr: 'Chambre Glycine',
    };
    for (const other of ['it', 'en', 'de', 'nl', 'fr'].filter((l) => l !== lang)) {
      await page.goto(at(lang));
      const nav = page.getByRole('banner');
      await nav.locator('[data-menu-toggle]').click();
      const current = nav.locator(`a[hreflang="${lang}"]`);
      await expect(current).toHaveAttribute('aria-current', 'true');
      const link = nav.locator(`a[hreflang="${other}"]`);
      await expect(link).toBeVisible();
      await expect(link).toHaveAttribute('lang', other);
      await link.click();
      await expect(page).toHaveURL(new RegExp(`${at(other)}$`));
      await expect(page.locator('html')).toHaveAttribute('lang', other);
      await expect(page.locator('main h1')).toHaveText(titles[other]);
      await expect(page.getByRole('banner').locator(`a[hreflang="${other}"]`)).toHaveAttribute('aria-current', 'true');
    }
  });
