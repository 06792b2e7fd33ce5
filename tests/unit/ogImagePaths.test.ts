// @vitest-environment node
/**
 * A link preview is made only from the site's own files: an owner-set address that leads out of the
 * output or public folder (`/../../…`), in the build or in the publish function, is not read; the page's
 * preview is the site's hero picture's instead, as for any picture that cannot be read.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sitePictures } from '../../functions/src/previews';
import { writeOgImages } from '../../scripts/ogImages';

const png = (colour: string) =>
  sharp({ create: { width: 40, height: 30, channels: 3, background: colour } })
    .png()
    .toBuffer();
/** The mean red of a JPEG: the secret picture is pure red, the hero picture is not. */
const red = async (jpeg: Buffer) => (await sharp(jpeg).stats()).channels[0].mean;

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'og-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the build’s previews', () => {
  it('never reads a file outside the output or public folder', async () => {
    const outDir = join(dir, 'sito', 'dist');
    mkdirSync(outDir, { recursive: true });
    writeFileSync(join(dir, 'segreto.png'), await png('#ff0000'));
    const up = `/${relative(outDir, join(dir, 'segreto.png'))}`;
    const upFromPublic = `/${relative('public', join(dir, 'segreto.png'))}`;
    expect(up).toMatch(/^\/\.\.\/\.\.\//);
    const images = new Map([
      ['og/a.jpg', up],
      ['og/b.jpg', upFromPublic],
    ]);
    const failed = await writeOgImages(outDir, images);
    expect(failed).toEqual([up, upFromPublic]);
    for (const f of images.keys()) expect(await red(readFileSync(join(outDir, f)))).toBeLessThan(200);
  });
});

describe('the publish function’s previews', () => {
  let server: Server;
  const asked: string[] = [];
  beforeAll(async () => {
    const [secret, hero] = await Promise.all([png('#ff0000'), png('#5b6840')]);
    server = createServer((req, res) => {
      asked.push(req.url!);
      res.setHeader('Content-Type', 'image/png');
      res.end(req.url!.startsWith('/site/') ? hero : secret);
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  });
  afterAll(() => server.close());

  it('fetches only from the site online, never from beside it', async () => {
    const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}/site`;
    const { files, failed } = await sitePictures(() => origin)(
      new Map([
        ['og/a.jpg', '/../segreto.png'],
        ['og/b.jpg', '/%2e%2e/segreto.png'],
        ['og/c.jpg', '/foto/ok.png'],
      ]),
      'locanda',
    );
    expect(failed).toEqual(['/../segreto.png', '/%2e%2e/segreto.png']);
    expect(asked.filter((u) => !u.startsWith('/site/'))).toEqual([]);
    expect(asked).toContain('/site/foto/ok.png');
    for (const jpeg of files.values()) expect(await red(jpeg)).toBeLessThan(200);
  });
});
