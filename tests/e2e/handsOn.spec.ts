import type { CDPSession, Locator, Page } from '@playwright/test';
import { expect, expectImageLoaded, navigate, signIn, test } from './fixtures';

/** The owner's pages in Italian and in English (the interface speaks the page's language). */
const LANGS = [
  {
    lang: 'it',
    gallery: '/galleria',
    add: 'Aggiungi immagini',
    order: 'Cambia l’ordine',
    orderTitle: /Ordine/,
    drag: 'Trascina: ',
    save: 'Salva l’ordine',
    queued: 'In coda: attende il suo turno',
    open: (n: number, total: number) => new RegExp(`^Apri la foto ${n} di ${total}(:|$)`),
    viewer: (n: number, total: number) => `Foto ${n} di ${total}`,
    menu: /Apri il menu/,
    anyPhoto: /^Apri la foto /,
  },
  {
    lang: 'en',
    gallery: '/en/galleria',
    add: 'Add images',
    order: 'Change the order',
    orderTitle: /order/i,
    drag: 'Drag: ',
    save: 'Save the order',
    queued: 'Queued: waiting its turn',
    open: (n: number, total: number) => new RegExp(`^Open photo ${n} of ${total}(:|$)`),
    viewer: (n: number, total: number) => `Photo ${n} of ${total}`,
    menu: /Open menu/,
    anyPhoto: /^Open photo /,
  },
] as const;
const WIDTHS = [390, 1280] as const;

/** One finger (or several) on the screen, through Chromium's own touch input. */
class Fingers {
  constructor(private cdp: CDPSession) {}
  static async on(page: Page) {
    return new Fingers(await page.context().newCDPSession(page));
  }
  private send(type: 'touchStart' | 'touchMove' | 'touchEnd', points: { id: number; x: number; y: number }[]) {
    return this.cdp.send('Input.dispatchTouchEvent', {
      type,
      touchPoints: points.map((p) => ({ id: p.id, x: Math.round(p.x), y: Math.round(p.y), radiusX: 4, radiusY: 4, force: 1 })),
    });
  }
  down(points: { id: number; x: number; y: number }[]) {
    return this.send('touchStart', points);
  }
  move(points: { id: number; x: number; y: number }[]) {
    return this.send('touchMove', points);
  }
  /** Lifts the fingers not in `remaining`. */
  up(remaining: { id: number; x: number; y: number }[] = []) {
    return this.send('touchEnd', remaining);
  }
}

const centre = async (el: Locator) => {
  const box = (await el.boundingBox())!;
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
};

async function galleryLabels(page: Page, l: (typeof LANGS)[number]) {
  await expect(page.getByRole('link', { name: l.open(1, 8) })).toBeVisible();
  return page
    .locator('main')
    .getByRole('link', { name: l.anyPhoto })
    .evaluateAll((els) => els.map((e) => e.querySelector('img')?.getAttribute('src') ?? ''));
}

