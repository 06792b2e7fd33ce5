/**
 * Picks the adapter once at start-up. `__BACKEND__` is fixed at build time,
 * so the other adapter never reaches the visitor's bundle.
 */
import type { AppConfig } from '../config';
import type { Backend } from './port';

declare const __BACKEND__: 'local' | 'firebase';

export async function createBackend(config: AppConfig): Promise<Backend> {
  if (__BACKEND__ === 'firebase') {
    const { createFirebaseBackend } = await import('./firebase');
    return createFirebaseBackend(config);
  }
  const { createBrowserLocalBackend } = await import('./local');
  return createBrowserLocalBackend(config);
}
