/**
 * Where the Firebase emulators listen (firebase.json binds them to 127.0.0.1).
 * Used when VITE_USE_EMULATORS=true; tests may point elsewhere.
 */
export interface EmulatorHosts {
  /** host:port of each emulator. */
  auth: string;
  firestore: string;
  storage: string;
}

export const DEFAULT_EMULATOR_HOSTS: EmulatorHosts = {
  auth: '127.0.0.1:9099',
  firestore: '127.0.0.1:8080',
  storage: '127.0.0.1:9199',
};

export function splitHost(hostPort: string): { host: string; port: number } {
  const i = hostPort.lastIndexOf(':');
  return { host: hostPort.slice(0, i), port: Number(hostPort.slice(i + 1)) };
}

/**
 * Runs `connect` unless the instance is already running — which happens only
 * when a second backend reuses the same Firebase app (hot reload), and then
 * the instance was connected to the same emulator by the first one.
 */
export function connectOnce(connect: () => void): void {
  try {
    connect();
  } catch (e) {
    if (!/already been started|already started|can no longer be changed/i.test(String(e))) throw e;
  }
}
