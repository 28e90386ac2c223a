// What both inboxes (promo requests, trade-in leads) do with their collection: read
// it once per admin session and keep it here, bring in what was sent since when the
// admin comes back (one count read when nothing is new: see api.ts for why not a live
// listener; the leads also re-read the last day's, which their sender may resend),
// and set an item's status with its history entry, keeping the copy current.
import { countDocs, queryDocs, readCollection } from '../core/data/queries';
import type { Admin } from '../core/data/recorded-batch';
import { recordedUpdate } from '../core/data/recorded-writes';
import { WriteConflict } from '../core/data/versions';
import type { Plain, PlainDoc } from '../../../firebase/plain';

interface Item {
  id: string;
  version: string | null;
}

export interface InboxCopy<T extends Item, S extends string> {
  collection: string;
  /** Every item, newest first. */
  list: () => Promise<T[]>;
  /** Reads the items afresh ('Muat ulang'). */
  reload: () => Promise<T[]>;
  /** The list with the items sent since it was read; null when nothing changed. */
  checkForNew: () => Promise<T[] | null>;
  /** A stored item as the inbox shows it (null: deleted). */
  storedAs: (id: string, data: Plain | null) => T | null;
  /**
   * Sets an item's status, with its history entry, if the item is still the version
   * the admin saw (else WriteConflict, and the copy holds what is stored now).
   */
  setStatus: (item: Pick<T, 'id' | 'version'>, status: S, by: Admin) => Promise<T>;
}

export function inboxCopy<T extends Item, S extends string>(
  collection: string,
  toItem: (doc: PlainDoc) => T,
  newestFirst: (items: readonly T[]) => T[],
  /** The field the newest are ordered by when only they are read. */
  timeField: string,
  /**
   * Items their sender may still change this long after `timeField` (a lead's "Kirim
   * ulang", which the rules allow within a day): on return those are read again too.
   */
  changesWithinMs = 0,
): InboxCopy<T, S> {
  let copy: Promise<T[]> | null = null;

  function list(): Promise<T[]> {
    if (!copy) {
      const read = readCollection(collection).then((docs) => newestFirst(docs.map(toItem)));
      copy = read;
      read.catch(() => {
        if (copy === read) copy = null; // a failed read is tried again next time
      });
    }
    return copy;
  }

  function reload(): Promise<T[]> {
    copy = null;
    return list();
  }

  /** The items sent within `changesWithinMs` as stored now, where they differ from `known`'s. */
  async function changedRecently(known: readonly T[]): Promise<Map<string, T>> {
    const changed = new Map<string, T>();
    if (!changesWithinMs) return changed;
    const since = new Date(Date.now() - changesWithinMs);
    const byId = new Map(known.map((i) => [i.id, JSON.stringify(i)]));
    for (const d of await queryDocs(collection, { where: [[timeField, '>=', since]] })) {
      const item = toItem(d);
      const seen = byId.get(item.id);
      if (seen !== undefined && seen !== JSON.stringify(item)) changed.set(item.id, item);
    }
    return changed;
  }

  async function checkForNew(): Promise<T[] | null> {
    const known = await list();
    const total = await countDocs(collection);
    // Fewer than before (some were deleted): read afresh.
    if (total < known.length) return reload();
    let items = known;
    if (total > known.length) {
      const newest = await queryDocs(collection, {
        orderBy: [timeField, 'desc'],
        limit: total - known.length,
      });
      const ids = new Set(known.map((i) => i.id));
      items = newestFirst([...newest.map(toItem).filter((i) => !ids.has(i.id)), ...known]);
      // Not all of them among the newest by time (written without one): read afresh.
      if (items.length !== total) return reload();
    }
    const changed = await changedRecently(known);
    if (changed.size) items = items.map((i) => changed.get(i.id) ?? i);
    if (items === known) return null;
    copy = Promise.resolve(items);
    return items;
  }

  async function replaceInCopy(id: string, stored: T | null) {
    const items = copy && (await copy.catch(() => null));
    if (items) copy = Promise.resolve(items.flatMap((i) => (i.id !== id ? [i] : stored ? [stored] : [])));
  }

  const storedAs = (id: string, data: Plain | null): T | null => (data ? toItem({ id, data }) : null);

  async function setStatus(item: Pick<T, 'id' | 'version'>, status: S, by: Admin): Promise<T> {
    const { id } = item;
    try {
      const { after } = await recordedUpdate(collection, id, 'status', { status }, by, item.version);
      const stored = toItem({ id, data: after });
      await replaceInCopy(id, stored);
      return stored;
    } catch (e) {
      if (e instanceof WriteConflict) await replaceInCopy(id, storedAs(id, e.docs[0]!.stored));
      throw e;
    }
  }

  return { collection, list, reload, checkForNew, storedAs, setStatus };
}
