/**
 * Free nights in a browser: the room page's month grid read and turned on a phone in five languages, from
 * the saved page without JavaScript and in place with it; the range picker, loaded only when a date field
 * is focused, used by keyboard alone and closed by Escape; and the owner blocking nights by hand on the
 * room's page.
 */
import { test, expect, signIn, storedDoc, LANGS } from './fixtures';
import { readFileSync } from 'node:fs';
import { addDays, stayDay } from '../../src/content/nightGrid';

const ROOM = '/camere/camera-uliveto';
/** The nights' words in a language (src/i18n/locales/nights/). */
const nightWords = (lang: string): Record<string, string> =>
  JSON.parse(readFileSync(`src/i18n/locales/nights/${lang}.json`, 'utf8')).availability;

for (const js of [false, true])
  test.describe(js ? 'with JavaScript' : 'without JavaScript', () => {
    test.use({ javaScriptEnabled: js, waitForApp: js, viewport: { width: 390, height: 844 } });

    for (const lang of LANGS)
      test(`the room grid (${lang}) names each day and turns two months at a time`, async ({ page }) => {
        const words = nightWords(lang);
        const state = new RegExp(
          `, (${[words.free, words.taken, words.arrive, words.leave, words.change, words.past].join('|')})$`,
        );
        await page.goto(lang === 'it' ? ROOM : `/${lang}${ROOM}`);
        const grid = page.locator('main section:has(table)');
        await expect(grid.getByRole('heading', { level: 2 })).toHaveText(words.title);
        if (js) {
          // The grid's code comes with the visitor's first move; then it turns in place.
          await page.mouse.wheel(0, 40);
          await expect(grid.locator('[data-live]')).toHaveCount(1);
        }
        const shown = grid.locator('table:visible');
        await expect(shown).toHaveCount(2);
        const first = await shown.first().locator('caption').textContent();
        const cells = await shown.first().locator('td .visually-hidden').allTextContents();
        expect(cells.length).toBeGreaterThan(27);
        expect(cells.filter((c) => !state.test(c))).toEqual([]);
        // Taken nights are there, named so, not by colour alone.
        expect((await grid.locator('td .visually-hidden').allTextContents()).some((c) => c.endsWith(`, ${words.taken}`))).toBe(
          true,
        );
        await grid.getByRole('link', { name: words.next }).first().click();
        await expect(shown).toHaveCount(2);
        await expect(shown.first().locator('caption')).not.toHaveText(first!);
        // With the application, turning is in place: the address keeps no fragment.
        if (js) expect(new URL(page.url()).hash).toBe('');
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

for (const width of [390, 320])
  test(`the picker's seven days fit the form on a ${width} px phone, nothing cut or scrolled sideways`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/de/contatti');
    await page.getByLabel('Anreisedatum').focus();
    const picker = page.getByRole('group', { name: 'Nächte wählen' });
    await expect(picker.getByRole('grid').first()).toBeVisible();
    const fits = await picker.evaluate((box) => ({
      inside: box.scrollWidth <= box.clientWidth,
      page: document.documentElement.scrollWidth <= window.innerWidth,
      grid: [...box.querySelectorAll('[role="grid"]')].every(
        (g) => g.getBoundingClientRect().right <= box.getBoundingClientRect().right,
      ),
      // The date and time fields stay inside the form (a time field stuck out of it at 320 px).
      fields: [...document.querySelectorAll('form input')].every(
        (f) => f.getBoundingClientRect().right <= f.closest('form')!.getBoundingClientRect().right,
      ),
    }));
    expect(fits).toEqual({ inside: true, page: true, grid: true, fields: true });
  });

test('the nights picked by keyboard alone: into the calendar with Tab, arrows to move, Enter to pick', async ({ page }) => {
  await page.goto('/contatti');
  const checkIn = page.getByLabel('Data di arrivo');
  const checkOut = page.getByLabel('Data di partenza');
  await checkIn.focus();
  const picker = page.getByRole('group', { name: 'Scegli le notti' });
  await expect(picker.getByRole('grid').first()).toBeVisible();
  // Tab reaches the calendar's day (today: the days before it cannot be picked), past the date field's own
  // parts (day, month, year: each a stop in Chromium), the time beside it and the month buttons.
  const onDay = () => page.evaluate(() => !!document.activeElement?.closest('[data-day]'));
  for (let i = 0; i < 15 && !(await onDay()); i++) await page.keyboard.press('Tab');
  expect(await onDay()).toBe(true);
  const today = stayDay(Date.now());
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Enter');
  await expect(checkIn).toHaveValue(addDays(today, 2));
  await expect(picker).toBeVisible();
  // A week on (down), back a day: the stay ends six nights later, and the calendar closes on the field.
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('Enter');
  await expect(checkOut).toHaveValue(addDays(today, 8));
  await expect(picker).toBeHidden();
  await expect(checkIn).toBeFocused();
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
