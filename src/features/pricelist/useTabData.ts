import { useCallback, useEffect, useRef, useState } from 'react';
import type { PricelistItem } from '../../firebase/types';
import { afterPaint } from '../../lib/idle';
import type { LoadResult } from '../../ui/useLoad';
import { isListTab, loadFirstRows, tabLoaders, type TabData } from './tab-loaders';
import type { TabKey } from './pricelist';

/** A tab's load; `complete` is false while a list tab shows only its first rows. */
export type TabLoad = LoadResult<Partial<TabData>> & { complete: boolean };

/**
 * Loads the shown tab only, once: loaded tabs stay in state for the page's
 * life, so switching back shows them at once and reads nothing. Ready (with
 * every tab loaded so far) once the shown tab is there. Nothing starts while
 * `enabled` is false (the page cannot see yet which tab the URL asks for).
 *
 * A list tab (iPhone, Android, Laptop / Mac) first reads the rows that open its
 * list (one small query) and is ready with them, not complete; its full read
 * starts after those rows are painted, and then replaces them (the same rows
 * first, the rest below).
 */
export function useTabData(tab: TabKey, enabled = true): TabLoad {
  const [loaded, setLoaded] = useState<Partial<TabData>>({});
  const [first, setFirst] = useState<Partial<Record<TabKey, PricelistItem[]>>>({});
  const [failed, setFailed] = useState<Partial<Record<TabKey, boolean>>>({});
  const pending = useRef(new Set<TabKey>());
  const pendingFirst = useRef(new Set<TabKey>());
  const has = loaded[tab] !== undefined;
  const hasFailed = failed[tab] === true;
  const firstRows = first[tab];
  // The full read waits for the first rows' answer (none for the other tabs).
  const firstKnown = !isListTab(tab) || firstRows !== undefined;

  useEffect(() => {
    if (!enabled || has || firstKnown || pendingFirst.current.has(tab) || !isListTab(tab)) return;
    pendingFirst.current.add(tab);
    loadFirstRows(tab)
      .catch((error: unknown) => {
        // Only slower: the full read shows the list.
        console.warn(`Pricelist: the first rows of the ${tab} tab failed`, error);
        return [];
      })
      .then((rows) => setFirst((prev) => ({ ...prev, [tab]: rows })))
      .finally(() => pendingFirst.current.delete(tab));
  }, [tab, has, firstKnown, enabled]);

  const showsFirst = (firstRows?.length ?? 0) > 0;
  useEffect(() => {
    if (!enabled || has || hasFailed || !firstKnown || pending.current.has(tab)) return;
    pending.current.add(tab);
    const read = () =>
      tabLoaders[tab]()
        .then(
          (data) => setLoaded((prev) => ({ ...prev, [tab]: data })),
          (error: unknown) => {
            console.warn(`Pricelist: loading the ${tab} tab failed`, error);
            setFailed((prev) => ({ ...prev, [tab]: true }));
          },
        )
        .finally(() => pending.current.delete(tab));
    // The full tab's answer is a long task to parse: let the first rows paint before it.
    if (showsFirst) afterPaint(read);
    else void read();
  }, [tab, has, hasFailed, firstKnown, showsFirst, enabled]);

  const retry = useCallback(() => setFailed((prev) => ({ ...prev, [tab]: false })), [tab]);
  if (has) return { status: 'ready', data: loaded, retry, complete: true };
  if (hasFailed)
    return {
      status: 'error',
      error: new Error(`The ${tab} tab could not be loaded`),
      retry,
      complete: false,
    };
  if (showsFirst) return { status: 'ready', data: { ...loaded, [tab]: firstRows }, retry, complete: false };
  return { status: 'loading', retry, complete: false };
}
