/** Browser entry of the local demo backend: seed, session in localStorage, the file-serving worker. */
import type { AppConfig } from '../../config';
import { createLocalBackend, type LocalBackend } from './localBackend';
import { SEED_VERSION } from './seedVersion';

const SEEDED_KEY = 'locanda.seeded';

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
  // A browser that has not stored this seed yet will need it before the first page can show:
  // fetching it now, alongside the page's own code, saves a round trip on a first visit.
  const seedModule = storage?.getItem(SEEDED_KEY) === String(SEED_VERSION) ? null : import('./seed');
  const backend = createLocalBackend({
    seed: async () => {
      const m = await (seedModule ?? import('./seed'));
      const docs = m.seedDocuments();
      try {
        storage?.setItem(SEEDED_KEY, String(SEED_VERSION));
      } catch {
        // Only a hint: without it the next visit fetches the seed when needed.
      }
      return docs;
    },
    seedVersion: SEED_VERSION,
    owner: config.demoOwner,
    sessionStorage: storage,
    chunkDelayMs: 30,
  });
  // Exposed for the benchmark and the end-to-end tests, which count reads per page view.
  (window as unknown as { __locandaStats?: unknown }).__locandaStats = backend.stats;
  return backend;
}
