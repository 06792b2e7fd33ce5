import { afterEach, describe, expect, it, vi } from 'vitest';
import { movedTo } from '../../src/editing/core/reorder';
import { DECODE_SLOTS, prepareImage, withoutJpegMetadata } from '../../src/editing/uploads/resizeImage';

/** A JPEG's frame: SOI, APP0 (JFIF), APP1 (Exif with a GPS tag's bytes), COM, DQT, SOS and data, EOI. */
function jpegWithGps(): Uint8Array {
  const seg = (marker: number, body: number[]) => [0xff, marker, (body.length + 2) >> 8, (body.length + 2) & 0xff, ...body];
  const ascii = (s: string) => [...s].map((c) => c.charCodeAt(0));
  return new Uint8Array([
    0xff,
    0xd8,
    ...seg(0xe0, [...ascii('JFIF'), 0, 1, 1, 0, 0, 1, 0, 1, 0, 0]),
    ...seg(0xe1, [...ascii('Exif'), 0, 0, ...ascii('MM'), 0, 42, ...ascii('GPS 45.4642N 9.1900E')]),
    ...seg(0xfe, ascii('Scattata a casa mia')),
    ...seg(0xdb, [0, ...Array(64).fill(1)]),
    ...seg(0xda, [1, 1, 0, 0, 63, 0]),
    0x12,
    0x34,
    0xff,
    0xd9,
  ]);
}
const text = (b: Uint8Array) => String.fromCharCode(...b);

describe('a JPEG without its metadata', () => {
  it('loses its EXIF (GPS included) and comment segments and keeps everything that draws it', () => {
    const original = jpegWithGps();
    const stripped = withoutJpegMetadata(original);
    expect(text(original)).toContain('GPS 45.4642N');
    expect(text(stripped)).not.toContain('Exif');
    expect(text(stripped)).not.toContain('GPS');
    expect(text(stripped)).not.toContain('casa mia');
    expect(text(stripped)).toContain('JFIF');
    expect([...stripped.slice(0, 2)]).toEqual([0xff, 0xd8]);
    expect([...stripped.slice(-4)]).toEqual([0x12, 0x34, 0xff, 0xd9]);
  });

  it('leaves what is not a JPEG as it was', () => {
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]);
    expect(withoutJpegMetadata(png)).toBe(png);
  });

  it('is what a browser that cannot draw images again stores for a JPEG', async () => {
    vi.stubGlobal('createImageBitmap', undefined);
    const { main } = await prepareImage(new Blob([jpegWithGps() as Uint8Array<ArrayBuffer>], { type: 'image/jpeg' }));
    expect(main.type).toBe('image/jpeg');
    expect(text(new Uint8Array(await main.arrayBuffer()))).not.toContain('GPS');
  });
});

describe('images prepared together', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('are decoded two at a time, in the order given, every one of them drawn again', async () => {
    let decoding = 0;
    let most = 0;
    let closed = 0;
    const started: number[] = [];
    const finish: (() => void)[] = [];
    vi.stubGlobal('createImageBitmap', (blob: Blob) => {
      decoding++;
      most = Math.max(most, decoding);
      started.push(Number(blob.size));
      return new Promise((resolve) =>
        finish.push(() =>
          resolve({
            width: 4000,
            height: 3000,
            close: () => {
              decoding--;
              closed++;
            },
          }),
        ),
      );
    });
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(
      () => ({ drawImage: () => undefined }) as unknown as CanvasRenderingContext2D,
    );
    vi.spyOn(HTMLCanvasElement.prototype, 'toBlob').mockImplementation(function (this: HTMLCanvasElement, done, type) {
      done(new Blob([`${this.width}`], { type: type ?? 'image/png' }));
    });
    const started20: boolean[] = Array(20).fill(false);
    const files = Array.from({ length: 20 }, (_, i) => new Blob([new Uint8Array(i + 1)], { type: 'image/jpeg' }));
    const all = Promise.all(files.map((f, i) => prepareImage(f, () => (started20[i] = true))));
    for (let round = 0; round < 40 && finish.length < 20; round++) {
      await new Promise((r) => setTimeout(r, 0));
      expect(decoding).toBeLessThanOrEqual(DECODE_SLOTS);
      // Given a turn (told so) and not done yet: never more than two.
      expect(started20.filter(Boolean).length - closed).toBeLessThanOrEqual(DECODE_SLOTS);
      finish.splice(0).forEach((f) => f());
    }
    const prepared = await all;
    expect(DECODE_SLOTS).toBe(2);
    expect(most).toBe(2);
    expect(started).toEqual(files.map((f) => f.size));
    // Every one drawn again: a WebP main image of 2000 px and a small one of 800 px, none the original.
    for (const p of prepared) {
      expect(p.main.type).toBe('image/webp');
      expect(await p.main.text()).toBe('2000');
      expect(await p.small!.text()).toBe('800');
    }
  });
});

describe('an entry moved to a place', () => {
  it('is taken out and put back there, the others keeping their order', () => {
    expect(movedTo(['a', 'b', 'c', 'd'], 3, 0)).toEqual(['d', 'a', 'b', 'c']);
    expect(movedTo(['a', 'b', 'c', 'd'], 0, 9)).toEqual(['b', 'c', 'd', 'a']);
    expect(movedTo(['a', 'b', 'c', 'd'], 1, 2)).toEqual(['a', 'c', 'b', 'd']);
  });
});
