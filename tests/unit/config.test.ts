// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { checkConfig, ConfigError, DEFAULT_ADMIN_PATH, ignoredDemoOwner, readConfig } from '../../src/config';

const FULL = {
  VITE_FIREBASE_API_KEY: 'AIzaTestKey',
  VITE_FIREBASE_AUTH_DOMAIN: 'locanda-test.firebaseapp.com',
  VITE_FIREBASE_PROJECT_ID: 'locanda-test',
  VITE_FIREBASE_STORAGE_BUCKET: 'locanda-test.appspot.com',
  VITE_FIREBASE_APP_ID: '1:123:web:abc',
};

function problemsOf(env: Record<string, string>): string[] {
  try {
    readConfig(env);
  } catch (e) {
    expect(e).toBeInstanceOf(ConfigError);
    return (e as ConfigError).problems;
  }
  throw new Error('expected a ConfigError');
}

describe('readConfig', () => {
  it('runs the local demo backend when nothing is configured', () => {
    const c = readConfig({});
    expect(c.backend).toBe('local');
    expect(c.firebase).toBeUndefined();
    expect(c.adminPath).toBe(DEFAULT_ADMIN_PATH);
    expect(c.useEmulators).toBe(false);
    expect(c.siteUrl).toBe('http://localhost:5173');
    expect(c.tokenSync).toBeUndefined();
  });

  it('treats blank Firebase variables as absent', () => {
    expect(readConfig({ VITE_FIREBASE_API_KEY: '   ' }).backend).toBe('local');
  });

  it('uses Firebase when the configuration is complete (sender id optional)', () => {
    const c = readConfig({ ...FULL, VITE_USE_EMULATORS: 'true' });
    expect(c.backend).toBe('firebase');
    expect(c.firebase).toEqual({
      apiKey: 'AIzaTestKey',
      authDomain: 'locanda-test.firebaseapp.com',
      projectId: 'locanda-test',
      storageBucket: 'locanda-test.appspot.com',
      appId: '1:123:web:abc',
    });
    expect(c.useEmulators).toBe(true);
  });

  it('lists each missing variable of a partial Firebase configuration', () => {
    const problems = problemsOf({ VITE_FIREBASE_API_KEY: 'AIzaTestKey', VITE_FIREBASE_PROJECT_ID: 'locanda-test' });
    expect(problems).toEqual([
      'VITE_FIREBASE_AUTH_DOMAIN is missing',
      'VITE_FIREBASE_STORAGE_BUCKET is missing',
      'VITE_FIREBASE_APP_ID is missing',
    ]);
  });

  it('reports a malformed project id', () => {
    expect(problemsOf({ ...FULL, VITE_FIREBASE_PROJECT_ID: 'Locanda_Test!' })).toEqual(['VITE_FIREBASE_PROJECT_ID is malformed']);
  });

  it('accepts an admin path with or without its slash', () => {
    expect(readConfig({ VITE_ADMIN_PATH: 'gestione-abc123' }).adminPath).toBe('/gestione-abc123');
    expect(readConfig({ VITE_ADMIN_PATH: '/gestione-abc123' }).adminPath).toBe('/gestione-abc123');
  });

  it.each(['/abc', '/gestione/abc123', '/gestione abc', '/../../etc', '/<script>x'])(
    'rejects the malformed admin path %s',
    (path) => {
      expect(problemsOf({ VITE_ADMIN_PATH: path })).toEqual([
        'VITE_ADMIN_PATH must be one path segment of at least 6 letters, digits, - or _',
      ]);
    },
  );

  it('lists every problem at once', () => {
    const problems = problemsOf({
      VITE_FIREBASE_APP_ID: 'x',
      VITE_ADMIN_PATH: 'a',
      VITE_SITE_URL: 'ftp://x',
      VITE_TOKEN_SYNC_URL: 'not a url',
    });
    expect(problems).toHaveLength(4 + 3);
    expect(problems).toContain('VITE_SITE_URL must be an http(s) origin');
    expect(problems).toContain('VITE_TOKEN_SYNC_URL is not a URL');
  });

  it('reads the site URL without a trailing slash and the token sync settings', () => {
    const c = readConfig({
      VITE_SITE_URL: 'https://locanda.example/',
      VITE_TOKEN_SYNC_URL: '/api/session',
      VITE_TOKEN_SYNC_MAX_AGE_SECONDS: '600',
    });
    expect(c.siteUrl).toBe('https://locanda.example');
    expect(c.tokenSync).toEqual({ url: '/api/session', maxAgeSeconds: 600 });
  });
});

describe('the demo owner', () => {
  const DEMO = { VITE_DEMO_OWNER_EMAIL: 'proprietaria@esempio.it', VITE_DEMO_OWNER_PASSWORD: 'segreta-123' };

  it('signs in to the demo with the set credentials, or the default ones', () => {
    expect(readConfig(DEMO).demoOwner).toEqual({ email: 'proprietaria@esempio.it', password: 'segreta-123' });
    expect(readConfig({}).demoOwner).toEqual({ email: 'admin@locanda.test', password: 'locanda-demo' });
    expect(ignoredDemoOwner(DEMO)).toEqual([]);
  });

  it('is in no Firebase build, not even when its variables are set, which the build is told', () => {
    const checked = JSON.stringify(checkConfig({ ...FULL, ...DEMO }));
    expect(checked).not.toMatch(/proprietaria|segreta|admin@locanda\.test|locanda-demo/);
    expect(readConfig({ ...FULL, ...DEMO }).demoOwner).toBeUndefined();
    expect(ignoredDemoOwner({ ...FULL, ...DEMO })).toEqual(['VITE_DEMO_OWNER_EMAIL', 'VITE_DEMO_OWNER_PASSWORD']);
    expect(ignoredDemoOwner(FULL)).toEqual([]);
  });
});

describe('checkConfig (what the browser build carries)', () => {
  it('gives the configuration as readConfig reads it, as plain data', () => {
    const checked = checkConfig({ ...FULL, VITE_SITE_URL: 'https://locanda.example/' });
    expect(checked).toEqual({ config: readConfig({ ...FULL, VITE_SITE_URL: 'https://locanda.example/' }) });
    expect(JSON.parse(JSON.stringify(checked))).toEqual(checked);
  });

  it('gives what is wrong instead of throwing', () => {
    expect(checkConfig({ ...FULL, VITE_FIREBASE_APP_ID: '' })).toEqual({ problems: ['VITE_FIREBASE_APP_ID is missing'] });
  });
});
