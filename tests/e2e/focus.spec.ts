/**
 * The owner's keyboard never loses its place: after discarding changes, after the restore confirmation
 * closes, after a deleted card goes, the focus is on a control of the page, never on the page itself. The
 * restore confirmation's table is reached by Tab rather than trapping it, and small controls are at least
 * 24 × 24 px. Keyboard only.
 */
import { readFile } from 'node:fs/promises';
import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { test, expect, signIn, navigate, languageLink } from './fixtures';
import { installFakeTranslator, type FakeTranslatorOptions } from '../support/fakeTranslator';

const SETTINGS = '/admin-impostazioni-sito';

/** What has the focus: its accessible name (aria-label, else its text), or BODY when it fell to the page. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement;
    if (!el || el === document.body) return 'BODY';
    return (el.getAttribute('aria-label') ?? el.textContent ?? '').trim();
  });

/** Opens with Enter what `name` names, types into its `field`, then Escape, Shift+Tab to "Scarta", Enter. */
async function discardBy(page: Page, name: string | RegExp, dialogName: string | RegExp, field: (dialog: Locator) => Locator) {
  const opener = page.getByRole('button', { name }).first();
  await opener.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: dialogName });
  await expect(dialog).toBeVisible();
  await field(dialog).focus();
  await page.keyboard.type('x');
  await page.keyboard.press('Escape');
  const question = page.getByRole('alertdialog', { name: 'Modifiche non salvate' });
  await expect(question.getByRole('button', { name: 'Continua a modificare' })).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect(question.getByRole('button', { name: 'Scarta' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog).toHaveCount(0);
  await expect(opener).toBeFocused();
}

for (const width of [390, 1280])
  test(`after "Scarta" the focus is back on what opened the form or dialog (${width} px)`, async ({ page }) => {
    test.setTimeout(60_000);
    await page.setViewportSize({ width, height: 900 });
    await signIn(page, '/camere');
    await expect(page.locator('main article').first()).toBeVisible();
    const name = (dialog: Locator) => dialog.getByRole('group', { name: /^Nome/ }).getByLabel('Italiano');
    await discardBy(page, '+ Aggiungi camera', 'Nuova camera', name);
    await discardBy(page, 'Modifica camera: Camera Uliveto', /./, name);
    await navigate(page, '/');
    await discardBy(page, 'Sfondo: cambia l’immagine', /./, (dialog) =>
      dialog.getByLabel('Indirizzo dell’immagine (URL o percorso)'),
    );
  });

test('after a delete the focus goes to the next card, and to the list’s heading after the last', async ({ page }) => {
  test.setTimeout(90_000);
  await signIn(page, '/esperienze');
  const deletes = page.getByRole('main').getByRole('button', { name: /^Elimina esperienza: / });
  // All four of the demo's experiences have their owner controls (the first card's come a moment after the
  // list on a busy machine): counted before that, the test took three cards for the whole list.
  await expect(deletes).toHaveCount(4);
  let left = 4;
  while (left > 0) {
    const name = (await deletes.first().getAttribute('aria-label'))!;
    const next = left > 1 ? await deletes.nth(1).getAttribute('aria-label') : null;
    await deletes.first().focus();
    await page.keyboard.press('Enter');
    const confirm = page.getByRole('alertdialog', { name });
    await expect(confirm.getByRole('button', { name: 'Annulla' })).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(confirm.getByRole('button', { name: 'Elimina', exact: true })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(confirm).toHaveCount(0);
    await expect(deletes).toHaveCount(left - 1);
    left--;
    if (next) await expect.poll(() => focused(page)).toBe(next);
    else {
      await expect.poll(() => focused(page)).toBe('Tutte le esperienze');
      await expect(page.getByRole('heading', { name: 'Tutte le esperienze' })).toBeFocused();
    }
  }
});

for (const lang of ['it', 'de'] as const)
  test(`the restore confirmation gives the focus back to its button, and its table is a region reached by Tab (${lang}, 390 px)`, async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width: 390, height: 800 });
    await signIn(page, SETTINGS);
    if (lang === 'de') {
      await page.getByRole('banner').locator('[data-menu-toggle]').click();
      await languageLink(page, 'de').click();
    }
    const names =
      lang === 'it'
        ? {
            section: 'Copia di sicurezza',
            download: 'Scarica una copia di sicurezza',
            restore: 'Ripristina da una copia',
            cancel: 'Annulla',
          }
        : {
            section: 'Sicherungskopie',
            download: /Sicherungskopie herunterladen/,
            restore: 'Aus einer Kopie wiederherstellen',
            cancel: 'Abbrechen',
          };
    const section = page.getByRole('region', { name: names.section });
    const [file] = await Promise.all([
      page.waitForEvent('download'),
      section.getByRole('button', { name: names.download }).click(),
    ]);
    const bytes = await readFile((await file.path())!);
    const restore = section.getByRole('button', { name: names.restore });
    // The download has finished its work (the section's buttons wait while a copy is being made).
    await expect(restore).toBeEnabled();

    // Cancelled: the focus is on the button that chose the file.
    // Focused and pressed in one step (a keyboard user's Enter lands on the button they reached).
    const [chooser] = await Promise.all([page.waitForEvent('filechooser'), restore.press('Enter')]);
    await chooser.setFiles({ name: file.suggestedFilename(), mimeType: 'application/zip', buffer: bytes });
    const confirm = page.getByRole('alertdialog');
    await expect(confirm.getByRole('button', { name: names.cancel })).toBeFocused();
    // The comparison scrolls (if it must) inside a named region that Tab reaches; axe agrees.
    const table = confirm.getByRole('region');
    await expect(table).toHaveAttribute('tabindex', '0');
    await expect(table).toHaveAccessibleName(/.+/);
    const axe = await new AxeBuilder({ page }).include('dialog').withRules(['scrollable-region-focusable']).analyze();
    expect(axe.violations).toEqual([]);
    // Forward Tab goes round the dialog once, each control once (no trap between two of them).
    const seen: string[] = [];
    for (let i = 0; i < 6; i++) {
      await page.keyboard.press('Tab');
      seen.push(await focused(page));
    }
    expect(new Set(seen.slice(0, 4)).size).toBe(4);
    await confirm.getByRole('button', { name: names.cancel }).focus();
    await page.keyboard.press('Enter');
    await expect(confirm).toHaveCount(0);
    await expect(restore).toBeFocused();
  });

