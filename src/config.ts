/**
 * Configuration, read and checked once at start-up from the Vite environment.
 * Firebase is used when any VITE_FIREBASE_* value is present; otherwise the
 * embedded local demo backend runs. The browser build is checked when it is made
 * (vite.config.ts, `checkConfig`): its code carries the result, not the checks.
 */
export interface FirebaseConfig {
  apiKey: string;
  authDomain: string;
  projectId: string;
  storageBucket: string;
  messagingSenderId?: string;
  appId: string;
}

export interface AppConfig {
  backend: 'local' | 'firebase';
  firebase?: FirebaseConfig;
  useEmulators: boolean;
  adminPath: string;
  siteUrl: string;
  /** The demo's owner (shown on its login page); never in a Firebase build. */
  demoOwner?: { email: string; password: string };
  tokenSync?: { url: string; maxAgeSeconds: number };
}

export class ConfigError extends Error {
  constructor(public readonly problems: string[]) {
    super(`Invalid configuration: ${problems.join('; ')}`);
    this.name = 'ConfigError';
  }
}

type Env = Record<string, string | boolean | undefined>;

const FIREBASE_KEYS: [keyof FirebaseConfig, string, boolean][] = [
  ['apiKey', 'VITE_FIREBASE_API_KEY', true],
  ['authDomain', 'VITE_FIREBASE_AUTH_DOMAIN', true],
  ['projectId', 'VITE_FIREBASE_PROJECT_ID', true],
  ['storageBucket', 'VITE_FIREBASE_STORAGE_BUCKET', true],
  ['messagingSenderId', 'VITE_FIREBASE_MESSAGING_SENDER_ID', false],
  ['appId', 'VITE_FIREBASE_APP_ID', true],
];

export const DEFAULT_ADMIN_PATH = '/gestione-7f3c9e';
/** The demo owner's credentials unless VITE_DEMO_OWNER_EMAIL / _PASSWORD say otherwise. */
export const DEMO_OWNER = { email: 'admin@locanda.test', password: 'locanda-demo' };
const DEMO_OWNER_KEYS = ['VITE_DEMO_OWNER_EMAIL', 'VITE_DEMO_OWNER_PASSWORD'];

function str(env: Env, key: string): string {
  const v = env[key];
  return typeof v === 'string' ? v.trim() : '';
}

export function readConfig(env: Env): AppConfig {
  const problems: string[] = [];
  const anyFirebase = FIREBASE_KEYS.some(([, key]) => str(env, key) !== '');
  let firebase: FirebaseConfig | undefined;
  if (anyFirebase) {
    const out: Record<string, string> = {};
    for (const [field, key, required] of FIREBASE_KEYS) {
      const v = str(env, key);
      if (!v && required) problems.push(`${key} is missing`);
      else if (/\s/.test(v)) problems.push(`${key} contains spaces`);
      if (v) out[field] = v;
    }
    const pid = out.projectId;
    if (pid && !/^[a-z0-9-]{4,40}$/.test(pid)) problems.push('VITE_FIREBASE_PROJECT_ID is malformed');
    firebase = out as unknown as FirebaseConfig;
  }

  let adminPath = str(env, 'VITE_ADMIN_PATH') || DEFAULT_ADMIN_PATH;
  if (!adminPath.startsWith('/')) adminPath = `/${adminPath}`;
  if (!/^\/[A-Za-z0-9_-]{6,}$/.test(adminPath))
    problems.push('VITE_ADMIN_PATH must be one path segment of at least 6 letters, digits, - or _');

  const siteUrl = (str(env, 'VITE_SITE_URL') || 'http://localhost:5173').replace(/\/+$/, '');
  if (!/^https?:\/\/[^\s/]+/.test(siteUrl)) problems.push('VITE_SITE_URL must be an http(s) origin');

  const syncUrl = str(env, 'VITE_TOKEN_SYNC_URL');
  const maxAge = Number(str(env, 'VITE_TOKEN_SYNC_MAX_AGE_SECONDS') || 3600);
  if (syncUrl && !/^(https?:\/\/|\/)\S*$/.test(syncUrl)) problems.push('VITE_TOKEN_SYNC_URL is not a URL');

  if (problems.length) throw new ConfigError(problems);
  return {
    backend: firebase ? 'firebase' : 'local',
    firebase,
    useEmulators: str(env, 'VITE_USE_EMULATORS') === 'true',
    adminPath,
    siteUrl,
    ...(firebase
      ? {}
      : {
          demoOwner: {
            email: str(env, 'VITE_DEMO_OWNER_EMAIL') || DEMO_OWNER.email,
            password: str(env, 'VITE_DEMO_OWNER_PASSWORD') || DEMO_OWNER.password,
          },
        }),
    tokenSync: syncUrl ? { url: syncUrl, maxAgeSeconds: Number.isFinite(maxAge) ? maxAge : 3600 } : undefined,
  };
}

/** The demo owner's variables that are set but ignored, because the build is a Firebase one. */
export function ignoredDemoOwner(env: Env): string[] {
  const firebase = FIREBASE_KEYS.some(([, key]) => str(env, key) !== '');
  return firebase ? DEMO_OWNER_KEYS.filter((k) => str(env, k) !== '') : [];
}

/** The configuration, or what is wrong with it. */
export type CheckedConfig = { config: AppConfig } | { problems: string[] };

export function checkConfig(env: Env): CheckedConfig {
  try {
    return { config: readConfig(env) };
  } catch (e) {
    if (e instanceof ConfigError) return { problems: e.problems };
    throw e;
  }
}
