/** WCAG 2.1 A/AA with axe-core on every public screen and the owner's editing states; keyboard-only navigation. */
import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { test, expect, signIn, LANGS, ADMIN_PATH, storedDoc, startHeldUpload, navigate } from './fixtures';
import { installFakeTranslator, type FakeTranslatorOptions } from '../support/fakeTranslator';

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** The page has rendered its data (no '...' placeholders, no busy regions) and the homepage loader has gone. */
async function settled(page: Page) {
  await expect(page.locator('main h1').first()).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await expect(page.locator('[class*="_loader_"]')).toHaveCount(0);
}

async function expectNoViolations(page: Page, label: string) {
  const results = await new AxeBuilder({ page })
    .withTags(TAGS)
    // One axe run inside the page (no extra page to merge frame results): the only frame is the
    // third-party map, whose element is checked while its inside, not ours, is excluded.
    .setLegacyMode(true)
    .exclude([['main iframe', 'html']])
    .analyze();
  // axe really looked at the page.
  expect(results.passes.length, `axe passes on ${label}`).toBeGreaterThan(10);
  const summary = results.violations.map((v) => ({
    id: v.id,
    impact: v.impact,
    help: v.help,
    nodes: v.nodes.map((n) => `${n.target.join(' ')} — ${n.failureSummary?.split('\n').slice(0, 3).join(' ')}`),
  }));
  expect(summary, `axe violations on ${label}`).toEqual([]);
}

/** Every public route, each with what shows that its data has arrived (language-independent). */
const PUBLIC: { path: string; ready?: (page: Page) => Locator }[] = [
  { path: '/', ready: (p) => p.locator('main article').nth(5) },
  { path: '/camere', ready: (p) => p.locator('main article').nth(3) },
  { path: '/camere/suite-torretta', ready: (p) => p.locator('main figure img').first() },
  { path: '/servizi', ready: (p) => p.locator('main article').nth(3) },
  { path: '/servizi/piscina', ready: (p) => p.locator('main figure img').first() },
  { path: '/esperienze', ready: (p) => p.locator('main article').first() },
  { path: '/esperienze/caccia-al-tartufo', ready: (p) => p.locator('main figure img').first() },
  { path: '/galleria', ready: (p) => p.locator('main li a').nth(7) },
  { path: '/posizione', ready: (p) => p.getByRole('link', { name: /\((OpenStreetMap|Google Maps)\)$/ }) },
  { path: '/contatti', ready: (p) => p.getByTestId('compose') },
  { path: '/privacy', ready: (p) => p.locator('main h2').nth(2) },
  { path: ADMIN_PATH, ready: (p) => p.locator('main input[type="password"]') },
  { path: '/camere/non-esiste' },
  { path: '/pagina-che-non-esiste' },
];

test.describe('public screens', () => {
  test.beforeEach(async ({ context }) => {
    // No network here: the map frame gets an empty stub page instead of a network error.
    await context.route('https://www.openstreetmap.org/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<!doctype html><html lang="en"><title>Map</title></html>' }),
    );
  });
  // One page per language, through its routes: a fresh context per route would cost more than the checks.
  // Every route in Italian, and each route in one other language besides, in turn (route i in
  // LANGS[1 + i % 4]): every language and every route is checked in another language than Italian, at a
  // third of the time of all routes in all five (the markup is the same; only the texts change).
  for (const lng of LANGS) {
    const routes = lng === 'it' ? PUBLIC : PUBLIC.filter((_, i) => LANGS[1 + (i % (LANGS.length - 1))] === lng);
    test(`${lng === 'it' ? 'every public route' : routes.map((r) => r.path).join(' ')} in ${lng}: no WCAG 2.1 AA violations`, async ({
      page,
    }) => {
      test.setTimeout(120_000);
      // The first route is loaded in the language; the others are reached inside the application.
      for (const [i, { path, ready }] of routes.entries()) {
        await test.step(path, async () => {
          if (i === 0) await page.goto(`${path}?lng=${lng}`);
          else await navigate(page, path);
          await expect(page.locator('html')).toHaveAttribute('lang', lng);
          if (ready) await expect(ready(page)).toBeAttached();
          await settled(page);
          await expectNoViolations(page, `${path}?lng=${lng}`);
        });
      }
    });
  }
});

