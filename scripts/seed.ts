/**
 * Writes the demo content (src/content/demo.json, a backup of the demo site) or
 * another backup into a Firebase project or the emulators, with firebase-admin (so security rules do not apply).
 *
 *   npm run seed                          # the project of .env / .env.local
 *   npm run seed -- --mode emulators      # the emulators (.env.emulators)
 *   npm run seed -- --force               # overwrite documents that exist
 *   npm run seed -- --upload-images       # copy public/demo/*.svg into Storage, one file per reference
 *   npm run seed -- --project my-project  # override the project id
 *   npm run seed -- --from backup.zip     # a backup of the site (Settings → Backup) instead of the demo
 *
 * Idempotent: a document that already exists is left alone (unless --force),
 * so running it again never undoes the owner's edits; a demo item the owner
 * deleted, waiting in the trash, is not brought back (not even with --force).
 *
 * Images: by default the /demo/*.svg URLs stay as they are, since Firebase
 * Hosting serves dist/ — which holds public/demo/ — from the same origin.
 * With --upload-images each reference gets a file of its own in the folder the
 * site would have uploaded it to (rooms/main, gallery, images, …), reused on
 * later runs, and the documents point at its download URL, with the `…Small`
 * variant naming the same file. One file per reference: when the owner replaces
 * or deletes one image, no other page loses its picture.
 *
 * Credentials and project: scripts/adminApp.ts (none are needed for the
 * emulators).
 */
import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { App } from 'firebase-admin/app';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import { getDownloadURL, getStorage } from 'firebase-admin/storage';
import { BackupError, MAX_BACKUP_MB, type Backup } from '../src/content/backup';
import { TRASH_COLLECTION } from '../src/content/constants';
import { unpackBackup } from '../src/editing/backup/backupFile';
import { connectAdmin, ROOT, run, takeTarget } from './adminApp';
import { demoBackup } from './demo';
import { backupDocuments, demoReferences, folderFor, notInTrash } from './seedData';

interface Args {
  force: boolean;
  uploadImages: boolean;
  /** A backup file (Settings → Backup) to write instead of the demo content. */
  from?: string;
}

function parseArgs(argv: string[]): Args {
  const args: Args = { force: false, uploadImages: false };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === '--force') args.force = true;
    else if (a === '--upload-images') args.uploadImages = true;
    else if (a === '--from' && argv[i + 1]) args.from = argv[++i];
    else if (a === '--help' || a === '-h') {
      console.log('Usage: npm run seed -- [--mode emulators] [--force] [--upload-images | --from <backup.zip>] [--project <id>]');
      process.exit(0);
    } else {
      console.error(`Unknown argument: ${a}`);
      process.exit(2);
    }
  }
  return args;
}

run('Seeding', async () => {
  const { target, rest } = takeTarget(process.argv.slice(2));
  const args = parseArgs(rest);
  // The backup is read and checked whole before anything is written; without --from, the demo's.
  const backup = args.from ? readBackupFile(args.from, await readFile(args.from)) : demoBackup();
  const { app, where } = await connectAdmin(target);
  const db = getFirestore(app);
  let uploads = new Map<string, string>();
  if (!args.from) {
    // An item the owner has deleted waits in the trash: seeding the demo again must not bring it back.
    const trashed = (await db.collection(TRASH_COLLECTION).get()).docs.map((d) => String(d.get('path')));
    const { docs, inTrash } = notInTrash(backup.documents, trashed);
    backup.documents = docs;
    if (inTrash.length) console.log(`  (in the trash, left there: ${inTrash.join(', ')})`);
    if (args.uploadImages) uploads = await uploadDemoImages(app, docs);
  }
  await writeBackup(app, db, backup, args.force, where, uploads);
});

/**
 * Each /demo/ image reference (document path + field path) → the download URL of a file of its own in
 * Storage, in the folder the site would have uploaded it to; reused on later runs.
 */
