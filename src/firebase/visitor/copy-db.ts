// The last known copy of a public read, kept across visits so the catalogue still
// shows with no signal. IndexedDB, not localStorage: a 5,000-item price list runs
// to megabytes (several tabs would pass localStorage's ~5 MB a site), and
// localStorage writes synchronously on the main thread after a JSON.stringify of
// the whole list, where IndexedDB takes the objects as they are (Dates included)
// and writes them off the main thread. A few lines of wrapper, no dependency.
// Best effort throughout: where IndexedDB is missing or refuses (private mode, a
// full disk), there is simply no copy, and a failed read fails as it always did.
import type { PlainDoc } from '../plain';

export interface Copy {
  /** When the read that made this copy answered (ms since the epoch). */
  at: number;
  docs: PlainDoc[];
}

const DB_NAME = 'og-offline';
const STORE = 'copies';

let opening: Promise<IDBDatabase | null> | undefined;

function openDb(): Promise<IDBDatabase | null> {
  opening ??= new Promise((resolve) => {
    try {
      if (typeof indexedDB === 'undefined') return resolve(null);
      const request = indexedDB.open(DB_NAME, 1);
      request.onupgradeneeded = () => request.result.createObjectStore(STORE);
      request.onsuccess = () => {
        const db = request.result;
        // A later version opened in another tab must not wait on this one.
        db.onversionchange = () => db.close();
        resolve(db);
      };
      request.onerror = () => resolve(null);
    } catch {
      resolve(null); // IndexedDB blocked (some sandboxed frames throw on access)
    }
  });
  return opening;
}

/** Keeps `copy` as the last known copy of `key`; resolves whether or not it was stored. */
export async function saveCopy(key: string, copy: Copy): Promise<void> {
  const db = await openDb();
  if (!db) return;
  await new Promise<void>((resolve) => {
    try {
      const tx = db.transaction(STORE, 'readwrite');
      tx.objectStore(STORE).put(copy, key);
      tx.oncomplete = tx.onerror = tx.onabort = () => resolve(); // quota: no copy this time
    } catch {
      resolve();
    }
  });
}

/** The last known copy of `key`, or null (none kept, or no IndexedDB). */
export async function loadCopy(key: string): Promise<Copy | null> {
  const db = await openDb();
  if (!db) return null;
  return new Promise((resolve) => {
    try {
      const request = db.transaction(STORE, 'readonly').objectStore(STORE).get(key);
      request.onsuccess = () => resolve((request.result as Copy | undefined) ?? null);
      request.onerror = () => resolve(null);
    } catch {
      resolve(null);
    }
  });
}
