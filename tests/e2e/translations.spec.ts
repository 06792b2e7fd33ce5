/**
 * Five languages kept by one owner: translation drafts made in the browser (the Translator API,
 * played here by a stand-in the test installs in the page), outdated translations on the pencil and
 * in the settings' overview, the owner's order of the gallery, alt texts per language, the CIN.
 */
import { test, expect, signIn, pngFile, storedDoc } from './fixtures';
import { installFakeTranslator, type FakeTranslatorOptions } from '../support/fakeTranslator';

const CIN = 'IT055023C2DEMO0001';

test('a new service is drafted in four languages from Italian, one draft edited, then saved', async ({ page }) => {
  // German needs its language pack the first time: the download shows, started by the owner's click.
  await page.addInitScript(installFakeTranslator, {
    availability: { de: 'downloadable' },
    steps: 5,
    delayMs: 120,
  } satisfies FakeTranslatorOptions);
  await signIn(page, '/servizi');
  await page.getByRole('button', { name: 'Aggiungi servizio' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nuovo servizio' });
  const title = dialog.getByRole('group', { name: /^Titolo/ });
  const description = dialog.getByRole('group', { name: /^Descrizione \*/ });
  await title.getByLabel('Italiano').fill('Noleggio e-bike');
  await description.getByLabel('Italiano').fill('Biciclette elettriche per salire sulle colline senza fatica.');
  await dialog
    .getByRole('group', { name: /^Immagine principale/ })
    .getByLabel('Scegli un’immagine')
    .setInputFiles(await pngFile(page, 'ebike.png'));
  await expect(dialog.getByRole('button', { name: 'Salva' })).toBeEnabled();

  const bar = dialog.getByRole('group', { name: 'Bozze di traduzione' });
  await expect(bar.getByText(/La prima volta il browser scarica il pacchetto linguistico per: Deutsch/)).toBeVisible();
  await bar.getByRole('button', { name: 'Tutte le lingue' }).click();
  await expect(bar.getByRole('progressbar', { name: /^Deutsch: scaricamento del pacchetto linguistico, \d+%$/ })).toBeVisible();
  await expect(bar.getByRole('status')).toContainText('Bozze pronte: English, Deutsch, Nederlands, Français.');
  for (const [lang, label] of [
    ['en', 'English'],
    ['de', 'Deutsch'],
    ['nl', 'Nederlands'],
    ['fr', 'Français'],
  ]) {
    await expect(title.getByLabel(label, { exact: true })).toHaveValue(`[${lang}] Noleggio e-bike`);
    await expect(description.getByLabel(label, { exact: true })).toHaveValue(
      `[${lang}] Biciclette elettriche per salire sulle colline senza fatica.`,
    );
  }
  // Each draft is marked until the owner edits or accepts it; nothing is stored yet.
  await expect(dialog.getByText('bozza', { exact: true })).toHaveCount(8);
  await title.getByLabel('English').fill('E-bike hire');
  await expect(dialog.getByText('bozza', { exact: true })).toHaveCount(7);
  // The first draft of the description is the English one (its button is described by the language's label).
  await description.getByRole('button', { name: 'Accetta' }).first().click();
  await expect(dialog.getByText('bozza', { exact: true })).toHaveCount(6);
  await dialog.getByRole('button', { name: 'Salva' }).click();
  await expect(dialog).toHaveCount(0);

  await expect(page.getByRole('link', { name: 'Noleggio e-bike' })).toBeVisible();
  await page.goto('/servizi?lng=en');
  await expect(page.getByRole('link', { name: 'E-bike hire' })).toBeVisible();
  await page.goto('/servizi?lng=de');
  await expect(page.getByRole('link', { name: '[de] Noleggio e-bike' })).toBeVisible();
});

test('a welcome text changed in Italian shows its four translations outdated, on the pencil and in the overview', async ({
  page,
}) => {
  await signIn(page);
  await page.getByRole('button', { name: /^Modifica primo paragrafo/ }).click();
  const editor = page.getByRole('form', { name: 'Modifica primo paragrafo' });
  await editor.getByLabel('Italiano').fill('Il casale di Poggio Aurelio ha più di due secoli.');
  await expect(editor.getByText('da aggiornare', { exact: true })).toHaveCount(4);
  await editor.getByRole('button', { name: 'Salva' }).click();
  await expect(editor).toHaveCount(0);
  const pencil = page.getByRole('button', { name: /^Modifica primo paragrafo/ });
  await expect(pencil.locator('[title="Traduzioni da aggiornare: EN, DE, NL, FR"]')).toBeVisible();
  const stored = await storedDoc(page, 'homepage/welcome');
  expect(Object.keys(stored?.paragraph1_fromIt as object).sort()).toEqual(['de', 'en', 'fr', 'nl']);

  await page.goto('/admin-impostazioni-sito');
  const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'Pagina iniziale' }) });
  const cells = row.getByRole('cell');
  await expect(cells).toHaveCount(5);
  await expect(cells.nth(0)).toHaveText(/tutto tradotto/);
  for (const i of [1, 2, 3, 4]) await expect(cells.nth(i)).toHaveText('1 da aggiornare');
  const item = page.getByRole('listitem').filter({ hasText: 'Primo paragrafo — «Il casale di Poggio Aurelio' });
  await expect(item).toContainText('Traduzioni da aggiornare: EN, DE, NL, FR');

  // The overview takes the owner to the text, in place, its editor open.
  await item.getByRole('link').click();
  await expect(page).toHaveURL(/\/$/);
  const again = page.getByRole('form', { name: 'Modifica primo paragrafo' });
  await expect(again.getByLabel('Italiano', { exact: true })).toBeFocused();
  // English is the first translation: its "still right".
  await again.getByRole('button', { name: 'Ancora valida' }).first().click();
  await again.getByRole('button', { name: 'Salva' }).click();
  await expect(page.getByRole('button', { name: /^Modifica primo paragrafo/ }).locator('[title]')).toHaveAttribute(
    'title',
    'Traduzioni da aggiornare: DE, NL, FR',
  );
});

