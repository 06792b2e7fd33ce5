/**
 * Writes the demo content (src/backend/local/seed.ts) into a Firebase project
 * or the emulators, with firebase-admin (so security rules do not apply).
 *
 *   npm run seed                          # the project of .env / .env.local
 *   npm run seed -- --mode emulators      # the emulators (.env.emulators)
 *   npm run seed -- --force               # overwrite documents that exist
 *   npm run seed -- --upload-images       # copy public/demo/*.svg into Storage, one file per reference
 *   npm run seed -- --project my-project  # override the project id
 *
 * Idempotent: a document that already exists is left alone (unless --force),
 * so running it again never undoes the owner's edits.
 *
 * Images: by default the /demo/*.svg URLs stay as they are, since Firebase
 * Hosting serves dist/ — which holds public/demo/ — from the same origin.
 * With --upload-images each reference gets a file of its own in the folder the
 * site would have uploaded it to (rooms/main, gallery, images, …), reused on
 * later runs, and the documents point at its download URL, with the `…Small`
 * variant naming the same file. One file per reference: when the owner replaces
 * or deletes one image, no other page loses its picture.
 *
 * Credentials: GOOGLE_APPLICATION_CREDENTIALS (a service-account key) or
 * `gcloud auth application-default login`; none are needed for the emulators,
 * which are used when FIRESTORE_EMULATOR_HOST is set or the mode file says
 * VITE_USE_EMULATORS=true.
 */
import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { applicationDefault, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { getDownloadURL, getStorage } from 'firebase-admin/storage';
import { loadEnv } from 'vite';
import { seedDocuments } from '../src/backend/local/seed';
import { convert, demoReferences, folderFor } from './seedData';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

interface Args {
  force: boolean;
  uploadImages: boolean;
  mode: string;
  project?: string;
}

function parseArgs(argv: string[]): Args {
  const args: Args = { force: false, uploadImages: false, mode: 'production' };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === '--force') args.force = true;
    else if (a === '--upload-images') args.uploadImages = true;
    else if (a === '--mode') args.mode = argv[++i] ?? args.mode;
    else if (a === '--project') args.project = argv[++i];
    else if (a === '--help' || a === '-h') {
      console.log('Usage: npm run seed -- [--mode emulators] [--force] [--upload-images] [--project <id>]');
      process.exit(0);
    } else {
      console.error(`Unknown argument: ${a}`);
      process.exit(2);
    }
  }
  return args;
}

async function defaultProject(): Promise<string | undefined> {
  try {
    const rc = JSON.parse(await readFile(path.join(ROOT, '.firebaserc'), 'utf8')) as { projects?: { default?: string } };
    return rc.projects?.default;
  } catch {
    return undefined;
  }
}

async function main() {
  const args = parseArgs(process.argv.slice(2));
  const env = loadEnv(args.mode, ROOT, 'VITE_');
  const projectId =
    args.project ||
    process.env.GCLOUD_PROJECT ||
    process.env.GOOGLE_CLOUD_PROJECT ||
    env.VITE_FIREBASE_PROJECT_ID ||
    (await defaultProject());
  if (!projectId) throw new Error('No project id: pass --project, or set VITE_FIREBASE_PROJECT_ID in .env.local');
  const storageBucket = env.VITE_FIREBASE_STORAGE_BUCKET || `${projectId}.appspot.com`;

  // Emulator-aware: an explicit *_EMULATOR_HOST wins; a mode file with VITE_USE_EMULATORS=true implies the defaults.
  if (env.VITE_USE_EMULATORS === 'true') {
    process.env.FIRESTORE_EMULATOR_HOST ??= '127.0.0.1:8080';
    process.env.FIREBASE_STORAGE_EMULATOR_HOST ??= '127.0.0.1:9199';
  }
  const emulated = !!process.env.FIRESTORE_EMULATOR_HOST;
  if (!emulated && projectId.startsWith('demo-')) {
    throw new Error(
      `"${projectId}" is a demo project, which only exists in the emulators: start them (npm run emulators) and use --mode emulators`,
    );
  }

  const app = initializeApp(
    emulated ? { projectId, storageBucket } : { credential: applicationDefault(), projectId, storageBucket },
  );
  const db = getFirestore(app);
  const docs = seedDocuments();
  console.log(`Seeding ${Object.keys(docs).length} documents into ${projectId}${emulated ? ' (emulators)' : ''}…`);

  // Document path + field path → the download URL of that reference's own file.
  const urls = new Map<string, string>();
  if (args.uploadImages) {
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
  }

  let created = 0;
  let skipped = 0;
  for (const [docPath, data] of Object.entries(docs)) {
    const ref = db.doc(docPath);
    const value = convert(data, urls, docPath) as Record<string, unknown>;
    if (args.force) {
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
  console.log(
    `Done: ${created} written, ${skipped} left as they were${skipped && !args.force ? ' (--force overwrites them)' : ''}.`,
  );
}

main().then(
  () => process.exit(0),
  (e: unknown) => {
    console.error(`Seeding failed: ${e instanceof Error ? e.message : String(e)}`);
    process.exit(1);
  },
);
