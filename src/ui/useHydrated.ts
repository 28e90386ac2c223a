import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False while React hydrates HTML rendered at build time (and in that render
 * itself), true from the next render on, and always true in a page the browser
 * draws itself. What only the browser knows (the URL's query, storage) waits for
 * it, so the first render matches the HTML it takes over.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
