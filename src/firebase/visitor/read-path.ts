// A visitor's cached read, one straight way: memory, then the tab's storage
// (cache.ts), then the network; the answer is kept in both and, once, as the last
// known copy (copy-db.ts). The copy is read only when the network read failed, and
// the offline notice (offline-copy.ts) hears what is on screen.
import { afterLoadWhenIdle } from '../../lib/idle';
import { readCache, sharedRead, writeCacheSoon } from './cache';
import { loadCopy, saveCopy } from './copy-db';
import { copyServed, freshRead, readStarted } from './offline-copy';
import type { PlainDoc } from '../plain';

export interface CachedReadOptions {
  /** Keep the answer as the key's last known copy, served when a later read fails. */
  keepCopy?: boolean;
}

/**
 * The cached docs for `key`, else what `read()` returns, kept for next time.
 * With `keepCopy`, the same answer (no second read) is also kept as the last
 * known copy once the page has loaded and the browser is idle; and when the read
 * fails (offline, Firestore unreachable) that copy is the answer, recorded as
 * shown. With no copy the read fails as before. A copy never enters the
 * short-lived cache: the next visit tries the network again.
 */
export function cachedRead(
  key: string,
  read: () => Promise<PlainDoc[]>,
  { keepCopy = false }: CachedReadOptions = {},
): Promise<PlainDoc[]> {
  const hit = readCache(key);
  if (hit) return Promise.resolve(hit);
  return sharedRead(key, async () => {
    readStarted(key);
    let docs: PlainDoc[];
    try {
      docs = await read();
    } catch (error) {
      return fromCopy(key, error, keepCopy);
    }
    writeCacheSoon(key, docs);
    freshRead(key);
    // Only in a browser (the integration tests and the build's prerender run in Node).
    if (keepCopy && typeof document !== 'undefined') {
      const copy = { at: Date.now(), docs };
      afterLoadWhenIdle(() => void saveCopy(key, copy));
    }
    return docs;
  });
}

/** Whatever the cause, the last prices seen (with their age) serve a visitor better than an error face. */
async function fromCopy(key: string, error: unknown, keepCopy: boolean): Promise<PlainDoc[]> {
  const copy = keepCopy ? await loadCopy(key) : null;
  if (!copy) throw error;
  console.warn(`Read failed (${key}), showing the copy of ${new Date(copy.at).toISOString()}`, error);
  copyServed(key, copy.at);
  return copy.docs;
}
