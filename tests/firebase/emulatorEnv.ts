/** Shared set-up of the emulator-backed Firebase tests. */
import { readConfig, type AppConfig } from '../../src/config';

export const PROJECT_ID = 'demo-locanda';
export const API_KEY = 'demo-api-key';

export const AUTH_HOST = process.env.FIREBASE_AUTH_EMULATOR_HOST;
export const FIRESTORE_HOST = process.env.FIRESTORE_EMULATOR_HOST;
export const STORAGE_HOST = process.env.FIREBASE_STORAGE_EMULATOR_HOST;

export function emulatorConfig(extra: Record<string, string> = {}): AppConfig {
  return readConfig({
    VITE_FIREBASE_API_KEY: API_KEY,
    VITE_FIREBASE_AUTH_DOMAIN: `${PROJECT_ID}.firebaseapp.com`,
    VITE_FIREBASE_PROJECT_ID: PROJECT_ID,
    VITE_FIREBASE_STORAGE_BUCKET: `${PROJECT_ID}.appspot.com`,
    VITE_FIREBASE_APP_ID: '1:000000000000:web:0000000000000000',
    VITE_USE_EMULATORS: 'true',
    ...extra,
  });
}

async function authRest(path: string, init: RequestInit & { admin?: boolean } = {}): Promise<Record<string, unknown>> {
  if (!AUTH_HOST) throw new Error('FIREBASE_AUTH_EMULATOR_HOST is not set');
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  // The emulator accepts "Bearer owner" as an administrator's credential.
  if (init.admin) headers.Authorization = 'Bearer owner';
  const res = await fetch(`http://${AUTH_HOST}${path}`, { ...init, headers });
  const body = (await res.json().catch(() => ({}))) as Record<string, unknown>;
  if (!res.ok) throw new Error(`Auth emulator ${path}: HTTP ${res.status} ${JSON.stringify(body)}`);
  return body;
}

/** Creates an e-mail/password account in the Auth emulator; returns its uid. */
export async function createUser(email: string, password: string): Promise<string> {
  const r = await authRest(`/identitytoolkit.googleapis.com/v1/accounts:signUp?key=${API_KEY}`, {
    method: 'POST',
    body: JSON.stringify({ email, password, returnSecureToken: true }),
  });
  return r.localId as string;
}

export async function setClaims(uid: string, claims: Record<string, unknown>): Promise<void> {
  await authRest(`/identitytoolkit.googleapis.com/v1/projects/${PROJECT_ID}/accounts:update`, {
    method: 'POST',
    admin: true,
    body: JSON.stringify({ localId: uid, customAttributes: JSON.stringify(claims) }),
  });
}

export async function disableUser(uid: string): Promise<void> {
  await authRest(`/identitytoolkit.googleapis.com/v1/projects/${PROJECT_ID}/accounts:update`, {
    method: 'POST',
    admin: true,
    body: JSON.stringify({ localId: uid, disableUser: true }),
  });
}

/** The e-mails the Auth emulator would have sent (password resets and the like). */
export async function sentEmails(): Promise<{ email: string; requestType: string; oobLink: string }[]> {
  const r = await authRest(`/emulator/v1/projects/${PROJECT_ID}/oobCodes`);
  return (r.oobCodes ?? []) as { email: string; requestType: string; oobLink: string }[];
}

export async function clearAccounts(): Promise<void> {
  await authRest(`/emulator/v1/projects/${PROJECT_ID}/accounts`, { method: 'DELETE' });
}

/** A Storage-like map for the "has signed in before" marker. */
export function memoryStorage(): Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> & { map: Map<string, string> } {
  const map = new Map<string, string>();
  return {
    map,
    getItem: (k) => map.get(k) ?? null,
    setItem: (k, v) => void map.set(k, v),
    removeItem: (k) => void map.delete(k),
  };
}

export function until<T>(fn: () => T | undefined | false, ms = 5000): Promise<T> {
  const start = Date.now();
  return new Promise((resolve, reject) => {
    const tick = () => {
      const v = fn();
      if (v !== undefined && v !== false) return resolve(v);
      if (Date.now() - start > ms) return reject(new Error('timed out waiting'));
      setTimeout(tick, 10);
    };
    tick();
  });
}
