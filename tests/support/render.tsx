/**
 * Renders the real application (routes, providers, i18n) at a URL against a
 * local demo backend in fake IndexedDB. The backend is swapped only here.
 */
import 'fake-indexeddb/auto';
import { render, type RenderResult } from '@testing-library/react';
import { App } from '../../src/app/App';
import { readConfig } from '../../src/config';
import { createI18n } from '../../src/i18n';
import { createLocalBackend, type LocalBackend } from '../../src/backend/local/localBackend';
import { SEED_VERSION, seedDocuments } from '../../src/backend/local/seed';
import type { Backend, DocData } from '../../src/backend/port';
import { withFaults, type Faults } from './faults';

export const OWNER = { email: 'admin@locanda.test', password: 'locanda-demo' };
let n = 0;

export function makeBackend(seed: () => Record<string, DocData> = seedDocuments): LocalBackend {
  return createLocalBackend({ dbName: `test-${Date.now()}-${++n}`, seed, seedVersion: SEED_VERSION, owner: OWNER, chunkDelayMs: 1 });
}

export interface Rendered extends RenderResult {
  backend: Backend;
  local: LocalBackend;
  faults: Faults;
}

export async function renderApp(
  url = '/',
  opts: { lang?: string; signedIn?: boolean; seed?: () => Record<string, DocData>; setup?: (f: Faults) => void } = {},
): Promise<Rendered> {
  window.history.pushState({}, '', url);
  const local = makeBackend(opts.seed);
  const { backend, faults } = withFaults(local);
  opts.setup?.(faults);
  if (opts.signedIn) await local.auth.signIn(OWNER.email, OWNER.password);
  const i18n = await createI18n({ detect: false, lng: opts.lang ?? 'it' });
  const config = readConfig({});
  const result = render(<App backend={backend} config={config} i18n={i18n} />);
  return { ...result, backend, local, faults };
}
