/** Issue "in-place editing": the demo owner changes texts, images, rooms, the gallery and the settings. */
import {
  test,
  expect,
  signIn,
  pngFile,
  expectImageLoaded,
  storedDoc,
  fetchInPage,
  languageLink,
  heroImage,
  heroBackground,
} from './fixtures';

const SETTINGS_PATH = '/admin-impostazioni-sito';
const HERO_TITLE = {
  it: 'Una locanda tra gli ulivi dell’Umbria',
  de: 'Ein Landgasthaus zwischen Umbriens Olivenhainen',
};
const HERO_SUBTITLE_IT = 'Quattro camere in un casale di pietra restaurato, sulle colline tra Orvieto e Todi.';
const TOO_BIG = "L'immagine è troppo grande. Limite massimo: 5MB.";
const NOT_IMAGE = 'Per favore, seleziona un file immagine (jpg, png, webp, gif).';

test('the hero title is edited in Italian and English, a cancelled edit changes nothing, and both survive a reload', async ({
  page,
}) => {
  await signIn(page);
  const h1 = page.getByRole('heading', { level: 1 });
  const subtitle = page.locator('main section[data-bg-state]').first().locator('p').first();
  await expect(h1).toHaveText(HERO_TITLE.it);
  await expect(subtitle).toHaveText(HERO_SUBTITLE_IT);

  const pencil = page.getByRole('button', { name: /^Modifica titolo principale/ });
  await pencil.click();
  const editor = page.getByRole('form', { name: 'Modifica titolo principale' });
  await expect(editor.getByLabel('Italiano')).toBeFocused();
  await expect(editor.getByLabel('Italiano')).toHaveValue(HERO_TITLE.it);
  await editor.getByLabel('Italiano').fill('Benvenuti tra gli ulivi');
  await editor.getByLabel('English').fill('Welcome among the olive trees');
  // A language left empty is flagged while editing…
  await editor.getByLabel('Nederlands').fill('');
  await expect(editor.getByText('mancante', { exact: true })).toHaveCount(1);
  await editor.getByRole('button', { name: 'Salva' }).click();
  await expect(editor).toHaveCount(0);
  await expect(h1).toHaveText('Benvenuti tra gli ulivi');
  await expect(pencil).toBeFocused();
  // …and afterwards on the field's pencil.
  await expect(pencil.getByText('Traduzioni mancanti: NL')).toBeAttached();
  await expect(pencil.locator('[title="Traduzioni mancanti: NL"]')).toBeVisible();
  const stored = await storedDoc(page, 'homepage/hero');
  expect(stored?.mainTitle_lastUpdatedBy).toBe('admin@locanda.test');
  expect(stored?.mainTitle).not.toHaveProperty('nl');

  // Another edit, cancelled.
  await page
    .getByRole('button', { name: /^Modifica sottotitolo/ })
    .first()
    .click();
  const subEditor = page.getByRole('form', { name: 'Modifica sottotitolo' });
  await subEditor.getByLabel('Italiano').fill('Questo testo non va salvato');
  await subEditor.getByRole('button', { name: 'Annulla' }).click();
  // Typed text is thrown away only when the owner says so.
  await page.getByRole('alertdialog', { name: 'Modifiche non salvate' }).getByRole('button', { name: 'Scarta' }).click();
  await expect(subEditor).toHaveCount(0);
  await expect(subtitle).toHaveText(HERO_SUBTITLE_IT);

  await page.reload();
  await expect(h1).toHaveText('Benvenuti tra gli ulivi');
  await expect(subtitle).toHaveText(HERO_SUBTITLE_IT);
  expect((await storedDoc(page, 'homepage/hero'))?.subtitle_lastUpdatedBy).toBeUndefined();
  await page.goto('/?lng=en');
  await expect(h1).toHaveText('Welcome among the olive trees');
  await page.goto('/?lng=de');
  await expect(h1).toHaveText(HERO_TITLE.de);
  // The emptied language falls back to Italian.
  await page.goto('/?lng=nl');
  await expect(h1).toHaveText('Benvenuti tra gli ulivi');
});

