// @vitest-environment node
/**
 * Reading a backup file (the restore's and `npm run seed -- --from`'s one reader): a zip bomb, whether its
 * manifest names the entries or not, is refused or ignored at once, without unpacking it.
 */
import { describe, expect, it } from 'vitest';
import { demoDocuments } from '../../scripts/demo';
import { BACKUP_FORMAT, BACKUP_VERSION, BackupError, countsOf, isBackupPath, type Manifest } from '../../src/content/backup';
import { packBackup, unpackBackup } from '../../src/editing/backup/backupFile';
import { zipBomb } from '../support/zipBomb';

// What a backup of the demo site holds: its documents, without what the site derives (availability).
const documents = Object.fromEntries(Object.entries(demoDocuments()).filter(([p]) => isBackupPath(p)));
const manifest: Manifest = {
  format: BACKUP_FORMAT,
  version: BACKUP_VERSION,
  createdAt: '2026-05-01T10:00:00.000Z',
  siteName: 'Locanda',
  source: 'local',
  counts: countsOf(documents, 0),
  files: [],
};
const MB = 1024 * 1024;

/** What reading `bytes` gives, how long it took and how much the process's memory grew at most. */
function measure(bytes: Uint8Array) {
  const rss = process.memoryUsage().rss;
  const start = performance.now();
  let out: unknown;
  try {
    out = unpackBackup(bytes);
  } catch (e) {
    out = e;
  }
  return { out, ms: performance.now() - start, grewMb: (process.resourceUsage().maxRSS * 1024 - rss) / MB };
}

describe('unpackBackup', () => {
  it('reads a real backup whole', () => {
    expect(unpackBackup(packBackup(manifest, documents, new Map())).documents).toEqual(documents);
  });

  it('refuses 200 photos of 5 MB from one compressed block (1 GB unpacked) at once, saying it is too large', () => {
    const bytes = zipBomb({ manifest, documents }, 200, true);
    expect(bytes.length).toBeLessThan(100 * 1024);
    const { out, ms, grewMb } = measure(bytes);
    expect(out).toBeInstanceOf(BackupError);
    expect((out as BackupError).problem).toBe('tooLarge');
    expect(ms).toBeLessThan(2000);
    expect(grewMb).toBeLessThan(300);
  });

  it('leaves entries the manifest does not name packed: the backup reads as the manifest says', () => {
    const { out, ms, grewMb } = measure(zipBomb({ manifest, documents }, 200, false));
    expect(out).not.toBeInstanceOf(Error);
    expect((out as ReturnType<typeof unpackBackup>).files.size).toBe(0);
    expect(ms).toBeLessThan(2000);
    expect(grewMb).toBeLessThan(300);
  });

  it('refuses a file whose zip entry unpacks to another size than its manifest gives', () => {
    const files = [{ url: '/local-files/gallery/a.png', path: 'gallery/a.png', type: 'image/png', size: 10 }];
    const bytes = packBackup(
      { ...manifest, counts: countsOf(documents, 1), files },
      documents,
      new Map([['gallery/a.png', new Uint8Array(4 * MB)]]),
    );
    expect(() => unpackBackup(bytes)).toThrow(expect.objectContaining({ problem: 'damaged' }));
  });
});
