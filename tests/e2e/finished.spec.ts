/**
 * Nothing unfinished in front of anybody: every control is named by what it shows (WCAG 2.5.3, label in
 * name) on every route, for a visitor and for the owner; the owner's pencils never cover the text they edit.
 */
import type { Page } from '@playwright/test';
import { test, expect, signIn, ADMIN_PATH, ROUTES, settled, navigate } from './fixtures';

/**
 * Each visible control whose accessible name (as Playwright's accessibility tree computes it) does not
 * contain the text it shows: its own text, or for a form field the text of its visible label. Text
 * hidden from assistive technology (icons marked aria-hidden) and symbols are not words to say.
 */
async function labelInNameProblemsOnce(page: Page): Promise<string[] | null> {
  const controls = await page.evaluate(() => {
    // What a disclosure holds is checked too: every one open.
    document.querySelectorAll('details').forEach((d) => (d.open = true));
    // (A <summary> has no ARIA role of its own; its name is always its text.)
    const SELECTOR =
      'a[href], button, input:not([type="hidden"]), select, textarea, [role="button"], [role="link"], [role="checkbox"], [role="switch"], [role="tab"]';
    const shown = (el: Element) => {
      const r = el.getBoundingClientRect();
      const s = getComputedStyle(el);
      return (
        el.checkVisibility({ contentVisibilityAuto: true, visibilityProperty: true }) &&
        r.width > 1 &&
        r.height > 1 &&
        s.clipPath === 'none' &&
        s.clip === 'auto'
      );
    };
    /** The text a sighted user reads on an element (not its form fields', not what is hidden or clipped away). */
    const visibleText = (root: Element): string => {
      let out = '';
      const walk = (node: Node) => {
        if (node.nodeType === Node.TEXT_NODE) {
          out += node.textContent;
          return;
        }
        if (!(node instanceof Element)) return;
        if (node.getAttribute('aria-hidden') === 'true' || !shown(node)) return;
        if (node !== root && node.matches('input, select, textarea, button')) return;
        node.childNodes.forEach(walk);
      };
      walk(root);
      return out;
    };
    const found: { i: number; what: string; text: string }[] = [];
    document.querySelectorAll(SELECTOR).forEach((el, i) => {
      if (!shown(el) || el.closest('[aria-hidden="true"]')) return;
      const field = el.matches('input, select, textarea');
      const text = field
        ? Array.from((el as HTMLInputElement).labels ?? [])
            .filter(shown)
            .map(visibleText)
            .join(' ')
        : visibleText(el);
      el.setAttribute('data-label-check', String(i));
      found.push({ i, what: el.outerHTML.slice(0, 120), text });
    });
    return found;
  });
  const words = (s: string) =>
    s
      .toLocaleLowerCase()
      .replace(/[^\p{L}\p{N}]+/gu, ' ')
      .trim();
  const problems: string[] = [];
  for (const c of controls) {
    const text = words(c.text);
    if (!text) continue;
    // A control the page drew anew since it was collected has lost its mark: the caller collects again.
    const snapshot = await page
      .locator(`[data-label-check="${c.i}"]`)
      .ariaSnapshot({ timeout: 5_000 })
      .catch(() => null);
    if (snapshot === null) return null;
    // The first line of the snapshot, `- button "Name"`, is YAML: single-quoted whole when it holds ': '.
    let line = snapshot.split('\n')[0].replace(/^- /, '');
    if (line.startsWith("'")) line = line.slice(1, line.lastIndexOf("'")).replace(/''/g, "'");
    const quoted = /^[\w-]+ "((?:[^"\\]|\\.)*)"/.exec(line)?.[1];
    const name = quoted === undefined ? '' : (JSON.parse(`"${quoted}"`) as string);
    if (!words(name).includes(text)) problems.push(`"${c.text.trim()}" not in its name "${name}": ${c.what}`);
  }
  return problems;
}

/** The problems of the page as it settles: collected again (up to three times) when a control was redrawn meanwhile. */
async function labelInNameProblems(page: Page): Promise<string[]> {
  for (let attempt = 1; ; attempt++) {
    const problems = await labelInNameProblemsOnce(page);
    if (problems) return problems;
    if (attempt === 3) throw new Error('the page kept drawing its controls anew');
  }
}

test.describe('label in name', () => {
  test.use({ acceptCookies: false });
  test.beforeEach(async ({ context }) => {
    await context.route('https://www.openstreetmap.org/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<!doctype html><html lang="en"><title>Map</title></html>' }),
    );
  });

  test('every control on every route names what it shows, for a visitor', async ({ page }) => {
    test.setTimeout(180_000);
    for (const { path, ready } of [
      ...ROUTES,
      { path: ADMIN_PATH, ready: (p: Page) => p.locator('main input[type="password"]') },
    ]) {
      await test.step(path, async () => {
        if (path === '/') await page.goto(path);
        else await navigate(page, path);
        await settled(page, ready);
        expect(await labelInNameProblems(page), path).toEqual([]);
      });
    }
  });

  test('every control on every route names what it shows, for the owner', async ({ page }) => {
    test.setTimeout(240_000);
    await signIn(page);
    for (const { path, ready } of [
      ...ROUTES,
      { path: '/admin-impostazioni-sito', ready: (p: Page) => p.getByRole('button', { name: 'Salva impostazioni' }) },
    ]) {
      await test.step(path, async () => {
        await navigate(page, path);
        await settled(page, ready);
        expect(await labelInNameProblems(page), path).toEqual([]);
      });
    }
  });
});

/** Pencils that overlap a line of the text they edit, with where. */
async function coveredTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const out: string[] = [];
    for (const pencil of document.querySelectorAll<HTMLButtonElement>('button[aria-label]')) {
      const holder = pencil.parentElement;
      if (!holder || !/editable/.test(holder.className) || !pencil.getBoundingClientRect().width) continue;
      const p = pencil.getBoundingClientRect();
      const range = document.createRange();
      range.selectNodeContents(holder.firstElementChild ?? holder);
      for (const r of range.getClientRects()) {
        if (!r.width || !r.height) continue;
        const overlap =
          Math.min(p.right, r.right) - Math.max(p.left, r.left) > 0.5 &&
          Math.min(p.bottom, r.bottom) - Math.max(p.top, r.top) > 0.5;
        if (overlap) {
          out.push(`${pencil.getAttribute('aria-label')} at ${Math.round(p.left)},${Math.round(p.top)}`);
          break;
        }
      }
    }
    return out;
  });
}

for (const width of [320, 390, 768, 1280]) {
  test(`no pencil covers the text it edits at ${width} px`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height: 900 });
    await signIn(page);
    for (const { path, ready } of ROUTES.filter((r) => !/\//.test(r.path.slice(1)) || r.path === '/')) {
      await test.step(path, async () => {
        await navigate(page, path);
        await settled(page, ready);
        expect(await coveredTexts(page), `${path} at ${width} px`).toEqual([]);
      });
    }
  });
}