async function uploadDemoImages(app: App, docs: Backup['documents']): Promise<Map<string, string>> {
  const urls = new Map<string, string>();
  const bucket = getStorage(app).bucket();
  const [existing] = await bucket.getFiles();
  for (const [where, name] of Object.entries(docs).flatMap(([p, d]) => demoReferences(d, p))) {
    // Reuse this reference's file from an earlier run, so reruns do not pile up copies.
    let file = existing.find((f) => f.metadata.metadata?.seedReference === where);
    if (!file) {
      let bytes: Buffer;
      try {
        bytes = await readFile(path.join(ROOT, 'public', 'demo', name));
      } catch {
        console.warn(`  ! public/demo/${name} is missing; keeping /demo/${name} at ${where}`);
        continue;
      }
      file = bucket.file(`${folderFor(where)}/${Date.now()}_${name}`);
      await file.save(bytes, {
        contentType: 'image/svg+xml',
        metadata: {
          cacheControl: 'public, max-age=31536000, immutable',
          // The token Firebase download URLs carry (the web SDK sets one on its own uploads).
          metadata: { firebaseStorageDownloadTokens: randomUUID(), seedReference: where },
        },
      });
      console.log(`  ↑ ${file.name}`);
    }
    urls.set(where, await getDownloadURL(file));
  }
  return urls;
}

function readBackupFile(name: string, bytes: Buffer): Backup {
  try {
    return unpackBackup(new Uint8Array(bytes));
  } catch (e) {
    if (!(e instanceof BackupError)) throw e;
    const why = {
      notBackup: 'is not a backup of the site (one made with Settings → Backup)',
      newer: `was made by a newer version of the site (backup format ${e.version}): update this copy of the site first`,
      damaged: 'is incomplete or damaged (an interrupted download?)',
      tooLarge: `holds more than ${MAX_BACKUP_MB} MB of files, more than a backup of the site ever holds`,
      notImage: `holds a file that is not an image the site accepts (jpg, png, webp, gif, at most 5 MB): ${e.file}`,
    }[e.problem];
    throw new Error(`${name} ${why}. Nothing was written.`);
  }
}

/** Writes documents: those that exist are left alone unless `force`. */
async function writeDocuments(db: Firestore, docs: [path: string, value: Record<string, unknown>][], force: boolean) {
  let created = 0;
  let skipped = 0;
  for (const [docPath, value] of docs) {
    const ref = db.doc(docPath);
    if (force) {
      await ref.set(value);
      created++;
      continue;
    }
    try {
      // create() fails when the document exists: atomic "only if absent", no read-then-write race.
      await ref.create(value);
      created++;
    } catch (e) {
      if ((e as { code?: unknown }).code === 6 /* ALREADY_EXISTS */) skipped++;
      else throw e;
    }
  }
  console.log(`Done: ${created} written, ${skipped} left as they were${skipped && !force ? ' (--force overwrites them)' : ''}.`);
}

/**
 * A backup (Settings → Backup, from the demo or another project; the demo content) into this project,
 * as the site's own restore does it: each image file into its folder at the path it had (kept when one is
 * there), the documents' addresses rewritten to their download URLs, every document exactly as backed
 * up (times as Timestamps; `uploads`: the demo's pictures copied to Storage). Existing documents are left
 * alone unless --force; nothing is deleted.
 */
async function writeBackup(app: App, db: Firestore, backup: Backup, force: boolean, where: string, uploads: Map<string, string>) {
  const { manifest } = backup;
  console.log(
    `Restoring the backup of "${manifest.siteName}" (${manifest.createdAt}, ${manifest.source}): ` +
      `${Object.keys(backup.documents).length} documents and ${manifest.files.length} images into ${where}…`,
  );
  const bucket = getStorage(app).bucket();
  const urls = new Map<string, string>();
  for (const f of manifest.files) {
    const file = bucket.file(f.path);
    const [exists] = await file.exists();
    if (!exists) {
      await file.save(Buffer.from(backup.files.get(f.path)!), {
        contentType: f.type,
        metadata: {
          cacheControl: 'public, max-age=31536000, immutable',
          metadata: { firebaseStorageDownloadTokens: randomUUID() },
        },
      });
      console.log(`  ↑ ${f.path}`);
    }
    urls.set(f.url, await getDownloadURL(file));
  }
  await writeDocuments(db, backupDocuments(backup, urls, uploads), force);
}
