/**
 * Free nights in a browser: the saved room page's month grid read and turned without JavaScript, in two
 * languages, on a phone; the range picker, loaded only when a date field is focused, closed by Escape; and
 * the owner blocking nights by hand on the room's page.
 */
import { test, expect, signIn, storedDoc } from './fixtures';

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false, waitForApp: false, viewport: { width: 390, height: 844 } });

  for (const [lang, path, next, state] of [
    ['it', '/camere/camera-uliveto', 'Mesi successivi', /, (Libero|Occupato|Solo arrivo|Solo partenza|Cambio ospiti)$/],
    ['de', '/de/camere/camera-uliveto', 'Nächste Monate', /, (Frei|Belegt|Nur Anreise|Nur Abreise|Gästewechsel)$/],
  ] as const)
    test(`the room grid (${lang}) names each day and turns two months at a time`, async ({ page }) => {
      await page.goto(path);
      const grid = page.locator('main section:has(table)');
      const shown = grid.locator('table:visible');
      await expect(shown).toHaveCount(2);
      const first = await shown.first().locator('caption').textContent();
      const cells = await shown.first().locator('td .visually-hidden').allTextContents();
      expect(cells.length).toBeGreaterThan(27);
      expect(cells.every((c) => state.test(c) || /, (Passato|Vergangen)$/.test(c))).toBe(true);
      await grid.getByRole('link', { name: next }).first().click();
      await expect(shown).toHaveCount(2);
      await expect(shown.first().locator('caption')).not.toHaveText(first!);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    });
});

test('the picker loads only when a date is focused, and closes with Escape', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (r) => r.resourceType() === 'script' && scripts.push(new URL(r.url()).pathname));
  await page.goto('/contatti');
  expect(scripts.some((s) => /NightsCalendar|react-day-picker/i.test(s))).toBe(false);
  await page.getByLabel('Data di arrivo').focus();
  const picker = page.getByRole('group', { name: 'Scegli le notti' });
  await expect(picker).toBeVisible();
  expect(scripts.some((s) => /NightsCalendar/.test(s))).toBe(true);
  // Escape closes it and the focus goes back to the field.
  await page.keyboard.press('Escape');
  await expect(picker).toBeHidden();
  await expect(page.getByLabel('Data di arrivo')).toBeFocused();
});

test('the owner blocks nights by hand on the room’s page', async ({ page }) => {
  await signIn(page, '/camere/camera-uliveto');
  await page.getByRole('button', { name: /Calendario e notti/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Calendario: Camera Uliveto' });
  await dialog.getByLabel('Prima notte').fill('2027-09-01');
  await dialog.getByLabel('Ultima notte').fill('2027-09-03');
  await dialog.getByRole('button', { name: 'Blocca queste notti' }).click();
  await dialog.getByRole('button', { name: 'Salva' }).click();
  await expect(dialog).toBeHidden();
  await expect
    .poll(async () => JSON.stringify((await storedDoc(page, 'calendars/camera-uliveto'))?.blocked))
    .toContain('{"start":"2027-09-01","end":"2027-09-04"}');
});
