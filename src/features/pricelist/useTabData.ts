import { useCallback, useEffect, useRef, useState } from 'react';
import type { LoadResult } from '../../ui/useLoad';
import { tabLoaders, type TabData } from './tab-loaders';
import type { TabKey } from './pricelist';

/**
 * Loads the shown tab only, once: loaded tabs stay in state for the page's
 * life, so switching back shows them at once and reads nothing. Ready (with
 * every tab loaded so far) once the shown tab is there. Nothing starts while
 * `enabled` is false (the page cannot see yet which tab the URL asks for).
 */
export function useTabData(tab: TabKey, enabled = true): LoadResult<Partial<TabData>> {
  const [loaded, setLoaded] = useState<Partial<TabData>>({});
  const [failed, setFailed] = useState<Partial<Record<TabKey, boolean>>>({});
  const pending = useRef(new Set<TabKey>());
  const has = loaded[tab] !== undefined;
  const hasFailed = failed[tab] === true;

  useEffect(() => {
    if (!enabled || has || hasFailed || pending.current.has(tab)) return;
    pending.current.add(tab);
    tabLoaders[tab]()
      .then(
        (data) => setLoaded((prev) => ({ ...prev, [tab]: data })),
        (error: unknown) => {
          console.warn(`Pricelist: loading the ${tab} tab failed`, error);
          setFailed((prev) => ({ ...prev, [tab]: true }));
        },
      )
      .finally(() => pending.current.delete(tab));
  }, [tab, has, hasFailed, enabled]);

  const retry = useCallback(() => setFailed((prev) => ({ ...prev, [tab]: false })), [tab]);
  if (has) return { status: 'ready', data: loaded, retry };
  if (hasFailed) return { status: 'error', error: new Error(`The ${tab} tab could not be loaded`), retry };
  return { status: 'loading', retry };
}
