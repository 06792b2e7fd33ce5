/**
 * One image upload as the owner sees it: validate, shrink, upload (main image
 * then its 800 px variant) with progress, pause, resume and cancel. A task
 * still running when the component goes away is canceled and its files removed.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { StorageFolder } from '../../content/constants';
import { baseName, checkImageFile, extensionFor } from '../../content/imageRules';
import { StorageError, type Backend, type UploadState, type UploadTask } from '../../backend/port';
import { useBackend } from '../../data/context';
import { recordFailure } from '../core/failures';
import { storeFiles, type ImageRef } from './images';
import { prepareImage } from './resizeImage';

/** `queued`: waiting for its turn to be decoded (two images at a time); `preparing`: being drawn again. */
export type UploadPhase = 'idle' | 'queued' | 'preparing' | UploadState;
const BUSY_PHASES: UploadPhase[] = ['queued', 'preparing', 'running', 'pausing', 'paused', 'canceling'];
export type UploadErrorKey = 'notImage' | 'heic' | 'tooBig' | 'uploadFailed' | 'uploadCanceled' | 'quota' | 'imageUnreadable';

/** An image the browser could not prepare (make smaller) before uploading it. */
class PreparationError extends Error {}

/**
 * What the owner is told about a failed upload. A full quota means the browser's own storage only on the
 * demo backend; on Firebase it is the project's Storage refusing the file, which the specification's
 * upload-failure text names. An image that could not be prepared (made smaller) never reached the store.
 */
function uploadErrorKey(e: unknown, backend: Backend['kind']): UploadErrorKey {
  if (!(e instanceof StorageError)) return e instanceof PreparationError ? 'imageUnreadable' : 'uploadFailed';
  if (e.code === 'canceled') return 'uploadCanceled';
  if (e.code === 'quota-exceeded' && backend === 'local') return 'quota';
  return 'uploadFailed';
}

export function useUpload() {
  const backend = useBackend();
  const [phase, setPhase] = useState<UploadPhase>('idle');
  const [percent, setPercent] = useState(0);
  const [error, setError] = useState<UploadErrorKey | null>(null);
  const task = useRef<UploadTask | null>(null);
  const alive = useRef(true);

  useEffect(() => {
    alive.current = true;
    return () => {
      alive.current = false;
      task.current?.cancel();
    };
  }, []);

  const start = useCallback(
    async (file: File, folder: StorageFolder): Promise<ImageRef | null> => {
      const problem = checkImageFile(file);
      setError(problem);
      if (problem) return null;
      setPhase('queued');
      setPercent(0);
      try {
        // Nothing half-uploaded stays behind, whatever fails (the preparation included).
        const urls = await storeFiles(backend.files, async (made) => {
          const prepared = await prepareImage(file, () => {
            // Its turn came after the owner went away: nothing is decoded for nobody.
            if (!alive.current) throw new StorageError('canceled');
            setPhase('preparing');
          }).catch((e: unknown) => {
            throw e instanceof StorageError ? e : new PreparationError(String(e));
          });
          const parts: [Blob, string][] = [[prepared.main, `${baseName(file.name)}.${extensionFor(prepared.main.type)}`]];
          if (prepared.small) parts.push([prepared.small, `${baseName(file.name)}-800.${extensionFor(prepared.small.type)}`]);
          const total = parts.reduce((n, [b]) => n + b.size, 0);
          let before = 0;
          const out: string[] = [];
          for (const [blob, name] of parts) {
            if (!alive.current) throw new StorageError('canceled');
            const t = backend.files.startUpload(folder, blob, name);
            task.current = t;
            const base = before;
            const stop = t.onProgress((p) => {
              setPhase(p.state);
              setPercent(Math.round(((base + p.bytesTransferred) / Math.max(1, total)) * 100));
            });
            // A finished task's late events must not overwrite the outcome shown below.
            const url = await t.done.finally(stop);
            made(url);
            out.push(url);
            before += blob.size;
          }
          return out;
        });
        setPhase('success');
        setPercent(100);
        return { url: urls[0], urlSmall: urls[1] ?? urls[0] };
      } catch (e) {
        const key = uploadErrorKey(e, backend.kind);
        if (key !== 'uploadCanceled') recordFailure('upload', e);
        setPhase(key === 'uploadCanceled' ? 'canceled' : 'error');
        setError(key);
        return null;
      } finally {
        task.current = null;
      }
    },
    [backend],
  );

  return {
    phase,
    percent,
    error,
    busy: BUSY_PHASES.includes(phase),
    start,
    pause: () => task.current?.pause() ?? false,
    resume: () => task.current?.resume() ?? false,
    cancel: () => task.current?.cancel() ?? false,
  };
}

export type Upload = ReturnType<typeof useUpload>;
