import { useCallback, useEffect, useRef, useState } from 'react';
import { tabLoaders, type TabData } from './tab-loaders';
import type { TabKey } from './pricelist';

export type TabStatus = 'loading' | 'error' | 'ready';

/**
 * Loads the shown tab only, once: loaded tabs stay in state for the page's
 * life, so switching back shows them at once and reads nothing.
 */
export function useTabData(tab: TabKey) {
  const [loaded, setLoaded] = useState<Partial<TabData>>({});
  const [failed, setFailed] = useState<Partial<Record<TabKey, boolean>>>({});
  const pending = useRef(new Set<TabKey>());
  const has = loaded[tab] !== undefined;
  const hasFailed = failed[tab] === true;

  useEffect(() => {
    if (has || hasFailed || pending.current.has(tab)) return;
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
  }, [tab, has, hasFailed]);

  const retry = useCallback(() => setFailed((prev) => ({ ...prev, [tab]: false })), [tab]);
  const status: TabStatus = has ? 'ready' : hasFailed ? 'error' : 'loading';
  return { status, loaded, retry };
}