test('a background is replaced by URL; an unsafe URL is refused with the contract message', async ({ page }) => {
  await signIn(page);
  await expect(heroImage(page)).toHaveAttribute('src', '/demo/hero-hills.svg');
  const bgButton = heroBackground(page);
  await bgButton.click();
  const dialog = page.getByRole('dialog', { name: 'Immagine di sfondo' });
  const url = dialog.getByLabel('Indirizzo dell’immagine (URL o percorso)');
  await expect(url).toHaveValue('/demo/hero-hills.svg');

  await url.fill('javascript:alert(1)');
  await dialog.getByRole('button', { name: 'Usa questo indirizzo' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(
    'Inserisci un URL valido (es. https://example.com/immagine.jpg) o un percorso relativo (es. /immagine.jpg).',
  );
  await expect(url).toHaveAttribute('aria-invalid', 'true');
  await expect(heroImage(page)).toHaveAttribute('src', '/demo/hero-hills.svg');

  await url.fill('/demo/cta-sunset.svg');
  await dialog.getByRole('button', { name: 'Usa questo indirizzo' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(bgButton).toBeFocused();
  await expect(heroImage(page)).toHaveAttribute('src', '/demo/cta-sunset.svg');
  await page.reload();
  await expect(heroImage(page)).toHaveAttribute('src', '/demo/cta-sunset.svg');
  await expectImageLoaded(heroImage(page));
});

test('a room with an uploaded image and two detail blocks is added, shown, and deleted', async ({ page }) => {
  await signIn(page, '/camere');
  await expect(page.locator('main article')).toHaveCount(4);
  await page.getByRole('button', { name: 'Aggiungi camera' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nuova camera' });
  const save = dialog.getByRole('button', { name: 'Salva', exact: true });
  // Save says beside it what is missing.
  await save.click();
  await expect(dialog.getByRole('alert')).toHaveText('Campo obbligatorio (almeno in italiano): Nome');

  const name = dialog.getByRole('group', { name: 'Nome *' });
  await name.getByLabel('Italiano').fill('Camera della Prova');
  await name.getByLabel('English').fill('Trial Room');
  await dialog.getByRole('group', { name: 'Descrizione breve *' }).getByLabel('Italiano').fill('Una camera creata dal test.');
  await dialog.getByLabel('Prezzo a notte (€)').fill(' 88 ');

  const main = dialog.getByRole('group', { name: 'Immagine principale *' });
  await main.getByLabel('Scegli un’immagine').setInputFiles(await pngFile(page, 'principale.png', 96, 64));
  await expect(main.locator('img')).toHaveAttribute('src', /^\/local-files\/rooms\/main\/\d+_principale\.webp$/);
  await expect(save).toBeEnabled();

  await dialog.getByRole('button', { name: 'Aggiungi testo' }).click();
  await dialog
    .getByRole('group', { name: 'Blocco di testo 1' })
    .getByLabel('Italiano')
    .fill('Un letto, una finestra, il silenzio.');
  await dialog.getByRole('button', { name: 'Aggiungi immagine' }).click();
  const imageBlock = dialog.getByRole('group', { name: 'Immagine 2' });
  await imageBlock.getByLabel('Scegli un’immagine').setInputFiles(await pngFile(page, 'dettaglio.png', 80, 60, '#5b6840'));
  await expect(imageBlock.locator('img')).toHaveAttribute('src', /^\/local-files\/rooms\/details_temp\/\d+_dettaglio\.webp$/);
  await save.click();
  await expect(dialog).toHaveCount(0);

  const card = page.locator('main article').filter({ hasText: 'Camera della Prova' });
  await expect(page.locator('main article')).toHaveCount(5);
  await expect(card).toContainText('a notte');
  await expectImageLoaded(card.locator('img'));
  await card.getByRole('link', { name: 'Camera della Prova' }).click();

  await expect(page).toHaveURL(/\/camere\/[A-Za-z0-9]{20}$/);
  const detailUrl = page.url();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Camera della Prova');
  await expect(page.getByText('Una camera creata dal test.')).toBeVisible();
  await expect(page.getByText('Un letto, una finestra, il silenzio.')).toBeVisible();
  await expect(page.locator('main article p').filter({ hasText: 'a notte' })).toContainText('88');
  const images = page.locator('main article img');
  await expect(images).toHaveCount(2);
  const srcs: string[] = [];
  for (const img of await images.all()) {
    await expect(img).toHaveAttribute('src', /^\/local-files\//);
    await expectImageLoaded(img);
    srcs.push((await img.getAttribute('src'))!);
  }

  await page.goto('/camere');
  await page.getByRole('button', { name: 'Elimina camera: Camera della Prova' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Elimina camera: Camera della Prova' });
  await expect(confirm).toContainText('Spostare la camera «Camera della Prova» nel cestino?');
  await confirm.getByRole('button', { name: 'Elimina', exact: true }).click();
  await expect(confirm).toHaveCount(0);
  await expect(page.locator('main article')).toHaveCount(4);
  await expect(page.getByText('Camera della Prova')).toHaveCount(0);
  // It waits in the trash with its files (tests/e2e/history.spec.ts empties it).
  for (const src of srcs) expect((await fetchInPage(page, src)).status).toBe(200);
  await page.goto(detailUrl);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Camera non trovata.');
});

test('an uploaded file keeps loading from /local-files/ after a reload', async ({ page }) => {
  await signIn(page);
  await heroBackground(page).click();
  const dialog = page.getByRole('dialog', { name: 'Immagine di sfondo' });
  await dialog
    .getByLabel('Oppure carica un’immagine dal computer')
    .setInputFiles(await pngFile(page, 'sfondo nuovo.png', 120, 80));
  await expect(dialog).toHaveCount(0);
  await expect(heroImage(page)).toHaveAttribute('src', /^\/local-files\/images\/\d+_sfondo%20nuovo\.webp$/);
  const src = (await heroImage(page).getAttribute('src'))!;

  await page.reload();
  await expect(heroImage(page)).toHaveAttribute('src', src);
  const file = await fetchInPage(page, src);
  expect(file.status).toBe(200);
  expect(file.type).toMatch(/^image\//);
  expect(file.size).toBeGreaterThan(0);
  await expectImageLoaded(heroImage(page));
});

test('a gallery image is added with a passing success message, then deleted', async ({ page }) => {
  await signIn(page, '/galleria');
  await expect(page.getByRole('link', { name: /^Apri la foto 1 di 8(:|$)/ })).toBeVisible();
  // The page itself notes when the success message appears and goes (independent of the test's polling).
  await page.evaluate((text) => {
    const w = window as unknown as { successTimes: { shown?: number; hidden?: number } };
    w.successTimes = {};
    const check = () => {
      const shown = [...document.querySelectorAll('[role="status"]')].some((e) => e.textContent?.includes(text));
      if (shown && w.successTimes.shown === undefined) w.successTimes.shown = performance.now();
      if (!shown && w.successTimes.shown !== undefined && w.successTimes.hidden === undefined)
        w.successTimes.hidden = performance.now();
    };
    new MutationObserver(check).observe(document.body, { childList: true, subtree: true, characterData: true });
  }, 'Immagine aggiunta con successo!');
  await page.getByLabel('Aggiungi immagini').setInputFiles(await pngFile(page, 'galleria.png', 90, 60, '#24507a'));
  const success = page.getByRole('status').filter({ hasText: 'Immagine aggiunta con successo!' });
  await expect(success).toBeVisible();
  const newest = page.getByRole('link', { name: /^Apri la foto 1 di 9(:|$)/ });
  await expect(newest.locator('img')).toHaveAttribute('src', /^\/local-files\/gallery\/\d+_galleria\.webp$/);
  await expectImageLoaded(newest.locator('img'));
  // The message hides by itself after about 4 s.
  await expect(success).toBeHidden({ timeout: 8_000 });
  const times = await page.evaluate(
    () => (window as unknown as { successTimes: { shown: number; hidden: number } }).successTimes,
  );
  const shownFor = times.hidden - times.shown;
  expect(shownFor).toBeGreaterThan(3_800);
  expect(shownFor).toBeLessThan(6_000);

  await page.getByRole('button', { name: 'Elimina la foto 1' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Elimina la foto 1' });
  await confirm.getByRole('button', { name: 'Elimina', exact: true }).click();
  await expect(confirm).toHaveCount(0);
  await expect(page.getByRole('link', { name: /^Apri la foto 1 di 8(:|$)/ })).toBeVisible();
  await expect(page.locator('main img[src^="/local-files/"]')).toHaveCount(0);
});

test('settings: a navbar link is added, hidden, shown again and moved up', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, SETTINGS_PATH);
  const nav = page.getByRole('navigation', { name: 'Navigazione principale' });
  const navLabels = async () => (await nav.locator('ul').first().locator(':scope > li').allTextContents()).map((s) => s.trim());
  const saveButton = page.getByRole('button', { name: 'Salva impostazioni' });
  const saved = page.getByRole('status').filter({ hasText: 'Impostazioni salvate con successo!' });

  const newLink = page.getByRole('group', { name: 'Nuovo link' });
  await newLink.getByRole('button', { name: 'Aggiungi link' }).click();
  await expect(newLink.getByRole('alert')).toHaveText('Etichetta e Percorso sono obbligatori per aggiungere un link.');
  await newLink.getByLabel('Etichetta').fill('Offerte Speciali');
  await newLink.getByLabel('Percorso').fill('offerte');
  await newLink.getByRole('button', { name: 'Aggiungi link' }).click();
  await expect(newLink.getByRole('alert')).toHaveCount(0);
  const row = page.locator('li').filter({ has: page.locator('code', { hasText: /^\/offerte$/ }) });
  await expect(row).toHaveCount(1);
  await saveButton.click();
  await expect(saved).toBeVisible();

  const offerte = nav.getByRole('link', { name: 'Offerte Speciali' });
  await expect(offerte).toHaveAttribute('href', '/offerte');
  const stored = (await storedDoc(page, 'site_settings/global'))?.navbarLinks as {
    id: string;
    path: string;
    order: number;
    enabled: boolean;
  }[];
  expect(stored.find((l) => l.id === 'offerte-speciali')).toMatchObject({ path: '/offerte', order: 80, enabled: true });
  let labels = await navLabels();
  expect(labels.indexOf('Offerte Speciali')).toBe(labels.indexOf('Contatti') + 1);

  await row.getByLabel('Visibile').uncheck();
  await saveButton.click();
  await expect(saved).toBeVisible();
  await expect(offerte).toHaveCount(0);

  await row.getByLabel('Visibile').check();
  await row.getByRole('button', { name: 'Sposta prima: Offerte Speciali' }).click();
  await saveButton.click();
  await expect(saved).toBeVisible();
  await expect(offerte).toBeVisible();
  labels = await navLabels();
  expect(labels.indexOf('Offerte Speciali')).toBe(labels.indexOf('Posizione') + 1);
  expect(labels.indexOf('Contatti')).toBe(labels.indexOf('Offerte Speciali') + 1);

  // The order holds after a reload, for the footer too.
  await page.reload();
  await expect(nav.getByRole('link', { name: 'Offerte Speciali' })).toBeVisible();
  expect(await navLabels()).toEqual(labels);
  const footerLinks = (await page.locator('footer ul a').allTextContents()).map((s) => s.trim());
  expect(footerLinks.indexOf('Offerte Speciali')).toBe(footerLinks.indexOf('Posizione') + 1);
});

test('an upload field refuses a file over 5 MB and a file that is not an image', async ({ page }) => {
  await signIn(page);
  await heroBackground(page).click();
  const dialog = page.getByRole('dialog', { name: 'Immagine di sfondo' });
  const picker = dialog.getByLabel('Oppure carica un’immagine dal computer');
  await picker.setInputFiles({ name: 'enorme.jpg', mimeType: 'image/jpeg', buffer: Buffer.alloc(6 * 1024 * 1024, 1) });
  await expect(dialog.getByRole('alert')).toHaveText(TOO_BIG);
  await picker.setInputFiles({ name: 'note.txt', mimeType: 'text/plain', buffer: Buffer.from('non sono una foto') });
  await expect(dialog.getByRole('alert')).toHaveText(NOT_IMAGE);
  await dialog.getByRole('button', { name: 'Annulla' }).click();
  await expect(heroImage(page)).toHaveAttribute('src', '/demo/hero-hills.svg');

  // The room form's picker refuses a non-image too, and the form still asks for a main image.
  await page.goto('/camere');
  await page.getByRole('button', { name: 'Aggiungi camera' }).click();
  const form = page.getByRole('dialog', { name: 'Nuova camera' });
  const main = form.getByRole('group', { name: 'Immagine principale *' });
  await main
    .getByLabel('Scegli un’immagine')
    .setInputFiles({ name: 'documento.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4') });
  await expect(main.getByRole('alert')).toHaveText(NOT_IMAGE);
  await expect(main.locator('img')).toHaveCount(0);
  await expect(main.getByText('L’immagine principale è obbligatoria.')).toBeVisible();
});

test('signing out while a text editor is open writes nothing', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page);
  await page.getByRole('button', { name: /^Modifica titolo principale/ }).click();
  const editor = page.getByRole('form', { name: 'Modifica titolo principale' });
  await editor.getByLabel('Italiano').fill('Mai salvato');
  await page.getByRole('button', { name: 'Esci' }).click();
  await expect(page.getByRole('button', { name: 'Esci' })).toHaveCount(0);
  // A visitor never sees the owner's editor.
  await expect(editor).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(HERO_TITLE.it);

  await signIn(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(HERO_TITLE.it);
  const hero = await storedDoc(page, 'homepage/hero');
  expect(hero?.mainTitle_lastUpdatedBy).toBeUndefined();
  expect((hero?.mainTitle as Record<string, string>).it).toBe(HERO_TITLE.it);
});

test('settings: on the demo, changes are online at once; nothing to publish, in the interface language', async ({ page }) => {
  await signIn(page, SETTINGS_PATH);
  const section = page.getByRole('region', { name: 'Pubblicazione' });
  await expect(section).toContainText('ogni modifica è visibile subito, in questo browser');
  await expect(section.getByRole('button')).toHaveCount(0);
  await languageLink(page, 'fr').click();
  await expect(page.getByRole('region', { name: 'Publication' })).toContainText('chaque modification est visible aussitôt');
});
