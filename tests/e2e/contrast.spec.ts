/**
 * Text over a picture meets WCAG 1.4.3 (4.5:1, 3:1 for large text) whatever picture the owner puts there:
 * measured by pixels, as axe cannot. Each text over a background is made transparent (its shadow too), the
 * page photographed, and every pixel behind each of its lines compared with the text's colour; the 5th
 * percentile of those ratios must pass. With the demo's pictures, and with a plain white and a plain black
 * picture answered in their place.
 */
import sharp from 'sharp';
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';

const PICTURES = ['demo', 'white', 'black'] as const;
const PATHS = ['/', '/camere', '/contatti', '/de'];
const WIDTHS = [390, 1280];

/** Relative luminance of an sRGB colour (0–255 channels), WCAG 2's formula. */
function luminance([r, g, b]: number[]): number {
  const lin = (c: number) => {
    const s = c / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
}
const ratio = (a: number, b: number) => (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);

interface Measured {
  text: string;
  color: number[];
  large: boolean;
  boxes: { x: number; y: number; width: number; height: number }[];
}

/** Every text over a background picture: its colour, whether WCAG counts it large, the boxes of its lines. */
async function textsOverPictures(page: Page): Promise<Measured[]> {
  return page.evaluate(() => {
    const found: Measured[] = [];
    for (const section of document.querySelectorAll('section[data-bg-state]')) {
      const walker = document.createTreeWalker(section, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const el = node.parentElement!;
        if (!node.textContent!.trim() || el.closest('.visually-hidden')) continue;
        // Text on a surface of its own (a light button) is not over the picture.
        const content = section.querySelector(':scope > div:last-child');
        let surface = false;
        for (let e: Element | null = el; e && e !== content && e !== section; e = e.parentElement) {
          const bg = getComputedStyle(e).backgroundColor;
          if (bg !== 'rgba(0, 0, 0, 0)' && bg !== 'transparent') surface = true;
        }
        if (surface) continue;
        const style = getComputedStyle(el);
        const size = parseFloat(style.fontSize);
        const bold = Number(style.fontWeight) >= 700;
        const range = document.createRange();
        range.selectNodeContents(node);
        const boxes = [...range.getClientRects()]
          .filter((r) => r.width > 1 && r.height > 1)
          .map((r) => ({ x: r.x + window.scrollX, y: r.y + window.scrollY, width: r.width, height: r.height }));
        found.push({
          text: node.textContent!.trim().slice(0, 40),
          color: style.color
            .match(/\d+(\.\d+)?/g)!
            .slice(0, 3)
            .map(Number),
          // WCAG: 18 pt (24 px), or 14 pt (18.66 px) bold.
          large: size >= 24 || (bold && size >= 18.66),
          boxes,
        });
      }
    }
    return found;
  });
}

const solid = (color: 'white' | 'black') =>
  sharp({ create: { width: 64, height: 40, channels: 3, background: color === 'white' ? '#ffffff' : '#000000' } })
    .png()
    .toBuffer();

for (const picture of PICTURES)
  for (const width of WIDTHS)
    test(`text over pictures is readable at the 5th percentile: ${picture} pictures, ${width} px`, async ({ page }) => {
      test.setTimeout(120_000);
      await page.setViewportSize({ width, height: 900 });
      if (picture !== 'demo') {
        const body = await solid(picture);
        // Every picture of the page (the demo's and any upload) is answered with the plain one.
        await page.route(/\.(svg|png|jpe?g|webp|gif|avif)(\?.*)?$/i, (route) =>
          route.request().resourceType() === 'image'
            ? route.fulfill({ status: 200, contentType: 'image/png', body })
            : route.continue(),
        );
      }
      const failures: string[] = [];
      let measured = 0;
      for (const path of PATHS) {
        await page.goto(path);
        const backgrounds = page.locator('section[data-bg-state] > img');
        await expect(backgrounds.first()).toBeVisible();
        await expect
          .poll(() =>
            backgrounds.evaluateAll((imgs) =>
              imgs.every((i) => (i as HTMLImageElement).loading === 'lazy' || (i as HTMLImageElement).complete),
            ),
          )
          .toBe(true);
        // The lazy ones (further down) are brought in, then the page is measured from the top.
        for (const img of await backgrounds.all()) {
          await img.scrollIntoViewIfNeeded();
          await expect
            .poll(() => img.evaluate((i) => (i as HTMLImageElement).complete && (i as HTMLImageElement).naturalWidth > 0))
            .toBe(true);
        }
        await page.evaluate(() => window.scrollTo(0, 0));
        const texts = await textsOverPictures(page);
        expect(texts.length, path).toBeGreaterThan(1);
        const style = await page.addStyleTag({
          content:
            'section[data-bg-state] * { color: transparent !important; text-shadow: none !important; caret-color: transparent !important; }',
        });
        const shot = await page.screenshot({ fullPage: true, animations: 'disabled' });
        await style.evaluate((s) => (s as Element).remove());
        const { data, info } = await sharp(shot).raw().toBuffer({ resolveWithObject: true });
        for (const t of texts) {
          const lt = luminance(t.color);
          const ratios: number[] = [];
          for (const b of t.boxes)
            for (let y = Math.max(0, Math.floor(b.y)); y < Math.min(info.height, Math.ceil(b.y + b.height)); y++)
              for (let x = Math.max(0, Math.floor(b.x)); x < Math.min(info.width, Math.ceil(b.x + b.width)); x++) {
                const i = (y * info.width + x) * info.channels;
                ratios.push(ratio(lt, luminance([data[i], data[i + 1], data[i + 2]])));
              }
          if (!ratios.length) continue;
          ratios.sort((a, b) => a - b);
          const p5 = ratios[Math.floor(ratios.length * 0.05)];
          const needed = t.large ? 3 : 4.5;
          measured++;
          if (p5 < needed) failures.push(`${path} "${t.text}": ${p5.toFixed(2)} < ${needed}`);
        }
      }
      expect(measured).toBeGreaterThan(10);
      expect(failures).toEqual([]);
    });
