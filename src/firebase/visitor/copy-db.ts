// The last known copy of a public read, kept across visits so the catalogue still
// shows with no signal. IndexedDB, not localStorage: a 5,000-item price list runs
// to megabytes (several tabs would pass localStorage's ~5 MB a site), and
// localStorage writes synchronously on the main thread after a JSON.stringify of
// the whole list, where IndexedDB takes the objects as they are (Dates included)
// and writes them off the main thread. idb-keyval (a few hundred bytes) is the
// key-value store; the database and store names are the ones copies were kept under
// before it, so a visitor's earlier copy still reads.
// Best effort throughout: where IndexedDB is missing or refuses (private mode, a
// full disk), there is simply no copy, and a failed read fails as it always did.
import { createStore, get, set, type UseStore } from 'idb-keyval';
import type { PlainDoc } from '../plain';

export interface Copy {
  /** When the read that made this copy answered (ms since the epoch). */
  at: number;
  docs: PlainDoc[];
}

let store: UseStore | null | undefined;

function copies(): UseStore | null {
  if (store === undefined) {
    try {
      store = typeof indexedDB === 'undefined' ? null : createStore('og-offline', 'copies');
    } catch {
      store = null; // IndexedDB blocked (some sandboxed frames throw on access)
    }
  }
  return store;
}

/** Keeps `copy` as the last known copy of `key`; resolves whether or not it was stored. */
export async function saveCopy(key: string, copy: Copy): Promise<void> {
  const db = copies();
  if (!db) return;
  try {
    await set(key, copy, db);
  } catch {
    /* quota, or the database would not open: no copy this time */
  }
}

/** The last known copy of `key`, or null (none kept, or no IndexedDB). */
export async function loadCopy(key: string): Promise<Copy | null> {
  const db = copies();
  if (!db) return null;
  try {
    return (await get<Copy>(key, db)) ?? null;
  } catch {
    return null;
  }
}
