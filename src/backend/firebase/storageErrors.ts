/** Maps the Storage SDK's `storage/…` error codes onto the port's StorageError codes (SPEC §8). */
import { StorageError, type StorageErrorCode } from '../port';

const PORT_CODES: ReadonlySet<string> = new Set<StorageErrorCode>([
  'unknown',
  'object-not-found',
  'unauthenticated',
  'quota-exceeded',
  'unauthorized',
  'retry-limit-exceeded',
  'canceled',
]);

export function toStorageError(e: unknown): StorageError {
  if (e instanceof StorageError) return e;
  const raw =
    typeof e === 'object' && e !== null && typeof (e as { code?: unknown }).code === 'string' ? (e as { code: string }).code : '';
  const code = raw.replace(/^storage\//, '');
  const message = e instanceof Error ? e.message : String(e);
  return new StorageError(PORT_CODES.has(code) ? (code as StorageErrorCode) : 'unknown', message);
}
