/**
 * The Firebase build (placeholder config of project demo-locanda, VITE_USE_EMULATORS=true) signs the owner
 * in and out against the Auth emulator. Firestore is not emulated in this run, so the pages' content reads
 * fail (their loading/error states show): only the shell and the authentication are checked.
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

async function authEmulator(path: string, init: RequestInit): Promise<void> {
  let res: globalThis.Response;
  try {
    res = await fetch(`${AUTH_EMULATOR}${path}`, { ...init, headers: { 'Content-Type': 'application/json' } });
  } catch (e) {
    throw new Error(`The Auth emulator is not reachable at ${AUTH_EMULATOR}: run \`npm run test:auth-emulator\` (${String(e)})`);
  }
  if (!res.ok) throw new Error(`Auth emulator ${path}: HTTP ${res.status} ${await res.text()}`);
}

test.beforeAll(async () => {
  await authEmulator(`/emulator/v1/projects/${PROJECT_ID}/accounts`, { method: 'DELETE' });
  await authEmulator(`/identitytoolkit.googleapis.com/v1/accounts:signUp?key=${API_KEY}`, {
    method: 'POST',
    body: JSON.stringify({ ...OWNER, returnSecureToken: true }),
  });
});

const isSignIn = (r: Response) =>
  r.url().startsWith(`${AUTH_EMULATOR}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword`) &&
  r.request().method() === 'POST';

async function submit(page: Page, password: string): Promise<Response> {
  await page.getByLabel('E-mail', { exact: true }).fill(OWNER.email);
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
  // No request may reach a real Firebase service: Auth goes to the emulator, Firestore to 127.0.0.1:8080 (where
  // nothing listens here). The full Firestore SDK's WebChannel, failing to connect, pings
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
