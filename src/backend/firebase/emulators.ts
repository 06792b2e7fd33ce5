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
