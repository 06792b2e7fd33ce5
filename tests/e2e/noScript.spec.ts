/**
 * The saved pages work without JavaScript, on a phone: every link of the menu is there to press, every
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
  },
  de: {
    home: '/de',
    gallery: '/de/galleria',
    location: '/de/posizione',
    contact: '/de/contatti',
    menu: 'Zimmer',
    photo: 'Foto 1 von 8 öffnen',
  },
};

for (const lang of ['it', 'de'] as const)
  test(`without JavaScript at 390 px (${lang}): the menu, the languages, the photos, the map and the form work`, async ({
    page,
  }) => {
    const p = PAGES[lang];
    await page.goto(p.gallery);
    const nav = page.getByRole('banner');
    // The menu is open: its links are there to press.
    await expect(nav.getByRole('link', { name: p.menu, exact: true })).toBeVisible();
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
