/** Browser entry of the local demo backend: the demo content, session in localStorage, the file-serving worker. */
import { DEMO_OWNER, type AppConfig } from '../../config';
import { createLocalBackend, type LocalBackend } from './localBackend';
import type { DocData } from '../port';
import demoUrl from '../../content/demo.json?url';
import { parseBackupText } from '../../content/backup';
import { datedDemoDocuments } from '../../content/availability';
import { LOCAL_EDITS_KEY } from '../../content/constants';

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
  const remember = (on: boolean) => {
    try {
      if (on) storage?.setItem(LOCAL_EDITS_KEY, '1');
      else storage?.removeItem(LOCAL_EDITS_KEY);
    } catch {
      // Without storage every page is the saved one first, then this browser's.
    }
  };
  const backend = createLocalBackend({
    // The demo content (a backup, src/content/demo.json) is fetched only when this browser's database is
    // first opened: a visitor of saved pages reads what was published with them, and never needs it.
    seed: async () => {
      const res = await fetch(demoUrl);
      if (!res.ok) throw new Error(`The demo content did not load (HTTP ${res.status})`);
      return datedDemoDocuments(parseBackupText(await res.text()).documents as Record<string, DocData>, Date.now());
    },
    owner: config.demoOwner ?? DEMO_OWNER,
    sessionStorage: storage,
    chunkDelayMs: 30,
    edits: { changed: () => remember(true), reset: () => remember(false) },
  });
  // Exposed for the benchmark and the end-to-end tests, which count reads per page view.
  (window as unknown as { __locandaStats?: unknown }).__locandaStats = backend.stats;
  return backend;
}
