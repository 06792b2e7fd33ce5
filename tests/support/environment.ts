/**
 * What jsdom lacks and a browser always has, stubbed for the environment only
 * (never for the code under test). Undo with `vi.unstubAllGlobals()`.
 */
import { vi } from 'vitest';

/** A device: a phone has a coarse pointer and a narrow screen; a desktop neither. */
export function stubDevice(device: 'phone' | 'desktop'): void {
  const coarse = device === 'phone';
  vi.stubGlobal('innerWidth', coarse ? 390 : 1280);
  vi.stubGlobal('matchMedia', (query: string): MediaQueryList => {
    const matches = query.includes('pointer: coarse') ? coarse : query.includes('pointer: fine') ? !coarse : false;
    return {
      matches,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    };
  });
}

/** A tiny but real PNG (1×1 px), as the owner would pick it. */
const PNG_1PX = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg=='),
  (c) => c.charCodeAt(0),
);

export function pngFile(name = 'foto.png', sizeBytes?: number): File {
  if (sizeBytes === undefined) return new File([PNG_1PX], name, { type: 'image/png' });
  const bytes = new Uint8Array(sizeBytes);
  bytes.set(PNG_1PX.subarray(0, Math.min(sizeBytes, PNG_1PX.length)));
  return new File([bytes], name, { type: 'image/png' });
}
