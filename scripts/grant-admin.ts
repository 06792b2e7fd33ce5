/**
 * Makes an account an owner: sets the custom claim `admin: true` that
 * firestore.rules and storage.rules require for every write.
 *
 *   npm run grant-admin -- owner@example.com            # grant
 *   npm run grant-admin -- owner@example.com --revoke   # take it away
 *   npm run grant-admin -- owner@example.com --project my-project
 *
 * Credentials: GOOGLE_APPLICATION_CREDENTIALS (a service-account key of the
 * project) or `gcloud auth application-default login`. With
 * FIREBASE_AUTH_EMULATOR_HOST set (as inside `firebase emulators:exec`), it
 * talks to the Auth emulator instead and needs none.
 *
 * The account must exist already (Firebase console → Authentication → Add
 * user), and public sign-up must be off before the claim is granted: the claim
 * goes to whichever account holds the address, and with sign-up on, anyone
 * could have registered it first. The claim reaches the owner's ID token at the next sign-in or token
 * refresh; the site refreshes once on load when the claim is missing.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { applicationDefault, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { loadEnv } from 'vite';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** The project the npm emulator scripts run (firebase.json, package.json). */
const EMULATOR_PROJECT = 'demo-locanda';

async function main(): Promise<string> {
  const argv = process.argv.slice(2);
  let email = '';
  let revoke = false;
  let project: string | undefined;
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === '--revoke') revoke = true;
    else if (a === '--project') project = argv[++i];
    else if (!a.startsWith('-') && !email) email = a.trim();
    else throw new Error(`Unknown argument: ${a}`);
  }
  if (!/^[^\s@]+@[^\s@]+$/.test(email)) {
    throw new Error('Usage: npm run grant-admin -- owner@example.com [--revoke] [--project <id>]');
  }

  const env = loadEnv('production', ROOT, 'VITE_');
  let rcProject: string | undefined;
  try {
    rcProject = (JSON.parse(await readFile(path.join(ROOT, '.firebaserc'), 'utf8')) as { projects?: { default?: string } })
      .projects?.default;
  } catch {
    rcProject = undefined;
  }
  const emulated = !!process.env.FIREBASE_AUTH_EMULATOR_HOST;
  // In the emulators the project is the scripts' demo-locanda, whatever .env.local names for production.
  const projectId =
    project ||
    process.env.GCLOUD_PROJECT ||
    process.env.GOOGLE_CLOUD_PROJECT ||
    (emulated ? EMULATOR_PROJECT : env.VITE_FIREBASE_PROJECT_ID || rcProject);
  if (!projectId) throw new Error('No project id: pass --project, or set VITE_FIREBASE_PROJECT_ID in .env.local');

  const app = initializeApp(emulated ? { projectId } : { credential: applicationDefault(), projectId });
  const auth = getAuth(app);

  let user;
  try {
    user = await auth.getUserByEmail(email);
  } catch (e) {
    if ((e as { code?: string }).code === 'auth/user-not-found') {
      throw new Error(`No account ${email} in ${projectId}: create it first (console → Authentication → Add user)`);
    }
    throw e;
  }
  const claims: Record<string, unknown> = { ...(user.customClaims ?? {}) };
  if (revoke) delete claims.admin;
  else claims.admin = true;
  await auth.setCustomUserClaims(user.uid, claims);
  const where = `${projectId}${emulated ? ' (Auth emulator)' : ''}`;
  if (revoke) return `${email} is no longer an owner of ${where}.`;
  return [
    `${email} is now an owner of ${where}. The claim applies from their next sign-in or token refresh.`,
    '',
    'Keep in mind:',
    `- ${email} is stored in lastUpdatedBy and addedBy of every edit, which anyone can read: use a login address`,
    '  made for this site and used for nothing else, not a personal or business mailbox.',
    '- Public sign-up must be off (console → Authentication → Settings → User actions → untick "Enable create").',
    '  The claim goes to whichever account holds this address, so turn sign-up off before granting it.',
  ].join('\n');
}

main().then(
  (msg) => {
    console.log(msg);
    process.exit(0);
  },
  (e: unknown) => {
    console.error(`grant-admin failed: ${e instanceof Error ? e.message : String(e)}`);
    process.exit(1);
  },
);
