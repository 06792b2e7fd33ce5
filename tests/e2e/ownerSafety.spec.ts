/**
 * The owner's dialogs in a browser, in Italian and German, on a phone (390 px) and a computer (1280 px):
 * nothing unsaved is thrown away without asking, every confirmation opens on its safe choice, every field of
 * the settings' link rows has a name of its own, and no form is taller than two phone screens.
 */
import type { Page } from '@playwright/test';
import { test, expect, navigate, signIn } from './fixtures';

const WORDS = {
  it: {
    prefix: '',
    editHeroTitle: /^Modifica titolo principale/,
    unsaved: 'Modifiche non salvate',
    keep: 'Continua a modificare',
    discard: 'Scarta',
    cancel: 'Annulla',
    addRoom: '+ Aggiungi camera',
    newRoom: 'Nuova camera',
    editRoom: /^Modifica camera: /,
    editRoomForm: 'Modifica camera',
    deleteRoom: /^Elimina camera: /,
    deletePhoto: 'Elimina la foto 1',
    mainTitle: /^Modifica titolo principale/,
    resetDemo: 'Reimposta la demo',
    settings: 'admin-impostazioni-sito',
    siteName: 'Nome del sito',
    saveSettings: 'Salva impostazioni',
    settingsSaved: 'Impostazioni salvate con successo!',
    mainNav: 'Navigazione principale',
  },
  de: {
    prefix: '/de',
    editHeroTitle: /^Bearbeiten: Haupttitel/,
    unsaved: 'Nicht gespeicherte Änderungen',
    keep: 'Weiter bearbeiten',
    discard: 'Verwerfen',
    cancel: 'Abbrechen',
    addRoom: '+ Zimmer hinzufügen',
    newRoom: 'Neues Zimmer',
    editRoom: /^Zimmer bearbeiten: /,
    editRoomForm: 'Zimmer bearbeiten',
    deleteRoom: /^Zimmer löschen: /,
    deletePhoto: 'Foto 1 löschen',
    mainTitle: /^Bearbeiten: Haupttitel/,
    resetDemo: 'Demo zurücksetzen',
    settings: 'admin-impostazioni-sito',
    siteName: 'Name der Website',
    saveSettings: 'Einstellungen speichern',
    settingsSaved: 'Die Einstellungen wurden erfolgreich gespeichert!',
    mainNav: 'Hauptnavigation',
  },
} as const;

const PHONE = { width: 390, height: 844 };

/**
 * The browser's back button, as the browser's own interface presses it (Playwright's goBack would wait for
 * a load that a held move never brings).
 */
async function pressBack(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  const { currentIndex, entries } = await cdp.send('Page.getNavigationHistory');
  await cdp.send('Page.navigateToHistoryEntry', { entryId: entries[currentIndex - 1].id });
  await cdp.detach();
}

/** The owner signed in, on `path` of the site in `lang`. */
async function ownerOn(page: Page, lang: keyof typeof WORDS, path: string) {
  await signIn(page);
  await page.goto(`${WORDS[lang].prefix}${path}`);
}