// Each language at one width, each width in one language: Italian on a phone, English on a desktop.
for (const [l, width] of [
  [LANGS[0], WIDTHS[0]],
  [LANGS[1], WIDTHS[1]],
] as const) {
  test.describe(`${l.lang} at ${width} px`, () => {
    test.use({ hasTouch: true, viewport: { width, height: 844 } });

    test('a photo dragged with a finger from last to first, and the order saved', async ({ page }) => {
      await signIn(page);
      if (l.lang !== 'it') {
        // On a phone the language picker is in the menu.
        if (width === 390) await page.getByRole('banner').locator('[data-menu-toggle]').click();
        await page.getByRole('combobox', { name: 'Lingua' }).selectOption(l.lang);
      }
      await navigate(page, l.gallery);
      const before = await galleryLabels(page, l);
      expect(before).toHaveLength(8);
      await page.getByRole('button', { name: l.order }).click();
      const dialog = page.getByRole('dialog', { name: l.orderTitle });
      const grips = dialog.getByRole('button', { name: new RegExp(`^${l.drag}`) });
      await expect(grips).toHaveCount(8);
      const lastName = (await grips.nth(7).getAttribute('aria-label'))!.slice(l.drag.length);
      const list = dialog.getByRole('list');
      await grips.nth(7).scrollIntoViewIfNeeded();
      const from = await centre(grips.nth(7));
      const top = (await list.boundingBox())!.y;
      const fingers = await Fingers.on(page);
      await fingers.down([{ id: 1, ...from }]);
      for (let i = 1; i <= 12; i++) await fingers.move([{ id: 1, x: from.x, y: from.y + ((top + 8 - from.y) * i) / 12 }]);
      // Held at the list's top edge, the list scrolls up under the finger until the row is first.
      await expect.poll(() => list.evaluate((el) => el.scrollTop)).toBe(0);
      await fingers.move([{ id: 1, x: from.x, y: top + 6 }]);
      await fingers.up();
      await expect(grips.first()).toHaveAttribute('aria-label', `${l.drag}${lastName}`);
      await expect(grips.first()).toHaveAttribute('aria-pressed', 'false');
      if (width === 390) await page.screenshot({ path: `test-results/screens/order-${l.lang}-390.png` });
      await dialog.getByRole('button', { name: l.save }).click();
      await expect(dialog).toHaveCount(0);
      await expect.poll(() => galleryLabels(page, l)).toEqual([before[7], ...before.slice(0, 7)]);
    });

    test('the lightbox: two fingers pinch and are never a swipe, one finger swipes', async ({ page }) => {
      await page.goto(l.gallery);
      await page.getByRole('link', { name: l.open(2, 8) }).click();
      const viewer = page.getByRole('dialog', { name: l.viewer(2, 8) });
      await expect(viewer).toBeVisible();
      const img = viewer.locator('img');
      await expectImageLoaded(img);
      const whole = (await img.boundingBox())!;
      const c = await centre(img);
      const fingers = await Fingers.on(page);
      // The first finger stays; the second comes down later, moves far sideways and is lifted first:
      // compared as "first touch then, first changed touch now", it used to turn the photo.
      await fingers.down([{ id: 1, x: c.x, y: c.y }]);
      await fingers.down([
        { id: 1, x: c.x, y: c.y },
        { id: 2, x: c.x + 20, y: c.y + 10 },
      ]);
      for (let i = 1; i <= 8; i++)
        await fingers.move([
          { id: 1, x: c.x, y: c.y },
          { id: 2, x: c.x + 20 + i * 12, y: c.y + 10 },
        ]);
      await fingers.up([{ id: 1, x: c.x, y: c.y }]);
      await fingers.up();
      await expect(page.getByRole('dialog', { name: l.viewer(2, 8) })).toBeVisible();
      expect((await img.boundingBox())!.width).toBeGreaterThan(whole.width * 1.5);
      if (width === 390) await page.screenshot({ path: `test-results/screens/lightbox-pinched-${l.lang}-390.png` });
      // Pinched back, then one finger swipes to the next photo.
      await fingers.down([
        { id: 3, x: c.x - 100, y: c.y },
        { id: 4, x: c.x + 100, y: c.y },
      ]);
      await fingers.move([
        { id: 3, x: c.x - 5, y: c.y },
        { id: 4, x: c.x + 5, y: c.y },
      ]);
      await fingers.up();
      await expect.poll(async () => Math.round((await img.boundingBox())!.width)).toBe(Math.round(whole.width));
      await fingers.down([{ id: 5, x: c.x + 80, y: c.y }]);
      for (let i = 1; i <= 6; i++) await fingers.move([{ id: 5, x: c.x + 80 - i * 30, y: c.y }]);
      await fingers.up();
      await expect(page.getByRole('dialog', { name: l.viewer(3, 8) })).toBeVisible();
      if (width === 390) await page.screenshot({ path: `test-results/screens/lightbox-${l.lang}-390.png` });
    });

    // The phone menu is there on a phone only.
    if (width === 390)
      test('the phone menu closes with Escape', async ({ page }) => {
        await page.goto(l.gallery);
        // Its name says what it does (open, then close): found by what it is.
        const toggle = page.getByRole('banner').locator('[data-menu-toggle]');
        await expect(toggle).toHaveAccessibleName(l.menu);
        await toggle.click();
        await expect(toggle).toHaveAttribute('aria-expanded', 'true');
        const menu = page.locator(`#${await toggle.getAttribute('aria-controls')}`);
        await expect(menu.getByRole('link').first()).toBeVisible();
        await page.keyboard.press('Tab');
        await page.keyboard.press('Escape');
        await expect(toggle).toHaveAttribute('aria-expanded', 'false');
        await expect(toggle).toBeFocused();
        await expect(toggle).toHaveAccessibleName(l.menu);
        await expect(menu.getByRole('link').first()).toBeHidden();
      });
  });
}

