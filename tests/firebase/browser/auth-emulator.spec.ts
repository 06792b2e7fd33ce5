/**
 * The Firebase build (placeholder config of project demo-locanda, VITE_USE_EMULATORS=true) signs the owner
 * in and out against the Auth emulator. Firestore is emulated in this run only where Java 21 is found
 * (empty: the pages' content reads find nothing or fail): only the shell and the authentication are checked.
 */
import { test, expect, type Page, type Response } from '@playwright/test';
import { COOKIE_CONSENT_NAME } from '../../../src/content/constants';

/** Where the build talks to the Auth emulator (src/backend/firebase/emulators.ts, firebase.json). */
const AUTH_EMULATOR = 'http://127.0.0.1:9099';
const PROJECT_ID = 'demo-locanda';
const API_KEY = 'demo-key';
const ADMIN_PATH = '/gestione-7f3c9e';
const OWNER = { email: 'owner-browser@locanda.test', password: 'owner-browser-password-1' };
const FAILED = 'Credenziali non valide o errore di rete. Riprova.';
/** The Firebase Auth adapter's "this browser has signed in" marker (src/backend/firebase/auth.ts). */
const AUTH_MARKER_KEY = 'locanda.firebaseAuth';

const MEMBER = { email: 'member-browser@locanda.test', password: 'member-browser-password-1' };

async function authEmulator(path: string, init: RequestInit & { admin?: boolean } = {}): Promise<Record<string, unknown>> {
  let res: globalThis.Response;
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  // The emulator takes "Bearer owner" as an administrator's credential.
  if (init.admin) headers.Authorization = 'Bearer owner';
  try {
    res = await fetch(`${AUTH_EMULATOR}${path}`, { ...init, headers });
  } catch (e) {
    throw new Error(`The Auth emulator is not reachable at ${AUTH_EMULATOR}: run \`npm run test:rules\` (${String(e)})`);
  }
  if (!res.ok) throw new Error(`Auth emulator ${path}: HTTP ${res.status} ${await res.text()}`);
  return (await res.json().catch(() => ({}))) as Record<string, unknown>;
}

async function createAccount(account: { email: string; password: string }): Promise<string> {
  const r = await authEmulator(`/identitytoolkit.googleapis.com/v1/accounts:signUp?key=${API_KEY}`, {
    method: 'POST',
    body: JSON.stringify({ ...account, returnSecureToken: true }),
  });
  return r.localId as string;
}

// One worker for this file: its accounts are set up once (beforeAll runs in each worker, and a second
// worker's reset would delete the first one's accounts under it).
test.describe.configure({ mode: 'default' });

test.beforeAll(async () => {
  await authEmulator(`/emulator/v1/projects/${PROJECT_ID}/accounts`, { method: 'DELETE' });
  const uid = await createAccount(OWNER);
  // The owner carries the admin claim (`npm run grant-admin`); the member does not.
  await authEmulator(`/identitytoolkit.googleapis.com/v1/projects/${PROJECT_ID}/accounts:update`, {
    method: 'POST',
    admin: true,
    body: JSON.stringify({ localId: uid, customAttributes: JSON.stringify({ admin: true }) }),
  });
  await createAccount(MEMBER);
});

const isSignIn = (r: Response) =>
  r.url().startsWith(`${AUTH_EMULATOR}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword`) &&
  r.request().method() === 'POST';