// Each language at one width, each width in one language: Italian on a phone, German on a desktop.
for (const [lang, viewport] of [
  ['it', PHONE],
  ['de', { width: 1280, height: 800 }],
] as const) {
  const w = WORDS[lang];
  test.describe(`${lang} at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('Escape with unsaved text asks, on the safe choice; continuing keeps the text; a form without changes closes at once', async ({
      page,
    }) => {
      await ownerOn(page, lang, '/camere');
      await page.getByRole('button', { name: w.addRoom }).click();
      let form = page.getByRole('dialog', { name: w.newRoom });
      await expect(form).toBeVisible();
      // Nothing typed: Escape closes at once.
      await page.keyboard.press('Escape');
      await expect(form).toHaveCount(0);

      await page.getByRole('button', { name: w.addRoom }).click();
      form = page.getByRole('dialog', { name: w.newRoom });
      const name = form.getByRole('textbox', { name: /^Italiano Name|^Italiano Nome/ });
      await name.fill('Camera del Pozzo');
      await page.keyboard.press('Escape');
      const question = page.getByRole('alertdialog', { name: w.unsaved });
      await expect(question).toBeVisible();
      await expect(question.getByRole('button', { name: w.keep })).toBeFocused();
      // The question's choices are all that Tab reaches while it is open.
      await page.keyboard.press('Shift+Tab');
      await expect(question.getByRole('button', { name: w.discard })).toBeFocused();
      await page.keyboard.press('Tab');
      await expect(question.getByRole('button', { name: w.keep })).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(question).toHaveCount(0);
      await expect(name).toHaveValue('Camera del Pozzo');
      await expect(name).toBeFocused();

      // The close button and Cancel ask too; discarding closes the form.
      await form.getByRole('button', { name: w.cancel, exact: true }).click();
      await expect(question.getByRole('button', { name: w.keep })).toBeFocused();
      await question.getByRole('button', { name: w.discard }).click();
      await expect(form).toHaveCount(0);
    });

    test('the text editor asks before Escape throws typed text away', async ({ page }) => {
      await ownerOn(page, lang, '/');
      await page.getByRole('button', { name: w.mainTitle }).click();
      const field = page.getByRole('textbox', { name: 'Italiano' });
      await expect(field).toBeFocused();
      await field.fill('Benvenuti alla Locanda del Pozzo');
      await page.keyboard.press('Escape');
      const question = page.getByRole('alertdialog', { name: w.unsaved });
      await expect(question.getByRole('button', { name: w.keep })).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(question).toHaveCount(0);
      await expect(field).toHaveValue('Benvenuti alla Locanda del Pozzo');
      await page.keyboard.press('Escape');
      await question.getByRole('button', { name: w.discard }).click();
      await expect(field).toHaveCount(0);
      await expect(page.getByRole('button', { name: w.mainTitle })).toBeFocused();
    });

    test('the browser’s back button asks before leaving typed text; continuing keeps the text and the address', async ({
      page,
    }) => {
      await ownerOn(page, lang, '/camere');
      await navigate(page, w.prefix || '/');
      const here = page.url();
      await page.getByRole('button', { name: w.mainTitle }).click();
      const field = page.getByRole('textbox', { name: 'Italiano' });
      await field.fill('Benvenuti alla Locanda del Pozzo');
      await pressBack(page);
      const question = page.getByRole('alertdialog', { name: w.unsaved });
      await expect(question.getByRole('button', { name: w.keep })).toBeFocused();
      expect(page.url()).toBe(here);
      // Escape is the safe choice too: the text and the address stay.
      await page.keyboard.press('Escape');
      await expect(question).toHaveCount(0);
      await expect(field).toHaveValue('Benvenuti alla Locanda del Pozzo');
      expect(page.url()).toBe(here);

      await pressBack(page);
      await expect(question.getByRole('button', { name: w.keep })).toBeFocused();
      await page.keyboard.press('Shift+Tab');
      await expect(question.getByRole('button', { name: w.discard })).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(new RegExp(`${w.prefix}/camere$`));
      await expect(question).toHaveCount(0);
      await expect(page.getByRole('button', { name: w.addRoom })).toBeVisible();
      await expect(field).toHaveCount(0);
    });

    test('the settings ask before a menu link or the back button leaves unsaved changes', async ({ page }) => {
      await ownerOn(page, lang, '/camere');
      await navigate(page, `${w.prefix}/${w.settings}`);
      const name = page.getByRole('textbox', { name: w.siteName });
      await name.fill('Locanda del Pozzo');
      const question = page.getByRole('alertdialog', { name: w.unsaved });

      await page.getByRole('navigation', { name: w.mainNav }).getByRole('link').first().click();
      await expect(question.getByRole('button', { name: w.keep })).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(question).toHaveCount(0);
      await expect(page).toHaveURL(new RegExp(`/${w.settings}$`));
      await expect(name).toHaveValue('Locanda del Pozzo');

      await pressBack(page);
      await expect(question.getByRole('button', { name: w.keep })).toBeFocused();
      await expect(page).toHaveURL(new RegExp(`/${w.settings}$`));
      await question.getByRole('button', { name: w.discard }).click();
      await expect(page).toHaveURL(new RegExp(`${w.prefix}/camere$`));
      await expect(page.getByRole('button', { name: w.addRoom })).toBeVisible();
    });

    test('every confirmation opens on the choice that loses nothing, with the page behind inert and still', async ({ page }) => {
      await ownerOn(page, lang, '/camere');
      const del = page.getByRole('button', { name: w.deleteRoom }).first();
      const delName = (await del.getAttribute('aria-label'))!;
      await del.click();
      let confirm = page.getByRole('alertdialog', { name: w.deleteRoom });
      await expect(confirm.getByRole('button', { name: w.cancel })).toBeFocused();
      expect(await confirm.evaluate((d) => d.matches(':modal'))).toBe(true);
      await expect(page.locator('html')).toHaveCSS('overflow', 'hidden');
      await page.keyboard.press('Escape');
      await expect(confirm).toHaveCount(0);
      await expect(page.getByRole('button', { name: delName, exact: true })).toBeFocused();

      await page.goto(`${w.prefix}/galleria`);
      await page.getByRole('button', { name: w.deletePhoto }).click();
      confirm = page.getByRole('alertdialog', { name: w.deletePhoto });
      await expect(confirm.getByRole('button', { name: w.cancel })).toBeFocused();
      await page.keyboard.press('Escape');

      await page.goto(`${w.prefix}/${w.settings}`);
      await page.getByRole('button', { name: w.resetDemo }).click();
      confirm = page.getByRole('alertdialog', { name: w.resetDemo });
      await expect(confirm.getByRole('button', { name: w.cancel })).toBeFocused();
      // Enter on the focused choice loses nothing.
      await page.keyboard.press('Enter');
      await expect(confirm).toHaveCount(0);
    });

    test('every field in the settings’ link rows has a name of its own', async ({ page }) => {
      await ownerOn(page, lang, `/${w.settings}`);
      const links = page.locator('#menu > ol');
      await expect(links.getByRole('combobox').first()).toBeVisible();
      // Every row's other languages opened, so their fields are in the accessibility tree too.
      for (const summary of await links.locator('summary').all()) await summary.click();
      const snapshot = await links.ariaSnapshot();
      const names = [...snapshot.matchAll(/- (?:textbox|combobox|checkbox) "([^"]+)"/g)].map((m) => m[1]);
      expect(names.length).toBeGreaterThan(40);
      expect(names.filter((n, i) => names.indexOf(n) !== i)).toEqual([]);
      expect(names.find((n) => n.startsWith(lang === 'it' ? 'Tipo — link 1, ' : 'Typ — Link 1, '))).toBeTruthy();
    });
  });
}

test.describe('at 390 × 844', () => {
  test.use({ viewport: PHONE });
  for (const lang of ['it', 'de'] as const) {
    test(`the settings' save bar stays in view mid-page and says there what the save did, in ${lang}`, async ({ page }) => {
      const w = WORDS[lang];
      await ownerOn(page, lang, `/${w.settings}`);
      const name = page.getByRole('textbox', { name: w.siteName });
      await name.fill('Locanda del Pozzo');
      await page.locator('#menu').scrollIntoViewIfNeeded();
      const save = page.getByRole('button', { name: w.saveSettings });
      await expect(save).toBeInViewport();
      await save.click();
      await expect(page.getByRole('status').filter({ hasText: w.settingsSaved })).toBeInViewport();
      await expect(save).toBeInViewport();
    });

    test(`no owner dialog is taller than two screens, in ${lang}`, async ({ page }) => {
      const w = WORDS[lang];
      await ownerOn(page, lang, '/camere');
      const heights: Record<string, number> = {};
      await page.getByRole('button', { name: w.addRoom }).click();
      heights[w.newRoom] = await page.getByRole('dialog', { name: w.newRoom }).evaluate((d) => d.scrollHeight);
      await page.keyboard.press('Escape');
      const edits = page.getByRole('button', { name: w.editRoom });
      await expect(edits.first()).toBeVisible();
      for (let i = 0; i < (await edits.count()); i++) {
        await edits.nth(i).click();
        const form = page.getByRole('dialog', { name: w.editRoomForm });
        heights[`${w.editRoomForm} ${i + 1}`] = await form.evaluate((d) => d.scrollHeight);
        await page.keyboard.press('Escape');
        await expect(form).toHaveCount(0);
      }
      for (const [name, height] of Object.entries(heights)) expect(height, name).toBeLessThanOrEqual(2 * PHONE.height);
    });

    test(`every language button of a text is whole in view, in the text editor and in a room's detail blocks, in ${lang}`, async ({
      page,
    }) => {
      const w = WORDS[lang];
      // Each switch's buttons lie within the switch and the screen: none is cut off at the edge.
      const whole = async () => {
        const cut = await page.locator('[role="group"]:has(> button[aria-pressed])').evaluateAll((groups) =>
          groups
            .filter((g) => g.getClientRects().length)
            .flatMap((g) => {
              const box = g.getBoundingClientRect();
              return [...g.querySelectorAll('button')]
                .map((b) => b.getBoundingClientRect())
                .filter((b) => b.right > Math.min(box.right, window.innerWidth) + 0.5)
                .map((b) => `${g.getAttribute('aria-label')}: ${Math.round(b.right)} > ${Math.round(box.right)}`);
            }),
        );
        expect(cut).toEqual([]);
      };
      await ownerOn(page, lang, '/');
      await page.getByRole('button', { name: w.editHeroTitle }).click();
      await expect(page.getByRole('group', { name: /./ }).filter({ has: page.locator('button[aria-pressed]') })).toHaveCount(1);
      await whole();
      await page.keyboard.press('Escape');
      await page.goto(`${w.prefix}/camere`);
      await page.getByRole('button', { name: w.editRoom }).first().click();
      const form = page.getByRole('dialog', { name: w.editRoomForm });
      await form.locator('details summary').first().click();
      await expect(form.locator('[role="group"]:has(> button[aria-pressed])').nth(4)).toBeVisible();
      await whole();
    });
  }
});

