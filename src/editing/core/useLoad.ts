/**
 * A one-off read of the owner's tools (a history, the trash, an overview, whether a listing exists):
 * asked when `key` is first seen, asked again when `key` changes or on `reload`. An answer to a question
 * no longer asked (an older key, an earlier reload, a component gone) is dropped; a reload of the same
 * key keeps what was shown until its answer comes. A failed read is recorded (src/editing/core/failures.ts).
 * `key` null asks nothing.
 */
import { useCallback, useEffect, useEffectEvent, useRef, useState } from 'react';
import { recordFailure } from './failures';

export type Load<T> = { status: 'loading' } | { status: 'error' } | { status: 'ready'; data: T };

export function useLoad<T>(key: string | null, read: (key: string) => Promise<T>): Load<T> & { reload: () => void } {
  const [asked, setAsked] = useState(0);
  const [answer, setAnswer] = useState<{ key: string; load: Load<T> } | null>(null);
  const readNow = useEffectEvent(read);
  // The question in flight: an effect run again for the same one (StrictMode's) waits for it, asks nothing new.
  const asking = useRef<{ key: string; asked: number; answer: Promise<T> } | null>(null);

  useEffect(() => {
    if (key === null) return;
    let live = true;
    const prev = asking.current;
    const answer = prev && prev.key === key && prev.asked === asked ? prev.answer : readNow(key);
    asking.current = { key, asked, answer };
    answer.then(
      (data) => live && setAnswer({ key, load: { status: 'ready', data } }),
      (e: unknown) => {
        if (!live) return;
        recordFailure('load', e);
        setAnswer({ key, load: { status: 'error' } });
      },
    );
    return () => {
      live = false;
    };
  }, [key, asked]);

  const reload = useCallback(() => setAsked((n) => n + 1), []);
  const load: Load<T> = answer && answer.key === key ? answer.load : { status: 'loading' };
  return { ...load, reload };
}
