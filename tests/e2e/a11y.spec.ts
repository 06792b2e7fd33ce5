/** WCAG 2.1 A/AA with axe-core on every public screen and the owner's editing states; keyboard-only navigation. */
import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { test, expect, signIn, LANGS } from './fixtures';

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

const PUBLIC: { path: string; ready?: (page: Page) => Locator }[] = [
  { path: '/', ready: (p) => p.locator('main article').nth(5) },
  { path: '/camere', ready: (p) => p.locator('main article').nth(3) },
  { path: '/camere/suite-torretta', ready: (p) => p.locator('main figure img').first() },
  { path: '/servizi', ready: (p) => p.locator('main article').first() },
  { path: '/servizi/piscina', ready: (p) => p.locator('main figure img').first() },
  { path: '/esperienze', ready: (p) => p.locator('main article').first() },
  { path: '/esperienze/caccia-al-tartufo', ready: (p) => p.locator('main figure img').first() },
  { path: '/galleria', ready: (p) => p.getByRole('button', { name: 'Apri la foto 8 di 8' }) },
  { path: '/posizione', ready: (p) => p.locator('main iframe') },
  { path: '/contatti', ready: (p) => p.getByTestId('compose') },
  { path: '/pagina-che-non-esiste' },
];

test.describe('public screens in Italian', () => {
  test.beforeEach(async ({ context }) => {
    // No network here: the map frame gets an empty stub page instead of a network error.
    await context.route('https://www.openstreetmap.org/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<!doctype html><html lang="en"><title>Map</title></html>' }),
    );
  });
  for (const { path, ready } of PUBLIC) {
    test(`${path} has no WCAG 2.1 AA violations`, async ({ page }) => {
      await page.goto(path);
      if (ready) await expect(ready(page)).toBeAttached();
      await settled(page);
      await expectNoViolations(page, path);
    });
  }
});

for (const lng of LANGS) {
  test(`the homepage in ${lng} has no violations`, async ({ page }) => {
    await page.goto(`/?lng=${lng}`);
    await expect(page.locator('html')).toHaveAttribute('lang', lng);
    await expect(page.locator('main article')).toHaveCount(6);
    await settled(page);
    await expectNoViolations(page, `/?lng=${lng}`);
  });
}

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
    await expect(editor.getByText('mancante')).toBeVisible();
    await expectNoViolations(page, 'text editor');
  });

  test('the background dialog, with an error shown', async ({ page }) => {
    await signIn(page);
    await settled(page);
    await page.getByRole('button', { name: 'Cambia sfondo' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Immagine di sfondo' });
    await expectNoViolations(page, 'background dialog');
    await dialog.getByLabel('Indirizzo dell’immagine (URL o percorso)').fill('ftp://x');
    await dialog.getByRole('button', { name: 'Usa questo indirizzo' }).click();
    await expect(dialog.getByRole('alert')).toBeVisible();
    await expectNoViolations(page, 'background dialog with an error');
  });

  test('the room form, with a text and an image block', async ({ page }) => {
    await signIn(page);
    await page.goto('/camere');
    await expect(page.locator('main article')).toHaveCount(4);
    await settled(page);
    await page.getByRole('button', { name: 'Aggiungi camera' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nuova camera' });
    await dialog.getByRole('button', { name: 'Aggiungi testo' }).click();
    await dialog.getByRole('button', { name: 'Aggiungi immagine' }).click();
    await expect(dialog.getByRole('group', { name: 'Immagine 2' })).toBeVisible();
    await expectNoViolations(page, 'room form');
  });

  test('the settings page, with a success message', async ({ page }) => {
    await signIn(page);
    await page.goto('/admin-impostazioni-sito');
    await expect(page.getByRole('button', { name: 'Salva impostazioni' })).toBeVisible();
    await expectNoViolations(page, 'settings');
    await page.getByRole('button', { name: 'Salva impostazioni' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Impostazioni salvate con successo!' })).toBeVisible();
    await expectNoViolations(page, 'settings after saving');
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

  await tabTo((x) => x.tag === 'select');
  for (const label of ['Servizi', 'Mostra l’elenco: Servizi', 'Esperienze', 'Galleria', 'Posizione', 'Contatti']) expect(seen).toContain(label);
  expect(seen.some((name) => name.startsWith('Mappa'))).toBe(true);
  expect(f!.inNav).toBe(true);
  await expect(page.getByRole('combobox', { name: 'Lingua' })).toBeFocused();

  // The skip link moves focus to the content.
  await page.goto('/camere');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(page.locator('main')).toBeFocused();
});
