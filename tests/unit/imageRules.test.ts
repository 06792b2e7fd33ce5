// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { baseName, checkImageFile, extensionFor, fitWithin } from '../../src/content/imageRules';
import { MAX_UPLOAD_BYTES } from '../../src/content/constants';

describe('checkImageFile', () => {
  it('accepts jpg, png, webp and gif up to 5 MB', () => {
    for (const type of ['image/jpeg', 'image/png', 'image/webp', 'image/gif'])
      expect(checkImageFile({ type, size: 1000 })).toBeNull();
    expect(MAX_UPLOAD_BYTES).toBe(5242880);
    expect(checkImageFile({ type: 'image/png', size: 5242880 })).toBeNull();
  });

  it('rejects a file one byte over 5 MB as too big', () => {
    expect(checkImageFile({ type: 'image/png', size: 5242881 })).toBe('tooBig');
  });

  it('rejects SVG, text and untyped files as not images (before looking at the size)', () => {
    expect(checkImageFile({ type: 'image/svg+xml', size: 10 })).toBe('notImage');
    expect(checkImageFile({ type: 'text/plain', size: 10 })).toBe('notImage');
    expect(checkImageFile({ type: 'text/html', size: 9_999_999 })).toBe('notImage');
    expect(checkImageFile({ type: '', size: 10 })).toBe('notImage');
  });

  it('knows an iPhone photo (HEIC/HEIF) by its type, or by its name when the browser gives no type', () => {
    for (const type of ['image/heic', 'image/heif', 'image/heic-sequence'])
      expect(checkImageFile({ type, size: 10, name: 'IMG_1.jpg' })).toBe('heic');
    expect(checkImageFile({ type: '', size: 10, name: 'IMG_0412.HEIC' })).toBe('heic');
    expect(checkImageFile({ type: '', size: 10, name: 'foto.heif' })).toBe('heic');
    expect(checkImageFile({ type: '', size: 10, name: 'heic.txt' })).toBe('notImage');
  });
});

describe('baseName', () => {
  it('drops the extension and keeps the rest of the name', () => {
    expect(baseName('foto vacanze.JPG')).toBe('foto vacanze');
    expect(baseName('archivio.tar.gz')).toBe('archivio.tar');
    expect(baseName('senza-estensione')).toBe('senza-estensione');
  });

  it('replaces characters that would break a storage path or URL', () => {
    expect(baseName('a/b\\c?d#e%f.png')).toBe('a_b_c_d_e_f');
  });

  it('never gives an empty or overlong name', () => {
    expect(baseName('.png')).toBe('immagine');
    expect(baseName('   .png')).toBe('immagine');
    expect(baseName(`${'x'.repeat(200)}.png`)).toHaveLength(80);
  });
});

describe('extensionFor', () => {
  it('names the stored type', () => {
    expect(extensionFor('image/jpeg')).toBe('jpg');
    expect(extensionFor('image/webp')).toBe('webp');
    expect(extensionFor('application/octet-stream')).toBe('img');
  });
});

describe('fitWithin', () => {
  it('scales the longest side down to the limit, keeping the ratio', () => {
    expect(fitWithin(4000, 3000, 2000)).toEqual({ width: 2000, height: 1500 });
    expect(fitWithin(1000, 4000, 800)).toEqual({ width: 200, height: 800 });
  });

  it('never scales up, and never below one pixel', () => {
    expect(fitWithin(640, 480, 2000)).toEqual({ width: 640, height: 480 });
    expect(fitWithin(1, 10000, 800)).toEqual({ width: 1, height: 800 });
  });
});