async function submit(page: Page, password: string, email = OWNER.email): Promise<Response> {
  await page.getByLabel('E-mail', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  const answer = page.waitForResponse(isSignIn);
  await page.getByRole('button', { name: 'Accedi', exact: true }).click();
  return answer;
}

test('the owner signs in against the Auth emulator, stays signed in across a reload, and signs out', async ({
  page,
  context,
  baseURL,
}) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  // No request may reach a real Firebase service: Auth goes to the emulator, Firestore to 127.0.0.1:8080 (its
  // emulator, when it runs). The full Firestore SDK's WebChannel, failing to connect, pings
  // www.google.com/images/cleardot.gif to tell offline from unreachable: that is not a Firebase service.
  const remote: string[] = [];
  page.on('request', (r) => {
    if (/(^|\.)(googleapis\.com|firebaseapp\.com|firebaseio\.com|firebasestorage\.app)$/.test(new URL(r.url()).hostname))
      remote.push(r.url());
  });
  await context.addCookies([{ name: COOKIE_CONSENT_NAME, value: 'true', url: baseURL! }]);
  const logout = page.getByRole('banner').getByRole('button', { name: 'Esci', exact: true });

  await page.goto(ADMIN_PATH);
  const form = page.locator('form').filter({ has: page.getByRole('heading', { level: 1, name: 'Accesso gestione' }) });
  await expect(form).toBeVisible();
  await expect(page.getByRole('banner')).toBeVisible();
  // Firebase mode: the demo credentials hint is not there.
  await expect(page.getByText('Sito dimostrativo')).toHaveCount(0);
  await expect(form.locator('code')).toHaveCount(0);
  await expect(logout).toHaveCount(0);

  // A wrong password: the emulator refuses it and the form says so.
  expect((await submit(page, 'not-the-password')).status()).toBe(400);
  await expect(form.getByRole('alert')).toHaveText(FAILED);
  await expect(page.getByLabel('Password', { exact: true })).toHaveValue('');
  await expect(page).toHaveURL(new RegExp(`${ADMIN_PATH}$`));
  await expect(logout).toHaveCount(0);

  // The right one: home page, with the owner's "Esci" in the navbar.
  expect((await submit(page, OWNER.password)).status()).toBe(200);
  await expect(page).toHaveURL(`${baseURL}/`);
  await expect(logout).toBeVisible();
  expect(await page.evaluate((k) => localStorage.getItem(k), AUTH_MARKER_KEY)).toBe('1');

  // A reload restores the session from the browser's persistence.
  await page.reload();
  await expect(logout).toBeVisible();

  // "Esci" signs out, and the session stays gone after a reload.
  await logout.click();
  await expect(logout).toHaveCount(0);
  await expect(page).toHaveURL(`${baseURL}/`);
  expect(await page.evaluate((k) => localStorage.getItem(k), AUTH_MARKER_KEY)).toBeNull();
  await page.reload();
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(logout).toHaveCount(0);
  await page.goto(ADMIN_PATH);
  await expect(form).toBeVisible();

  expect(remote).toEqual([]);
  expect(errors).toEqual([]);
});

test('an account without the owner claim is told it cannot edit the site, and is left signed out', async ({
  page,
  context,
  baseURL,
}) => {
  await context.addCookies([{ name: COOKIE_CONSENT_NAME, value: 'true', url: baseURL! }]);
  await page.goto(ADMIN_PATH);
  expect((await submit(page, MEMBER.password, MEMBER.email)).status()).toBe(200);
  await expect(page.getByRole('alert')).toHaveText(
    `L’account ${MEMBER.email} non può modificare questo sito: accedi con l’account del gestore.`,
  );
  await expect(page).toHaveURL(new RegExp(`${ADMIN_PATH}$`));
  await expect(page.getByRole('banner').getByRole('button', { name: 'Esci', exact: true })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Impostazioni' })).toHaveCount(0);
  expect(await page.evaluate((k) => localStorage.getItem(k), AUTH_MARKER_KEY)).toBeNull();
});

test('a forgotten password: the reset e-mail goes out, and the answer is the same for an unknown address', async ({
  page,
  context,
  baseURL,
}) => {
  await context.addCookies([{ name: COOKIE_CONSENT_NAME, value: 'true', url: baseURL! }]);
  await page.goto(`${ADMIN_PATH}?lng=de`);
  await page.getByRole('button', { name: 'Passwort vergessen?' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Neues Passwort' })).toBeVisible();
  const email = page.getByLabel('E-Mail', { exact: true });
  await email.fill('kein-gueltiger-name');
  await page.getByRole('button', { name: 'Link senden' }).click();
  await expect(page.getByRole('alert')).toHaveText('Geben Sie eine gültige E-Mail-Adresse ein, zum Beispiel name@beispiel.de.');
  const sent =
    'Wenn die Adresse zum Konto des Betreibers gehört, erhalten Sie in Kürze eine E-Mail mit einem Link, um ein neues Passwort zu wählen. Sehen Sie auch im Spam-Ordner nach.';
  for (const address of [OWNER.email, 'niemand@locanda.test']) {
    await email.fill(address);
    await page.getByRole('button', { name: 'Link senden' }).click();
    await expect(page.getByRole('status')).toHaveText(sent);
  }
  const codes = (await authEmulator(`/emulator/v1/projects/${PROJECT_ID}/oobCodes`)).oobCodes as {
    email: string;
    requestType: string;
  }[];
  const resets = codes.filter((c) => c.requestType === 'PASSWORD_RESET').map((c) => c.email);
  expect(resets).toContain(OWNER.email);
  expect(resets).not.toContain('niemand@locanda.test');
  await page.getByRole('button', { name: 'Zurück zur Anmeldung' }).click();
  await expect(page.getByRole('button', { name: 'Anmelden', exact: true })).toBeVisible();
});