test('twenty dropped photos: never more than two decoded at a time, the others shown queued', async ({ page }) => {
  test.setTimeout(120_000);
  await page.addInitScript(() => {
    const seen = { live: 0, most: 0, calls: 0 };
    (window as unknown as { decoding: typeof seen }).decoding = seen;
    const decode = window.createImageBitmap.bind(window) as (...a: unknown[]) => Promise<ImageBitmap>;
    window.createImageBitmap = (async (...args: unknown[]) => {
      seen.live++;
      seen.calls++;
      seen.most = Math.max(seen.most, seen.live);
      try {
        return await decode(...args);
      } catch (e) {
        seen.live--;
        throw e;
      }
    }) as typeof createImageBitmap;
    const close = ImageBitmap.prototype.close;
    ImageBitmap.prototype.close = function () {
      seen.live--;
      close.call(this);
    };
  });
  await signIn(page, '/galleria');
  await expect(page.getByRole('link', { name: /^Apri la foto 1 di 8(:|$)/ })).toBeVisible();
  // Twenty photos of 1600 × 1200, dropped on the zone together as a phone's share sheet or a desktop does.
  await page.evaluate(async () => {
    const files: File[] = [];
    for (let i = 0; i < 20; i++) {
      const canvas = document.createElement('canvas');
      canvas.width = 1600;
      canvas.height = 1200;
      const ctx = canvas.getContext('2d')!;
      ctx.fillStyle = `hsl(${i * 18} 50% 50%)`;
      ctx.fillRect(0, 0, 1600, 1200);
      ctx.fillStyle = '#fff';
      ctx.font = '200px sans-serif';
      ctx.fillText(String(i + 1), 600, 700);
      const blob = await new Promise<Blob>((r) => canvas.toBlob((b) => r(b!), 'image/jpeg', 0.9));
      files.push(new File([blob], `foto-${i + 1}.jpg`, { type: 'image/jpeg' }));
    }
    const zone = [...document.querySelectorAll('label')].find((el) => el.textContent?.includes('Aggiungi immagini'))!;
    const data = new DataTransfer();
    files.forEach((f) => data.items.add(f));
    for (const type of ['dragenter', 'dragover', 'drop'])
      zone.dispatchEvent(new DragEvent(type, { dataTransfer: data, bubbles: true, cancelable: true }));
  });
  await expect(page.getByText('In coda: attende il suo turno').first()).toBeVisible();
  expect(await page.getByText('In coda: attende il suo turno').count()).toBeGreaterThanOrEqual(10);
  await expect(page.getByRole('link', { name: /^Apri la foto 1 di 28(:|$)/ })).toBeVisible({ timeout: 100_000 });
  const seen = await page.evaluate(
    () => (window as unknown as { decoding: { live: number; most: number; calls: number } }).decoding,
  );
  expect(seen).toEqual({ live: 0, most: 2, calls: 20 });
});

/**
 * A real JPEG (drawn in the page) with an EXIF segment naming a GPS position spliced in after its start:
 * Exif header, a big-endian TIFF header, IFD0 with its GPS pointer, a GPS IFD (latitude reference N) and a
 * description that marks the segment's bytes.
 */
