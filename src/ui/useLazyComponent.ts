import { useCallback, useEffect, useState, type ComponentType } from 'react';
import { afterLoadWhenIdle } from '../lib/idle';

type Loader<P> = () => Promise<{ default: ComponentType<P> }>;

export interface LazyComponent<P> {
  /** The component once wanted (or requested) and its chunk has arrived, else null. */
  Component: ComponentType<P> | null;
  /** The last attempt failed (offline, a deploy replaced the chunk…). */
  failed: boolean;
  /** Try (again) now, e.g. when the visitor clicks. */
  request: () => void;
}

/** Each loader's chunk once asked for: a want after the fetch ahead (`prefetch`) takes that fetch over. */
const chunks = new WeakMap<object, Promise<unknown>>();

function fetchChunk<P>(load: Loader<P>): ReturnType<Loader<P>> {
  let chunk = chunks.get(load) as ReturnType<Loader<P>> | undefined;
  if (!chunk) {
    chunk = load();
    chunks.set(load, chunk);
    // A failed fetch is not kept: the next want tries again.
    chunk.catch(() => chunks.delete(load));
  }
  return chunk;
}

/**
 * A component in its own chunk (a modal, say), fetched when `wanted` turns true or on
 * `request()`, and then drawn. With `prefetch` its code is fetched ahead once the page
 * has loaded and the browser is idle, but drawn only when wanted: the page does not
 * draw again for it while it loads. Unlike React.lazy a failed fetch does not throw to
 * the route's error boundary: the caller sees `failed` and can say so and offer to try
 * again. `load` must be stable (declare it at module level).
 */
export function useLazyComponent<P>(
  load: Loader<P>,
  { wanted = false, prefetch = false }: { wanted?: boolean; prefetch?: boolean } = {},
): LazyComponent<P> {
  const [loaded, setLoaded] = useState<{ Component: ComponentType<P> } | null>(null);
  const [failed, setFailed] = useState(false);
  const [asks, setAsks] = useState(0);

  useEffect(() => {
    if (!prefetch || loaded) return;
    return afterLoadWhenIdle(() => fetchChunk(load).catch(() => {}), { settleMs: 1500 });
  }, [load, prefetch, loaded]);

  useEffect(() => {
    if (loaded || (!wanted && asks === 0)) return;
    let live = true;
    fetchChunk(load).then(
      (module) => live && setLoaded({ Component: module.default }),
      (error: unknown) => {
        if (!live) return;
        console.warn('A part of the page could not be loaded', error);
        setFailed(true);
      },
    );
    return () => {
      live = false;
    };
  }, [load, wanted, asks, loaded]);

  const request = useCallback(() => {
    if (loaded) return;
    setFailed(false);
    setAsks((n) => n + 1);
  }, [loaded]);

  return { Component: loaded?.Component ?? null, failed, request };
}