test.describe('with the cookie notice', () => {
  test.use({ acceptCookies: false });
  test('the homepage has no violations while the notice is open', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('region', { name: 'Informativa sui cookie' })).toBeVisible();
    await expect(page.locator('main article')).toHaveCount(6);
    await settled(page);
    await expectNoViolations(page, '/ with the cookie notice');
  });
});

test.describe('owner screens', () => {
  test('a text editor open on the homepage', async ({ page }) => {
    await signIn(page);
    await settled(page);
    await page.getByRole('button', { name: /^Modifica titolo principale/ }).click();
    const editor = page.getByRole('form', { name: 'Modifica titolo principale' });
    await editor.getByLabel('Nederlands').fill('');
    await expect(editor.getByText('mancante', { exact: true })).toBeVisible();
    await expectNoViolations(page, 'text editor');
  });

  test('the text editor with translation drafts, an outdated translation and a download in progress', async ({ page }) => {
    await page.addInitScript(installFakeTranslator, {
      availability: { fr: 'downloadable' },
      steps: 40,
      delayMs: 200,
    } satisfies FakeTranslatorOptions);
    await signIn(page);
    await settled(page);
    await page.getByRole('button', { name: /^Modifica primo paragrafo/ }).click();
    const editor = page.getByRole('form', { name: 'Modifica primo paragrafo' });
    await editor.getByLabel('Italiano').fill('Un testo italiano nuovo.');
    await editor.getByLabel('English').fill('');
    await editor.getByRole('button', { name: 'Traduci in English' }).click();
    await expect(editor.getByText('bozza', { exact: true })).toHaveCount(1);
    await expect(editor.getByText('da aggiornare', { exact: true })).toHaveCount(3);
    await editor.getByRole('checkbox', { name: 'Sostituisci anche le traduzioni già scritte' }).check();
    await editor.getByRole('button', { name: 'Traduci in Français' }).click();
    await expect(editor.getByRole('progressbar')).toBeVisible();
    await expectNoViolations(page, 'text editor with drafts');
  });

  test('the text editor where the browser has no translator', async ({ page }) => {
    // The test browser may have the API: taken away, as in Firefox or Safari.
    await page.addInitScript(() => delete (window as { Translator?: unknown }).Translator);
    await signIn(page);
    await settled(page);
    await page.getByRole('button', { name: /^Modifica primo paragrafo/ }).click();
    const editor = page.getByRole('form', { name: 'Modifica primo paragrafo' });
    await expect(editor.getByText(/offerte da Chrome/)).toBeVisible();
    await expectNoViolations(page, 'text editor without translator');
  });

  test('the settings’ translations overview and an invalid CIN', async ({ page }) => {
    await signIn(page, '/admin-impostazioni-sito');
    await expect(page.getByRole('table')).toBeVisible();
    await page.getByLabel('CIN (codice identificativo nazionale)').fill('IT12');
    await expect(page.getByRole('alert')).toBeVisible();
    await expectNoViolations(page, 'settings with the overview and an invalid CIN');
  });

  test('the order dialog and the gallery’s descriptions', async ({ page }) => {
    await signIn(page, '/galleria');
    await expect(page.getByRole('link', { name: 'Apri la foto 8 di 8' })).toBeVisible();
    await settled(page);
    await page.getByRole('button', { name: /^Modifica didascalia della foto 2/ }).click();
    await expect(page.getByRole('form', { name: 'Modifica didascalia della foto 2' })).toBeVisible();
    await expectNoViolations(page, 'gallery caption editor');
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Cambia l’ordine' }).click();
    await expect(page.getByRole('dialog', { name: 'Ordine delle foto' })).toBeVisible();
    await expectNoViolations(page, 'gallery order dialog');
  });

  test('the privacy page for the owner', async ({ page }) => {
    await signIn(page, '/privacy');
    await settled(page);
    await expectNoViolations(page, 'privacy page for the owner');
  });

  test('the background dialog, with an error shown', async ({ page }) => {
    await signIn(page);
    await settled(page);
    await page.getByRole('button', { name: 'Sfondo: cambia l’immagine' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Immagine di sfondo' });
    await expectNoViolations(page, 'background dialog');
    await dialog.getByLabel('Indirizzo dell’immagine (URL o percorso)').fill('ftp://x');
    await dialog.getByRole('button', { name: 'Usa questo indirizzo' }).click();
    await expect(dialog.getByRole('alert')).toBeVisible();
    await expectNoViolations(page, 'background dialog with an error');
  });

  test('the room form, with a text and an image block', async ({ page }) => {
    await signIn(page, '/camere');
    await expect(page.locator('main article')).toHaveCount(4);
    await settled(page);
    await page.getByRole('button', { name: 'Aggiungi camera' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nuova camera' });
    await dialog.getByRole('button', { name: 'Aggiungi testo' }).click();
    await dialog.getByRole('button', { name: 'Aggiungi immagine' }).click();
    await expect(dialog.getByRole('group', { name: 'Immagine 2', exact: true })).toBeVisible();
    await expectNoViolations(page, 'room form');
  });

  test('on a phone in German: the room form one language at a time, and the settings with their Save in view', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page);
    await page.goto('/de/camere');
    await settled(page);
    await page
      .getByRole('button', { name: /^Zimmer bearbeiten: / })
      .first()
      .click();
    const dialog = page.getByRole('dialog', { name: 'Zimmer bearbeiten' });
    await dialog
      .getByRole('group', { name: 'Zu bearbeitende Sprache: Name' })
      .getByRole('button', { name: /^Deutsch/ })
      .click();
    await expect(dialog.getByRole('textbox', { name: 'Deutsch Name *' })).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: 'Italiano Name *' })).toBeHidden();
    await expectNoViolations(page, 'room form on a phone, in German');
    await page.keyboard.press('Escape');
    await page.goto('/de/admin-impostazioni-sito');
    await expect(page.getByRole('button', { name: 'Einstellungen speichern' })).toBeInViewport();
    await expectNoViolations(page, 'settings on a phone, in German');
  });

  test('the settings page, with a success message', async ({ page }) => {
    await signIn(page, '/admin-impostazioni-sito');
    await expect(page.getByRole('button', { name: 'Salva impostazioni' })).toBeVisible();
    await expectNoViolations(page, 'settings');
    await page.getByRole('button', { name: 'Salva impostazioni' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Impostazioni salvate con successo!' })).toBeVisible();
    await expectNoViolations(page, 'settings after saving');
  });

  test('the service and experience add forms', async ({ page }) => {
    await signIn(page);
    for (const [path, button, title] of [
      ['/servizi', 'Aggiungi servizio', 'Nuovo servizio'],
      ['/esperienze', 'Aggiungi esperienza', 'Nuova esperienza'],
    ]) {
      await page.goto(path);
      await expect(page.locator('main article').first()).toBeVisible();
      await settled(page);
      await page.getByRole('button', { name: button }).click();
      const dialog = page.getByRole('dialog', { name: title });
      await dialog.getByRole('button', { name: 'Aggiungi testo' }).click();
      await expect(dialog.getByRole('group', { name: 'Blocco di testo 1', exact: true })).toBeVisible();
      await expectNoViolations(page, `${title} form`);
      // The added block is a change: leaving asks first, and the question has no violations either.
      await page.keyboard.press('Escape');
      const question = page.getByRole('alertdialog', { name: 'Modifiche non salvate' });
      await expect(question.getByRole('button', { name: 'Continua a modificare' })).toBeFocused();
      await expectNoViolations(page, `${title} form, the unsaved-changes question`);
      await question.getByRole('button', { name: 'Scarta' }).click();
      await expect(dialog).toHaveCount(0);
    }
  });

  test('a detail page’s image dialog and a delete confirmation', async ({ page }) => {
    await signIn(page, '/camere/suite-torretta');
    await settled(page);
    await page.getByRole('button', { name: 'Sostituisci l’immagine principale' }).click();
    await expect(page.getByRole('dialog', { name: 'Sostituisci l’immagine principale' })).toBeVisible();
    await expectNoViolations(page, 'image dialog');
    await page.keyboard.press('Escape');
    await page.goto('/camere');
    await expect(page.locator('main article')).toHaveCount(4);
    await settled(page);
    await page.getByRole('button', { name: 'Elimina camera: Camera Uliveto' }).click();
    await expect(page.getByRole('alertdialog', { name: 'Elimina camera: Camera Uliveto' })).toBeVisible();
    await expectNoViolations(page, 'delete confirmation');
  });

  test('the gallery’s add control, an upload held in progress, then the success message', async ({ page }) => {
    await signIn(page, '/galleria');
    await expect(page.getByRole('link', { name: 'Apri la foto 8 di 8' })).toBeVisible();
    await settled(page);
    await expectNoViolations(page, 'gallery for the owner');

    await startHeldUpload(page, page.getByLabel('Aggiungi immagini'), 'campi.png');
    await expect(page.getByRole('button', { name: 'Riprendi' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Annulla caricamento' })).toBeVisible();
    await expectNoViolations(page, 'gallery upload in progress');

    await page.getByRole('button', { name: 'Riprendi' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Immagine aggiunta con successo!' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Apri la foto 1 di 9' })).toBeVisible();
    await expectNoViolations(page, 'gallery after an upload');
  });
});

test.describe('owner screens: undo, history and the trash', () => {
  test('the notice after a save, a text’s history and a listing’s history', async ({ page }) => {
    await signIn(page);
    await settled(page);
    const pencil = page.getByRole('button', { name: /^Modifica primo paragrafo/ });
    const editor = page.getByRole('form', { name: 'Modifica primo paragrafo' });
    await pencil.click();
    await editor.getByLabel('Italiano').fill('Una versione nuova del paragrafo.');
    await editor.getByRole('button', { name: 'Salva' }).click();
    await expect(page.getByRole('button', { name: 'Annulla modifica' })).toBeVisible();
    await expectNoViolations(page, 'the notice after a save');

    await pencil.click();
    await editor.getByRole('button', { name: 'Cronologia' }).click();
    await expect(editor.getByRole('region', { name: 'Versioni precedenti' }).getByRole('listitem')).toHaveCount(1);
    await expectNoViolations(page, 'a text’s history');
    await page.keyboard.press('Escape');

    await page.goto('/camere');
    await expect(page.locator('main article')).toHaveCount(4);
    await settled(page);
    await page.getByRole('button', { name: 'Modifica camera: Camera Uliveto' }).click();
    const dialog = page.getByRole('dialog', { name: 'Modifica camera' });
    await dialog.getByRole('group', { name: 'Nome *' }).getByLabel('Italiano').fill('Camera degli Ulivi');
    await dialog.getByRole('button', { name: 'Salva', exact: true }).click();
    await expect(dialog).toHaveCount(0);
    await page.getByRole('button', { name: 'Modifica camera: Camera degli Ulivi' }).click();
    await dialog.getByRole('button', { name: 'Cronologia' }).click();
    await expect(dialog.getByRole('region', { name: 'Versioni precedenti' }).getByRole('listitem')).toHaveCount(1);
    await expectNoViolations(page, 'a listing’s history');
  });

  test('the trash with a room and a photo in it, and its confirmation', async ({ page }) => {
    await signIn(page, '/camere');
    await expect(page.locator('main article')).toHaveCount(4);
    await page.getByRole('button', { name: 'Elimina camera: Camera Uliveto' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Elimina', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Annulla eliminazione' })).toBeVisible();
    await expectNoViolations(page, 'the notice after a deletion');
    await page.goto('/galleria');
    await page.getByRole('button', { name: 'Elimina la foto 1' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Elimina', exact: true }).click();
    await expect(page.getByRole('link', { name: 'Apri la foto 7 di 7' })).toBeVisible();

    await page.goto('/admin-impostazioni-sito');
    const trash = page.getByRole('region', { name: 'Cestino' });
    await expect(trash.getByRole('listitem')).toHaveCount(2);
    await settled(page);
    await expectNoViolations(page, 'the trash');
    await trash.getByRole('button', { name: 'Elimina definitivamente Camera Uliveto' }).click();
    await expect(page.getByRole('alertdialog', { name: 'Elimina definitivamente Camera Uliveto' })).toBeVisible();
    await expectNoViolations(page, 'deleting for good');
  });
});

/** What the focused element is, and whether it shows a focus indicator. */
async function focused(page: Page) {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return null;
    // Text hidden from assistive technology (icons) is not part of the name.
    const text = el.cloneNode(true) as HTMLElement;
    text.querySelectorAll('[aria-hidden="true"]').forEach((n) => n.remove());
    // The indicator may be drawn by the element or by its ::after overlay (card links).
    const drawn = [getComputedStyle(el), getComputedStyle(el, '::after')].some(
      (s) => s.outlineStyle !== 'none' && parseFloat(s.outlineWidth) > 0,
    );
    return {
      tag: el.tagName.toLowerCase(),
      name: (el.getAttribute('aria-label') ?? text.textContent ?? '').replace(/\s+/g, ' ').trim(),
      href: el.getAttribute('href'),
      inNav: !!el.closest('nav'),
      outline: drawn && el.matches(':focus-visible'),
    };
  });
}

test('keyboard only: skip link, navbar links, a submenu and the language picker, each with a visible focus', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/');
  await settled(page);

  await page.keyboard.press('Tab');
  let f = await focused(page);
  expect(f).toMatchObject({ tag: 'a', name: 'Vai al contenuto', href: '#main', outline: true });
  await expect(page.getByRole('link', { name: 'Vai al contenuto' })).toBeInViewport();

  const seen: string[] = [];
  const tabTo = async (until: (x: NonNullable<typeof f>) => boolean) => {
    for (let i = 0; i < 30; i++) {
      await page.keyboard.press('Tab');
      f = await focused(page);
      expect(f, `focus stays on the page after: ${seen.join(' | ')}`).not.toBeNull();
      expect(f!.outline, `visible focus on ${f!.tag} "${f!.name}"`).toBe(true);
      seen.push(f!.name);
      if (until(f!)) return;
    }
    throw new Error(`not reached; focus went through: ${seen.join(' | ')}`);
  };

  await tabTo((x) => x.name === 'Mostra l’elenco: Camere');
  for (const label of ['Home', 'Camere']) expect(seen).toContain(label);
  const caret = page.getByRole('button', { name: 'Mostra l’elenco: Camere' });
  await expect(caret).toHaveAttribute('aria-expanded', 'false');
  await page.keyboard.press('Enter');
  await expect(caret).toHaveAttribute('aria-expanded', 'true');
  const list = page.locator(`[id="${await caret.getAttribute('aria-controls')}"]`);
  await expect(list.getByRole('link')).toHaveCount(4);
  // The items follow the button in the tab order.
  await tabTo(() => true);
  expect(f).toMatchObject({ tag: 'a', name: 'Camera Fienile', href: '/camere/camera-fienile' });
  await tabTo(() => true);
  expect(f).toMatchObject({ name: 'Camera Glicine' });
  await page.keyboard.press('Escape');
  await expect(caret).toHaveAttribute('aria-expanded', 'false');
  await expect(list).toBeHidden();
  await expect(caret).toBeFocused();

  // Then the languages: a link to this page in each, the current one said so.
  await tabTo((x) => x.name === 'IT Italiano');
  for (const label of ['Servizi', 'Mostra l’elenco: Servizi', 'Esperienze', 'Galleria', 'Posizione', 'Contatti'])
    expect(seen).toContain(label);
  expect(seen.some((name) => name.startsWith('Mappa'))).toBe(true);
  expect(f!.inNav).toBe(true);
  await expect(page.getByRole('banner').locator('a[hreflang="it"]')).toBeFocused();
  await expect(page.getByRole('banner').locator('a[hreflang="it"]')).toHaveAttribute('aria-current', 'true');
  for (const name of ['EN English', 'DE Deutsch', 'NL Nederlands', 'FR Français']) {
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name, exact: true })).toBeFocused();
  }

  // The skip link moves focus to the content.
  await page.goto('/camere');
  await settled(page);
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Vai al contenuto' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('main')).toBeFocused();
});

