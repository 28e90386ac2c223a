// The visitor lists a catalogue collection feeds (firebase/lists.ts), for the
// admin: whether each still shows what the collection holds, and its repair.
import { listDrift, listsOf, type ListDrift } from '../../../firebase/list-changes';
import type { ListName } from '../../../firebase/lists';
import { readListRows, rebuildList } from './data/list-rebuild';
import { readStoredRecords } from './records-api';

export interface ListHealth {
  name: ListName;
  /** How many rows a visitor sees on it now. */
  rows: number;
  /** False: never built whole (visitors read the collection meanwhile). */
  built: boolean;
  /** How it differs from the collection; null when it shows exactly what is stored. */
  drift: ListDrift | null;
}

/** Whether a collection feeds any visitor list. */
export const hasLists = (collection: string): boolean => listsOf(collection).length > 0;

/** Each list of the collection against the collection read afresh (the admin's copy may hold local times). */
export async function checkLists(collection: string): Promise<ListHealth[]> {
  const docs = await readStoredRecords(collection);
  return Promise.all(
    listsOf(collection).map(async (name) => {
      const listed = await readListRows(name);
      return {
        name,
        rows: listed?.length ?? 0,
        built: listed !== null,
        drift: listDrift(name, listed, docs),
      };
    }),
  );
}

/** Rebuilds every list of the collection from the collection as stored now; then checks them again. */
export async function repairLists(collection: string): Promise<ListHealth[]> {
  const docs = await readStoredRecords(collection);
  for (const name of listsOf(collection)) await rebuildList(name, docs);
  return checkLists(collection);
}
