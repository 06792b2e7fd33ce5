// @vitest-environment node
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DEMO_FILE, demoBackup } from '../../scripts/demo';
import { BackupError, DOCUMENTS_ENTRY, MANIFEST_ENTRY, parseBackupText, stringsIn } from '../../src/content/backup';

const text = readFileSync(DEMO_FILE, 'utf8');
const parts = () => JSON.parse(text) as Record<string, Record<string, unknown>>;
const problem = (t: string) => {
  try {
    parseBackupText(t);
  } catch (e) {
    return e instanceof BackupError ? e.problem : String(e);
  }
  return 'read';
};

describe('the demo content', () => {
  it('is a backup of the whole demo site whose pictures the site itself serves', () => {
    const { manifest, documents, files } = demoBackup();
    expect(manifest.counts).toEqual({ documents: 46, files: 0, rooms: 4, services: 4, experiences: 4, gallery: 8 });
    expect(files.size).toBe(0);
    expect(documents['site_settings/global']).toMatchObject({ siteName: 'Locanda' });
    const pictures = [...stringsIn(documents, (s) => s.startsWith('/demo/'))];
    expect(pictures.length).toBeGreaterThan(20);
    expect(pictures.filter((p) => !existsSync(new URL(`../../public${p}`, import.meta.url)))).toEqual([]);
  });

  it('gives fresh documents on every read', () => {
    const a = demoBackup().documents;
    (a['homepage/hero'] as { mainTitle: Record<string, string> }).mainTitle.it = 'Cambiato';
    expect(demoBackup().documents['homepage/hero']).toMatchObject({ mainTitle: { it: 'Una locanda tra gli ulivi dell’Umbria' } });
  });
});

describe('a backup in one JSON file', () => {
  it('is checked as a zip is: another file, a later format and a damaged one are refused', () => {
    const with_ = (change: (p: Record<string, Record<string, unknown>>) => void) => {
      const p = parts();
      change(p);
      return JSON.stringify(p);
    };
    expect(problem(text)).toBe('read');
    expect(problem('<html>')).toBe('notBackup');
    expect(problem('[1, 2]')).toBe('notBackup');
    expect(problem(with_((p) => delete p[MANIFEST_ENTRY]))).toBe('notBackup');
    expect(problem(with_((p) => (p[MANIFEST_ENTRY].format = 'zip')))).toBe('notBackup');
    expect(problem(with_((p) => (p[MANIFEST_ENTRY].version = 2)))).toBe('newer');
    expect(problem(with_((p) => delete p[DOCUMENTS_ENTRY]))).toBe('damaged');
    expect(problem(with_((p) => delete p[DOCUMENTS_ENTRY]['rooms/camera-glicine']))).toBe('damaged');
    expect(problem(with_((p) => (p[DOCUMENTS_ENTRY]['elsewhere/x'] = {})))).toBe('damaged');
    // A file it names cannot be in it: one JSON file holds no pictures.
    const file = { url: '/demo/x.webp', path: 'images/x.webp', type: 'image/webp', size: 3 };
    expect(problem(with_((p) => ((p[MANIFEST_ENTRY].files as unknown[]).push(file), 0)))).toBe('damaged');
  });
});
