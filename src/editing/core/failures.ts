/**
 * What failed in the owner's tools, kept where the owner (and whoever helps them) can find it: the last
 * FAILURES_KEPT failures of this browser, in its local storage, which the settings page lists; in
 * development the console has each one too. A visitor's browser never records anything here.
 */
export type FailureKind = 'save' | 'delete' | 'restore' | 'undo' | 'upload' | 'load' | 'reset';

export interface Failure {
  at: number;
  kind: FailureKind;
  /** The error's own words (a browser's or a backend's, often English). */
  message: string;
}

const KEY = 'locanda.failures';
const FAILURES_KEPT = 20;
const listeners = new Set<() => void>();

export function readFailures(): Failure[] {
  try {
    const list: unknown = JSON.parse(localStorage.getItem(KEY) ?? '[]');
    return Array.isArray(list) ? (list as Failure[]) : [];
  } catch {
    return [];
  }
}

export function recordFailure(kind: FailureKind, error: unknown): void {
  if (import.meta.env.DEV && import.meta.env.MODE !== 'test') console.error(`[locanda] ${kind} failed`, error);
  try {
    const message = (error instanceof Error ? `${error.name}: ${error.message}` : String(error)).slice(0, 300);
    const list = [{ at: Date.now(), kind, message }, ...readFailures()].slice(0, FAILURES_KEPT);
    localStorage.setItem(KEY, JSON.stringify(list));
  } catch {
    // Without storage the failure is still shown where it happened.
  }
  for (const l of [...listeners]) l();
}

export function clearFailures(): void {
  try {
    localStorage.removeItem(KEY);
  } catch {
    // Nothing kept, nothing to clear.
  }
  for (const l of [...listeners]) l();
}

/** Returns an unsubscribe. */
export function onFailures(listener: () => void): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}