async function jpegWithGps(page: Page): Promise<{ name: string; mimeType: string; buffer: Buffer }> {
  const base64 = await page.evaluate(async () => {
    const canvas = document.createElement('canvas');
    canvas.width = 96;
    canvas.height = 64;
    const ctx = canvas.getContext('2d')!;
    ctx.fillStyle = '#4a7a3c';
    ctx.fillRect(0, 0, 96, 64);
    const blob = await new Promise<Blob>((r) => canvas.toBlob((b) => r(b!), 'image/jpeg', 0.9));
    const jpeg = new Uint8Array(await blob.arrayBuffer());
    const ascii = (s: string) => [...s].map((c) => c.charCodeAt(0));
    const u16 = (n: number) => [n >> 8, n & 0xff];
    const u32 = (n: number) => [n >>> 24, (n >> 16) & 0xff, (n >> 8) & 0xff, n & 0xff];
    const marker = ascii('GPS-45.4642N-9.1900E\0');
    // TIFF: header (8), IFD0 at 8 with two entries (2 + 24 + 4), the description after it, then the GPS IFD.
    const descAt = 8 + 2 + 24 + 4;
    const gpsAt = descAt + marker.length;
    const tiff = [
      ...ascii('MM'),
      ...u16(42),
      ...u32(8),
      ...u16(2),
      ...[...u16(0x010e), ...u16(2), ...u32(marker.length), ...u32(descAt)],
      ...[...u16(0x8825), ...u16(4), ...u32(1), ...u32(gpsAt)],
      ...u32(0),
      ...marker,
      ...u16(1),
      ...[...u16(0x0001), ...u16(2), ...u32(2), ...ascii('N\0'), 0, 0],
      ...u32(0),
    ];
    const body = [...ascii('Exif\0\0'), ...tiff];
    const app1 = [0xff, 0xe1, ...u16(body.length + 2), ...body];
    const out = new Uint8Array([...jpeg.subarray(0, 2), ...app1, ...jpeg.subarray(2)]);
    let s = '';
    for (const b of out) s += String.fromCharCode(b);
    return btoa(s);
  });
  return { name: 'terrazza.jpg', mimeType: 'image/jpeg', buffer: Buffer.from(base64, 'base64') };
}

test('a small JPEG with a GPS position in its EXIF is stored without it', async ({ page }) => {
  await signIn(page, '/galleria');
  await expect(page.getByRole('link', { name: /^Apri la foto 1 di 8(:|$)/ })).toBeVisible();
  const file = await jpegWithGps(page);
  expect(file.buffer.toString('latin1')).toContain('Exif');
  expect(file.buffer.toString('latin1')).toContain('GPS-45.4642N');
  await page.getByLabel('Aggiungi immagini').setInputFiles(file);
  const newest = page.getByRole('link', { name: /^Apri la foto 1 di 9(:|$)/ });
  await expect(newest.locator('img')).toHaveAttribute('src', /^\/local-files\/gallery\/\d+_terrazza\.webp$/);
  const src = (await newest.locator('img').getAttribute('src'))!;
  const stored = await page.evaluate(async (url) => {
    const r = await fetch(url, { cache: 'no-store' });
    let s = '';
    for (const b of new Uint8Array(await r.arrayBuffer())) s += String.fromCharCode(b);
    return s;
  }, src);
  expect(stored.slice(0, 4)).toBe('RIFF');
  expect(stored).not.toContain('Exif');
  expect(stored).not.toContain('GPS-45.4642N');
  expect(stored).not.toMatch(/EXIF|XMP /);
});

