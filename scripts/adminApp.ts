/**
 * The Admin SDK connection of the content scripts (`npm run seed`, `npm run migrate`): which project,
 * the emulators or production, and the app. Security rules do not apply to it.
 *
 * Project: --project, else GCLOUD_PROJECT / GOOGLE_CLOUD_PROJECT, else VITE_FIREBASE_PROJECT_ID of the
 * mode's env files (.env.local for production), else .firebaserc's default.
 * Emulators: an explicit FIRESTORE_EMULATOR_HOST wins; a mode file with VITE_USE_EMULATORS=true
 * (`--mode emulators`) implies the default hosts. Credentials otherwise: GOOGLE_APPLICATION_CREDENTIALS
 * (a service-account key) or `gcloud auth application-default login`.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { applicationDefault, initializeApp, type App } from 'firebase-admin/app';
import { loadEnv } from 'vite';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export interface AdminTarget {
  mode: string;
  project?: string;
}

export interface AdminConnection {
  app: App;
  projectId: string;
  storageBucket: string;
  emulated: boolean;
  /** "my-inn" or "demo-locanda (emulators)", for messages. */
  where: string;
}

async function defaultProject(): Promise<string | undefined> {
  try {
    const rc = JSON.parse(await readFile(path.join(ROOT, '.firebaserc'), 'utf8')) as { projects?: { default?: string } };
    return rc.projects?.default;
  } catch {
    return undefined;
  }
}

export async function connectAdmin(target: AdminTarget): Promise<AdminConnection> {
  const env = loadEnv(target.mode, ROOT, 'VITE_');
  const projectId =
    target.project ||
    process.env.GCLOUD_PROJECT ||
    process.env.GOOGLE_CLOUD_PROJECT ||
    env.VITE_FIREBASE_PROJECT_ID ||
    (await defaultProject());
  if (!projectId) throw new Error('No project id: pass --project, or set VITE_FIREBASE_PROJECT_ID in .env.local');
  const storageBucket = env.VITE_FIREBASE_STORAGE_BUCKET || `${projectId}.appspot.com`;

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
  return { app, projectId, storageBucket, emulated, where: `${projectId}${emulated ? ' (emulators)' : ''}` };
}

/** `--mode <m>` and `--project <id>` out of argv; the rest is the script's own. */
export function takeTarget(argv: string[]): { target: AdminTarget; rest: string[] } {
  const target: AdminTarget = { mode: 'production' };
  const rest: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === '--mode') target.mode = argv[++i] ?? target.mode;
    else if (argv[i] === '--project') target.project = argv[++i];
    else rest.push(argv[i]);
  }
  return { target, rest };
}

/** Runs a script's main and exits with its outcome. */
export function run(name: string, main: () => Promise<void>): void {
  main().then(
    () => process.exit(0),
    (e: unknown) => {
      console.error(`${name} failed: ${e instanceof Error ? e.message : String(e)}`);
      process.exit(1);
    },
  );
}
