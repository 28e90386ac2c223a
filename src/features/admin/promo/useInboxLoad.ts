import { useState } from 'react';
import { useLoad, type LoadResult } from '../../../ui/useLoad';
import { useOnReturn } from '../core/useOnReturn';
import type { InboxCopy } from './inbox-copy';

/**
 * An inbox's list, read once and afresh on 'Muat ulang' (`version` counts the
 * reloads, so the list below starts over); when the admin comes back to the screen,
 * what was sent meanwhile joins it and `arrived` says how many came.
 */
export function useInboxLoad<T>(
  inbox: Pick<
    InboxCopy<T & { id: string; version: string | null }, string>,
    'collection' | 'list' | 'reload' | 'checkForNew'
  >,
) {
  const [version, setVersion] = useState(0);
  const items = useLoad(
    () => (version === 0 ? inbox.list() : inbox.reload()),
    `${inbox.collection}#${version}`,
  );
  // What a check on return found: the list with the new items, and how many came.
  const [fresh, setFresh] = useState<{ version: number; list: T[]; arrived: number } | null>(null);
  useOnReturn(() => {
    if (items.status !== 'ready') return;
    const mine = fresh?.version === version ? fresh : null;
    const before = mine ? mine.list.length : items.data.length;
    inbox.checkForNew().then(
      (list) => {
        if (list)
          setFresh({ version, list, arrived: (mine?.arrived ?? 0) + Math.max(0, list.length - before) });
      },
      (e: unknown) => console.warn(`Inbox check failed (${inbox.collection})`, e),
    );
  });
  const live = fresh?.version === version ? fresh : null;
  const load: LoadResult<T[]> = live && items.status === 'ready' ? { ...items, data: live.list } : items;
  return { load, version, reload: () => setVersion((v) => v + 1), arrived: live?.arrived ?? 0 };
}