test('small controls are at least 24 × 24 px: the overwrite checkbox and the translations overview’s links', async ({ page }) => {
  await page.addInitScript(installFakeTranslator, { availability: {} } satisfies FakeTranslatorOptions);
  await signIn(page, SETTINGS);
  const overview = page.getByRole('region', { name: 'Traduzioni' });
  const links = overview.getByRole('link');
  await expect(links.first()).toBeVisible();
  const sizes = await links.evaluateAll((all) =>
    all.map((a) => [a.getBoundingClientRect().width, a.getBoundingClientRect().height]),
  );
  expect(sizes.length).toBeGreaterThan(5);
  for (const [w, h] of sizes) expect(Math.min(w, h)).toBeGreaterThanOrEqual(24);

  await navigate(page, '/');
  await page.getByRole('button', { name: /^Modifica primo paragrafo/ }).click();
  const box = await page
    .getByRole('form', { name: 'Modifica primo paragrafo' })
    .getByRole('checkbox', { name: 'Sostituisci anche le traduzioni già scritte' })
    .boundingBox();
  expect(Math.min(box!.width, box!.height)).toBeGreaterThanOrEqual(24);
});

test('a delete confirmation closed with Escape gives the focus back to its button, on a slow machine and when it came late', async ({
  page,
}) => {
  test.setTimeout(120_000);
  // The confirmation's code arrives late (a slow phone); meanwhile the page draws its button anew, and the
  // focus falls to the page before the confirmation appears.
  let late = true;
  await page.route(/\/assets\/owner_CatalogueAdminTools-[\w-]+\.js$/, async (route) => {
    if (late) {
      late = false;
      await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
      await new Promise((r) => setTimeout(r, 300));
    }
    await route.continue();
  });
  await signIn(page, '/camere');
  // A busy machine: the page's work takes six times as long.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
  const deletes = page.getByRole('button', { name: /^Elimina camera: / });
  await expect(deletes).toHaveCount(4);
  for (let round = 0; round < 2; round++)
    for (let i = 0; i < 4; i++) {
      const del = deletes.nth(i);
      const name = (await del.getAttribute('aria-label'))!;
      await del.focus();
      await page.keyboard.press('Enter');
      const confirm = page.getByRole('alertdialog', { name });
      await expect(confirm.getByRole('button', { name: 'Annulla' })).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(confirm).toHaveCount(0);
      await expect.poll(() => focused(page), `round ${round}, ${name}`).toBe(name);
    }
  expect(late).toBe(false);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
});
