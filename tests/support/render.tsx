/**
 * Renders the real application (routes, providers, i18n) at a URL against a
 * local demo backend in fake IndexedDB. The backend is swapped only here.
 * Everything renders under StrictMode, as src/main.tsx renders the site.
 */
import 'fake-indexeddb/auto';
import { StrictMode, type ReactNode } from 'react';
import { configure, render, screen, type RenderResult } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { LanguageProvider } from '../../src/i18n/react';
import type { i18n as I18n } from 'i18next';
import { openDB } from 'idb';
import { vi } from 'vitest';
import { App } from '../../src/app/App';
import { AppProviders } from '../../src/data/context';
import { readConfig } from '../../src/config';
import { createI18n } from '../../src/i18n';
import { createLocalBackend, type LocalBackend } from '../../src/backend/local/localBackend';
import { demoDocuments } from '../../scripts/demo';
import type { Backend, DocData } from '../../src/backend/port';
import { withFaults, type Faults } from './faults';

// Lazy routes are compiled on first use; on a busy two-core machine that can outlast the 1 s default,
// and a whole-app test with typing can outlast vitest's 5 s.
configure({ asyncUtilTimeout: 8000 });
vi.setConfig({ testTimeout: 30_000 });

export const OWNER = { email: 'admin@locanda.test', password: 'locanda-demo' };
let n = 0;
/** The visitor strings of every language, as the build's language chunks. */
const localeFiles = import.meta.glob<Record<string, never>>('../../src/i18n/locales/*.json', { import: 'default' });
const dbNames = new WeakMap<LocalBackend, string>();

export function makeBackend(
  seed: () => Record<string, DocData> = demoDocuments,
  opts: { chunkDelayMs?: number } = {},
): LocalBackend {
  const dbName = `test-${Date.now()}-${++n}`;
  const local = createLocalBackend({
    dbName,
    seed,
    owner: OWNER,
    chunkDelayMs: opts.chunkDelayMs ?? 1,
  });
  dbNames.set(local, dbName);
  return local;
}

/** The keys (`folder/timestamp_name`) of every file the local backend holds. */
export async function storedFiles(local: LocalBackend): Promise<string[]> {
  const name = dbNames.get(local);
  if (!name) throw new Error('storedFiles: not a backend made by makeBackend');
  // Opening a database that does not exist yet would create an empty one under the backend's feet.
  if (!(await indexedDB.databases()).some((d) => d.name === name)) return [];
  const db = await openDB(name);
  try {
    return (await db.getAllKeys('files')).map(String);
  } finally {
    db.close();
  }
}

/** The demo seed without the documents under the given collections (e.g. 'rooms'). */
export function seedWithout(...collections: string[]): () => Record<string, DocData> {
  return () => Object.fromEntries(Object.entries(demoDocuments()).filter(([path]) => !collections.includes(path.split('/')[0])));
}

/** The demo seed with some documents replaced (or, with null, removed). */
export function seedWith(changes: Record<string, DocData | null>): () => Record<string, DocData> {
  return () => {
    const docs = demoDocuments();
    for (const [path, data] of Object.entries(changes)) {
      if (data === null) delete docs[path];
      else docs[path] = data;
    }
    return docs;
  };
}

export interface Rendered extends RenderResult {
  backend: Backend;
  local: LocalBackend;
  faults: Faults;
  i18n: I18n;
  /** Languages whose strings cannot be fetched right now, as on a flaky network (add or remove at will). */
  unreachableLanguages: Set<string>;
}

export interface RenderOptions {
  lang?: string;
  signedIn?: boolean;
  seed?: () => Record<string, DocData>;
  setup?: (f: Faults) => void;
  /** Pause between 256 KB upload chunks (default 1 ms); larger values leave time to pause or cancel. */
  chunkDelayMs?: number;
  /** The adapter the app is told it runs on (the local backend underneath either way), for what differs by backend. */
  kind?: Backend['kind'];
}

async function prepare(opts: RenderOptions) {
  const local = makeBackend(opts.seed, { chunkDelayMs: opts.chunkDelayMs });
  const wrapped = withFaults(local);
  const faults = wrapped.faults;
  const backend: Backend = opts.kind ? { ...wrapped.backend, kind: opts.kind } : wrapped.backend;
  opts.setup?.(faults);
  if (opts.signedIn) await local.auth.signIn(OWNER.email, OWNER.password);
  const unreachableLanguages = new Set<string>();
  const i18n = await createI18n({
    detect: false,
    lng: opts.lang ?? 'it',
    fetch: (lng) => {
      if (unreachableLanguages.has(lng)) return Promise.reject(new Error(`offline: ${lng}`));
      return localeFiles[`../../src/i18n/locales/${lng}.json`]?.() ?? Promise.resolve({});
    },
  });
  const config = readConfig({});
  return { local, backend, faults, i18n, config, unreachableLanguages };
}

export async function renderApp(url = '/', opts: RenderOptions = {}): Promise<Rendered> {
  window.history.pushState({}, '', url);
  const { local, backend, faults, i18n, config, unreachableLanguages } = await prepare(opts);
  const result = render(
    <StrictMode>
      <App backend={backend} config={config} i18n={i18n} />
    </StrictMode>,
  );
  return { ...result, backend, local, faults, i18n, unreachableLanguages };
}

export interface Providers {
  backend: Backend;
  local: LocalBackend;
  faults: Faults;
  i18n: I18n;
  unreachableLanguages: Set<string>;
  /** The application's real providers (i18n, backend, config, auth) and a router at `url`. */
  wrapper: (props: { children: ReactNode }) => ReactNode;
}

/** The real providers around a piece of the app, for renderHook or a single component. */
export async function providers(opts: RenderOptions & { url?: string } = {}): Promise<Providers> {
  const { local, backend, faults, i18n, config, unreachableLanguages } = await prepare(opts);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <StrictMode>
      <LanguageProvider i18n={i18n}>
        <AppProviders backend={backend} config={config}>
          <MemoryRouter initialEntries={[opts.url ?? '/']}>{children}</MemoryRouter>
        </AppProviders>
      </LanguageProvider>
    </StrictMode>
  );
  return { backend, local, faults, i18n, unreachableLanguages, wrapper };
}

export async function renderWithProviders(ui: ReactNode, opts: RenderOptions & { url?: string } = {}): Promise<Rendered> {
  const p = await providers(opts);
  const result = render(ui, { wrapper: p.wrapper });
  return {
    ...result,
    backend: p.backend,
    local: p.local,
    faults: p.faults,
    i18n: p.i18n,
    unreachableLanguages: p.unreachableLanguages,
  };
}

/** The app shows nothing until the first auth state is known; this waits for its header. */
export async function appReady(): Promise<void> {
  await screen.findByRole('banner');
}
