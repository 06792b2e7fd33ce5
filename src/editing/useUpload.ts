/**
 * One image upload as the owner sees it: validate, shrink, upload (main image
 * then its 800 px variant) with progress, pause, resume and cancel. A task
 * still running when the component goes away is canceled and its files removed.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { StorageFolder } from '../content/constants';
import { baseName, checkImageFile, extensionFor } from '../content/imageRules';
import { StorageError, type Backend, type StorageErrorCode, type UploadState, type UploadTask } from '../backend/port';
import { useBackend } from '../data/context';
import { prepareImage } from './resizeImage';

export type UploadPhase = 'idle' | 'preparing' | UploadState;
export type UploadErrorKey = 'notImage' | 'tooBig' | 'uploadFailed' | 'uploadCanceled' | 'quota';

export interface UploadedImage {
  url: string;
  /**
   * The 800 px variant; the image's own address when it needed none (small, SVG, GIF). An upload always
   * has one, and that is how its files are told from an address the owner typed (src/editing/images.ts).
   */
  urlSmall?: string;
}

/**
 * What the owner is told about a failed upload. A full quota means the browser's own storage only on the
 * demo backend; on Firebase it is the project's Storage refusing the file, which the specification's
 * upload-failure text names.
 */
function uploadErrorKey(code: StorageErrorCode | 'unknown', backend: Backend['kind']): UploadErrorKey {
  if (code === 'canceled') return 'uploadCanceled';
  if (code === 'quota-exceeded' && backend === 'local') return 'quota';
  return 'uploadFailed';
}

export function useUpload() {
  const backend = useBackend();
  const [phase, setPhase] = useState<UploadPhase>('idle');
  const [percent, setPercent] = useState(0);
  const [error, setError] = useState<UploadErrorKey | null>(null);
  const task = useRef<UploadTask | null>(null);
  const alive = useRef(true);
  const uploaded = useRef<string[]>([]);

  useEffect(() => {
    alive.current = true;
    return () => {
      alive.current = false;
      task.current?.cancel();
    };
  }, []);

  const set = <T>(fn: (v: T) => void, v: T) => alive.current && fn(v);

  const start = useCallback(
    async (file: File, folder: StorageFolder): Promise<UploadedImage | null> => {
      const problem = checkImageFile(file);
      setError(problem);
      if (problem) return null;
      setPhase('preparing');
      setPercent(0);
      uploaded.current = [];
      const prepared = await prepareImage(file);
      const parts: [Blob, string][] = [[prepared.main, `${baseName(file.name)}.${extensionFor(prepared.main.type)}`]];
      if (prepared.small) parts.push([prepared.small, `${baseName(file.name)}-800.${extensionFor(prepared.small.type)}`]);
      const total = parts.reduce((n, [b]) => n + b.size, 0);
      let before = 0;
      try {
        const urls: string[] = [];
        for (const [blob, name] of parts) {
          if (!alive.current) throw new StorageError('canceled');
          const t = backend.files.startUpload(folder, blob, name);
          task.current = t;
          const base = before;
          const stop = t.onProgress((p) => {
            set(setPhase, p.state);
            set(setPercent, Math.round(((base + p.bytesTransferred) / Math.max(1, total)) * 100));
          });
          // A finished task's late events must not overwrite the outcome shown below.
          const url = await t.done.finally(stop);
          uploaded.current.push(url);
          urls.push(url);
          before += blob.size;
        }
        task.current = null;
        set(setPhase, 'success');
        set(setPercent, 100);
        return { url: urls[0], urlSmall: urls[1] ?? urls[0] };
      } catch (e) {
        task.current = null;
        // Nothing half-uploaded stays behind.
        await Promise.all(uploaded.current.map((u) => backend.files.removeIfOwned(u).catch(() => false)));
        uploaded.current = [];
        const code = e instanceof StorageError ? e.code : 'unknown';
        set(setPhase, code === 'canceled' ? 'canceled' : 'error');
        set(setError, uploadErrorKey(code, backend.kind));
        return null;
      }
    },
    [backend],
  );

  const reset = useCallback(() => {
    setPhase('idle');
    setPercent(0);
    setError(null);
  }, []);

  return {
    phase,
    percent,
    error,
    busy: phase === 'preparing' || phase === 'running' || phase === 'pausing' || phase === 'paused' || phase === 'canceling',
    start,
    pause: () => task.current?.pause() ?? false,
    resume: () => task.current?.resume() ?? false,
    cancel: () => task.current?.cancel() ?? false,
    reset,
  };
}

export type Upload = ReturnType<typeof useUpload>;
