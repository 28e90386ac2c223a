import { useCallback, useEffect, useState, type ComponentType } from 'react';
import { afterLoadWhenIdle } from '../lib/idle';

type Loader<P> = () => Promise<{ default: ComponentType<P> }>;

export interface LazyComponent<P> {
  /** The component once its chunk has arrived, else null. */
  Component: ComponentType<P> | null;
  /** The last attempt failed (offline, a deploy replaced the chunk…). */
  failed: boolean;
  /** Try (again) now, e.g. when the visitor clicks. */
  request: () => void;
}

/**
 * A component in its own chunk (a modal, say), fetched when `wanted` turns true,
 * on `request()`, or — with `prefetch` — when the browser is idle after the page
 * has loaded. Unlike React.lazy a failed fetch does not throw to the route's error
 * boundary: the caller sees `failed` and can say so and offer to try again.
 * `load` must be stable (declare it at module level).
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
    return afterLoadWhenIdle(() => setAsks((n) => n + 1), { settleMs: 1500 });
  }, [prefetch, loaded]);

  useEffect(() => {
    if (loaded || (!wanted && asks === 0)) return;
    let live = true;
    load().then(
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
