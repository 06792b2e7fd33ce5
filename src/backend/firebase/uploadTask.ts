/**
 * The port's UploadTask over a Storage SDK upload. Kept free of SDK imports
 * (the SDK arrives by dynamic import once the first upload starts), so the
 * state machine can be tested with a fake.
 *
 * The SDK reports 'running' while it is still pausing or canceling; the port
 * shows 'pausing' / 'canceling' from the call until the SDK confirms.
 */
import { StorageError, type UploadProgress, type UploadState, type UploadTask } from '../port';
import { toStorageError } from './storageErrors';

/** What the wrapper needs from one SDK upload. */
export interface SdkUpload {
  pause(): boolean;
  resume(): boolean;
  cancel(): boolean;
  observe(
    next: (s: { state: string; bytesTransferred: number }) => void,
    error: (e: unknown) => void,
    complete: () => void,
  ): () => void;
  /** The download URL, once the upload has succeeded. */
  url(): Promise<string>;
}

const TERMINAL: UploadState[] = ['success', 'canceled', 'error'];

/**
 * @param load resolves (after loading the SDK) to a function that starts the
 *   upload; it is not called when the task was canceled while loading.
 */
export function createUploadTask(totalBytes: number, load: () => Promise<() => SdkUpload>): UploadTask {
  const progress: UploadProgress = { state: 'running', bytesTransferred: 0, totalBytes };
  const listeners = new Set<(p: UploadProgress) => void>();
  let sdk: SdkUpload | null = null;
  let resolveDone!: (url: string) => void;
  let rejectDone!: (e: StorageError) => void;
  const done = new Promise<string>((res, rej) => {
    resolveDone = res;
    rejectDone = rej;
  });
  // The caller may never await a canceled task; avoid an unhandled rejection.
  done.catch(() => undefined);

  const terminal = () => TERMINAL.includes(progress.state);
  const set = (patch: Partial<UploadProgress>) => {
    const before = `${progress.state}/${progress.bytesTransferred}`;
    Object.assign(progress, patch);
    if (`${progress.state}/${progress.bytesTransferred}` === before) return;
    const snap = { ...progress };
    for (const l of listeners) l(snap);
  };
  const fail = (e: unknown) => {
    if (terminal()) return;
    const err = toStorageError(e);
    set({ state: err.code === 'canceled' ? 'canceled' : 'error' });
    rejectDone(err);
  };

  load().then((begin) => {
    if (progress.state === 'canceling') {
      fail(new StorageError('canceled', 'Upload canceled'));
      return;
    }
    const s = begin();
    sdk = s;
    if (progress.state === 'pausing') s.pause();
    s.observe(
      (snap) => {
        if (terminal()) return;
        let state = progress.state;
        if (snap.state === 'paused') state = progress.state === 'canceling' ? 'canceling' : 'paused';
        else if (snap.state === 'running' && progress.state !== 'pausing' && progress.state !== 'canceling') state = 'running';
        set({ state, bytesTransferred: snap.bytesTransferred });
      },
      fail,
      () => {
        s.url().then((url) => {
          if (terminal()) return;
          set({ state: 'success', bytesTransferred: totalBytes });
          resolveDone(url);
        }, fail);
      },
    );
  }, fail);

  return {
    get progress() {
      return { ...progress };
    },
    onProgress(cb) {
      listeners.add(cb);
      return () => void listeners.delete(cb);
    },
    pause() {
      if (progress.state !== 'running') return false;
      if (sdk && !sdk.pause()) return false;
      set({ state: 'pausing' });
      return true;
    },
    resume() {
      if (progress.state !== 'paused' || !sdk) return false;
      if (!sdk.resume()) return false;
      set({ state: 'running' });
      return true;
    },
    cancel() {
      const from = progress.state;
      if (from !== 'running' && from !== 'pausing' && from !== 'paused') return false;
      set({ state: 'canceling' });
      if (!sdk) return true; // the load callback sees 'canceling' and never starts the upload
      // The SDK cannot cancel a paused task; resuming first lets the cancel land before any bytes move.
      if (from === 'paused') sdk.resume();
      if (!sdk.cancel()) {
        set({ state: from });
        return false;
      }
      return true;
    },
    done,
  };
}