test('keyboard only: the owner edits a text and Escape closes a dialog, focus visible and returning', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  // Without the browser's translator (the drafts' buttons are walked in the translations tests).
  await page.addInitScript(() => delete (window as { Translator?: unknown }).Translator);
  await signIn(page);
  // A fresh load, so the tab order starts at the top of the page.
  await page.goto('/');
  await settled(page);
  const step = async (key: string) => {
    await page.keyboard.press(key);
    const f = await focused(page);
    expect(f, `focus after ${key}`).not.toBeNull();
    expect(f!.outline, `visible focus on ${f!.tag} "${f!.name}" after ${key}`).toBe(true);
    return f!;
  };

  expect(await step('Tab')).toMatchObject({ tag: 'a', name: 'Vai al contenuto' });
  await page.keyboard.press('Enter');
  await expect(page.locator('main')).toBeFocused();
  expect(await step('Tab')).toMatchObject({ tag: 'button', name: 'Sfondo: cambia l’immagine' });
  const pencil = page.getByRole('button', { name: /^Modifica titolo principale/ });
  expect((await step('Tab')).name).toMatch(/^Modifica titolo principale: /);
  await expect(pencil).toBeFocused();

  // Enter opens the editor on the Italian text, typing replaces it, and Save is reached and pressed by keyboard.
  await page.keyboard.press('Enter');
  const editor = page.getByRole('form', { name: 'Modifica titolo principale' });
  await expect(editor.getByLabel('Italiano')).toBeFocused();
  expect((await focused(page))!.outline, 'visible focus in the editor').toBe(true);
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('Benvenuti, anche da tastiera');
  // Tab walks the other languages and reaches Save, each with a visible focus; the Italian has changed,
  // so before each translation comes the button that keeps it as still right.
  for (const lang of ['English', 'Deutsch', 'Nederlands', 'Français']) {
    expect(await step('Tab')).toMatchObject({ tag: 'button', name: 'Ancora valida' });
    expect(await step('Tab')).toMatchObject({ tag: 'input' });
    await expect(editor.getByLabel(lang)).toBeFocused();
  }
  expect(await step('Tab')).toMatchObject({ tag: 'button', name: 'Salva' });
  await page.keyboard.press('Enter');
  await expect(editor).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Benvenuti, anche da tastiera');
  await expect(pencil).toBeFocused();
  expect((await focused(page))!.outline, 'visible focus back on the pencil').toBe(true);
  expect(((await storedDoc(page, 'homepage/hero'))?.mainTitle as Record<string, string>).it).toBe('Benvenuti, anche da tastiera');

  // Back to the "Sfondo" button; Enter opens its dialog, focus moves in and stays in; Escape closes it.
  expect(await step('Shift+Tab')).toMatchObject({ tag: 'button', name: 'Sfondo: cambia l’immagine' });
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Immagine di sfondo' });
  await expect(dialog.getByLabel('Indirizzo dell’immagine (URL o percorso)')).toBeFocused();
  for (let i = 0; i < 6; i++) {
    await step('Tab');
    expect(await dialog.evaluate((d) => d.contains(document.activeElement)), 'focus stays in the dialog').toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Sfondo: cambia l’immagine' }).first()).toBeFocused();
  expect((await focused(page))!.outline, 'visible focus back on the "Sfondo" button').toBe(true);
});