test('the owner puts the gallery in order; visitors see it so after a reload', async ({ page }) => {
  await signIn(page, '/galleria');
  const photos = page.locator('main ul > li > a');
  await expect(photos).toHaveCount(8);
  await expect(photos.nth(0)).toHaveAccessibleName(/^Apri la foto 1 di 8: Una strada bianca tra i cipressi/);
  await page.getByRole('button', { name: 'Cambia l’ordine' }).click();
  const dialog = page.getByRole('dialog', { name: 'Ordine delle foto' });
  const earlier = dialog.getByRole('button', { name: /^Sposta prima: Un campo di papaveri/ });
  // By keyboard: the focus stays on the photo moved.
  await earlier.focus();
  await page.keyboard.press('Enter');
  await expect(earlier).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(earlier).toHaveAttribute('aria-disabled', 'true');
  await dialog.getByRole('button', { name: 'Salva l’ordine' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(photos.nth(0)).toHaveAccessibleName(/Un campo di papaveri/);

  await page.getByRole('button', { name: 'Esci' }).click();
  await page.goto('/galleria');
  await expect(photos.nth(0)).toHaveAccessibleName(/^Apri la foto 1 di 8: Un campo di papaveri/);
  await expect(photos.nth(1)).toHaveAccessibleName(/Una strada bianca tra i cipressi/);
  await expect(photos.nth(2)).toHaveAccessibleName(/Il cortile con il pergolato/);
  expect((await storedDoc(page, 'gallery_images/g3'))?.order).toBe(10);
});

test('an image described in German carries that description in the German page’s markup', async ({ page }) => {
  await signIn(page, '/galleria');
  await page.getByRole('button', { name: /^Modifica descrizione della foto 1/ }).click();
  const editor = page.getByRole('form', { name: 'Modifica descrizione della foto 1' });
  const german = 'Ein weißer Schotterweg, gesäumt von Zypressen, im Juni';
  await editor.getByLabel('Deutsch').fill(german);
  await editor.getByRole('button', { name: 'Salva' }).click();
  await expect(editor).toHaveCount(0);

  await page.getByRole('button', { name: 'Esci' }).click();
  await page.goto('/galleria?lng=de');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page.locator(`main img[alt="${german}"]`)).toHaveCount(1);
  expect(await page.content()).toContain(`alt="${german}"`);
  // The other languages keep theirs; Italian is unchanged.
  await page.goto('/galleria?lng=it');
  await expect(page.locator('main img[alt="Una strada bianca tra i cipressi che sale verso il casale"]')).toHaveCount(1);
});

test('the CIN shows in the footer and in the structured data, and follows the settings', async ({ page }) => {
  const structured = async () =>
    JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent()) ?? '{}') as {
      identifier?: { propertyID: string; value: string };
    };
  await page.goto('/');
  await expect(page.getByRole('contentinfo')).toContainText(`CIN ${CIN}`);
  await expect
    .poll(async () => (await structured()).identifier)
    .toEqual({ '@type': 'PropertyValue', propertyID: 'CIN', value: CIN });
  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Privacy' })).toHaveAttribute('href', '/privacy');

  await signIn(page, '/admin-impostazioni-sito');
  await page.getByLabel('CIN (codice identificativo nazionale)').fill('it 055023 b4 rst 98765');
  await page.getByRole('button', { name: 'Salva impostazioni' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Impostazioni salvate con successo!' })).toBeVisible();
  await page.goto('/');
  await expect(page.getByRole('contentinfo')).toContainText('CIN IT055023B4RST98765');
  await expect.poll(async () => (await structured()).identifier?.value).toBe('IT055023B4RST98765');
});

test('the partita IVA shows in the footer of every page, saved or live, and as vatID', async ({ page }) => {
  for (const path of ['/', '/camere', '/camere/camera-glicine', '/galleria', '/contatti', '/privacy', '/pagina-che-non-esiste'])
    await test.step(path, async () => {
      await page.goto(path);
      await expect(page.getByRole('contentinfo')).toContainText('P. IVA 01234560553');
    });
  // The saved page itself carries it, before the application starts.
  const saved = await (await page.request.get('/servizi')).text();
  expect(saved).toContain('P. IVA 01234560553');
  await page.goto('/?lng=de');
  await expect(page.getByRole('contentinfo')).toContainText('USt-IdNr. IT01234560553');
  const structured = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent()) ?? '{}') as {
    vatID?: string;
  };
  expect(structured.vatID).toBe('IT01234560553');
});

test.describe('with the cookie notice', () => {
  test.use({ acceptCookies: false });
  test('the cookie notice links the privacy notice, which a visitor reads in their language', async ({ page }) => {
    await page.goto('/?lng=fr');
    const notice = page.getByRole('region', { name: /cookie/i });
    await notice.getByRole('link', { name: 'Politique de confidentialité' }).click();
    await expect(page).toHaveURL(/\/privacy/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Politique de confidentialité');
    await expect(page.getByRole('heading', { level: 2, name: 'Ce qui reste dans votre navigateur' })).toBeVisible();
  });
});
