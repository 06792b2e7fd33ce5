/**
 * Backing up the whole site and putting it back, through the backend port, on either backend: every
 * document the site shows and every image file of the site's own store they name (src/content/backup.ts).
 *
 * A restore changes nothing until the file has been read and checked whole. It then puts the image
 * files back (at the paths they had, uploading only those the store lacks, and rewriting the addresses
 * the documents use where the store gives new ones: a demo backup restored into Firebase lands in the
 * SPEC's Storage folders), then every document exactly as backed up, then removes the site documents
 * the backup did not have. It never deletes a file. The state before a restore is the caller's to keep
 * (the settings page backs it up first, so the restore can be undone).
 */
import type { Backend, DocData } from '../../backend/port';
import {
  BACKUP_COLLECTIONS,
  BACKUP_DOCUMENTS,
  BACKUP_FORMAT,
  BACKUP_VERSION,
  countsOf,
  stringsIn,
  withUrls,
  type Backup,
  type BackupCounts,
  type BackupFile,
  type Manifest,
} from '../../content/backup';
import { SETTINGS_DOC } from '../../content/constants';
import { readSiteSettings } from '../../content/siteSettings';
import { packBackup } from './backupFile';

/** How far a long operation has come: `done` of `total` steps (a document or a file each). */
export type Progress = (done: number, total: number) => void;

/** Every site document as stored now, by path. */
async function siteDocuments(backend: Backend): Promise<Record<string, DocData>> {
  const out: Record<string, DocData> = {};
  const singles = await Promise.all(BACKUP_DOCUMENTS.map(async (p) => [p, await backend.docs.get(p)] as const));
  for (const [p, data] of singles) if (data) out[p] = data;
  for (const c of BACKUP_COLLECTIONS) for (const d of await backend.docs.list(c)) out[`${c}/${d.id}`] = d.data;
  return out;
}

/** What the site holds now, counted as a backup counts it (for the restore's confirmation). */
export async function siteCounts(backend: Backend): Promise<BackupCounts> {
  const documents = await siteDocuments(backend);
  return countsOf(documents, stringsIn(documents, (s) => backend.files.owns(s)).size);
}

/** `locanda-2025-06-01-1432.zip`: the site's name and the local date and time. */
function fileNameOf(siteName: string, at: Date): string {
  const slug =
    siteName
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 40) || 'sito';
  const two = (n: number) => String(n).padStart(2, '0');
  const date = `${at.getFullYear()}-${two(at.getMonth() + 1)}-${two(at.getDate())}-${two(at.getHours())}${two(at.getMinutes())}`;
  return `${slug}-${date}.zip`;
}

/** The whole site as a backup file. */
export async function makeBackup(backend: Backend, onProgress: Progress = () => undefined) {
  const documents = await siteDocuments(backend);
  const urls = [...stringsIn(documents, (s) => backend.files.owns(s))];
  const files = new Map<string, Uint8Array>();
  const listed: BackupFile[] = [];
  const missing: string[] = [];
  onProgress(0, urls.length);
  for (const [i, url] of urls.entries()) {
    const path = backend.files.pathOf(url);
    try {
      if (!path) throw new Error('no path');
      const blob = await backend.files.read(url);
      const bytes = new Uint8Array(await blob.arrayBuffer());
      files.set(path, bytes);
      listed.push({ url, path, type: blob.type, size: bytes.length });
    } catch (e) {
      // A file the documents name but the store no longer has shows nowhere now either: noted, not fatal.
      if ((e as { code?: unknown }).code !== 'object-not-found' && path) throw e;
      missing.push(url);
    }
    onProgress(i + 1, urls.length);
  }
  const at = new Date();
  const { siteName } = readSiteSettings(documents[SETTINGS_DOC]);
  const manifest: Manifest = {
    format: BACKUP_FORMAT,
    version: BACKUP_VERSION,
    createdAt: at.toISOString(),
    siteName,
    source: backend.kind,
    counts: countsOf(documents, files.size),
    files: listed,
    ...(missing.length ? { missing } : {}),
  };
  return { bytes: packBackup(manifest, documents, files), manifest, fileName: fileNameOf(siteName, at) };
}

export type MadeBackup = Awaited<ReturnType<typeof makeBackup>>;

/**
 * Puts a checked backup back (see the module's header), and says how many documents and files it put back
 * and how many site documents the backup did not have it removed. Rejects when a write fails, partway.
 */
export async function restoreBackup(backend: Backend, backup: Backup, onProgress: Progress = () => undefined) {
  const history = await backend.history();
  const surplus = Object.keys(await siteDocuments(backend)).filter((p) => !(p in backup.documents));
  const entries = Object.entries(backup.documents);
  const total = backup.manifest.files.length + entries.length + surplus.length;
  let done = 0;
  const step = () => onProgress(++done, total);
  onProgress(0, total);

  const urls = new Map<string, string>();
  for (const f of backup.manifest.files) {
    const bytes = backup.files.get(f.path)!;
    urls.set(f.url, await backend.files.putBack(f.path, new Blob([bytes as BlobPart], { type: f.type })));
    step();
  }
  for (const [path, data] of [...entries, ...surplus.map((p) => [p, null] as const)]) {
    await history.putBack(path, data && withUrls(data, urls));
    step();
  }
  return { documents: entries.length, files: backup.manifest.files.length, removed: surplus.length };
}
