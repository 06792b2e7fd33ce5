/** Browser entry of the local demo backend: seed, session in localStorage, the file-serving worker. */
import type { AppConfig } from '../../config';
import { createLocalBackend, type LocalBackend } from './localBackend';
import { SEED_VERSION } from './seedVersion';

export function createBrowserLocalBackend(config: AppConfig): LocalBackend {
  if ('serviceWorker' in navigator) {
    // The worker serves uploaded files from IndexedDB; the site works without it, minus those files.
    navigator.serviceWorker.register('/local-files-sw.js').catch(() => undefined);
  }
  let storage: Storage | undefined;
  try {
    storage = window.localStorage;
  } catch {
    storage = undefined;
  }
  const backend = createLocalBackend({
    seed: () => import('./seed').then((m) => m.seedDocuments()),
    seedVersion: SEED_VERSION,
    owner: config.demoOwner,
    sessionStorage: storage,
    chunkDelayMs: 30,
  });
  // Exposed for the benchmark and the end-to-end tests, which count reads per page view.
  (window as unknown as { __locandaStats?: unknown }).__locandaStats = backend.stats;
  return backend;
}
