/**
 * The same text open in two tabs (as on the phone and the laptop): the second save does not silently
 * overwrite the first. The owner sees what the other tab saved beside their own text and chooses.
 */
import type { Page } from '@playwright/test';
import { test, expect, signIn, storedDoc } from './fixtures';

const WELCOME = 'homepage/welcome';
const titlePencil = (page: Page) => page.getByRole('button', { name: /^Modifica titolo: Benvenuti/ });
const titleEditor = (page: Page) => page.getByRole('form', { name: 'Modifica titolo' });

test('two tabs: the later save asks, per language, and keeps nothing from being lost', async ({ page, context }) => {
  await signIn(page);
  const phone = await context.newPage();
  await phone.goto('/');

  await titlePencil(page).click();
  await titleEditor(page).getByLabel('Italiano').fill('Benvenuti, dal portatile');
  await titleEditor(page).getByLabel('English').fill('Welcome, from the laptop');

  await titlePencil(phone).click();
  await titleEditor(phone).getByLabel('Italiano').fill('Benvenuti, dal telefono');
  await titleEditor(phone).getByRole('button', { name: 'Salva' }).click();
  await expect(titleEditor(phone)).toHaveCount(0);
  // The laptop's editor keeps what was typed.
  await expect(titleEditor(page).getByLabel('Italiano')).toHaveValue('Benvenuti, dal portatile');

  await titleEditor(page).getByRole('button', { name: 'Salva' }).click();
  const dialog = page.getByRole('dialog', { name: 'Salvato nel frattempo altrove' });
  await expect(dialog).toBeVisible();
  const italian = dialog.getByRole('group', { name: 'titolo · Italiano' });
  await expect(italian).toContainText('Benvenuti, dal telefono');
  await expect(italian).toContainText('Benvenuti, dal portatile');
  await expect(dialog.getByRole('group', { name: 'titolo · English' })).toContainText('Welcome, from the laptop');
  await expect(dialog.getByRole('button', { name: 'Modifica' })).toBeFocused();
  expect(((await storedDoc(page, WELCOME))!.title as Record<string, string>).it).toBe('Benvenuti, dal telefono');

  // Escape goes back to the editor, the text as typed.
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(titleEditor(page).getByLabel('Italiano')).toHaveValue('Benvenuti, dal portatile');

  // Saved again, it is asked again only if the other tab saves again; here it goes through.
  await titlePencil(phone).click();
  await titleEditor(phone).getByLabel('Italiano').fill('Benvenuti, dal telefono (2)');
  await titleEditor(phone).getByRole('button', { name: 'Salva' }).click();
  await expect(titleEditor(phone)).toHaveCount(0);
  await titleEditor(page).getByRole('button', { name: 'Salva' }).click();
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('group', { name: 'titolo · Italiano' })).toContainText('Benvenuti, dal telefono (2)');
  // Keep mine, with the keyboard alone.
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: 'Tieni il mio' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(titleEditor(page)).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Benvenuti, dal portatile' })).toBeVisible();
  await expect(phone.getByRole('heading', { name: 'Benvenuti, dal portatile' })).toBeVisible();
  expect((await storedDoc(page, WELCOME))!.title).toMatchObject({
    it: 'Benvenuti, dal portatile',
    en: 'Welcome, from the laptop',
  });
});
