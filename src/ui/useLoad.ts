import { useCallback, useEffect, useMemo, useState } from 'react';

export type LoadState<T> =
  { status: 'loading' } | { status: 'error'; error: Error } | { status: 'ready'; data: T };

/** A load and the way to try it again ('Coba lagi'). */
export type LoadResult<T> = LoadState<T> & { retry: () => void };

/**
 * Runs `load` when `key` changes and on `retry()`. The result of an older
 * run never overwrites a newer one. `stale` (e.g. data baked into the page at
 * build time) is shown as ready while the load runs; its result replaces it.
 */
export function useLoad<T>(load: () => Promise<T>, key: string, stale?: T): LoadResult<T> {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<{ key: string; value: LoadState<T> }>({
    key: '',
    value: { status: 'loading' },
  });
  const runKey = `${key}#${attempt}`;

  useEffect(() => {
    let live = true;
    load().then(
      (data) => live && setState({ key: runKey, value: { status: 'ready', data } }),
      (error: unknown) => {
        if (!live) return;
        console.warn(`Load failed (${key})`, error);
        setState({
          key: runKey,
          value: { status: 'error', error: error instanceof Error ? error : new Error(String(error)) },
        });
      },
    );
    return () => {
      live = false;
    };
    // `load` is recreated every render; the key says when the request changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [runKey]);

  const retry = useCallback(() => setAttempt((a) => a + 1), []);
  // The same object until the load's state changes, so a view given it (memo) can skip
  // drawing again when something else on its page changed.
  return useMemo(() => {
    // Derived: while the current key has no result yet, we are loading.
    const value: LoadState<T> =
      state.key === runKey
        ? state.value
        : stale !== undefined
          ? { status: 'ready', data: stale }
          : { status: 'loading' };
    return { ...value, retry };
  }, [state, runKey, stale, retry]);
}
