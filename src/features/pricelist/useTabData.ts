import { useCallback, useEffect, useRef, useState } from 'react';
import type { PricelistItem } from '../../firebase/types';
import type { LoadResult } from '../../ui/useLoad';
import { startTab, type TabData } from './tab-loaders';
import type { TabKey } from './pricelist';

/** A tab's load; `complete` is false while a list tab shows only its first rows. */
export type TabLoad = LoadResult<Partial<TabData>> & { complete: boolean };

/**
 * Loads the shown tab only, once: loaded tabs stay in state for the page's
 * life, so switching back shows them at once and reads nothing. Ready (with
 * every tab loaded so far) once the shown tab is there. Nothing starts while
 * `enabled` is false (the page cannot see yet which tab the URL asks for).
 *
 * A list tab (iPhone, Android, Laptop / Mac) whose full read is slow shows the
 * rows that open its list meanwhile (see `startTab`): ready with them, not
 * complete; the full list then replaces them (the same rows first, the rest below).
 */
export function useTabData(tab: TabKey, enabled = true): TabLoad {
  const [loaded, setLoaded] = useState<Partial<TabData>>({});
  const [first, setFirst] = useState<Partial<Record<TabKey, PricelistItem[]>>>({});
  const [failed, setFailed] = useState<Partial<Record<TabKey, boolean>>>({});
  const pending = useRef(new Set<TabKey>());
  const has = loaded[tab] !== undefined;
  const hasFailed = failed[tab] === true;

  useEffect(() => {
    if (!enabled || has || hasFailed || pending.current.has(tab)) return;
    pending.current.add(tab);
    startTab(tab, (rows) => setFirst((prev) => ({ ...prev, [tab]: rows })))
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
  const firstRows = first[tab];
  if (has) return { status: 'ready', data: loaded, retry, complete: true };
  if (hasFailed)
    return {
      status: 'error',
      error: new Error(`The ${tab} tab could not be loaded`),
      retry,
      complete: false,
    };
  if (firstRows) return { status: 'ready', data: { ...loaded, [tab]: firstRows }, retry, complete: false };
  return { status: 'loading', retry, complete: false };
}
