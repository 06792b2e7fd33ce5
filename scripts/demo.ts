/**
 * The demo content in Node: src/content/demo.json, a backup in its one-file form (src/content/backup.ts),
 * read and checked as any backup is. The build renders the demo site from it, `npm run seed` writes it
 * into a project, and the tests start from it; the demo backend fetches the same file in the browser.
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { DocData } from '../src/backend/port';
import { parseBackupText, type Backup } from '../src/content/backup';
import { datedDemoDocuments } from '../src/content/availability';

export const DEMO_FILE = join(dirname(fileURLToPath(import.meta.url)), '../src/content/demo.json');

export function demoBackup(): Backup {
  return parseBackupText(readFileSync(DEMO_FILE, 'utf8'));
}

/**
 * Every document of the demo guesthouse, keyed by its full path; fresh objects on each call. The rooms'
 * calendars are dated from `now` (their nights are written as offsets from today) and each room's
 * published availability is computed from them.
 */
export function demoDocuments(now: number = Date.now()): Record<string, DocData> {
  return datedDemoDocuments(demoBackup().documents as Record<string, DocData>, now);
}