test('the order dialog with the keyboard alone: Tab, Enter, Escape', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, '/galleria');
  const order = page.getByRole('button', { name: 'Cambia l’ordine' });
  await order.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: /Ordine/ });
  const grips = dialog.getByRole('button', { name: /^Trascina: / });
  const first = (await grips.first().getAttribute('aria-label'))!;
  await expect(grips.first()).toBeFocused();
  // Picked up with Enter, carried down two places, dropped with Enter.
  await page.keyboard.press('Enter');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(grips.nth(2)).toHaveAttribute('aria-label', first);
  await expect(grips.nth(2)).toBeFocused();
  // Tab reaches the row's "to the start" button; Enter brings the entry back in one press.
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: first.replace('Trascina: ', 'Sposta all’inizio: ') })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(grips.first()).toHaveAttribute('aria-label', first);
  // Picked up again and carried to the end, Escape puts it back and leaves the dialog open.
  await grips.first().focus();
  await page.keyboard.press('Enter');
  await page.keyboard.press('End');
  await expect(grips.last()).toHaveAttribute('aria-label', first);
  await page.keyboard.press('Escape');
  await expect(grips.first()).toHaveAttribute('aria-label', first);
  await expect(dialog).toBeVisible();
  // Escape again closes the dialog, focus back on the button that opened it.
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(order).toBeFocused();
});

test('the before/after slider’s handle shows its focus', async ({ page }) => {
  await page.goto('/');
  // The slider takes the place of the two pictures as they come near the screen.
  await page.getByRole('group', { name: 'Prima e dopo il restauro' }).scrollIntoViewIfNeeded();
  const handle = page.getByRole('slider', { name: /^Divisore tra prima e dopo/ });
  await expect(handle).toBeVisible();
  await page.keyboard.press('Tab');
  await handle.focus();
  await expect(handle).toBeFocused();
  const outline = await handle.evaluate((el) => {
    const s = getComputedStyle(el);
    return { style: s.outlineStyle, width: parseFloat(s.outlineWidth) };
  });
  expect(outline.style).toBe('solid');
  expect(outline.width).toBeGreaterThanOrEqual(2);
});

test('a menu link dragged with the mouse to the top of the list, and saved so', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, '/admin-impostazioni-sito');
  const grips = page.getByRole('button', { name: /^Trascina: / });
  await expect(grips.first()).toHaveAccessibleName('Trascina: Home');
  const contacts = page.getByRole('button', { name: 'Trascina: Contatti' });
  await contacts.scrollIntoViewIfNeeded();
  const from = await centre(contacts);
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  const top = (await grips.first().boundingBox())!;
  for (let i = 1; i <= 20; i++) await page.mouse.move(from.x, from.y + ((top.y - 4 - from.y) * i) / 20);
  await expect(grips.first()).toHaveAccessibleName('Trascina: Contatti');
  await page.mouse.up();
  await expect(contacts).toHaveAttribute('aria-pressed', 'false');
  await page.getByRole('button', { name: 'Salva impostazioni' }).first().click();
  await expect(page.getByText('Impostazioni salvate con successo!')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('button', { name: /^Trascina: / }).first()).toHaveAccessibleName('Trascina: Contatti');
});

for (const width of [390, 1280]) {
  test(`at ${width} px the page's saved notice leaves the settings' own save bar and its message in view`, async ({ page }) => {
    await page.setViewportSize({ width, height: 844 });
    await signIn(page, '/admin-impostazioni-sito');
    await page.getByLabel('Nome del sito').fill('Locanda degli Ulivi');
    await page.getByRole('button', { name: 'Salva impostazioni' }).first().click();
    const message = page.getByText('Impostazioni salvate con successo!');
    const notice = page.getByRole('button', { name: 'Annulla modifica' });
    await expect(message).toBeVisible();
    await expect(notice).toBeVisible();
    const a = (await message.boundingBox())!;
    const bar = (await page.locator('[data-save-bar]').boundingBox())!;
    const b = (await notice.locator('xpath=../..').boundingBox())!;
    const apart = (r: typeof a) => b.y + b.height <= r.y || r.y + r.height <= b.y || b.x + b.width <= r.x || r.x + r.width <= b.x;
    expect(apart(a), 'the message is uncovered').toBe(true);
    expect(apart(bar), 'the save bar is uncovered').toBe(true);
  });
}
