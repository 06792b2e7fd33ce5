/**
 * The Firebase build is made with the demo owner's variables set (playwright.config.ts): none of its files
 * carries them, nor the demo's default ones, and its login page shows no demo credentials.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { test, expect } from '@playwright/test';
import { DEMO_OWNER_VARIABLES } from '../playwright.config';

const OUT_DIR = fileURLToPath(new URL('../../../dist-fb-emu', import.meta.url));

function filesIn(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? filesIn(join(dir, e.name)) : /\.(js|html|json)$/.test(e.name) ? [join(dir, e.name)] : [],
  );
}

test('no file of the Firebase build carries a demo e-mail or password, though the variables were set', async ({ page }) => {
  const secrets = [...Object.values(DEMO_OWNER_VARIABLES), 'admin@locanda.test', 'locanda-demo'];
  const files = filesIn(OUT_DIR);
  expect(files.filter((f) => f.endsWith('.js')).length).toBeGreaterThan(10);
  for (const f of files) {
    const text = readFileSync(f, 'utf8');
    for (const s of secrets) expect(text.includes(s), `${s} in ${f}`).toBe(false);
  }
  await page.goto('/gestione-7f3c9e');
  await expect(page.getByLabel(/e-mail/i)).toBeVisible();
  for (const s of secrets) await expect(page.locator('body')).not.toContainText(s);
});