test('a delete confirmation closed with Escape gives focus back to the button that opened it, on a slow phone too', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const w = WORDS.it;
  await ownerOn(page, 'it', '/camere');
  // Every card's owner controls drawn (the first card's come a moment after the list): the button read below is the one clicked.
  await expect(page.getByRole('button', { name: w.deleteRoom })).toHaveCount(4);
  // A phone six times slower than this machine: the confirmation's code loads and the list draws late.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
  for (const [path, opener, dialogName] of [
    ['/camere', page.getByRole('button', { name: w.deleteRoom }).first(), w.deleteRoom],
    ['/camere', page.getByRole('button', { name: w.deleteRoom }).nth(2), w.deleteRoom],
    ['/galleria', page.getByRole('button', { name: w.deletePhoto }), w.deletePhoto],
  ] as const) {
    if (!page.url().endsWith(path)) await page.goto(path);
    const name = (await opener.getAttribute('aria-label'))!;
    await opener.click();
    const confirm = page.getByRole('alertdialog', { name: dialogName });
    await expect(confirm.getByRole('button', { name: w.cancel })).toBeFocused({ timeout: 20_000 });
    await page.keyboard.press('Escape');
    await expect(confirm).toHaveCount(0);
    await expect(page.getByRole('button', { name, exact: true })).toBeFocused();
  }
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
});
