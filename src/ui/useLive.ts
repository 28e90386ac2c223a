import { useCallback, useEffect, useState } from 'react';
import type { LoadResult, LoadState } from './useLoad';

/** A feature api's live read: calls back with data or an error; returns the unsubscribe. */
export type Subscribe<T> = (onData: (data: T) => void, onError: (error: Error) => void) => () => void;

/**
 * Live data as a load: 'loading' until the first answer, then every change as it
 * comes; an error until the next data or `retry()`, which subscribes afresh.
 * `subscribe` is resubscribed when `key` changes.
 */
export function useLive<T>(subscribe: Subscribe<T>, key: string): LoadResult<T> {
  const [attempt, setAttempt] = useState(0);
  const runKey = `${key}#${attempt}`;
  const [state, setState] = useState<{ key: string; value: LoadState<T> }>({
    key: '',
    value: { status: 'loading' },
  });
  useEffect(
    () =>
      subscribe(
        (data) => setState({ key: runKey, value: { status: 'ready', data } }),
        (error) => {
          console.warn(`Live data failed (${key})`, error);
          setState({ key: runKey, value: { status: 'error', error } });
        },
      ),
    // `subscribe` is recreated every render; the key says when the subscription changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [runKey],
  );
  const retry = useCallback(() => setAttempt((a) => a + 1), []);
  const value: LoadState<T> = state.key === runKey ? state.value : { status: 'loading' };
  return { ...value, retry };
}
